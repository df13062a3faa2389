// @vitest-environment happy-dom
/**
 * The shell's wishlist: nothing for guests; once the signed-in customer is known, the products kept
 * (GetWishlist) fill the hearts and a heart tapped before sign-in is added; the hearts' mutations
 * change the list optimistically and revert with the 5 s failure toast.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductCard } from '../../shared/product-card/ProductCard.tsx';
import { cardProduct } from '../../shared/product-card/fixtures.ts';
import { createAppStore } from '../../shared/state/app-store.tsx';
import { userActions } from '../../shared/state/user-state.ts';
import { rememberPendingWishlistSku } from '../../shared/state/wishlist-pending.ts';
import { createToastStore } from '../../shared/toasts/toast-store.ts';
import { harness, type Answer } from '../../testing/harness.tsx';
import { WishlistRoot } from './WishlistRoot.tsx';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

const CUSTOMER = { email: 'olena@example.com', firstname: 'Олена', lastname: 'Коваль' };
const FAILED = 'Something went wrong adding the Product to your wishlist.';

function setup(answers: Record<string, Answer>, { signedIn = true, known = true } = {}) {
  const store = createAppStore({ isSignedIn: signedIn });
  if (known) store.dispatch(userActions.getDetailsReceive(CUSTOMER));
  const toastStore = createToastStore<unknown>();
  const h = harness({ path: '/women', answers, store, toastStore });
  render(
    <WishlistRoot>
      <ProductCard product={cardProduct({ sku: 'DRESS-1', name: 'Linen dress' })} />
    </WishlistRoot>,
    { wrapper: h.Wrapper },
  );
  const toasts = () => toastStore.getState().toasts.map((t) => ({ message: t.message, timeout: t.timeout }));
  return { ...h, toasts };
}

const heart = () => screen.getByRole('button', { name: /Save to wishlist/ });
/** The wishlist's operations sent, in order (the card and the store view ask for their own data too). */
const names = (h: { sent: { name: string }[] }) =>
  h.sent.map((o) => o.name).filter((n) => /Wishlist/.test(n));

describe('WishlistRoot', () => {
  it('asks nothing for a guest, and sends a guest heart to sign-in, remembering the product', async () => {
    const h = setup({}, { signedIn: false, known: false });
    await new Promise((r) => setTimeout(r, 20));
    expect(names(h)).toEqual([]);
    fireEvent.click(heart());
    expect(h.location.history.at(-1)).toBe('/sign-in?redirect=%2Fwomen');
    expect(window.localStorage.getItem('wishlistPendingSku')).toContain('DRESS-1');
  });

  it('waits for the customer, then fills the hearts from GetWishlist', async () => {
    const h = setup(
      { GetWishlist: { wishlist: { id: '7', products: [{ uid: 'MTAx', sku: 'DRESS-1' }] } } },
      { known: false },
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(names(h)).toEqual([]);
    h.store.dispatch(userActions.getDetailsReceive(CUSTOMER));
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    expect(h.sent.find((o) => o.name === 'GetWishlist')!.requestPolicy).toBe('network-only');
  });

  it('stores a failed load as the error', async () => {
    const h = setup({ GetWishlist: { error: { message: 'Boom', category: 'graphql-input' } } });
    await waitFor(() => expect(h.store.getState().wishlist.error).toBeTruthy());
    expect(h.store.getState().wishlist.items).toEqual([]);
  });

  it('adds the heart tapped before sign-in once signed in (the heart stays)', async () => {
    rememberPendingWishlistSku('DRESS-1');
    const h = setup({
      GetWishlist: { wishlist: { id: '7', products: [] } },
      AddWishlistItem: { addWishlistItem: { user_errors: [] } },
    });
    await waitFor(() => expect(names(h)).toEqual(['GetWishlist', 'AddWishlistItem']));
    expect(h.sent.find((o) => o.name === 'AddWishlistItem')!.variables).toEqual({ sku: 'DRESS-1' });
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    expect(window.localStorage.getItem('wishlistPendingSku')).toBeNull();
  });

  it('adds and removes by sku from the heart', async () => {
    const h = setup({
      GetWishlist: { wishlist: { id: '7', products: [] } },
      AddWishlistItem: { addWishlistItem: { user_errors: [] } },
      RemoveWishlistItem: { removeWishlistItem: { user_errors: [] } },
    });
    await waitFor(() => expect(names(h)).toEqual(['GetWishlist']));
    fireEvent.click(heart());
    expect(heart().getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(names(h)).toContain('AddWishlistItem'));
    fireEvent.click(heart());
    await waitFor(() => expect(names(h)).toContain('RemoveWishlistItem'));
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    expect(h.toasts()).toEqual([]);
  });

  it('reverts a failed heart and shows the failure toast for 5 s (an error or a user error)', async () => {
    const h = setup({
      GetWishlist: { wishlist: { id: '7', products: [] } },
      AddWishlistItem: { addWishlistItem: { user_errors: [{ code: 'UNDEFINED', message: 'No.' }] } },
    });
    await waitFor(() => expect(names(h)).toEqual(['GetWishlist']));
    fireEvent.click(heart());
    expect(heart().getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('false'));
    expect(h.toasts()).toEqual([{ message: FAILED, timeout: 5000 }]);
  });
});
