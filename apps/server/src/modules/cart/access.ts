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

/** Longer ids are not looked up: no cart has one. */
export const MAX_MASKED_ID_LENGTH = 64;

/** The cart row `read` finds by masked id, if the caller may use it (checkAccess). */
async function readForUser<R extends CartRecord>(
  ctx: Context,
  cartId: string | null | undefined,
  read: (maskedId: string) => Promise<R | null>,
  opts: AccessOptions,
): Promise<R> {
  const maskedId = requireCartId(cartId);
  const row = maskedId.length <= MAX_MASKED_ID_LENGTH ? await read(maskedId) : null;
  return checkAccess(ctx, maskedId, row, opts);
}

/**
 * The caller's cart, or Magento's error: unknown → no-such-entity, another shopper's →
 * authorization, inactive → no-such-entity. The owner is checked before the state, so nobody
 * learns anything about a cart that is not theirs.
 */
export function cartForUser(
  ctx: Context,
  cartId: string | null | undefined,
  opts: AccessOptions = {},
): Promise<CartRecord> {
  return readForUser(ctx, cartId, (id) => selectCartByMaskedId(ctx.services.db, id), opts);
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
  const db = ctx.services.db;
  const { items, addresses, products, ...record } = await readForUser(
    ctx,
    cartId,
    (id) =>
      opts.products === false ? selectCartWithLines(db, id) : selectCartWithContents(db, id, ctx.store.id),
    opts,
  );
  return { record, contents: { items, addresses, products } };
}

/** cartForUser with the sellable products of these skus, read in the same statement. */
export async function cartWithSellableForUser(
  ctx: Context,
  cartId: string | null | undefined,
  skus: string[],
): Promise<{ record: CartRecord; sellable: SellableRow[] }> {
  const { sellable, ...record } = await readForUser(
    ctx,
    cartId,
    (id) => selectCartWithSellable(ctx.services.db, id, skus),
    {},
  );
  return { record, sellable };
}

function checkAccess<R extends CartRecord>(
  ctx: Context,
  maskedId: string,
  cart: R | null,
  opts: AccessOptions,
): R {
  if (!cart) throw cartNotFound(maskedId);
  const customerId = opts.asGuest ? null : ctx.customer.customerId;
  if ((cart.customer_id ?? null) !== (customerId ?? null)) throw notCartOwner(maskedId);
  if (!cart.is_active && !opts.allowInactive) throw cartNotActive();
  return cart;
}

export function isMagentoError(e: unknown): e is MagentoError {
  return e instanceof MagentoError;
}
