/**
 * One SQL statement answers a listing: the page of product ids, the total, and every facet's
 * option counts. Facets are disjunctive: each facet counts the products matching every other
 * active filter but not its own, so a shopper can widen a choice (brand A, then also brand B).
 */
import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/connection.ts';
import type {
  FilterEqualTypeInput,
  ProductAttributeFilterInput,
  ProductAttributeSortInput,
  SortEnum,
} from '../../generated/graphql.ts';
import { inputError } from '../../shared/errors.ts';
import { decodeUid } from '../../shared/uid.ts';
import { rankExpression, type PreparedSearch } from './search-query.ts';

export interface ListingRequest {
  storeId: number;
  storeCode: string;
  filter: ProductAttributeFilterInput;
  search: PreparedSearch | null;
  sort: ProductAttributeSortInput | null;
  pageSize: number;
  currentPage: number;
  withItems: boolean;
  withAggregations: boolean;
  /** Category facet: direct children of the filtered category only. */
  directChildrenOnly: boolean;
  /**
   * Instead of the page: the ids of the first `allIdsUpTo` matching products in order (pageSize
   * and currentPage are then ignored), for listing-cache.ts to slice pages from.
   */
  allIdsUpTo?: number;
}

export interface FacetRow {
  code: string;
  value: string;
  label: string | null;
  sort: number;
  n: number;
}

export interface ListingResult {
  total: number;
  ids: number[];
  facets: FacetRow[];
}

/** Collects positional parameters while SQL text is assembled. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export const SIZE_FACETS = ['top_sizes', 'bottom_sizes', 'foot_sizes', 'brand_size'] as const;
export type OptionFacet = 'gender' | 'brand' | (typeof SIZE_FACETS)[number] | 'season' | 'style';
/** The facets of attribute options, in the order their counts are listed. */
export const OPTION_FACETS: readonly OptionFacet[] = ['gender', 'brand', ...SIZE_FACETS, 'season', 'style'];

export const GENDER_SECTION_ALIASES: Record<string, number[]> = { '7_8': [7, 8] };

export function values(f: FilterEqualTypeInput | null | undefined): string[] | null {
  if (!f) return null;
  const list = [...(f.eq != null ? [f.eq] : []), ...(f.in ?? []).filter((v): v is string => v != null)];
  return f.eq == null && f.in == null ? null : list;
}

/** Option ids from a filter; values that are not ids simply match nothing, as in Magento. */
export function optionIds(
  f: FilterEqualTypeInput | null | undefined,
  aliases: Record<string, number[]> = {},
): number[] | null {
  const list = values(f);
  if (!list) return null;
  return list.flatMap((v) => aliases[v] ?? (/^\d{1,9}$/.test(v) ? [Number(v)] : []));
}

function priceBound(v: string | null | undefined, name: string): number | null {
  if (v == null || v === '') return null;
  const n = Number(v);
  if (!Number.isFinite(n)) throw inputError(`Invalid price filter value "${v}" for "${name}".`);
  return n;
}

function priceBounds(f: ProductAttributeFilterInput) {
  const from = priceBound(f.price?.from, 'from');
  const to = priceBound(f.price?.to, 'to');
  // Magento's upper bound is exclusive except when it equals the lower one.
  return { from, to, toInclusive: from === to };
}

/** The price filter as a test of a final price, or null when the request has none. */
export function priceFilter(f: ProductAttributeFilterInput): ((price: number) => boolean) | null {
  const { from, to, toInclusive } = priceBounds(f);
  if (from === null && to === null) return null;
  return (price) =>
    (from === null || price >= from) && (to === null || (toInclusive ? price <= to : price < to));
}

interface Facet {
  code: OptionFacet | 'price';
  /** SQL condition over the `base` row, or null when this facet is not filtered. */
  match: string | null;
}

