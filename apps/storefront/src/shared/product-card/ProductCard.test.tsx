// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../state/app-store.tsx';
import { configureAnalytics, resetAnalytics } from '../analytics/analytics.ts';
import { harness as appHarness } from '../../testing/harness.tsx';
import { ProductCard } from './ProductCard.tsx';
import { cardProduct } from './fixtures.ts';
import type { ProductCardData } from './product-card-fragment.ts';
import { WishlistMutationsProvider, type WishlistMutations } from './wishlist-mutations.tsx';

afterEach(cleanup);

function renderCard(
  product: ProductCardData,
  options: Parameters<typeof appHarness>[0] = {},
  mutations?: WishlistMutations,
) {
  const harness = appHarness({ path: '/women', ...options });
  const card = <ProductCard product={product} index={2} list={{ id: 'cat', name: 'Dresses' }} />;
  render(mutations ? <WishlistMutationsProvider value={mutations}>{card}</WishlistMutationsProvider> : card, {
    wrapper: harness.Wrapper,
  });
  return harness;
}

const prices = (final: number, regular: number) => ({
  price_range: {
    minimum_price: {
      final_price: { value: final, currency: 'UAH' as const },
      regular_price: { value: regular, currency: 'UAH' as const },
    },
  },
});

describe('ProductCard prices', () => {
  it('strikes the regular price through when it is greater than the final price', () => {
    renderCard(cardProduct(prices(1200, 1500)));
    const old = screen.getByRole('deletion');
    expect(old.textContent).toContain('1\u00a0500\u00a0грн');
    expect(
      screen.getByText(
        (_, el) => el?.tagName === 'SPAN' && /^Price\s*1\u00a0200\u00a0грн$/.test(el.textContent ?? ''),
      ),
    ).toBeTruthy();
  });

  it('shows no old price when it equals or is below the final price', () => {
    renderCard(cardProduct(prices(1200, 1200)));
    expect(screen.queryByRole('deletion')).toBeNull();
    cleanup();
    renderCard(cardProduct(prices(1380, 1200)));
    expect(screen.queryByRole('deletion')).toBeNull();
    expect(screen.getByText(/1\s380\sгрн/)).toBeTruthy();
  });
});

