/**
 * Search results (spec section 2, /all/p:1?q=…): the listing of `products(search: q)` with the
 * URL's filters, sort (relevance by default) and page, the server's "did you mean" suggestions
 * when nothing was found.
 */
import { useSearch } from 'wouter';
import { useT } from '../../shared/store-view/store-view.tsx';
import type { ProductFilterInput } from '../../shared/listing/listing-fragment.ts';
import { useProductListing } from '../../shared/listing/use-product-listing.ts';
import { getSearchTerm, searchResultsUrl } from '../../shared/url/listing-url.ts';

const NO_FILTER: ProductFilterInput = {};

export const SEARCH_RESULTS_LIST = { id: 'search_results', name: 'Search results' } as const;

function isMissingPage(error: { message?: string } | null): boolean {
  return /currentPage value/i.test(error?.message ?? '');
}

export function useSearchResultsPage() {
  const t = useT();
  const term = getSearchTerm(useSearch()).trim();
  const listing = useProductListing({ filter: NO_FILTER, search: term, pause: term === '' });
  const title = term
    ? t('searchPage.resultsFor', 'Search results for “{query}”', { query: term })
    : t('searchPage.title', 'Search results');
  const suggestions = listing.suggestions
    .filter((text) => text.trim() !== '' && text.trim().toLowerCase() !== term.toLowerCase())
    .flatMap((text) => {
      const href = searchResultsUrl(text);
      return href ? [{ text, href }] : [];
    });
  return {
    term,
    title,
    ...listing,
    suggestions,
    notFound: !listing.fetching && isMissingPage(listing.error),
    failed: !listing.fetching && listing.error !== null && !isMissingPage(listing.error),
  };
}
