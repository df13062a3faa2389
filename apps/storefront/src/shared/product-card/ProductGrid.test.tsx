// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureAnalytics, resetAnalytics } from '../analytics/analytics.ts';
import { harness } from '../../testing/harness.tsx';
import { ProductGrid } from './ProductGrid.tsx';
import { cardProduct } from './fixtures.ts';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;
const observers: Array<{ callback: Callback; disconnected: boolean }> = [];

class FakeObserver {
  private record: { callback: Callback; disconnected: boolean };
  constructor(callback: Callback) {
    this.record = { callback, disconnected: false };
    observers.push(this.record);
  }
  observe() {}
  disconnect() {
    this.record.disconnected = true;
  }
}

const layer: { dataLayer?: Record<string, unknown>[] } = {};
const listViews = () => (layer.dataLayer ?? []).filter((e) => e.event === 'view_item_list');
const scrollIntoView = () =>
  act(() => {
    for (const o of observers) if (!o.disconnected) o.callback([{ isIntersecting: true }]);
  });

beforeEach(() => {
  observers.length = 0;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  layer.dataLayer = [];
  resetAnalytics(() => layer);
  configureAnalytics({ enabled: true });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetAnalytics();
});

const products = [cardProduct(), cardProduct({ uid: 'MTAy', sku: 'VT-W000102', name: 'Wool coat' })];

describe('ProductGrid', () => {
  it('renders a card per product and a placeholder per null item', () => {
    const { Wrapper } = harness();
    render(<ProductGrid products={[...products, null, null]} label="Products" />, { wrapper: Wrapper });
    const list = screen.getByRole('list', { name: 'Products' });
    expect(list.children).toHaveLength(4);
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('loads the first photo with high priority and later ones lazily', () => {
    const { Wrapper } = harness();
    render(<ProductGrid products={products} eagerCount={1} />, { wrapper: Wrapper });
    const [first, second] = screen.getAllByRole('img');
    expect(first!.getAttribute('fetchpriority')).toBe('high');
    expect(first!.getAttribute('loading')).toBe('eager');
    expect(second!.getAttribute('loading')).toBe('lazy');
  });

  it('pushes the list view once, when the list scrolls into view', () => {
    const { Wrapper } = harness();
    const { rerender } = render(<ProductGrid products={products} list={{ id: 'c1', name: 'Coats' }} />, {
      wrapper: Wrapper,
    });
    expect(listViews()).toHaveLength(0);
    scrollIntoView();
    scrollIntoView();
    rerender(<ProductGrid products={products} list={{ id: 'c1', name: 'Coats' }} />);
    scrollIntoView();
    expect(listViews()).toHaveLength(1);
    const ecommerce = listViews()[0]!.ecommerce as {
      item_list_name: string;
      items: Array<{ item_id: string }>;
    };
    expect(ecommerce.item_list_name).toBe('Coats');
    expect(ecommerce.items.map((i) => i.item_id)).toEqual(['VT-W000101', 'VT-W000102']);
  });

  it('counts another page of products as a new list view', () => {
    const { Wrapper } = harness();
    const { rerender } = render(<ProductGrid products={products} list={{ id: 'c1', name: 'Coats' }} />, {
      wrapper: Wrapper,
    });
    scrollIntoView();
    rerender(
      <ProductGrid
        products={[cardProduct({ uid: 'x', sku: 'VT-3' })]}
        list={{ id: 'c1', name: 'Coats' }}
        firstIndex={24}
      />,
    );
    scrollIntoView();
    expect(listViews()).toHaveLength(2);
  });
});
