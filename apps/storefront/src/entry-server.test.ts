/**
 * The boot data of a server-rendered page (issue 14: ≤ 40 KB, nothing the first view does not
 * need): the menu's outline only, and each HTML the page rendered carried once, sanitised.
 */
import { describe, expect, it } from 'vitest';
import { MENU_DATA } from './app/layout/menu-fixture.ts';
import type { BootData } from './app/render-context.ts';
import { render } from './entry-server.tsx';
import { cmsPage } from './features/cms/cms-page-fixture.ts';
import { TEST_STORE_CONFIG } from './testing/harness.tsx';

const BANNER = '<p>Free delivery <a href="/faq#3" onclick="steal()">details</a></p>';
const HOME = [
  '<div data-content-type="row" data-appearance="contained" data-element="main">',
  '<div data-content-type="text" data-appearance="default" data-element="main">',
  '<p>Summer collection<img src="x" onerror="steal()"></p></div></div>',
].join('');

const ANSWERS: Record<string, (variables: Record<string, unknown>) => unknown> = {
  getMainMenu: () => MENU_DATA,
  getStoreConfigs: () => ({ storeConfig: TEST_STORE_CONFIG }),
  GetCmsBlocks: ({ identifiers }) => ({
    cmsBlocks: {
      items: (identifiers as string[]).includes('pwa-header-banner')
        ? [{ identifier: 'pwa-header-banner', content: BANNER }]
        : [],
    },
  }),
  GetCmsPage: () => cmsPage('home', HOME),
};

/** The commerce server, answering each operation by name. */
const commerce = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const params = new URL(String(input)).searchParams;
  const body = init?.body ? (JSON.parse(String(init.body)) as { query?: string }) : {};
  const query = params.get('query') ?? body.query ?? '';
  const name = /^(?:query|mutation) (\w+)/.exec(query)?.[1] ?? '';
  const variables = JSON.parse(params.get('variables') ?? '{}') as Record<string, unknown>;
  return new Response(JSON.stringify({ data: ANSWERS[name]?.(variables) ?? null }), {
    headers: { 'content-type': 'application/json' },
  });
}) as typeof fetch;

async function bootOf(path: string): Promise<{ raw: string; boot: BootData }> {
  const result = await render({
    url: path,
    origin: 'https://shop.test',
    endpoint: 'https://shop.test/graphql',
    publicEndpoint: '/graphql',
    fetch: commerce,
    assets: { styles: [], entry: '/assets/entry.js', preloads: [] },
  });
  if (!('html' in result)) throw new Error(`${path} redirected`);
  const raw = /<script type="application\/json" id="__VITRYNA_BOOT__">([\s\S]*?)<\/script>/.exec(
    result.html,
  )![1]!;
  return { raw, boot: JSON.parse(raw) as BootData };
}

describe('the boot data of a server-rendered page', () => {
  it('carries the menu’s top level, not the levels a shopper has not opened', async () => {
    const { raw } = await bootOf('/ua/');
    expect(raw).toContain('"Women"');
    expect(raw).toContain('"Clothing"');
    for (const hidden of ['Dresses', 'Jackets', '/women/clothing/skirts', 'Dresses promo']) {
      expect(raw).not.toContain(hidden);
    }
  });

  it('carries each HTML once, sanitised, and no raw HTML', async () => {
    const { raw } = await bootOf('/ua/');
    const text = JSON.parse(raw) as unknown;
    const all = JSON.stringify(text);
    expect(all).not.toContain('steal()');
    expect(all.split('Free delivery').length - 1).toBe(1);
    expect(all.split('Summer collection').length - 1).toBe(1);
  });

  it("names the chunks of the lazy modules the page rendered with, less the entry's own", async () => {
    const result = await render({
      url: '/ua/',
      origin: 'https://shop.test',
      endpoint: 'https://shop.test/graphql',
      publicEndpoint: '/graphql',
      fetch: commerce,
      assets: {
        styles: [],
        entry: '/assets/entry.js',
        preloads: ['/assets/first-load.js'],
        lazy: {
          'src/features/cms/HomePage.tsx': [
            '/assets/HomePage-1.js',
            '/assets/first-load.js',
            '/assets/banner-2.js',
          ],
          'src/features/product/ProductPage.tsx': ['/assets/ProductPage-3.js'],
        },
      },
    });
    if (!('html' in result)) throw new Error('the home page redirected');
    const boot = /<script type="application\/json" id="__VITRYNA_BOOT__"([^>]*)>/.exec(result.html)![1];
    expect(boot).toBe(' data-preload="/assets/HomePage-1.js /assets/banner-2.js"');
  });

  it('is JSON that cannot end its script element', async () => {
    const { raw } = await bootOf('/ua/');
    expect(raw).not.toMatch(/<\/|<!--/);
  });
});
