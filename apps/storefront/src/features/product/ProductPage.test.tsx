// @vitest-environment jsdom
// (jsdom, not happy-dom: DOMPurify does not sanitise on happy-dom, see shared/html/sanitize.dom.test.ts)
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import ProductPage from './ProductPage.tsx';
import { harness as appHarness, stubClient, type SentOperation } from '../../testing/harness.tsx';
import { detailAnswer, productFixture } from './product-fixture.ts';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
});

function renderPage(answers: Record<string, unknown>, urlKey = 'silk-midi-dress') {
  const sent: SentOperation[] = [];
  const harness = appHarness({ client: stubClient(answers, sent), path: `/${urlKey}.html` });
  render(<ProductPage urlKey={urlKey} />, { wrapper: harness.Wrapper });
  return { ...harness, sent };
}

const meta = (name: string) => document.head.querySelector(`meta[name="${name}"]`)?.getAttribute('content');

describe('ProductPage', () => {
  it('renders the product with its head tags; meta robots defaults to index, follow', async () => {
    const { sent } = renderPage({ getProductDetail: detailAnswer([productFixture()]) });
    expect(screen.getByRole('heading', { level: 1, name: 'Silk midi dress' })).toBeTruthy();
    expect(sent.find((op) => op.name === 'getProductDetail')?.variables).toEqual({
      urlKey: 'silk-midi-dress',
    });
    await waitFor(() => expect(document.title).toBe('Silk midi dress - Vitryna'));
    expect(meta('robots')).toBe('index, follow');
    expect(meta('description')).toBe('A silk dress');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://shop.test/ua/silk-midi-dress.html',
    );
    expect(screen.getByRole('link', { name: 'Maison' }).getAttribute('href')).toBe('/brands/maison');
    expect(screen.getByRole('navigation', { name: 'Breadcrumbs' }).textContent).toContain('Dresses');
  });

  it('uses the meta title and robots the product has', async () => {
    renderPage({
      getProductDetail: detailAnswer([
        productFixture({
          meta_info: {
            meta_title: 'Buy a silk dress',
            meta_description: null,
            meta_robots: 'NOINDEX,FOLLOW',
          },
        }),
      ]),
    });
    await waitFor(() => expect(document.title).toBe('Buy a silk dress - Vitryna'));
    expect(meta('robots')).toBe('noindex, follow');
  });

  it('strikes the old price only when it is higher than the price', () => {
    renderPage({ getProductDetail: detailAnswer([productFixture()]) });
    expect(document.querySelector('del')?.textContent).toContain('2');
    cleanup();
    renderPage({
      getProductDetail: detailAnswer([
        productFixture({
          price_range: {
            minimum_price: {
              regular_price: { value: 900, currency: 'UAH' },
              final_price: { value: 900, currency: 'UAH' },
              discount: null,
            },
          },
        }),
      ]),
    });
    expect(document.querySelector('del')).toBeNull();
  });

  it('sanitises the description', () => {
    renderPage({ getProductDetail: detailAnswer([productFixture()]) });
    expect(screen.getByText('silk').tagName).toBe('STRONG');
    expect(document.querySelector('main script, article script')).toBeNull();
  });

  it('hands a missing product (no item with the url key) to the route lookup', async () => {
    const { sent } = renderPage({
      getProductDetail: detailAnswer([productFixture({ url_key: 'silk-midi-dress-2' })]),
      ResolveURL: { route: null },
    });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(sent.find((op) => op.name === 'ResolveURL')?.variables).toEqual({ url: '/silk-midi-dress.html' });
    expect(screen.queryByRole('heading', { name: 'Silk midi dress' })).toBeNull();
  });

  it('sets the page loading flag while the detail loads with nothing cached', () => {
    const { store } = renderPage({});
    expect(store.getState().app.isPageLoading).toBe(true);
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    cleanup();
    expect(store.getState().app.isPageLoading).toBe(false);
  });

  it('adds the product to the recently viewed list and shows the others', async () => {
    const other = productFixture({ id: 7, uid: 'Nw==', name: 'Wool coat', url_key: 'wool-coat' });
    renderPage({ getProductDetail: detailAnswer([other]) }, 'wool-coat');
    cleanup();
    renderPage({ getProductDetail: detailAnswer([productFixture()]) });
    const section = await screen.findByRole('region', { name: 'Recently viewed' });
    expect(section.textContent).toContain('Wool coat');
    expect(section.textContent).not.toContain('Silk midi dress');
    const stored = JSON.parse(localStorage.getItem('recentlyViewedProducts')!).value as Array<{
      id: number;
      card: object;
    }>;
    expect(stored.map((entry) => entry.id)).toEqual([101, 7]);
    expect(stored[0]!.card).not.toHaveProperty('description');
  });
});
