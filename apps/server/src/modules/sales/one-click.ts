/**
 * One-click buy: one product in one size, a phone number (and a name if given) become an order
 * paid on delivery, in the `callback` status: the shop calls the shopper back to agree delivery.
 * It goes through the same placement as a cart (stock, idempotency, mails).
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Db } from '../../db/connection.ts';
import type { OneClickOrderInput } from '../../generated/graphql.ts';
import { inputError, noSuchEntity } from '../../shared/errors.ts';
import { CASH_ON_DELIVERY } from '../payment/methods.ts';
import type { OrderDraft } from './order-draft.ts';
import { placeOrderFromDraft, type PlacementDeps } from './place-order.ts';
import { sellableBySku, variantSku, type SellableRow } from './queries.ts';

/** Carrier of a one-click order: the delivery is agreed on the call. */
export const ONE_CLICK_CARRIER = 'oneclick';
export const MAX_ONE_CLICK_QTY = 10;

const TEXTS = {
  ua: { shipping: 'Доставка за домовленістю', payment: 'Оплата при отриманні' },
  ru: { shipping: 'Доставка по договорённости', payment: 'Оплата при получении' },
} as const;

export interface OneClickStore {
  id: number;
  code: string;
  /** For the shopper's mails; read from the store when absent. */
  locale?: string;
}

/**
 * "+380 50 123-45-67", "(050) 123 45 67", "380501234567", "0501234567" → "+380501234567";
 * null when it is not a Ukrainian number (+380 and nine digits).
 */
export function normalizeUkrainianPhone(raw: string): string | null {
  const compact = raw.replace(/[\s\-().]/g, '');
  const digits = compact.startsWith('+') ? compact.slice(1) : compact;
  if (!/^\d+$/.test(digits)) return null;
  const national = digits.startsWith('380')
    ? digits.slice(3)
    : digits.startsWith('0')
      ? digits.slice(1)
      : null;
  if (national === null || !/^[1-9]\d{8}$/.test(national)) return null;
  return `+380${national}`;
}

export async function placeOneClickOrder(
  db: Db,
  input: OneClickOrderInput,
  store: OneClickStore,
  customerId: number | null,
  deps: PlacementDeps,
): Promise<{ order_number: string }> {
  const phone = normalizeUkrainianPhone(input.phone ?? '');
  if (!phone) throw inputError('Enter a Ukrainian phone number: +380 and 9 digits.');
  const name = (input.name ?? '').trim().replace(/\s+/g, ' ');
  if (name.length > 100) throw inputError('The name is too long: 100 characters at most.');
  const qty = input.quantity ?? 1;
  if (!Number.isInteger(qty) || qty <= 0)
    throw inputError('Please enter a number greater than 0 in this field.');
  if (qty > MAX_ONE_CLICK_QTY) throw inputError(`The most you can buy in one click is ${MAX_ONE_CLICK_QTY}.`);

  const product = await sellableOf(db, input, store);
  const texts = store.code === 'ru' ? TEXTS.ru : TEXTS.ua;
  const rowTotalKop = product.price_kop * qty;
  const draft: OrderDraft = {
    idempotencyKey: oneClickKey(input, phone, product.sku),
    storeCode: store.code,
    locale: store.locale,
    customerId,
    email: null,
    phone,
    customerName: name || null,
    items: [
      {
        productId: product.id,
        sku: product.sku,
        parentProductId: product.parent_id,
        parentSku: product.parent_sku,
        name: product.name ?? product.sku,
        sizeLabel: product.size_label,
        qty,
        unitPriceKop: product.price_kop,
        rowTotalKop,
        discountKop: 0,
        loyaltyBonusKop: product.loyalty_bonus_kop * qty,
      },
    ],
    shipping: {
      carrierCode: ONE_CLICK_CARRIER,
      methodCode: 'callback',
      title: texts.shipping,
      amountKop: 0,
      address: null,
      pickupLocationId: null,
    },
    billingAddress: null,
    payment: { method: CASH_ON_DELIVERY, title: texts.payment, nonce: null },
    totals: {
      subtotalKop: rowTotalKop,
      discountKop: 0,
      shippingKop: 0,
      grandTotalKop: rowTotalKop,
      couponCode: null,
    },
    kind: 'one_click',
  };
  const placed = await placeOrderFromDraft(db, draft, deps);
  return { order_number: placed.incrementId };
}

/**
 * The product whose stock is moved: a simple product; a variant by its own sku (parent_sku, if
 * given, must be its parent); or a configurable's sku with the chosen size in selected_options.
 */
async function sellableOf(db: Db, input: OneClickOrderInput, store: OneClickStore): Promise<SellableRow> {
  const sku = input.sku.trim();
  const notFound = (s: string) => noSuchEntity(`Could not find a product with SKU "${s}"`);
  const product = await sellableBySku(db, sku, store.id, store.code);
  if (!product) throw notFound(sku);
  if (input.parent_sku && product.parent_sku !== input.parent_sku.trim()) {
    throw inputError(`The product "${sku}" is not a variant of "${input.parent_sku}".`);
  }
  if (product.type_id !== 'configurable') return product;

  const options = input.selected_options ?? [];
  if (options.length !== 1) throw inputError('You need to choose options for your item.');
  const [attributeId, optionId] = decodeSizeOption(options[0]!);
  const chosen = await variantSku(db, product.id, attributeId, optionId);
  if (!chosen) throw inputError('The selected size is not available for this product.');
  const variant = await sellableBySku(db, chosen, store.id, store.code);
  if (!variant) throw notFound(chosen);
  return variant;
}

/** A configurable option's uid: base64 of `configurable/<attribute id>/<option id>`. */
function decodeSizeOption(uid: string): [number, number] {
  const m = /^configurable\/(\d{1,9})\/(\d{1,9})$/.exec(Buffer.from(uid, 'base64').toString('utf8'));
  if (!m) throw inputError(`Value of uid "${uid}" is incorrect.`);
  return [Number(m[1]), Number(m[2])];
}

/**
 * One order per client key; the key is hashed with the phone and sku, so another shopper who
 * sends the same key never learns this shopper's order number. Without a key, every call orders.
 */
function oneClickKey(input: OneClickOrderInput, phone: string, sku: string): string {
  if (!input.client_key) return `one_click:${randomUUID()}`;
  if (input.client_key.length > 128) throw inputError('The client key is too long: 128 characters at most.');
  const hash = createHash('sha256').update(`${input.client_key}\n${phone}\n${sku}`).digest('hex');
  return `one_click:${hash}`;
}
