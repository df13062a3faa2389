/**
 * Who may use a cart: its guest holder (whoever knows the masked id of a cart without a customer)
 * or its customer (by token, ctx.customer). Magento's texts (QuoteGraphQl GetCartForUser).
 */
import { randomBytes } from 'node:crypto';
import type { Context } from '../../graphql-context.ts';
import { authorizationError, inputError, MagentoError, noSuchEntity } from '../../shared/errors.ts';
import {
  selectCartByMaskedId,
  selectCartWithContents,
  selectCartWithLines,
  selectCartWithSellable,
  type CartContents,
  type CartRecord,
  type SellableRow,
} from './queries.ts';

export const cartNotFound = (maskedId: string) => noSuchEntity(`Could not find a cart with ID "${maskedId}"`);
export const cartNotActive = () => noSuchEntity("The cart isn't active.");
export const notCartOwner = (maskedId: string) =>
  authorizationError(`The current user cannot perform operations on cart "${maskedId}"`);

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 32 characters from 62 (190 random bits): unguessable. */
export function newMaskedId(): string {
  const bytes = randomBytes(64);
  let id = '';
  // Rejection sampling keeps every character equally likely (248 = 4 × 62).
  for (const b of bytes) {
    if (b < 248) id += ALPHABET[b % 62];
    if (id.length === 32) return id;
  }
  return newMaskedId();
}

export function requireCartId(cartId: string | null | undefined): string {
  if (!cartId || !cartId.trim()) throw inputError('Required parameter "cart_id" is missing');
  return cartId;
}

interface AccessOptions {
  allowInactive?: boolean;
  /** The cart must be a guest's (mergeCarts' source, assignCustomerToGuestCart), whoever asks. */
  asGuest?: boolean;
  /** false: the contents come without the lines' products (null; the view's loader reads them). */
  products?: boolean;
}

/**
 * The caller's cart, or Magento's error: unknown → no-such-entity, another shopper's →
 * authorization, inactive → no-such-entity. The owner is checked before the state, so nobody
 * learns anything about a cart that is not theirs.
 */
export async function cartForUser(
  ctx: Context,
  cartId: string | null | undefined,
  opts: AccessOptions = {},
): Promise<CartRecord> {
  const maskedId = requireCartId(cartId);
  const cart = maskedId.length <= 64 ? await selectCartByMaskedId(ctx.services.db, maskedId) : null;
  return checkAccess(ctx, maskedId, cart, opts);
}

/**
 * cartForUser with the cart's lines and addresses, read in the same statement: for the steps
 * that answer from the cart as it was read (cart-view.ts loadCartView's `contents`).
 */
export async function cartWithContentsForUser(
  ctx: Context,
  cartId: string | null | undefined,
  opts: AccessOptions = {},
): Promise<{ record: CartRecord; contents: CartContents }> {
  const maskedId = requireCartId(cartId);
  const db = ctx.services.db;
  const row =
    maskedId.length > 64
      ? null
      : opts.products === false
        ? await selectCartWithLines(db, maskedId)
        : await selectCartWithContents(db, maskedId, ctx.store.id);
  if (!row) throw cartNotFound(maskedId);
  const { items, addresses, products, ...record } = row;
  return { record: checkAccess(ctx, maskedId, record, opts), contents: { items, addresses, products } };
}

/** cartForUser with the sellable products of these skus, read in the same statement. */
export async function cartWithSellableForUser(
  ctx: Context,
  cartId: string | null | undefined,
  skus: string[],
): Promise<{ record: CartRecord; sellable: SellableRow[] }> {
  const maskedId = requireCartId(cartId);
  const row = maskedId.length <= 64 ? await selectCartWithSellable(ctx.services.db, maskedId, skus) : null;
  if (!row) throw cartNotFound(maskedId);
  const { sellable, ...record } = row;
  return { record: checkAccess(ctx, maskedId, record, {}), sellable };
}

function checkAccess(
  ctx: Context,
  maskedId: string,
  cart: CartRecord | null,
  opts: AccessOptions,
): CartRecord {
  if (!cart) throw cartNotFound(maskedId);
  const customerId = opts.asGuest ? null : ctx.customer.customerId;
  if ((cart.customer_id ?? null) !== (customerId ?? null)) throw notCartOwner(maskedId);
  if (!cart.is_active && !opts.allowInactive) throw cartNotActive();
  return cart;
}

export function isMagentoError(e: unknown): e is MagentoError {
  return e instanceof MagentoError;
}
