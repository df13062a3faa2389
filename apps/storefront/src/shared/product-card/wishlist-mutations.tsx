/**
 * The wishlist mutations the heart uses, injected so the card works before the wishlist issue
 * lands: by default adding and removing only change the local list (the optimistic change
 * stays). The wishlist feature provides AddWishlistItem / RemoveWishlistItem and the failure
 * toast through <WishlistMutationsProvider value={...}>.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { WishlistMutationResult } from '../state/wishlist-toggle.ts';

export interface WishlistMutations {
  addItem: (sku: string) => Promise<WishlistMutationResult | null | undefined | void>;
  removeItem: (sku: string) => Promise<WishlistMutationResult | null | undefined | void>;
  /** Called after a failed change was reverted: show the wishlist failure toast here. */
  onError?: (error: unknown) => void;
}

export const noopWishlistMutations: WishlistMutations = {
  addItem: async () => undefined,
  removeItem: async () => undefined,
};

const WishlistMutationsContext = createContext<WishlistMutations>(noopWishlistMutations);

export function WishlistMutationsProvider({
  value,
  children,
}: {
  value: WishlistMutations;
  children: ReactNode;
}) {
  return <WishlistMutationsContext.Provider value={value}>{children}</WishlistMutationsContext.Provider>;
}

export function useWishlistMutations(): WishlistMutations {
  return useContext(WishlistMutationsContext);
}
