/**
 * "cache-and-network then cache-first" (spec section 7) per browser session: the first view of an
 * operation with given variables refreshes the cache, later views trust it. The server always
 * renders a first view.
 *
 * The policy is taken when a component first renders, not when it commits. urql dispatches the
 * operation while the component renders; a render React throws away (a Suspense retry interrupted
 * by an update) must not make the next attempt ask the network again. Otherwise the refreshed result
 * re-renders the page's other readers of that query, which interrupts the retry again, and the
 * page never settles (seen as the phone drawer refetching the menu until the category page starved).
 */
import { useState } from 'react';
import type { FetchPolicy, RequestPolicy } from './fetch-policies.ts';

const REFRESH_ONCE: FetchPolicy = { initial: 'cache-and-network', next: 'cache-first' };

const asked = new Set<string>();

/**
 * While the server-rendered first view hydrates, its answers came with the page moments ago:
 * queries read them instead of asking again (what Apollo's ssrForceFetchDelay does). Asking again
 * would cost a phone requests and re-renders while it is still painting the page.
 */
let firstView = false;

/** Tests: forget what ran. */
export function resetSessionPolicies(): void {
  asked.clear();
  firstView = false;
}

/**
 * The browser: the first view is hydrating from now until a moment after the page has loaded
 * (its lazily loaded parts hydrate before that, their scripts being preloaded by the page).
 * Resolves when the first view is over.
 */
export function holdFirstView(win: Window, afterLoadMs = 1000): Promise<void> {
  firstView = true;
  return new Promise((resolve) => {
    const end = () =>
      win.setTimeout(() => {
        firstView = false;
        resolve();
      }, afterLoadMs);
    if (win.document.readyState === 'complete') end();
    else win.addEventListener('load', end, { once: true });
  });
}

/** The policy for `key` now, and remembers (in a browser only) that it was asked for. */
export function takeSessionPolicy(key: string, policy: FetchPolicy, inBrowser: boolean): RequestPolicy {
  if (!inBrowser) return policy.initial;
  const seen = asked.has(key);
  asked.add(key);
  if (firstView) return 'cache-first';
  return seen && policy.next ? policy.next : policy.initial;
}

/** The request policy for the operation `key` names (operation and variables), kept while the key stays. */
export function useSessionPolicy(key: string, policy: FetchPolicy = REFRESH_ONCE): RequestPolicy {
  const take = () => ({ key, requestPolicy: takeSessionPolicy(key, policy, typeof window !== 'undefined') });
  const [current, setCurrent] = useState(take);
  if (current.key === key) return current.requestPolicy;
  // Another operation (new variables): decide for it during this render.
  const next = take();
  setCurrent(next);
  return next.requestPolicy;
}
