/**
 * Search as you type in the Nova Poshta directory (our extension schema): cities by their first
 * letters, then the branches or parcel lockers of the chosen city, or its streets for the courier.
 * The text is debounced so a fast typist sends one query, not one per letter.
 */
import { useEffect, useState } from 'react';
import { useQuery } from 'urql';
import {
  NOVA_POSHTA_CITIES,
  NOVA_POSHTA_STREETS,
  NOVA_POSHTA_WAREHOUSES,
  type WarehouseKind,
} from './nova-poshta-documents.ts';
import type { PickOption } from './SearchPickField.tsx';

export const SEARCH_DEBOUNCE_MS = 300;
/** Cities and streets are searched from two letters; a city's branches are listed from none. */
export const MIN_SEARCH_LENGTH = 2;
const PAGE_SIZE = 10;

export function useDebounced<T>(value: T, delayMs = SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

interface SearchResult {
  options: PickOption[];
  fetching: boolean;
  /** A search ran and found nothing. */
  empty: boolean;
}

export function useCitySearch(text: string, active: boolean): SearchResult {
  const search = useDebounced(text.trim());
  const pause = !active || search.length < MIN_SEARCH_LENGTH;
  const [result] = useQuery({ query: NOVA_POSHTA_CITIES, variables: { search, pageSize: PAGE_SIZE }, pause });
  const options = pause
    ? []
    : (result.data?.novaPoshtaCities ?? []).map((city) => ({
        ref: city.ref,
        label: city.name,
        detail: city.area,
      }));
  return {
    options,
    fetching: !pause && result.fetching,
    empty: !pause && !result.fetching && options.length === 0,
  };
}

export function useWarehouseSearch(
  cityRef: string,
  kind: WarehouseKind,
  text: string,
  active: boolean,
): SearchResult {
  const search = useDebounced(text.trim());
  const pause = !active || !cityRef;
  const [result] = useQuery({
    query: NOVA_POSHTA_WAREHOUSES,
    variables: { cityRef, type: kind, pageSize: PAGE_SIZE, ...(search ? { search } : {}) },
    pause,
  });
  const options = pause
    ? []
    : (result.data?.novaPoshtaWarehouses ?? []).map((w) => ({
        ref: w.ref,
        label: w.name,
        detail: w.address,
      }));
  return {
    options,
    fetching: !pause && result.fetching,
    empty: !pause && !result.fetching && options.length === 0,
  };
}

export function useStreetSearch(cityRef: string, text: string, active: boolean): SearchResult {
  const search = useDebounced(text.trim());
  const pause = !active || !cityRef || search.length < MIN_SEARCH_LENGTH;
  const [result] = useQuery({ query: NOVA_POSHTA_STREETS, variables: { cityRef, search }, pause });
  const options = pause
    ? []
    : (result.data?.novaPoshtaStreets ?? []).map((street) => ({ ref: street.ref, label: street.name }));
  return {
    options,
    fetching: !pause && result.fetching,
    empty: !pause && !result.fetching && options.length === 0,
  };
}
