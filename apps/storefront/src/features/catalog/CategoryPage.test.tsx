// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../shared/state/app-store.tsx';
import { resetAnalytics } from '../../shared/analytics/analytics.ts';
import { listingProducts } from '../../shared/listing/fixtures.ts';
import {
  stubClient,
  TEST_STORE_CONFIG,
  harness as appHarness,
  type SentOperation,
} from '../../testing/harness.tsx';
import CategoryPage from './CategoryPage.tsx';

// The page must pass the description through the shared sanitiser (tested on its own).
vi.mock('../../shared/html/sanitize.ts', () => ({
  sanitizeHtml: (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, ''),
}));

const category = {
  uid: 'MTAw',
  name: 'Clothing',
  description: '<p>Clothes <script>alert(1)</script>for women</p>',
  url_path: 'women/clothing',
  url_suffix: '',
  position: 1,
  children_count: '2',
  meta_title: null,
  meta_description: 'Women clothing',
  breadcrumbs: [
    { category_uid: 'MzY=', category_name: 'Women', category_url_path: 'women', category_level: 2 },
  ],
  children: [
    {
      uid: 'MTAy',
      name: 'Skirts',
      url_path: 'women/clothing/skirts',
      url_suffix: '',
      position: 2,
      children_count: '0',
    },
    {
      uid: 'MTAx',
      name: 'Dresses',
      url_path: 'women/clothing/dresses',
      url_suffix: '',
      position: 1,
      children_count: '0',
    },
  ],
};

const defaultResponse = {
  categories: { items: [category] },
  products: listingProducts({ total: 60, pages: 3 }),
};

function setup(path: string, response: unknown = defaultResponse, isProd = false) {
  const operations: SentOperation[] = [];
  const store = createAppStore();
  const client = stubClient(
    {
      getCategoryListing: response,
      getStoreConfigs: { storeConfig: { ...TEST_STORE_CONFIG, is_prod: isProd } },
    },
    operations,
  );
  const harness = appHarness({ path, client, store });
  render(<CategoryPage uid="MTAw" />, { wrapper: harness.Wrapper });
  return { ...harness, operations };
}

const layer: { dataLayer?: Record<string, unknown>[] } = {};
beforeEach(() => {
  layer.dataLayer = [];
  resetAnalytics(() => layer);
});
afterEach(() => {
  cleanup();
  resetAnalytics();
});

describe('CategoryPage', () => {
  it('asks for the category and its products with the filters, sort and page of the URL', () => {
    const { operations } = setup('/women/clothing.html/f/brand:1001_1002/price:0_2000/p:2?sort=price:DESC');
    const op = operations.find((o) => o.name === 'getCategoryListing')!;
    expect(op.variables).toEqual({
      uid: 'MTAw',
      filter: {
        category_uid: { eq: 'MTAw' },
        brand: { in: ['1001', '1002'] },
        price: { from: '0', to: '2000' },
      },
      sort: { price: 'DESC' },
      pageSize: 24,
      currentPage: 2,
    });
  });

  it('shows the heading, count, sanitised description, subcategories and breadcrumbs', () => {
    setup('/women/clothing.html');
    expect(screen.getByRole('heading', { level: 1, name: 'Clothing' })).toBeTruthy();
    expect(screen.getByText('Products: 60')).toBeTruthy();
    const description = screen.getByText(/Clothes\s*for women/);
    expect(description.closest('div')!.innerHTML).not.toContain('<script');
    const subcategories = within(screen.getByRole('navigation', { name: 'Subcategories' })).getAllByRole(
      'link',
    );
    expect(subcategories.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Dresses', '/women/clothing/dresses.html'],
      ['Skirts', '/women/clothing/skirts.html'],
    ]);
    const trail = within(screen.getByRole('navigation', { name: 'Breadcrumbs' }));
    expect(trail.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/', '/women.html']);
    expect(trail.getByText('Clothing').getAttribute('aria-current')).toBe('page');
  });

  it('filter checkboxes go to the /f/ address on page 1', () => {
    const { location } = setup('/women/clothing.html/p:2?sort=price:ASC');
    fireEvent.click(screen.getAllByRole('checkbox', { name: /Nordkap/ })[0]!);
    expect(location.history.at(-1)).toBe('/women/clothing.html/f/brand:1002?sort=price:ASC');
  });

  it('links the pages with /p:{n}', () => {
    setup('/women/clothing.html/p:2');
    const pages = within(screen.getByRole('navigation', { name: 'Pagination' }));
    expect(pages.getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe('/women/clothing.html');
    expect(pages.getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe('/women/clothing.html/p:3');
    expect(pages.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(pages.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe(
      '/women/clothing.html/p:3',
    );
  });

  it('opens the filter panel as a modal dialog on small screens', () => {
    setup('/women/clothing.html');
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close filters' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sets the page loading flag and shows the shimmer while nothing has arrived', () => {
    const operations: SentOperation[] = [];
    const store = createAppStore();
    const harness = appHarness({
      path: '/women/clothing.html',
      client: stubClient({}, operations),
      store,
    });
    const view = render(<CategoryPage uid="MTAw" />, { wrapper: harness.Wrapper });
    expect(store.getState().app.isPageLoading).toBe(true);
    expect(screen.getByLabelText('Loading')).toBeTruthy();
    view.unmount();
    expect(store.getState().app.isPageLoading).toBe(false);
  });

  it('is a 404 when the category does not exist', () => {
    setup('/women/nothing.html', { categories: { items: [] }, products: listingProducts({ count: 0 }) });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('tracks the category view once, in production', async () => {
    setup('/women/clothing.html', defaultResponse, true);
    await act(async () => {});
    const views = layer.dataLayer!.filter((e) => e.event === 'view_category');
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({ category_id: 'MTAw', category_name: 'Clothing' });
  });

  it('tracks nothing when the store is not in production', async () => {
    setup('/women/clothing.html');
    await act(async () => {});
    expect(layer.dataLayer).toEqual([]);
  });

  it('indexes the plain listing and not the filtered one', () => {
    setup('/women/clothing.html/p:2');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('index, follow');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://shop.test/ua/women/clothing.html/p:2',
    );
    cleanup();
    setup('/women/clothing.html/f/brand:1001?sort=price:ASC');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, follow');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://shop.test/ua/women/clothing.html',
    );
  });
});
