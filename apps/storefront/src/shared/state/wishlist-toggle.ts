import {
  findWishlistItem,
  wishlistActions,
  type WishlistAction,
  type WishlistItem,
} from './wishlist-state.ts';

/** What AddWishlistItem / RemoveWishlistItem return: user_errors (message, code) mean failure too. */
export interface WishlistMutationResult {
  user_errors?: ReadonlyArray<{ message: string; code?: string }> | null;
}

export type WishlistToggleOutcome = 'login' | 'added' | 'removed' | 'add-failed' | 'remove-failed';

export interface WishlistToggleInput {
  sku: string;
  isSignedIn: boolean;
  /** The wishlist items as they are now. */
  items: readonly WishlistItem[];
  dispatch: (action: WishlistAction) => void;
  addItem: (sku: string) => Promise<WishlistMutationResult | null | undefined | void>;
  removeItem: (sku: string) => Promise<WishlistMutationResult | null | undefined | void>;
  /** Called with the failure after the change is reverted: show the wishlist failure toast here. */
  onError?: (error: unknown) => void;
}

/** Id of an item added before the server confirmed it; replaced when the wishlist is next loaded. */
export const optimisticWishlistItemId = (sku: string): string => `optimistic:${sku}`;

export class WishlistUserError extends Error {
  override readonly name = 'WishlistUserError';
}

async function runMutation(mutation: () => Promise<WishlistMutationResult | null | undefined | void>) {
  const result = await mutation();
  const userError = result?.user_errors?.[0];
  if (userError) throw new WishlistUserError(userError.message);
}

/**
 * The wishlist heart (spec §4): signed-out shoppers are sent to login; otherwise the change is shown at
 * once, then the mutation runs, and the change is undone if it fails. The caller navigates on 'login'.
 */
export async function toggleWishlistItem(input: WishlistToggleInput): Promise<WishlistToggleOutcome> {
  const { sku, isSignedIn, items, dispatch } = input;
  if (!isSignedIn) return 'login';

  const existing = findWishlistItem({ items }, sku);
  if (!existing) {
    const optimistic: WishlistItem = { id: optimisticWishlistItemId(sku), sku };
    dispatch(wishlistActions.addItem(optimistic));
    try {
      await runMutation(() => input.addItem(sku));
      return 'added';
    } catch (error) {
      dispatch(wishlistActions.removeItem(optimistic.id));
      input.onError?.(error);
      return 'add-failed';
    }
  }

  const index = items.indexOf(existing);
  dispatch(wishlistActions.removeItem(existing.id));
  try {
    await runMutation(() => input.removeItem(sku));
    return 'removed';
  } catch (error) {
    dispatch(wishlistActions.addItem(existing, index));
    input.onError?.(error);
    return 'remove-failed';
  }
}
