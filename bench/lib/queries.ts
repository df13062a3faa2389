/**
 * The storefront's GraphQL documents and the GET URLs it builds from them, so the benchmark
 * sends byte-for-byte what a shopper's browser sends: the documents are the storefront's own,
 * given urql's `__typename` additions (formatDocument), printed as urql prints them
 * and put in the URL by the storefront's transport (shared/graphql/query-text.ts).
 */
import { formatDocument, stringifyDocument, type TypedDocumentNode } from '@urql/core';
import { RESOLVE_URL as RESOLVE_URL_DOCUMENT } from '../../apps/storefront/src/app/queries.ts';
import { CATEGORY_LISTING_QUERY } from '../../apps/storefront/src/features/catalog/category-listing.ts';
import { PRODUCT_DETAIL_QUERY } from '../../apps/storefront/src/features/product/product-detail-query.ts';
import { AUTOCOMPLETE_SUGGESTIONS } from '../../apps/storefront/src/features/search/suggestions-query.ts';
import { buildGetUrl } from '../../apps/storefront/src/shared/graphql/query-text.ts';

/** The query text urql hands the storefront's transport for a document. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const sentText = (document: TypedDocumentNode<any, any>) => stringifyDocument(formatDocument(document));

/** getCategoryListing: the category page's query (category, products, aggregations). */
export const CATEGORY_LISTING = sentText(CATEGORY_LISTING_QUERY);
/** GetAutocompleteSuggestions: the search panel's suggestions. */
export const SUGGESTIONS = sentText(AUTOCOMPLETE_SUGGESTIONS);
/** getProductDetail: the product page's query. */
export const PRODUCT_DETAIL = sentText(PRODUCT_DETAIL_QUERY);
/** ResolveURL: the route lookup. */
export const RESOLVE_URL = sentText(RESOLVE_URL_DOCUMENT);

/**
 * Headers the storefront sends with every query of a guest in the Ukrainian store view; a browser
 * adds Accept-Encoding, so answers travel compressed as they do for shoppers.
 */
export const STOREFRONT_HEADERS: Record<string, string> = {
  accept: 'application/json',
  'accept-encoding': 'gzip, deflate, br',
  authorization: '',
  store: 'ua',
};

/** `/graphql?query=…&variables=…` exactly as the storefront's transport builds it (no operationName). */
export function getPath(query: string, variables: Record<string, unknown>): string {
  return buildGetUrl('/graphql', { query, variables });
}

export const categoryVariables = (uid: string, page: number, sort: Record<string, string> | null) => ({
  uid,
  filter: { category_uid: { eq: uid } },
  sort,
  pageSize: 24,
  currentPage: page,
});
export const suggestionVariables = (search: string) => ({ search, pageSize: 5, currentPage: 1 });
export const productVariables = (urlKey: string) => ({ urlKey });
export const routeVariables = (urlKey: string) => ({ url: `/${urlKey}.html` });
