/**
 * Suggestions for the text in the search box (spec §4/§7): the text is debounced 500 ms, then
 * GetAutocompleteSuggestions runs (cache-and-network); suggestions show only when there is text and at
 * least one result. Each completed query pushes the search analytics event.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from 'urql';
import { trackSearch } from '../../shared/analytics/analytics.ts';
import { SEARCH_DEBOUNCE_MS } from '../../shared/constants.ts';
import { requestPolicyFor } from '../../shared/graphql/fetch-policies.ts';
import {
  AUTOCOMPLETE_SUGGESTIONS,
  displayableSuggestions,
  suggestionVariables,
  type Suggestion,
} from './suggestions-query.ts';

/** `value`, once it has stopped changing for `ms`. */
export function useDebouncedValue<T>(value: T, ms: number = SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export interface SearchSuggestions {
  /** The text the suggestions are for (trimmed, debounced). */
  term: string;
  items: Suggestion[];
  totalCount: number;
  loading: boolean;
  /** Text and at least one result. */
  visible: boolean;
}

export function useSearchSuggestions(text: string): SearchSuggestions {
  const term = useDebouncedValue(text.trim());
  const variables = useMemo(() => suggestionVariables(term), [term]);
  const [{ data, fetching, stale }] = useQuery({
    query: AUTOCOMPLETE_SUGGESTIONS,
    variables,
    requestPolicy: requestPolicyFor('GetAutocompleteSuggestions', false),
    pause: term === '',
  });
  const items = useMemo(() => (term === '' ? [] : displayableSuggestions(data)), [data, term]);
  const complete = term !== '' && data !== undefined && !fetching;

  // One analytics event per completed query of a term (not again for a cached re-render).
  const tracked = useRef<string | null>(null);
  useEffect(() => {
    if (!complete || stale || tracked.current === term) return;
    tracked.current = term;
    trackSearch(term, items);
  }, [complete, stale, term, items]);

  return {
    term,
    items,
    totalCount: data?.products?.total_count ?? 0,
    loading: term !== '' && fetching,
    visible: text.trim() !== '' && items.length > 0,
  };
}
