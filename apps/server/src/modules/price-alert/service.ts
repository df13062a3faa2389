/**
 * Price alerts' rules: a signed-in customer's list, subscribed at the product's final price in
 * the store view they are in. Guests cannot subscribe: an alert by a typed e-mail would let
 * anyone sign someone else up for mail, and a real shop would then need a confirmation e-mail
 * (double opt-in) and an unsubscribe link per message; the storefront sends guests to sign-in.
 */
import type { Context } from '../../graphql-context.ts';
import type { PriceAlertOutput } from '../../generated/graphql.ts';
import { inputError } from '../../shared/errors.ts';
import { signedIn } from '../customer/service.ts';
import { deleteAlert, insertAlert, selectAlerts, selectProductBySku, type PriceAlertRow } from './queries.ts';

export const PRODUCT_NOT_FOUND = (sku: string) => `Could not find a product with SKU "${sku}"`;

export interface PriceAlertView {
  products: PriceAlertRow[];
}

type Output = Omit<PriceAlertOutput, 'price_alert'> & { price_alert: PriceAlertView };

export async function priceAlert(ctx: Context): Promise<PriceAlertView> {
  return { products: await selectAlerts(ctx.services.db, signedIn(ctx)) };
}

function skuOf(sku: string): string {
  const trimmed = sku.trim();
  if (!trimmed) throw inputError('Required parameter "sku" is missing');
  return trimmed;
}

export async function subscribe(ctx: Context, rawSku: string): Promise<Output> {
  const customerId = signedIn(ctx);
  const sku = skuOf(rawSku);
  const db = ctx.services.db;
  const product = await selectProductBySku(db, sku);
  if (!product) {
    return {
      price_alert: await priceAlert(ctx),
      user_errors: [{ code: 'PRODUCT_NOT_FOUND', message: PRODUCT_NOT_FOUND(sku) }],
    };
  }
  await insertAlert(db, {
    customerId,
    productId: product.id,
    storeId: ctx.store.id,
    price: product.final_price,
  });
  return { price_alert: await priceAlert(ctx), user_errors: [] };
}

export async function unsubscribe(ctx: Context, rawSku: string): Promise<Output> {
  const customerId = signedIn(ctx);
  await deleteAlert(ctx.services.db, customerId, skuOf(rawSku));
  return { price_alert: await priceAlert(ctx), user_errors: [] };
}
