/**
 * Query data that keeps its identity while its content stays the same.
 *
 * A cache-and-network refresh answers with equal content in a new object. Given to a context, that
 * new object would reach every Suspense boundary still waiting to hydrate (the footer hydrates
 * only when scrolled near), and React gives up hydrating such a boundary: it drops the server's
 * markup and renders the fallback instead.
 */
import { useState } from 'react';

export function useStableData<T>(data: T): T {
  const [kept, setKept] = useState(() => ({ data, json: JSON.stringify(data) ?? '' }));
  if (kept.data === data) return data;
  const json = JSON.stringify(data) ?? '';
  if (kept.json === json) return kept.data;
  // New content: kept from now on (set while rendering, so React renders again at once, before committing).
  setKept({ data, json });
  return data;
}
