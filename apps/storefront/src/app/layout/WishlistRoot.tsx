/**
 * The shell's part of the wishlist: the hearts' mutations (AddWishlistItem / RemoveWishlistItem, with
 * the 5 s failure toast) for every card and product page, and, once the signed-in customer is known,
 * the load of the products kept plus the heart tapped before signing in. The wishlist's code loads
 * only when a heart is used or a customer is signed in: guests' first render loads none of it.
 */
import { useEffect, useMemo, type ReactNode } from 'react';
import { useClient } from 'urql';
import {
  WishlistMutationsProvider,
  type WishlistMutations,
} from '../../shared/product-card/wishlist-mutations.tsx';
import { useAppStore, useAppStoreApi } from '../../shared/state/app-store.tsx';
import { useT } from '../../shared/store-view/store-view.tsx';
import { wishlistFailureToast } from '../../shared/toasts/standard-toasts.ts';
import { useToasts } from '../../shared/toasts/toasts-context.tsx';

const loadWishlistClient = () => import('../../features/wishlist/wishlist-client.ts');

export function WishlistRoot({ children }: { children: ReactNode }) {
  const client = useClient();
  const store = useAppStoreApi();
  const toasts = useToasts();
  const t = useT();
  // Known, in the browser only, after sign-in's last step (its earlier steps clear the list) or the
  // start's customer load; gone with sign-out.
  const customerEmail = useAppStore((s) => s.user.currentUser?.email ?? null);

  const mutations = useMemo<WishlistMutations>(
    () => ({
      addItem: async (sku) => (await loadWishlistClient()).addWishlistItem(client, sku),
      removeItem: async (sku) => (await loadWishlistClient()).removeWishlistItem(client, sku),
      onError: () => void toasts.addToast(wishlistFailureToast((m) => t(m.id, m.defaultMessage))),
    }),
    [client, toasts, t],
  );

  useEffect(() => {
    if (!customerEmail) return;
    let cancelled = false;
    void loadWishlistClient().then((m) => {
      if (!cancelled) void m.syncWishlist(client, store, mutations.onError!);
    });
    return () => {
      cancelled = true;
    };
  }, [customerEmail, client, store, mutations]);

  return <WishlistMutationsProvider value={mutations}>{children}</WishlistMutationsProvider>;
}
