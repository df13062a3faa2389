/**
 * Random page addresses of the shop for the page fuzz: store prefixes, real category paths and
 * product pages of the demo catalogue next to made-up ones, the listing URL grammar of
 * apps/storefront/src/shared/url/listing-url.ts (`/f/name:v1_v2`, the older `name:v;other:w`,
 * `/p:n`, `?sort=attr:DIR`, `?q=`) with real and odd values, valid and malformed
 * percent-encoding, NUL, long paths, page numbers past 2^53 and tracking parameters.
 */
import type { Arbitrary } from 'fast-check';
import type { HttpCase } from '../../apps/server/test/fuzz/http-case.ts';
import { oddInt, oddString, wellFormed } from '../../apps/server/test/fuzz/odd-values.ts';
import { built, type Rand } from '../../apps/server/test/fuzz/rand.ts';

export interface ShopAddresses {
  /** Category paths without the store prefix, e.g. "women/dresses". */
  categoryPaths: string[];
  /** Product url keys (pages are "/{url_key}.html"). */
  productKeys: string[];
  /** Filter names and values seen in the listings' aggregations. */
  filters: Array<{ name: string; values: string[] }>;
}

const STATIC_ROUTES = [
  '',
  'men',
  'women',
  'kids',
  'stores',
  'faq',
  'contact-us',
  'our-service',
  'loyalty-rules',
  'hm-space',
  'technical-page',
  'brands',
  'brands/women',
  'exclusive-brands/kids',
  'search.html',
  'all',
  'customer/account',
  'checkout/cart',
  'wishlist',
];

const MALFORMED_ESCAPES = [
  '%',
  '%%',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '%00',
  '%FF',
  '%uD800',
  '%2e%2e',
  '%2F',
  '%5C',
  '%25',
];

/** Percent-encoded (mostly) or raw (sometimes: node:http encodes only what it must). */
function encoded(r: Rand, s: string): string {
  return r.chance(0.85) ? encodeURIComponent(wellFormed(s)) : s;
}

function segment(r: Rand, known: ShopAddresses): string {
  return r.weighted<() => string>([
    [4, () => r.pick(['a', 'sale', 'new', 'dresses', 'x'.repeat(300), '.', '..', '~', 'index.php', 'p:2'])],
    [2, () => encoded(r, oddString(r, known.productKeys).slice(0, 300))],
    [1, () => r.pick(MALFORMED_ESCAPES)],
  ])();
}

function pageNumber(r: Rand): string {
  return r.weighted<() => string>([
    [4, () => String(r.int(0, 60))],
    [2, () => String(Math.abs(oddInt(r)))],
    [
      1,
      () =>
        r.pick([
          '9007199254740993',
          '99999999999999999999999999',
          '1'.repeat(400),
          '-1',
          '1.5',
          '1e9',
          '٣',
          '',
        ]),
    ],
  ])();
}

function filterValue(r: Rand, values: string[]): string {
  return r.weighted<() => string>([
    [4, () => (values.length ? encodeURIComponent(r.pick(values)).replace(/_/g, '%5F') : 'x')],
    [2, () => encoded(r, oddString(r).slice(0, 200))],
    [1, () => r.pick(MALFORMED_ESCAPES)],
  ])();
}

function listingSuffix(r: Rand, known: ShopAddresses): string {
  let suffix = '';
  const filter = () => {
    const f = known.filters.length && r.chance(0.8) ? r.pick(known.filters) : undefined;
    const name =
      f?.name ?? r.pick(['price', 'color', 'size', 'Brand', 'a_b', '9x', 'constructor', '__proto__']);
    const count = r.weighted([
      [8, r.int(1, 3)],
      [1, r.int(20, 300)],
    ]);
    return `${name}:${Array.from({ length: count }, () => filterValue(r, f?.values ?? [])).join('_')}`;
  };
  if (r.chance(0.5)) {
    const n = r.weighted([
      [8, r.int(1, 3)],
      [1, r.int(10, 60)],
    ]);
    suffix += `/f/${Array.from({ length: n }, filter).join('/')}`;
  } else if (r.chance(0.2)) {
    suffix += `/${filter()};${filter()}`; // the older form
  }
  if (r.chance(0.4)) suffix += `/p:${pageNumber(r)}`;
  return suffix;
}

