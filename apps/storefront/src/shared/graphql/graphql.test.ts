import { createRequest, formatDocument, stringifyDocument } from '@urql/core';
import { initGraphQLTada } from 'gql.tada';
import { describe, expect, it } from 'vitest';
import { graphql } from './graphql.ts';

const PRICE = `fragment Price on ProductInterface { price_range { minimum_price { final_price { value } } } }`;
const CARD = `fragment Card on ProductInterface { uid name ...Price }`;
const QUERY = `query cards($search: String!) { products(search: $search) { items { ...Card ...Price } } }`;

describe('graphql documents', () => {
  it('are parsed when first read, not when made', () => {
    const broken = (graphql as unknown as (source: string) => { definitions: unknown })('query broken {');
    expect(() => broken.definitions).toThrow();
  });

  it("have gql.tada's definitions: the source's, then each fragment's once", () => {
    const price = graphql(PRICE);
    const card = graphql(CARD, [price]);
    const query = graphql(QUERY, [card, price]);
    const tada = initGraphQLTada<{ introspection: never }>() as unknown as (
      s: string,
      f?: unknown[],
    ) => { definitions: unknown[] };
    const tadaPrice = tada(PRICE);
    const expected = tada(QUERY, [tada(CARD, [tadaPrice]), tadaPrice]);
    expect(JSON.parse(JSON.stringify(query.definitions))).toEqual(
      JSON.parse(JSON.stringify(expected.definitions)),
    );
    expect(query.definitions.map((d) => (d as { name?: { value: string } }).name?.value)).toEqual([
      'cards',
      'Card',
      'Price',
    ]);
  });

  it('carry their sources as their text and its hash as the key urql uses, and send the same query text', () => {
    const price = graphql(PRICE);
    const card = graphql(CARD, [price]);
    const query = graphql(QUERY, [card, price]);
    expect(query.loc?.source.body).toBe(QUERY + CARD + PRICE);
    const request = createRequest(query, { search: 'a' });
    expect(request.query).toBe(query);
    const other = graphql(`
      query other {
        storeConfig {
          store_code
        }
      }
    `);
    expect(createRequest(other, {}).key).not.toBe(createRequest(query, { search: 'a' }).key);
    // What the transport sends: the document with urql's __typename fields, printed.
    const tada = initGraphQLTada<{ introspection: never }>() as unknown as (
      s: string,
      f?: unknown[],
    ) => never;
    const tadaPrice = tada(PRICE);
    const sent = stringifyDocument(formatDocument(tada(QUERY, [tada(CARD, [tadaPrice]), tadaPrice])));
    expect(stringifyDocument(formatDocument(query))).toBe(sent);
    expect(sent).toContain('__typename');
  });
});