describe('ProductCard photos', () => {
  const altOf = (n: number) => new RegExp(`photo ${n}$`);
  /** A pointer coming onto the element from outside the page: mouseenter on it and on each of its ancestors. */
  const hover = (element: Element) => {
    for (let node: Element | null = element; node; node = node.parentElement) fireEvent.mouseEnter(node);
  };

  it('shows the second photo on hover only when switch_photo is set', () => {
    renderCard(cardProduct({ switch_photo: true }));
    expect(screen.queryAllByTitle(altOf(2))).toHaveLength(0);
    hover(screen.getAllByRole('img')[0]!);
    expect(screen.getAllByTitle(altOf(2))).toHaveLength(1);
  });

  it('keeps the first photo on hover without switch_photo', () => {
    renderCard(cardProduct({ switch_photo: false }));
    hover(screen.getAllByRole('img')[0]!);
    expect(screen.queryAllByTitle(altOf(2))).toHaveLength(0);
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('builds alt and title texts with the rotating keyword and the photo number', () => {
    renderCard(cardProduct(), {
      messages: {
        'imageAlt.keyword.buy': 'купити',
        'imageAlt.keyword.price': 'ціна',
        'imageTitle.photoNumber': 'фото {number}',
      },
    });
    const first = screen.getByRole('img', { name: 'Light linen dress Maison Verte купити' });
    expect(first.getAttribute('title')).toBe('Light linen dress Maison Verte купити - фото 1');
    // The carousel renders the other photos once touched; the second uses the next keyword.
    fireEvent.touchStart(first, { touches: [{ clientX: 10, clientY: 10 }] });
    fireEvent.touchEnd(first, { changedTouches: [{ clientX: 10, clientY: 10 }] });
    const second = screen.getByRole('img', { name: 'Light linen dress Maison Verte ціна' });
    expect(second.getAttribute('title')).toBe('Light linen dress Maison Verte ціна - фото 2');
  });

  it('requests card widths through the srcset with the card sizes and a 4:5 box', () => {
    renderCard(cardProduct());
    const img = screen.getAllByRole('img')[0]!;
    expect(img.getAttribute('sizes')).toBe('(max-width: 767px) 344px, (max-width: 1167px) 347px, 387px');
    expect(img.getAttribute('width')).toBe('387');
    expect(img.getAttribute('height')).toBe('484');
    expect(img.getAttribute('srcset')).toContain('width=320&height=400&fit=cover 320w');
  });
});

describe('ProductCard carousel', () => {
  const dot = (n: number) => screen.getByRole('button', { name: `Photo ${n} of 3` });
  const swipe = (from: [number, number], to: [number, number]) => {
    const target = screen.getAllByRole('img')[0]!;
    fireEvent.touchStart(target, { touches: [{ clientX: from[0], clientY: from[1] }] });
    fireEvent.touchEnd(target, { changedTouches: [{ clientX: to[0], clientY: to[1] }] });
  };

  it('moves to the next photo on a left swipe longer than 50 px', () => {
    renderCard(cardProduct());
    expect(dot(1).getAttribute('aria-pressed')).toBe('true');
    swipe([200, 100], [140, 110]);
    expect(dot(2).getAttribute('aria-pressed')).toBe('true');
  });

  it('ignores swipes of 50 px or less and mostly vertical moves', () => {
    renderCard(cardProduct());
    swipe([200, 100], [150, 100]);
    expect(dot(1).getAttribute('aria-pressed')).toBe('true');
    swipe([200, 100], [120, 190]);
    expect(dot(1).getAttribute('aria-pressed')).toBe('true');
  });

  it('wraps at both ends', () => {
    renderCard(cardProduct());
    swipe([100, 100], [170, 100]);
    expect(dot(3).getAttribute('aria-pressed')).toBe('true');
    swipe([200, 100], [120, 100]);
    expect(dot(1).getAttribute('aria-pressed')).toBe('true');
  });

  it('does not open the product when the touch was a swipe', () => {
    const harness = renderCard(cardProduct());
    swipe([200, 100], [100, 100]);
    fireEvent.click(screen.getAllByRole('img')[0]!);
    expect(harness.location.history).toEqual(['/women']);
    fireEvent.click(screen.getAllByRole('img')[0]!);
    expect(harness.location.history).toEqual(['/women', '/linen-dress-101.html']);
  });

  it('jumps to a photo from its dot', () => {
    renderCard(cardProduct());
    fireEvent.click(dot(3));
    expect(dot(3).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('ProductCard details', () => {
  it('links brand, name and photo to /{url_key}{url_suffix}', () => {
    renderCard(cardProduct({ marker: 'New' }));
    expect(screen.getByRole('link', { name: 'Linen dress' }).getAttribute('href')).toBe(
      '/linen-dress-101.html',
    );
    expect(screen.getByText('Maison Verte')).toBeTruthy();
    expect(screen.getByText('New')).toBeTruthy();
  });

  it('lists only in-stock titled sizes of a configurable product, in rank order', () => {
    renderCard(
      cardProduct({
        __typename: 'ConfigurableProduct',
        product_all: [
          { id: 1, title: 'L', label: 'Size', sku: 'a', stock_status: 1 },
          { id: 2, title: 'XS', label: 'Size', sku: 'b', stock_status: 1 },
          { id: 3, title: 'M', label: 'Size', sku: 'c', stock_status: 0 },
          { id: 4, title: '', label: 'Size', sku: 'd', stock_status: 1 },
          { id: 5, title: 'S', label: 'Size', sku: 'e', stock_status: 1 },
        ],
        configurable_options: [],
        variants: [],
      } as Partial<ProductCardData>),
    );
    const sizes = screen.getByText(/Available sizes/).parentElement!;
    expect([...sizes.querySelectorAll('span')].slice(1).map((s) => s.textContent)).toEqual(['XS', 'S', 'L']);
  });

  it('shows no sizes line for a simple product', () => {
    renderCard(
      cardProduct({ product_all: [{ id: 1, title: 'M', label: 'Size', sku: 'a', stock_status: 1 }] }),
    );
    expect(screen.queryByText(/Available sizes/)).toBeNull();
  });
});

describe('ProductCard wishlist heart', () => {
  it('sends a guest to sign in', () => {
    const harness = renderCard(cardProduct());
    fireEvent.click(screen.getByRole('button', { name: 'Save to wishlist: Linen dress' }));
    expect(harness.location.history.at(-1)).toBe('/sign-in?redirect=%2Fwomen');
  });

  it('adds optimistically for a signed-in shopper and runs the injected mutation', async () => {
    const store = createAppStore({ isSignedIn: true });
    const addItem = vi.fn(async () => undefined);
    renderCard(cardProduct(), { store }, { addItem, removeItem: vi.fn(async () => undefined) });
    const heart = screen.getByRole('button', { name: 'Save to wishlist: Linen dress' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    await act(async () => fireEvent.click(heart));
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(addItem).toHaveBeenCalledWith('VT-W000101');
  });

  it('reverts when the mutation fails and reports the error', async () => {
    const store = createAppStore({ isSignedIn: true });
    const onError = vi.fn();
    renderCard(
      cardProduct(),
      { store },
      {
        addItem: async () => ({ user_errors: [{ message: 'nope' }] }),
        removeItem: async () => undefined,
        onError,
      },
    );
    const heart = screen.getByRole('button', { name: 'Save to wishlist: Linen dress' });
    await act(async () => fireEvent.click(heart));
    await waitFor(() => expect(onError).toHaveBeenCalled());
    expect(heart.getAttribute('aria-pressed')).toBe('false');
  });

  it('works with the default no-op mutations', async () => {
    const store = createAppStore({ isSignedIn: true });
    renderCard(cardProduct(), { store });
    const heart = screen.getByRole('button', { name: 'Save to wishlist: Linen dress' });
    await act(async () => fireEvent.click(heart));
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    await act(async () => fireEvent.click(heart));
    expect(heart.getAttribute('aria-pressed')).toBe('false');
  });
});

describe('ProductCard analytics', () => {
  const layer: { dataLayer?: Record<string, unknown>[] } = {};
  beforeEach(() => {
    layer.dataLayer = [];
    resetAnalytics(() => layer);
    configureAnalytics({ enabled: true });
  });
  afterEach(() => resetAnalytics());

  it('records select_item with the list and position when the product is opened', () => {
    renderCard(cardProduct());
    fireEvent.click(screen.getByRole('link', { name: 'Linen dress' }));
    const event = layer.dataLayer!.find((e) => e.event === 'select_item') as {
      ecommerce: { items: Record<string, unknown>[] };
    };
    expect(event.ecommerce.items[0]).toMatchObject({
      item_id: 'VT-W000101',
      item_name: 'Linen dress',
      item_brand: 'Maison Verte',
      item_list_id: 'cat',
      item_list_name: 'Dresses',
      index: 2,
      price: 1200,
      currency: 'UAH',
      quantity: 1,
    });
  });
});

describe('isSaleMarker', () => {
  it('recognises discount markers in every language', async () => {
    const { isSaleMarker } = await import('./use-product-card.ts');
    expect(['Sale', 'Розпродаж', 'Распродажа', '-30%'].map(isSaleMarker)).toEqual([true, true, true, true]);
    expect(['New', 'Новинка', 'Ексклюзив', null].map(isSaleMarker)).toEqual([false, false, false, false]);
  });
});
