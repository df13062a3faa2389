/**
 * What the scenarios ask for, found in the seeded catalogue through the GraphQL API itself
 * (so it works the same on every database): the largest catalogue section, product url keys
 * spread over the whole catalogue, and search prefixes of words that occur in product names
 * and brands. Everything is deterministic for a given catalogue.
 */
import {
  CATEGORY_LISTING,
  categoryVariables,
  getPath,
  PRODUCT_DETAIL,
  productVariables,
  RESOLVE_URL,
  routeVariables,
  STOREFRONT_HEADERS,
  SUGGESTIONS,
  suggestionVariables,
} from './queries.ts';

export type ScenarioName = 'category' | 'suggest' | 'product' | 'route';

export interface Scenario {
  name: ScenarioName;
  title: string;
  /** Many distinct URLs, so uncached runs make the database work. */
  uncached: string[];
  /** A few URLs, so cached runs hit the HTTP cache. */
  cached: string[];
  /** Checks one parsed answer beyond "no errors" (e.g. the listing has items). */
  check: (data: Record<string, unknown>) => string | null;
}

export interface Workload {
  section: { uid: string; name: string; products: number };
  urlKeys: number;
  searchTerms: string[];
  scenarios: Scenario[];
}

export async function gql<T>(
  origin: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const res = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { ...STOREFRONT_HEADERS, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(60_000),
  });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (!res.ok || body.errors?.length || !body.data) {
    throw new Error(
      `discovery query failed (${res.status}): ${JSON.stringify(body.errors ?? body).slice(0, 500)}`,
    );
  }
  return body.data;
}

