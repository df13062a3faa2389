/**
 * Carts of a customer who signs in (QuoteGraphQl's MergeCarts and AssignCustomerToGuestCart, with
 * Magento's texts): a guest cart's lines move into the customer's cart (mergeCarts) or the guest
 * cart becomes the customer's, taking in their earlier cart (assignCustomerToGuestCart).
 *
 * Lines of the same product and size add up, capped by the stock: Magento 2.4.7 drops the guest's
 * line when the sum passes the stock; we keep as many as there are and mark that line with an
 * ITEM_QTY error in the answer, so the storefront can say so. Other lines move as they are. The
 * guest cart's coupon is kept when the destination has none; its addresses and payment are not.
 *
 * Everything happens in one transaction holding the customer's row and both carts (in id order),
 * and the carts are checked again under those locks: of two merges of one guest cart racing, the
 * second finds it inactive ("The cart isn't active.") and adds nothing.
 */
import type { Context } from '../../graphql-context.ts';
import type { Queryable } from '../../db/connection.ts';
import { NOT_AUTHORIZED } from '../../graphql-guard/authenticate.ts';
import { authorizationError, inputError } from '../../shared/errors.ts';
import { cartForUser, cartNotActive, notCartOwner } from './access.ts';
import { loadCartView, QTY_NOT_AVAILABLE, type CartView } from './cart-view.ts';
import {
  deactivateCart,
  lockCarts,
  lockCustomer,
  putLine,
  selectActiveCustomerCart,
  selectItems,
  selectStock,
  setCartCustomer,
  updateCart,
  type CartRecord,
} from './queries.ts';
import { customerCartRecord, MAX_QTY } from './service.ts';

function requireCustomer(ctx: Context): number {
  const customerId = ctx.customer.customerId;
  if (customerId === null) throw authorizationError(NOT_AUTHORIZED);
  return customerId;
}

/**
 * Moves the lines of `from` into `into` (both locked by the caller); answers the product ids of
 * `into`'s lines whose summed quantity was capped by the stock.
 */
async function moveLines(tx: Queryable, from: CartRecord, into: CartRecord): Promise<Set<number>> {
  const [source, target] = await Promise.all([selectItems(tx, from.id), selectItems(tx, into.id)]);
  const stock = await selectStock(
    tx,
    source.map((l) => l.product_id),
  );
  const capped = new Set<number>();
  for (const line of source) {
    const existing = target.find((t) => t.product_id === line.product_id);
    let qty = line.qty;
    if (existing) {
      const limit = Math.min(stock.get(line.product_id) ?? 0, MAX_QTY);
      qty = existing.qty + line.qty;
      if (qty > limit) {
        // Never below what the customer already had; the rest of the guest's quantity is left.
        qty = Math.max(existing.qty, limit);
        capped.add(line.product_id);
      }
    }
    await putLine(tx, {
      cartId: into.id,
      productId: line.product_id,
      parentId: line.parent_product_id,
      qty,
    });
  }
  if (from.coupon_code && !into.coupon_code) await updateCart(tx, into.id, { coupon_code: from.coupon_code });
  return capped;
}

/** The view of the merged cart, its capped lines carrying Magento's quantity error. */
async function mergedView(ctx: Context, cart: CartRecord, capped: Set<number>): Promise<CartView> {
  const view = await loadCartView(ctx, cart);
  if (!capped.size) return view;
  return {
    ...view,
    items: view.items.map((i) =>
      capped.has(i.variant?.id ?? i.product.id) && !i.errors.length
        ? { ...i, notices: [{ code: 'ITEM_QTY' as const, message: QTY_NOT_AVAILABLE }] }
        : i,
    ),
  };
}

/** Re-reads both carts under the transaction's locks; refuses what changed since they were checked. */
async function lockBoth(tx: Queryable, customerId: number, guest: CartRecord, own: CartRecord) {
  if (!(await lockCustomer(tx, customerId))) throw authorizationError(NOT_AUTHORIZED);
  const rows = await lockCarts(tx, [guest.id, own.id]);
  const g = rows.find((r) => r.id === guest.id)!;
  const c = rows.find((r) => r.id === own.id)!;
  if (g.customer_id !== null) throw notCartOwner(g.masked_id);
  if (c.customer_id !== customerId) throw notCartOwner(c.masked_id);
  if (!g.is_active || !c.is_active) throw cartNotActive();
  return { guest: g, own: c };
}

export async function mergeCarts(
  ctx: Context,
  sourceCartId: string | null | undefined,
  destinationCartId: string | null | undefined,
): Promise<CartView> {
  if (!sourceCartId) throw inputError('Required parameter "source_cart_id" is missing');
  if (destinationCartId != null && !destinationCartId)
    throw inputError('The parameter "destination_cart_id" cannot be empty');
  const customerId = requireCustomer(ctx);
  const destinationId = destinationCartId ?? (await customerCartRecord(ctx, customerId)).masked_id;
  // Magento's order: the customer's cart first, then the source, which must be a guest's.
  const own = await cartForUser(ctx, destinationId);
  const guest = await cartForUser(ctx, sourceCartId, { asGuest: true });
  const { cart, capped } = await ctx.services.db.transaction(async (tx) => {
    const locked = await lockBoth(tx, customerId, guest, own);
    const capped = await moveLines(tx, locked.guest, locked.own);
    await deactivateCart(tx, locked.guest.id);
    const [after] = await lockCarts(tx, [locked.own.id]);
    return { cart: after!, capped };
  });
  return mergedView(ctx, cart, capped);
}

export async function assignCustomerToGuestCart(ctx: Context, cartId: string): Promise<CartView> {
  const customerId = requireCustomer(ctx);
  const guest = await cartForUser(ctx, cartId, { asGuest: true });
  const { cart, capped } = await retryOnUniqueViolation(() => assignInTransaction(ctx, customerId, guest));
  return mergedView(ctx, cart, capped);
}

/**
 * customerCart makes a customer's first cart without the customer's lock: one made between the
 * read of the earlier cart and the assignment breaks the one-active-cart index, and the
 * assignment runs again (rolled back whole), taking that cart in.
 */
async function retryOnUniqueViolation<T>(fn: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (e) {
      if (attempt >= attempts || (e as { code?: string }).code !== '23505') throw e;
    }
  }
}

async function assignInTransaction(ctx: Context, customerId: number, guest: CartRecord) {
  return ctx.services.db.transaction(async (tx) => {
    if (!(await lockCustomer(tx, customerId))) throw authorizationError(NOT_AUTHORIZED);
    // The customer's earlier cart (read under the customer's lock: no other assignment races it)
    // is taken into the guest cart and ends, as Magento's QuoteManagement::assignCustomer does.
    const earlier = await selectActiveCustomerCart(tx, customerId);
    const rows = await lockCarts(tx, earlier ? [guest.id, earlier.id] : [guest.id]);
    const g = rows.find((r) => r.id === guest.id)!;
    if (g.customer_id !== null) {
      throw inputError("The customer can't be assigned to the cart because the cart isn't anonymous.");
    }
    if (!g.is_active) throw cartNotActive();
    let capped = new Set<number>();
    // Ordered meanwhile (closed by its placement), the earlier cart has nothing left to take in.
    const old = earlier && rows.find((r) => r.id === earlier.id && r.is_active);
    if (old) {
      capped = await moveLines(tx, old, g);
      await deactivateCart(tx, old.id);
    }
    await setCartCustomer(tx, g.id, customerId);
    const [after] = await lockCarts(tx, [g.id]);
    return { cart: after!, capped };
  });
}