export async function runListing(db: Queryable, req: ListingRequest): Promise<ListingResult> {
  const p = new Params();
  const f = req.filter;
  const where: string[] = ['p.visible', 'p.is_active', 'p.parent_id IS NULL'];
  let joinText = false;

  // Non-facet conditions narrow the base set.
  const category = categoryConditions(f, p);
  where.push(...category.conditions);
  const urlKeys = values(f.url_key);
  if (urlKeys) {
    joinText = true;
    where.push(`t.url_key = ANY(${p.add(urlKeys)}::text[])`);
  }
  const skus = values(f.sku);
  if (skus) where.push(`p.sku = ANY(${p.add(skus)}::text[])`);
  if (f.name?.match) {
    joinText = true;
    const exact = f.name.match_type === 'FULL';
    where.push(
      exact
        ? `lower(t.name) = lower(${p.add(f.name.match)})`
        : `t.name ILIKE ${p.add(`%${escapeLike(f.name.match)}%`)}`,
    );
  }
  const warehouses = optionIds(f.warehouse);
  if (warehouses) where.push(`p.warehouse_ids && ${p.add(warehouses)}::int[]`);
  const sale = values(f.sale);
  if (sale?.some((v) => v === '1' || v === 'true')) where.push('p.final_price < p.price');
  // A product page must open even when the product sold out; listings show what can be bought.
  if (!urlKeys && !skus) where.push('p.in_stock');
  const order = orderBy(req.sort, Boolean(req.search));
  if (order.needsText) joinText = true;
  let rank = '0';
  let textSource = 'product_text t';
  if (req.search) {
    joinText = true;
    const q = p.add(req.search.tsquery);
    // The matches come from the search index first, then their products by key. OFFSET 0 keeps
    // the planner from merging the two: it would rather scan every listable product and test
    // each one's document, three times slower for a short prefix.
    textSource = `(SELECT product_id, store_id, name, url_key, search_doc FROM product_text
      WHERE store_id = ${p.add(req.storeId)} AND search_doc @@ to_tsquery('simple', ${q}) OFFSET 0) t`;
    rank = rankExpression('t.search_doc', q);
  }

  // Facet conditions.
  const facets: Facet[] = [];
  const optionFacet = (code: OptionFacet, column: string, isArray: boolean, ids: number[] | null) => {
    if (!ids) return facets.push({ code, match: null });
    const param = `${p.add(ids)}::int[]`;
    facets.push({ code, match: isArray ? `${column} && ${param}` : `${column} = ANY(${param})` });
  };
  optionFacet('gender', 'genders', true, optionIds(f.gender, GENDER_SECTION_ALIASES));
  const brandIds = optionIds(f.brand);
  const brandKeys = values(f.brands);
  if (brandKeys) {
    const keysParam = p.add(brandKeys);
    const byKey = `brand_id IN (SELECT id FROM brand WHERE url_key = ANY(${keysParam}::text[]))`;
    facets.push({
      code: 'brand',
      match: brandIds ? `(${byKey} AND brand_id = ANY(${p.add(brandIds)}::int[]))` : byKey,
    });
  } else optionFacet('brand', 'brand_id', false, brandIds);
  for (const code of SIZE_FACETS) optionFacet(code, 'size_option_ids', true, optionIds(f[code]));
  optionFacet('season', 'season_id', false, optionIds(f.season));
  optionFacet('style', 'style_id', false, optionIds(f.style));
  const { from, to, toInclusive } = priceBounds(f);
  const priceConds = [
    ...(from !== null ? [`final_price >= ${p.add(from)}`] : []),
    ...(to !== null ? [`final_price ${toInclusive ? '<=' : '<'} ${p.add(to)}`] : []),
  ];
  facets.push({ code: 'price', match: priceConds.length ? priceConds.join(' AND ') : null });

  const active = facets.filter((x) => x.match);
  const matchCols = active.map((x, i) => `(${x.match}) AS m${i}`);
  const allMatch = (except?: Facet) =>
    active
      .map((x, i) => (x === except ? null : `m${i}`))
      .filter(Boolean)
      .join(' AND ') || 'true';

  // Only the columns this request reads: a search matching 17,000 products spilled its base to
  // disk with every facet's column in it.
  const facetColumns = req.withAggregations
    ? 'p.brand_id, p.genders, p.size_option_ids, p.category_ids, p.season_id, p.style_id,'
    : '';
  const base = `
    SELECT p.id, p.position, p.final_price, ${facetColumns}
           ${order.needsText ? 't.name' : 'NULL::text'} AS sort_name, ${rank} AS rank
           ${matchCols.length ? ',' + matchCols.join(',') : ''}
    FROM product p ${joinText ? `JOIN ${textSource} ON t.product_id = p.id AND t.store_id = ${p.add(req.storeId)}` : ''}
    WHERE ${where.join(' AND ')}`;

  const parts = [`(SELECT count(*)::int FROM base WHERE ${allMatch()}) AS total`];
  if (req.withItems) {
    const [limit, offset] = req.allIdsUpTo
      ? [req.allIdsUpTo, 0]
      : [req.pageSize, (req.currentPage - 1) * req.pageSize];
    parts.push(`(SELECT coalesce(json_agg(id), '[]'::json) FROM (SELECT id FROM base WHERE ${allMatch()}
      ORDER BY ${order.sql} LIMIT ${p.add(limit)} OFFSET ${p.add(offset)}) page) AS ids`);
  }
  if (req.withAggregations) {
    parts.push(
      `(SELECT coalesce(json_agg(f), '[]'::json) FROM (${facetSql(req, facets, allMatch, category.scope, p)}) f) AS facets`,
    );
  }
  const sql = `WITH base AS MATERIALIZED (${base}) SELECT ${parts.join(', ')}`;
  // A product page looks its product up by url_key (a sku lookup alike): one of a few shapes of
  // statement, kept prepared per connection with its generic plan (db/connection.ts), so
  // PostgreSQL does not plan it again for every page (planning took 0.8 ms, running it 0.16).
  // Other listings' shapes are too many to keep.
  const name =
    urlKeys || skus
      ? `catalog.listing.lookup.${createHash('sha1').update(sql).digest('hex').slice(0, 16)}`
      : undefined;
  const [row] = await db.query<{ total: number; ids?: number[]; facets?: FacetRow[] }>(sql, p.values, {
    name,
  });
  return { total: row?.total ?? 0, ids: row?.ids ?? [], facets: row?.facets ?? [] };
}

