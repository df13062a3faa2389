/**
 * Query data that keeps its identity while its content stays the same.
 *
 * A cache-and-network refresh answers with equal content in a new object. Given to a context, that
 * new object would reach every Suspense boundary still waiting to hydrate (the footer hydrates
 * only when scrolled near), and React gives up hydrating such a boundary: it drops the server's
 * markup and renders the fallback instead.
 */
import { useRef } from 'react';

export function useStableData<T>(data: T): T {
  const kept = useRef<{ data: T; json: string } | null>(null);
  if (kept.current?.data === data) return data;
  const json = JSON.stringify(data) ?? '';
  if (kept.current && kept.current.json === json) return kept.current.data;
  kept.current = { data, json };
  return data;
}
