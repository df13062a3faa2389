/** Reading pages the way a shopper does, and knowing when a server-rendered control has come alive. */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { STEP_TIMEOUT_MS } from './browser.ts';

/**
 * Waits until the element is visible and hydrated (its event handlers are attached).
 * Server-rendered markup is visible before the scripts run; a click on a link before hydration
 * would still work as a plain link, but a checkbox or a menu button would do nothing.
 */
export async function whenHydrated(locator: Locator, timeout = STEP_TIMEOUT_MS): Promise<Locator> {
  await locator.waitFor({ state: 'visible', timeout });
  await expect
    .poll(
      () =>
        // Preact keeps an element's event handlers in a property of the element (`_listeners` in
        // its source, `__e` in its build), set when hydration attaches them. An element without
        // handlers of its own (a heading, a submit button, a footer) counts as hydrated when its
        // part of the page has them: its form or dialog, else the main area or its landmark, which hydrate as one.
        locator.evaluate((element) => {
          const attached = (node: Element) => Object.hasOwn(node, '__e');
          const within = (node: Element) => attached(node) || [...node.querySelectorAll('*')].some(attached);
          const part =
            element.closest('form, dialog, [role="dialog"]') ??
            element.closest('main') ??
            element.closest('header, footer, nav, aside');
          return within(element) || (part !== null && within(part));
        }),
      { timeout, interval: 100, message: 'the element was not hydrated (no event handlers attached)' },
    )
    .toBe(true);
  return locator;
}

/** "1 299 грн" → 1299 (the store shows whole hryvnias with spaces between the thousands). */
export function parseHryvnias(text: string): number {
  return Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
}

export interface Card {
  name: string;
  /** The price the shopper pays (the current one, not the struck-through old price). */
  price: number;
}

/**
 * The product cards of the listing in the page's main area: each card's name (its heading) and
 * its price, read from the card's text ("Ціна 1 299 грн"; a sale card also has "Стара ціна …").
 */
export async function listingCards(page: Page): Promise<Card[]> {
  const cards = page.getByRole('main').getByRole('article');
  const count = await cards.count();
  const result: Card[] = [];
  for (let i = 0; i < count; i += 1) {
    const card = cards.nth(i);
    const name = (await card.getByRole('heading').first().innerText()).trim();
    const text = await card.innerText();
    const match = /(?:^|\s)Ціна\s+([\d\s\u00a0\u202f]+)\s*грн/.exec(text);
    if (!match?.[1]) throw new Error(`no price on the card "${name}": ${JSON.stringify(text)}`);
    result.push({ name, price: parseHryvnias(match[1]) });
  }
  return result;
}

export function isAscending(values: readonly number[]): boolean {
  return values.every((value, i) => i === 0 || values[i - 1]! <= value);
}

/** Decodes the entities the server renderer writes into HTML text (&amp; &lt; &gt; &quot;, numeric ones). */
export function decodeHtmlText(html: string): string {
  return html
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&');
}

/** The pathname and the query of a page's current address. */
export function where(page: Page): { pathname: string; params: URLSearchParams } {
  const url = new URL(page.url());
  return { pathname: decodeURIComponent(url.pathname), params: url.searchParams };
}

/**
 * GraphQL operations the page sends from now on (GET and POST): counts by operation name, and the
 * requests (operation and variables) sent more than once. Two blocks asked for by one operation
 * with different identifiers are two queries, not a repeat.
 */
export function watchGraphqlOperations(page: Page): {
  counts(): Record<string, number>;
  repeated(): string[];
} {
  const requests: { name: string; variables: string }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname !== '/graphql') return;
    const body = request.method() === 'POST' ? parseJson(request.postData()) : null;
    const text = url.searchParams.get('query') ?? (typeof body?.query === 'string' ? body.query : '');
    requests.push({
      name: /(?:query|mutation)\s+(\w+)/.exec(text)?.[1] ?? '(anonymous)',
      variables: url.searchParams.get('variables') ?? JSON.stringify(body?.variables ?? {}),
    });
  });
  const tally = (keyOf: (r: { name: string; variables: string }) => string) =>
    requests.reduce<Record<string, number>>(
      (acc, r) => ({ ...acc, [keyOf(r)]: (acc[keyOf(r)] ?? 0) + 1 }),
      {},
    );
  return {
    counts: () => tally((r) => r.name),
    repeated: () =>
      Object.entries(tally((r) => `${r.name} ${r.variables}`))
        .filter(([, count]) => count > 1)
        .map(([key, count]) => `${key} ×${count}`),
  };
}

function parseJson(text: string | null): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text ?? '');
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
