/**
 * The spec's "no cache" (network-only) without breaking hydration: urql's SSR exchange does
 * not hand network-only queries the results the server rendered with, so the first browser
 * render would lack the data the server's HTML shows. The page that the server rendered (its
 * results are in the boot data) therefore reads them once, fresh from that same page load;
 * every later visit asks the network.
 */
import { useState } from 'react';
import { createRequest, type AnyVariables, type DocumentInput } from '@urql/core';
import { BOOT_GLOBAL } from '../../shared/boot-global.ts';
import type { RequestPolicy } from '../../shared/graphql/fetch-policies.ts';

const consumed = new Set<number>();

function serverRendered(key: number): boolean {
  const boot = (window as unknown as Record<string, { urql?: Record<string, unknown> } | undefined>)[
    BOOT_GLOBAL
  ];
  return Boolean(boot?.urql && Object.prototype.hasOwnProperty.call(boot.urql, String(key)));
}

/** Tests: forget which server results were used. */
export function resetNoCachePolicy(): void {
  consumed.clear();
}

export function noCachePolicy<D, V extends AnyVariables>(
  query: DocumentInput<D, V>,
  variables: V,
): RequestPolicy {
  if (typeof window === 'undefined') return 'network-only';
  const { key } = createRequest(query, variables);
  if (!consumed.has(key) && serverRendered(key)) {
    consumed.add(key);
    return 'cache-first';
  }
  return 'network-only';
}

export function useNoCachePolicy<D, V extends AnyVariables>(
  query: DocumentInput<D, V>,
  variables: V,
): RequestPolicy {
  const [policy] = useState(() => noCachePolicy(query, variables));
  return policy;
}
