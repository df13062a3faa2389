/** The listing's place in the URL, read from the router (paths below the store prefix). */
import { useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { readListingLocation, type ListingLocationState } from './listing-location.ts';

export function useListingLocation(): ListingLocationState {
  const [pathname] = useLocation();
  const search = useSearch();
  return useMemo(() => readListingLocation(pathname, search), [pathname, search]);
}