function basePath(r: Rand, known: ShopAddresses): string {
  return r.weighted<() => string>([
    [known.categoryPaths.length ? 6 : 0, () => r.pick(known.categoryPaths)],
    [known.productKeys.length ? 3 : 0, () => `${r.pick(known.productKeys)}.html`],
    [3, () => r.pick(STATIC_ROUTES)],
    [1, () => `${segment(r, known)}.html`],
    [1, () => `brands/${r.pick(['', 'men/', 'girls/'])}${segment(r, known)}`],
    [2, () => Array.from({ length: r.int(1, 5) }, () => segment(r, known)).join('/')],
    [1, () => 'a/'.repeat(r.pick([200, 2000, 6000]))],
  ])();
}

function queryString(r: Rand, known: ShopAddresses): string {
  const parts: string[] = [];
  const attrs = ['price', 'name', 'position', 'relevance', ...known.filters.map((f) => f.name)];
  if (r.chance(0.3))
    parts.push(
      `sort=${r.weighted<() => string>([
        [4, () => `${r.pick(attrs)}:${r.pick(['ASC', 'DESC', 'asc', 'up', ''])}`],
        [1, () => encoded(r, oddString(r).slice(0, 200))],
      ])()}`,
    );
  if (r.chance(0.2))
    parts.push(`${r.pick(['q', 'query'])}=${encoded(r, oddString(r, known.productKeys).slice(0, 2000))}`);
  if (r.chance(0.15)) parts.push(`${r.pick(['page', 'p', 'currentPage'])}=${pageNumber(r)}`);
  if (r.chance(0.2))
    parts.push(
      `${r.pick(['utm_source', 'utm_campaign', 'gclid', 'fbclid', 'yclid'])}=${encodeURIComponent(String(oddInt(r)))}`,
    );
  if (r.chance(0.05))
    parts.push(r.pick(['&', '=', '%', 'a=%zz', '%zz=1', 'sort', '__proto__[x]=1', `x=${'y'.repeat(8000)}`]));
  return parts.length ? `?${parts.join('&')}` : '';
}

export function pageRequests(known: ShopAddresses): Arbitrary<HttpCase> {
  return built((r) => {
    const store = r.weighted<string>([
      [12, r.pick(['ua', 'ru'])],
      [1, r.pick(['', 'UA', 'en', 'default', '%75a', 'ua/ua'])],
    ]);
    const base = basePath(r, known);
    const listing = r.chance(0.6) ? listingSuffix(r, known) : '';
    const slash = r.chance(0.05) ? r.pick(['/', '//', '/.']) : '';
    const path = `/${store}${store && base ? '/' : ''}${base}${listing}${slash}`.replace(/^\/\/+/, '/');
    const headers: Record<string, string> = { accept: 'text/html' };
    if (r.chance(0.1)) headers['accept-encoding'] = r.pick(['gzip', 'br', 'identity']);
    if (r.chance(0.05)) headers['accept-language'] = r.pick(['ru', 'uk', '*', 'x'.repeat(500)]);
    return {
      label: 'page',
      method: r.chance(0.05) ? 'HEAD' : 'GET',
      path: path + queryString(r, known),
      headers,
    };
  });
}

/** What kind of odd address this is, to tell failures apart in the report. */
export function pageKind(c: HttpCase): string {
  const kinds: string[] = [];
  if (/%00/i.test(c.path)) kinds.push('NUL');
  if (/\/p:\d{10,}|[?&](page|p|currentPage)=\d{10,}/.test(c.path)) kinds.push('page number of 10+ digits');
  if (/%(?![0-9a-f]{2})/i.test(c.path)) kinds.push('malformed escape');
  if (/(^|[/;])(constructor|__proto__|toString):/.test(c.path))
    kinds.push('filter named like an Object property');
  if (c.path.length > 2000) kinds.push('long');
  if (c.method !== 'GET') kinds.push(c.method);
  return kinds.join(', ') || 'other';
}
