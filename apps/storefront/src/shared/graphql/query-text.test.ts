import { describe, expect, it } from 'vitest';
import { buildGetUrl, stableStringify, stripQueryText } from './query-text.ts';

const QUERY = `
  # the menu
  query getMainMenu($id: Int, $flag: Boolean) {
    mainMenu(id: $id,   flag: $flag) {
      items {
        id
        label
      }
    }
  }
`;

function paramsOf(url: string): URLSearchParams {
  return new URL(url, 'https://shop.test').searchParams;
}

describe('stripQueryText', () => {
  it('removes whitespace, commas and comments that carry no meaning', () => {
    expect(stripQueryText(QUERY)).toBe(
      'query getMainMenu($id:Int$flag:Boolean){mainMenu(id:$id flag:$flag){items{id label}}}',
    );
  });

  it('keeps whitespace inside string literals', () => {
    expect(stripQueryText('{ products(search: "red  dress") { total_count } }')).toBe(
      '{products(search:"red  dress"){total_count}}',
    );
  });

  it('returns text the lexer rejects unchanged', () => {
    expect(stripQueryText('{ products(search: "unterminated }')).toBe('{ products(search: "unterminated }');
  });
});

describe('buildGetUrl', () => {
  it('puts the stripped query, operation name and JSON variables in the query string', () => {
    const url = buildGetUrl('/graphql', { query: QUERY, operationName: 'getMainMenu', variables: { id: 5 } });
    expect(url.startsWith('/graphql?query=')).toBe(true);
    const params = paramsOf(url);
    expect(params.get('query')).toBe(stripQueryText(QUERY));
    expect(params.get('operationName')).toBe('getMainMenu');
    expect(JSON.parse(params.get('variables') ?? '')).toEqual({ id: 5 });
  });

  it('omits empty variables and a missing operation name', () => {
    for (const variables of [undefined, null, {}]) {
      const url = buildGetUrl('/graphql', { query: '{ storeConfig { id } }', variables });
      expect([...paramsOf(url).keys()]).toEqual(['query']);
    }
  });

  it('encodes spaces as %20 and reserved characters safely', () => {
    const url = buildGetUrl('/graphql', { query: '{a b}', variables: { q: 'a&b=c+d #' } });
    expect(url).not.toContain(' ');
    expect(url).not.toContain('+');
    expect(paramsOf(url).get('query')).toBe('{a b}');
    expect(JSON.parse(paramsOf(url).get('variables') ?? '')).toEqual({ q: 'a&b=c+d #' });
  });

  it('appends to an endpoint that already has a query string', () => {
    expect(buildGetUrl('https://api.test/graphql?x=1', { query: '{a}' })).toBe(
      'https://api.test/graphql?x=1&query=%7Ba%7D',
    );
  });

  it('gives the same URL for the same variables in any key order', () => {
    const a = buildGetUrl('/graphql', { query: '{a}', variables: { b: 1, a: { d: 1, c: [2, 1] } } });
    const b = buildGetUrl('/graphql', { query: '{a}', variables: { a: { c: [2, 1], d: 1 }, b: 1 } });
    expect(a).toBe(b);
  });
});

describe('stableStringify', () => {
  it('sorts object keys but keeps array order', () => {
    expect(stableStringify({ b: [3, 1], a: { z: 1, y: null } })).toBe('{"a":{"y":null,"z":1},"b":[3,1]}');
  });
});

describe('stripQueryText agrees with graphql-js', () => {
  it('gives stripIgnoredCharacters’ output for every operation shape the storefront sends', async () => {
    const { stripIgnoredCharacters } = await import('graphql');
    const samples = [
      QUERY,
      'query Q($a: [String!]! = ["x, y", "z"], $n: Float = -1.5e3) { products(filter: { sku: { in: $a } }, pageSize: 5) { ...F ... on ConfigurableProduct { variants { product { sku } } } } }\nfragment F on ProductInterface { uid name @include(if: true) }',
      'mutation M { addProductsToCart(cartId: "abc", cartItems: [{ sku: "S", quantity: 1 }]) { cart { id } } }',
      '{ a(s: "esc \\" and \\\\ here") b: c }',
    ];
    for (const sample of samples) expect(stripQueryText(sample), sample).toBe(stripIgnoredCharacters(sample));
  });

  it('keeps block strings as written (graphql-js re-indents them; both are the same value)', () => {
    expect(stripQueryText('{ a(s: """two  spaces""") }')).toBe('{a(s:"""two  spaces""")}');
  });
});