function escapeLike(s: string) {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The category ids of each category filter field that names ids (category_uid, category_id). */
export function categoryIdSets(f: ProductAttributeFilterInput): number[][] {
  const uids = values(f.category_uid)?.map(decodeUid);
  const legacy = values(f.category_id)?.map((v) => {
    if (!/^\d{1,9}$/.test(v)) throw inputError(`Invalid value of "${v}" provided for the category_id field.`);
    return Number(v);
  });
  return [...(uids ? [uids] : []), ...(legacy ? [legacy] : [])];
}

/**
 * Category conditions: values of one filter field match any of them (OR); different fields
 * (category_uid, category_id, category_url_path) must all match (AND). Returns the conditions
 * and the category whose children the category facet counts.
 */
function categoryConditions(
  f: ProductAttributeFilterInput,
  p: Params,
): { conditions: string[]; scope: string | null } {
  const paths = values(f.category_url_path);
  const sets = [
    ...categoryIdSets(f).map((ids) => `${p.add(ids)}::int[]`),
    ...(paths
      ? [`ARRAY(SELECT category_id FROM category_text WHERE url_path = ANY(${p.add(paths)}::text[]))`]
      : []),
  ];
  return { conditions: sets.map((set) => `p.category_ids && ${set}`), scope: sets[0] ?? null };
}

/** A sort field and its direction. */
export type SortEntry = [keyof ProductAttributeSortInput, SortEnum];

/** The request's sort fields in order, or the default: relevance for a search, else position. */
export function sortEntries(sort: ProductAttributeSortInput | null, isSearch: boolean): SortEntry[] {
  const entries = Object.entries(sort ?? {}).filter(([, d]) => d === 'ASC' || d === 'DESC') as SortEntry[];
  if (!entries.length) entries.push(isSearch ? ['relevance', 'DESC'] : ['position', 'ASC']);
  return entries;
}

function orderBy(sort: ProductAttributeSortInput | null, isSearch: boolean) {
  const entries = sortEntries(sort, isSearch);
  let needsText = false;
  const cols = entries.map(([field, dir]) => {
    switch (field) {
      case 'relevance':
        return `rank ${dir}`;
      case 'price':
        return `final_price ${dir}`;
      case 'name':
        needsText = true;
        return `sort_name ${dir}`;
      default:
        return `position ${dir}`;
    }
  });
  // The id tie-break keeps pages disjoint and their order stable.
  return { sql: [...cols, 'id ASC'].join(', '), needsText };
}

const PRICE_STEPS = [10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000, 100000];

/** The price facet's bucket width: the smallest step giving at most 8 buckets up to `max`. */
export function priceFacetStep(max: number | null): number {
  if (max === null) return PRICE_STEPS.at(-1)!;
  return PRICE_STEPS.find((s) => Math.ceil(max / s) <= 8) ?? PRICE_STEPS.at(-1)!;
}

/**
 * Counts are aggregated from `base` first and labelled afterwards, so each facet is one pass over
 * the matching products and the joins touch only the few counted values (joining labels per
 * product made a 50,000-product category take seconds).
 */
function facetSql(
  req: ListingRequest,
  facets: Facet[],
  allMatch: (except?: Facet) => string,
  categoryScope: string | null,
  p: Params,
): string {
  const store = p.add(req.storeCode);
  const get = (code: Facet['code']) => facets.find((x) => x.code === code)!;
  const count = (code: OptionFacet, value: string, from = '') => `
    SELECT '${code}'::text AS code, ${value} AS id, count(*)::int AS n FROM base ${from}
    WHERE ${allMatch(get(code))} AND ${value} IS NOT NULL GROUP BY ${value}`;
  const parent = categoryScope
    ? `(${categoryScope})[1]`
    : `(SELECT root_category_id FROM store WHERE code = ${store})`;
  const inScope = req.directChildrenOnly
    ? `c.parent_id = ${parent}`
    : `c.path LIKE (SELECT path FROM category WHERE id = ${parent}) || '/%'`;
  const price = get('price');
  const steps = `${p.add(PRICE_STEPS)}::int[]`;
  const optionCounts = [
    count('gender', 'v', ', unnest(genders) v'),
    count('brand', 'brand_id'),
    ...SIZE_FACETS.map((code) => count(code, 'v', ', unnest(size_option_ids) v')),
    count('season', 'season_id'),
    count('style', 'style_id'),
  ].join(' UNION ALL ');
  return `
    WITH option_counts AS (${optionCounts}),
    category_counts AS (
      SELECT v AS id, count(*)::int AS n FROM base, unnest(category_ids) v WHERE ${allMatch()} GROUP BY v
    ),
    -- Materialized: inlined, the step subquery ran again for every product.
    price_step AS MATERIALIZED (
      SELECT coalesce((SELECT min(s) FROM unnest(${steps}) s WHERE ceil(m / s) <= 8), ${PRICE_STEPS.at(-1)}) AS step
      FROM (SELECT max(final_price) AS m FROM base WHERE ${allMatch(price)}) mx
    )
    SELECT f.code, f.id::text AS value, o.labels->>${store} AS label, o.sort_order AS sort, f.n
    FROM option_counts f
    JOIN attribute_option o ON o.id = f.id
     AND (f.code NOT IN ('top_sizes', 'bottom_sizes', 'foot_sizes', 'brand_size') OR o.attribute_code = f.code)
    UNION ALL
    SELECT 'category_uid', c.id::text, ct.name, c.position + c.level * 100000, x.n
    FROM category_counts x
    JOIN category c ON c.id = x.id AND c.is_active AND c.include_in_menu AND ${inScope}
    JOIN category_text ct ON ct.category_id = c.id AND ct.store_id = ${p.add(req.storeId)}
    UNION ALL
    SELECT 'price', (b * step)::text || '_' || ((b + 1) * step)::text, NULL, b, n
    FROM (SELECT floor(final_price / st.step)::int AS b, st.step, count(*)::int AS n
          FROM base, price_step st WHERE ${allMatch(price)} GROUP BY 1, 2) priced`;
}
