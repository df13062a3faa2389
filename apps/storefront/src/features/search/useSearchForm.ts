/**
 * Logic of SearchForm: the text (pre-filled by the `query` parameter, spec §2), suggestions for it, and
 * submitting — only a non-empty trimmed text goes to /all/p:1?q=… (spec §5).
 */
import { useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { getSearchPrefill, searchResultsUrl } from '../../shared/url/listing-url.ts';
import { useSearchSuggestions } from './useSearchSuggestions.ts';

export function useSearchForm(options: { onSubmitted?: () => void } = {}) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const [text, setText] = useState(() => getSearchPrefill(search));
  const suggestions = useSearchSuggestions(text);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const url = searchResultsUrl(text);
    if (!url) return;
    navigate(url);
    options.onSubmitted?.();
  }

  return { text, setText, suggestions, onSubmit, canSubmit: text.trim() !== '' };
}
