/**
 * Typed GraphQL documents: gql.tada infers each operation's result and variables from the
 * commerce server's schema (schema.graphql, written by `npm run codegen -w apps/storefront`),
 * so no operation type is written by hand.
 *
 * At run time a document is parsed when it is first used, not when its module is evaluated:
 * gql.tada's `graphql()` parses at once, so a page's first load parsed every document of every
 * module it carries (cart, account, wishlist…), most of which it never sends. Its text and its
 * key (urql's `__key`, the hash it caches and matches answers by) come from the sources too, so
 * urql does not print a document to key it.
 */
import type { DocumentNode } from 'graphql';
import { initGraphQLTada } from 'gql.tada';
import type { introspection } from '../../graphql-env.d.ts';

const tada = initGraphQLTada<{ introspection: introspection }>();

/** A document's `loc` as urql reads and writes it (the text it sends). */
interface Location {
  start: number;
  end: number;
  source: { body: string; name: string; locationOffset: { line: number; column: number } };
}

/** The source and fragments each document was made of, for its text. */
const madeOf = new WeakMap<object, { source: string; fragments: readonly DocumentNode[] }>();

/** The document's source followed by its fragments' sources, each fragment once. */
function sourceText(doc: DocumentNode, seen: Set<object>): string {
  if (seen.has(doc)) return '';
  seen.add(doc);
  const parts = madeOf.get(doc);
  if (!parts) return (doc.loc as Location | undefined)?.source.body ?? '';
  return parts.source + parts.fragments.map((f) => sourceText(f, seen)).join('');
}

/** urql's phash (djb2 over UTF-16 code units), so keys look like urql's own. */
function phash(text: string): number {
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = (hash << 5) + hash + text.charCodeAt(i);
  return hash;
}

function lazyGraphql(source: string, fragments: readonly DocumentNode[] = []): DocumentNode {
  let parsed: DocumentNode | undefined;
  let loc: Location | undefined;
  let key: number | undefined;
  const doc: { kind: 'Document'; readonly definitions: unknown; loc: Location; __key: number } = {
    kind: 'Document',
    get definitions() {
      // gql.tada's own document: the source parsed, the fragments' definitions added once each.
      parsed ??= tada(source, fragments as never) as unknown as DocumentNode;
      return parsed.definitions;
    },
    get loc(): Location {
      if (!loc) {
        const body = sourceText(doc as unknown as DocumentNode, new Set());
        loc = {
          start: 0,
          end: body.length,
          source: { body, name: 'GraphQLTada', locationOffset: { line: 1, column: 1 } },
        };
      }
      return loc!;
    },
    set loc(value: Location) {
      loc = value;
    },
    get __key(): number {
      return (key ??= phash(this.loc.source.body));
    },
    set __key(value: number) {
      key = value;
    },
  };
  madeOf.set(doc, { source, fragments });
  return doc as unknown as DocumentNode;
}

export const graphql = Object.assign(lazyGraphql, {
  scalar: tada.scalar,
  persisted: tada.persisted,
}) as unknown as typeof tada;

export type { FragmentOf, ResultOf, VariablesOf } from 'gql.tada';
export { readFragment } from 'gql.tada';