/** Small deterministic PRNG (mulberry32) for shuffles that are the same on every run. */
export function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffle<T>(items: T[], seed: number): T[] {
  const out = [...items];
  const random = rng(seed);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

interface CategoryNode {
  uid: string;
  name: string;
  product_count: number;
}

interface ListingPage {
  products: {
    total_count: number;
    page_info: { total_pages: number };
    items: { url_key: string; name: string; brand_label: string | null }[];
  };
}

const LETTERS = /[\p{L}]+/gu;

/** Words of product names and brands, most frequent first. */
function words(texts: string[]): string[] {
  const freq = new Map<string, number>();
  for (const text of texts) {
    for (const w of new Set(text.toLowerCase().match(LETTERS) ?? [])) {
      if (w.length >= 4) freq.set(w, (freq.get(w) ?? 0) + 1);
    }
  }
  return [...freq.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([w]) => w);
}

export async function discover(origin: string, opts: { pagesToSample?: number } = {}): Promise<Workload> {
  const { storeConfig } = await gql<{ storeConfig: { root_category_uid: string } }>(
    origin,
    '{ storeConfig { root_category_uid } }',
  );
  const { categories } = await gql<{
    categories: { items: (CategoryNode & { children: CategoryNode[] })[] };
  }>(
    origin,
    `query($root: String!) { categories(filters: { parent_category_uid: { eq: $root } }, pageSize: 100) {
       items { uid name product_count children { uid name product_count } } } }`,
    { root: storeConfig.root_category_uid },
  );
  const sections = [...categories.items].sort((a, b) => b.product_count - a.product_count);
  const section = sections[0];
  if (!section || section.product_count === 0) throw new Error('no catalogue section with products found');

  // Url keys and names spread over the catalogue: pages of 300 at even steps through each section.
  const pagesPerSection = opts.pagesToSample ?? 6;
  const names: string[] = [];
  const urlKeys: string[] = [];
  const listing = `query($f: ProductAttributeFilterInput!, $p: Int!) {
    products(filter: $f, pageSize: 300, currentPage: $p) {
      total_count page_info { total_pages } items { url_key name brand_label } } }`;
  for (const s of sections.filter((x) => x.product_count > 0)) {
    const filter = { category_uid: { eq: s.uid } };
    const first = await gql<ListingPage>(origin, listing, { f: filter, p: 1 });
    const total = first.products.page_info.total_pages;
    const pages = [
      ...new Set(
        Array.from({ length: pagesPerSection }, (_, i) => 1 + Math.floor((i * total) / pagesPerSection)),
      ),
    ];
    for (const p of pages) {
      const page = p === 1 ? first : await gql<ListingPage>(origin, listing, { f: filter, p });
      for (const item of page.products.items) {
        urlKeys.push(item.url_key);
        names.push(item.name);
        if (item.brand_label) names.push(item.brand_label);
      }
    }
  }
  if (urlKeys.length === 0) throw new Error('no products found in the catalogue');

  const searchTerms = searchPrefixes(names);
  const keys = shuffle([...new Set(urlKeys)], 7);
  const categoryPages = Math.min(100, Math.ceil(section.product_count / 24));
  const sorts: (Record<string, string> | null)[] = [
    null,
    { price: 'ASC' },
    { price: 'DESC' },
    { name: 'ASC' },
  ];
  const categoryUrls = shuffle(
    sorts.flatMap((sort) =>
      Array.from({ length: categoryPages }, (_, i) =>
        getPath(CATEGORY_LISTING, categoryVariables(section.uid, i + 1, sort)),
      ),
    ),
    11,
  );
  const hasItems = (path: string[]) => (data: Record<string, unknown>) => {
    let node: unknown = data;
    for (const p of path) node = (node as Record<string, unknown> | null)?.[p];
    return Array.isArray(node) && node.length > 0 ? null : `no ${path.join('.')} in the answer`;
  };

  const scenarios: Scenario[] = [
    {
      name: 'category',
      title: `category listing (${section.name}, 24 per page, with aggregations)`,
      uncached: categoryUrls,
      cached: Array.from({ length: 5 }, (_, i) =>
        getPath(CATEGORY_LISTING, categoryVariables(section.uid, i + 1, null)),
      ),
      check: hasItems(['products', 'items']),
    },
    {
      name: 'suggest',
      title: 'search suggestions (5 items)',
      uncached: shuffle(searchTerms, 13).map((t) => getPath(SUGGESTIONS, suggestionVariables(t))),
      cached: searchTerms.slice(0, 8).map((t) => getPath(SUGGESTIONS, suggestionVariables(t))),
      check: (data) => ((data.products as { items?: unknown[] } | null)?.items ? null : 'no products.items'),
    },
    {
      name: 'product',
      title: 'product page by url_key',
      uncached: keys.slice(0, 2000).map((k) => getPath(PRODUCT_DETAIL, productVariables(k))),
      cached: keys.slice(0, 10).map((k) => getPath(PRODUCT_DETAIL, productVariables(k))),
      check: hasItems(['products', 'items']),
    },
    {
      name: 'route',
      title: 'route(url: "<url_key>.html")',
      uncached: keys.slice(-2000).map((k) => getPath(RESOLVE_URL, routeVariables(k))),
      cached: keys.slice(-10).map((k) => getPath(RESOLVE_URL, routeVariables(k))),
      check: (data) => (data.route ? null : 'route is null'),
    },
  ];
  return {
    section: { uid: section.uid, name: section.name, products: section.product_count },
    urlKeys: keys.length,
    searchTerms,
    scenarios,
  };
}

/**
 * What shoppers type into the search box before the suggestions arrive: prefixes (3 to 6
 * letters) of the most frequent words of product names and brands, and a full word followed by
 * the start of the next one ("сукня чор"). The first few are the most common prefixes.
 */
export function searchPrefixes(names: string[], max = 400): string[] {
  const common = words(names);
  const out = new Set<string>();
  // The most frequent words' 4-letter prefixes first: the cached set uses the first eight.
  for (const w of common.slice(0, 8)) out.add(w.slice(0, 4));
  for (const w of common.slice(0, 80)) {
    for (const n of [3, 4, 5, 6]) if (w.length > n) out.add(w.slice(0, n));
  }
  const random = rng(5);
  const pairs = names.filter((n) => /\s/.test(n));
  for (let i = 0; i < 100 && pairs.length > 0; i++) {
    const parts = (pairs[Math.floor(random() * pairs.length)] as string).toLowerCase().match(LETTERS) ?? [];
    const [a, b] = [parts[0], parts[1]];
    if (a && b && a.length >= 3 && b.length >= 4) out.add(`${a} ${b.slice(0, 3)}`);
  }
  return [...out].slice(0, max);
}
