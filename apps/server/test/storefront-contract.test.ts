/**
 * Contract: every operation the storefront sends validates against Magento 2.4.7's published schema
 * (../shared/reference/magento-2.4.7-schema.graphql) plus our extension SDL, so the storefront runs
 * against a real Magento that has the Vitryna extension module. The operations are read from the
 * storefront's sources (every `graphql(\`…\`, [fragments])` call, fragments resolved by name); the
 * extension SDL is what our schema declares beyond Magento's, written as `extend`s.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  extendSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isSpecifiedScalarType,
  parse,
  print,
  printType,
  validate,
  visit,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { schemaSdl } from '../src/schema.ts';
import { findMagentoReference } from './magento-coverage/signatures.ts';

const storefrontSrc = path.resolve(import.meta.dirname, '../../storefront/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The GraphQL text of every `graphql(…)` call in the storefront, with the file it is in. */
function storefrontDocuments(): { file: string; text: string }[] {
  const found: { file: string; text: string }[] = [];
  for (const file of sourceFiles(storefrontSrc)) {
    const code = readFileSync(file, 'utf8');
    if (!code.includes('graphql(')) continue;
    const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true);
    const visitNode = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'graphql' &&
        node.arguments[0]
      ) {
        const arg = node.arguments[0];
        if (!ts.isNoSubstitutionTemplateLiteral(arg) && !ts.isStringLiteral(arg))
          throw new Error(`${file}: a graphql() document must be a literal to be checked`);
        found.push({ file: path.relative(storefrontSrc, file), text: arg.text });
      }
      ts.forEachChild(node, visitNode);
    };
    visitNode(source);
  }
  return found;
}

/**
 * What our schema declares beyond Magento's: whole types, and `extend`s of Magento's types. A field
 * added to a Magento interface is added to every Magento type implementing it too (as a Magento
 * module adding it would have to), e.g. ProductInterface.brand on BundleProduct.
 */
function extensionSdl(ours: GraphQLSchema, magento: GraphQLSchema): string {
  const whole: string[] = [];
  const extensions = new Map<string, { kind: string; members: Map<string, unknown> }>();
  const memberNames = (t: GraphQLNamedType): Set<string> =>
    new Set(
      isEnumType(t)
        ? t.getValues().map((v) => v.name)
        : isObjectType(t) || isInterfaceType(t) || isInputObjectType(t)
          ? Object.keys(t.getFields())
          : [],
    );
  const extend = (name: string, kind: string, members: readonly { name: { value: string } }[]) => {
    const entry = extensions.get(name) ?? { kind, members: new Map() };
    for (const m of members) entry.members.set(m.name.value, m);
    extensions.set(name, entry);
  };
  for (const type of Object.values(ours.getTypeMap())) {
    if (type.name.startsWith('__') || isSpecifiedScalarType(type)) continue;
    const theirs = magento.getType(type.name);
    if (!theirs) {
      whole.push(printType(type));
      continue;
    }
    const known = memberNames(theirs);
    const def = parse(printType(type)).definitions[0] as {
      kind: string;
      fields?: readonly { name: { value: string } }[];
      values?: readonly { name: { value: string } }[];
    };
    const extra = (def.fields ?? def.values ?? []).filter((m) => !known.has(m.name.value));
    if (!extra.length) continue;
    const kind = def.kind.replace('Definition', 'Extension');
    extend(type.name, kind, extra);
    if (isInterfaceType(theirs)) {
      const { objects, interfaces } = magento.getImplementations(theirs);
      for (const impl of [...objects, ...interfaces]) {
        const lacking = extra.filter((m) => !memberNames(impl).has(m.name.value));
        extend(impl.name, isObjectType(impl) ? 'ObjectTypeExtension' : 'InterfaceTypeExtension', lacking);
      }
    }
  }
  const extended = [...extensions].map(([name, { kind, members }]) =>
    print({
      kind,
      name: { kind: 'Name', value: name },
      ...(kind === 'EnumTypeExtension'
        ? { values: [...members.values()] }
        : { fields: [...members.values()] }),
    } as unknown as DefinitionNode),
  );
  return [...whole, ...extended].join('\n\n');
}

const reference = findMagentoReference();

describe.skipIf(!reference)('storefront operations against Magento 2.4.7', () => {
  // A skipped suite is still collected: build the schemas only where the reference is.
  const magento = reference ? buildSchema(readFileSync(reference, 'utf8')) : undefined;
  const ours = buildSchema(schemaSdl);
  const target = magento ? extendSchema(magento, parse(extensionSdl(ours, magento))) : ours;
  const documents = storefrontDocuments();
  const parsed = documents.map((d) => ({ ...d, doc: parse(d.text) }));
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const { doc } of parsed)
    for (const def of doc.definitions)
      if (def.kind === 'FragmentDefinition') fragments.set(def.name.value, def);

  /** An operation with every fragment it spreads (as gql.tada sends it). */
  const withFragments = (doc: DocumentNode): DocumentNode => {
    const own = new Set(
      doc.definitions.flatMap((d) => (d.kind === 'FragmentDefinition' ? [d.name.value] : [])),
    );
    const added: FragmentDefinitionNode[] = [];
    const pending = [doc as { kind: string }];
    while (pending.length) {
      visit(pending.pop() as DocumentNode, {
        FragmentSpread(n) {
          const name = n.name.value;
          if (own.has(name)) return;
          const fragment = fragments.get(name);
          if (!fragment) throw new Error(`fragment ${name} is not defined in the storefront`);
          own.add(name);
          added.push(fragment);
          pending.push(fragment);
        },
      });
    }
    return { ...doc, definitions: [...doc.definitions, ...added] };
  };

  const operations = parsed.filter(({ doc }) =>
    doc.definitions.some((d) => d.kind === 'OperationDefinition'),
  );

  it('finds the storefront operations', () => {
    expect(operations.length).toBeGreaterThanOrEqual(10);
  });

  it.each(operations.map((o) => [`${o.file}: ${operationName(o.doc)}`, o.doc] as const))(
    '%s',
    (_name, doc) => {
      expect(validate(target, withFragments(doc)).map((e) => e.message)).toEqual([]);
    },
  );

  it('refuses an operation Magento would refuse', () => {
    const doc = parse('query { storeConfig { store_code no_such_field } }');
    expect(validate(target, doc).map((e) => e.message)).toEqual([
      'Cannot query field "no_such_field" on type "StoreConfig".',
    ]);
  });
});

function operationName(doc: DocumentNode): string {
  const op = doc.definitions.find((d) => d.kind === 'OperationDefinition');
  return op && 'name' in op && op.name ? op.name.value : '(anonymous)';
}
