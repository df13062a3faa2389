/**
 * The shell's part of the wishlist: the hearts' mutations (AddWishlistItem / RemoveWishlistItem, with
 * the 5 s failure toast) for every card and product page, and, once the signed-in customer is known,
 * the load of the products kept plus the heart tapped before signing in. Everything but the wiring
 * loads when a heart is used or a customer is known (features/wishlist/wishlist-shell.ts): guests'
 * first render loads none of it, and the first load stays within its budget.
 */
import { useEffect, useMemo, type ReactNode } from 'react';
import { useClient } from 'urql';
import { WishlistMutationsProvider } from '../../shared/product-card/wishlist-mutations.tsx';
import { useAppStore, useAppStoreApi } from '../../shared/state/app-store.tsx';
import { useT } from '../../shared/store-view/store-view.tsx';
import { useToasts } from '../../shared/toasts/toasts-context.tsx';

const loadShell = () => import('../../features/wishlist/wishlist-shell.ts');

export function WishlistRoot({ children }: { children: ReactNode }) {
  const client = useClient();
  const store = useAppStoreApi();
  const toasts = useToasts();
  const t = useT();
  // Known, in the browser only, after sign-in's last step (its earlier steps clear the list) or the
  // start's customer load; gone with sign-out.
  const customerEmail = useAppStore((s) => s.user.currentUser?.email ?? null);
  const deps = useMemo(() => ({ client, store, toasts, t }), [client, store, toasts, t]);
  const mutations = useMemo(
    () => ({
      addItem: (sku: string) => loadShell().then((m) => m.addItem(deps, sku)),
      removeItem: (sku: string) => loadShell().then((m) => m.removeItem(deps, sku)),
      onError: () => void loadShell().then((m) => m.showFailure(deps)),
    }),
    [deps],
  );

  useEffect(() => {
    if (customerEmail) void loadShell().then((m) => m.sync(deps));
  }, [customerEmail, deps]);

  return <WishlistMutationsProvider value={mutations}>{children}</WishlistMutationsProvider>;
}
