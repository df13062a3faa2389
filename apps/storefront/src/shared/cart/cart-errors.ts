/**
 * Which failures mean the cart itself is gone or not ours (spec §4 "invalid cart") and which are the
 * shopper's to read. A network failure is never an invalid cart: the cart may be fine (spec §8).
 */
import type { CombinedError } from '@urql/core';

export const UNABLE_TO_CREATE_CART = 'Unable to create cart';

/** Magento's texts for a cart that cannot be used any more (contained: they end with the cart id). */
export const INVALID_CART_MESSAGES = [
  'Could not find a cart',
  "The cart isn't active",
  'The current user cannot perform operations on cart',
] as const;

export class CartError extends Error {
  override readonly name = 'CartError';
}

const mentionsInvalidCart = (message: string | undefined | null) =>
  typeof message === 'string' && INVALID_CART_MESSAGES.some((text) => message.includes(text));

export function isInvalidCartError(error: CombinedError | null | undefined): boolean {
  if (!error || error.networkError) return false;
  return error.graphQLErrors.some(
    (e) => e.extensions?.category === 'graphql-authorization' || mentionsInvalidCart(e.message),
  );
}

/** A user error of addProductsToCart that says the same (Magento answers some of them there). */
export function isInvalidCartMessage(message: string | undefined | null): boolean {
  return mentionsInvalidCart(message);
}

/** The text to show for a failed cart action: the server's own message, else a generic one. */
export function cartErrorMessage(error: unknown): string | null {
  if (!error) return null;
  if (typeof error === 'string') return error;
  const combined = error as Partial<CombinedError>;
  const first = combined.graphQLErrors?.[0]?.message;
  if (first) return first;
  if (combined.networkError) return null;
  return error instanceof Error ? error.message : null;
}
