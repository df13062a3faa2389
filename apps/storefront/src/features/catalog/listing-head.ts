/**
 * Head tags of a listing (our decision; the spec names canonical and alternates only):
 * - a plain listing (no filter, no sort) is indexed; its canonical is itself, page suffix
 *   included, since page 2 lists other products than page 1;
 * - a filtered or sorted listing is 'noindex, follow' (endless combinations of the same
 *   products) and its canonical is the plain listing, without filters, sort or page.
 */
import { buildListingPath } from '../../shared/url/listing-url.ts';
import type { ListingLocationState } from '../../shared/listing/listing-location.ts';

export interface ListingHead {
  robots: string;
  canonicalPath: string;
}

export function listingHead(state: ListingLocationState): ListingHead {
  const filtered = Object.keys(state.filters).length > 0 || state.sort !== null;
  if (filtered)
    return { robots: 'NOINDEX,FOLLOW', canonicalPath: buildListingPath({ basePath: state.basePath }) };
  return {
    robots: 'INDEX,FOLLOW',
    canonicalPath: buildListingPath({ basePath: state.basePath, page: state.page }),
  };
}

/** GraphQL input errors that mean "no such page of this listing" (a page past the last one). */
export function isMissingPageError(error: { message?: string } | null | undefined): boolean {
  return /currentPage value/i.test(error?.message ?? '');
}
