/**
 * A cart as answered: its lines with their products, stock problems and prices, the totals, the
 * delivery rates and the payment methods, all computed in integer kopiykas (1 грн = 100) so sums
 * are exact. Prices include VAT, so "excluding tax" and "including tax" are the same amounts.
 */
import type { Context } from '../../graphql-context.ts';
import type { ProductRow, VariantRow } from '../catalog/loaders.ts';
import type { OptionDictionary } from '../catalog/option-dictionary.ts';
import { findRate, shippingRates, type ShippingRate } from '../shipping/methods.ts';
import { availablePaymentMethods, paymentTitle, type PaymentOption } from '../shipping/payment-methods.ts';
import type { StoreView } from '../store/stores.ts';
import {
  selectCartContents,
  selectCouponRule,
  type AddressRecord,
  type CartContents,
  type CartRecord,
  type CouponRule,
} from './queries.ts';

export const QTY_NOT_AVAILABLE = 'The requested qty is not available';
export const NO_STOCK = 'There are no source items with the in stock status';

export interface CartItemView {
  id: number;
  qty: number;
  createdAt: number;
  /** The product shown: the configurable parent, or the simple product. */
  product: ProductRow;
  /** The chosen size's product of a configurable line. */
  variant: ProductRow | null;
  option: SizeOption | null;
  unitKop: number;
  rowKop: number;
  discountKop: number;
  discountLabel: string | null;
  errors: { code: 'ITEM_QTY' | 'UNDEFINED'; message: string }[];
  /** Said once, in the answer of the operation that caused it (a merge capped by the stock). */
  notices?: { code: 'ITEM_QTY'; message: string }[];
}

export interface ShippingAddressView {
  address: AddressRecord;
  rates: ShippingRate[];
  selected: ShippingRate | null;
}

export interface CartView {
  record: CartRecord;
  items: CartItemView[];
  totalQty: number;
  subtotalKop: number;
  discountKop: number;
  shippingKop: number;
  grandTotalKop: number;
  coupon: CouponRule | null;
  shipping: ShippingAddressView | null;
  billing: AddressRecord | null;
  paymentMethods: PaymentOption[];
  selectedPayment: PaymentOption | null;
}

/**
 * A step's answer before its view is computed: the cart's record as written, and the whole view
 * computed (reading the lines' products) only when a field of the answer asks for more than the
 * record holds. A checkout step answers its own field (`cart { email }`, the payment method
 * chosen), so most never read their products.
 */
export class CartAnswer {
  private computed: Promise<CartView> | undefined;

  /** `contents`: the lines and addresses as they are now, when the step has them (products or not). */
  constructor(
    readonly record: CartRecord,
    private readonly compute: () => Promise<CartView>,
    readonly contents?: CartContents,
  ) {}

  view(): Promise<CartView> {
    return (this.computed ??= this.compute());
  }
}

/** What a Cart's fields resolve from: a view computed already, or an answer that computes it. */
export type CartParent = CartView | CartAnswer;

/** The lines still on sale and the shipping address, from contents read with or without products. */
export const shapeOf = (contents: CartContents) => ({
  lineCount: contents.items.filter((i) => i.live).length,
  shipping: contents.addresses.find((a) => a.address_type === 'shipping') ?? null,
  billing: contents.addresses.find((a) => a.address_type === 'billing') ?? null,
});

/** The cart's whole view, computed when the parent is a CartAnswer. */
export const fullView = (p: CartParent): CartView | Promise<CartView> =>
  p instanceof CartAnswer ? p.view() : p;

/** The size a configurable line was bought in, with its attribute (Magento's configurable option). */
export type SizeOption = Pick<
  VariantRow,
  'attribute_id' | 'attribute_code' | 'attribute_label' | 'size_option_id' | 'size_label'
>;

/**
 * A line's size, read from the size's own product row and the in-memory option dictionary, as the
 * catalogue's variants loader reads it: null unless the product is an active size of that parent
 * with a known option and attribute. (Loading every variant of each parent to find the one bought
 * was one more query per cart answer, 500 rows for a cart of 100 lines.)
 */
function sizeOption(
  own: ProductRow,
  parentId: number,
  dict: OptionDictionary,
  storeCode: string,
): SizeOption | null {
  if (own.parent_id !== parentId || own.size_option_id === null) return null;
  const size = dict.options.get(own.size_option_id);
  const attribute = size && dict.attributes.get(size.attributeCode);
  if (!size || !attribute) return null;
  return {
    attribute_id: attribute.id,
    attribute_code: size.attributeCode,
    attribute_label: attribute.labels[storeCode] ?? '',
    size_option_id: own.size_option_id,
    size_label: size.labels[storeCode] ?? '',
  };
}

export const toKop = (value: number | string | null | undefined) => Math.round(Number(value ?? 0) * 100);
export const fromKop = (kop: number) => kop / 100;

const kyivDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv' });

/** The shop's calendar day (Kyiv), for coupon date ranges. */
export function shopToday(now = new Date()): string {
  return kyivDay.format(now);
}

function unitPriceKop(p: ProductRow): number {
  const regular = toKop(p.price);
  const special = p.special_price === null ? null : toKop(p.special_price);
  return special !== null && special < regular ? special : regular;
}

/** The discount of each line: a percent of each row, or a fixed amount shared by row totals. */
export function lineDiscounts(rows: number[], rule: CouponRule | null): number[] {
  const subtotal = rows.reduce((a, b) => a + b, 0);
  if (!rule || subtotal <= 0 || subtotal < toKop(rule.min_subtotal)) return rows.map(() => 0);
  if (rule.discount_type === 'percent') {
    const pct = Math.min(Number(rule.discount_amount), 100);
    return rows.map((r) => Math.round((r * pct) / 100));
  }
  const total = Math.min(toKop(rule.discount_amount), subtotal);
  // Shares rounded down, the remainder on the last line: the shares sum to the total exactly.
  const shares = rows.map((r) => Math.floor((total * r) / subtotal));
  shares[shares.length - 1]! += total - shares.reduce((a, b) => a + b, 0);
  return shares;
}

/**
 * The cart's answer. `contents`: its lines and addresses as read with the record
 * (access.ts cartWithContentsForUser), when nothing has changed them since; otherwise they are read.
 */
export async function loadCartView(
  ctx: Context,
  record: CartRecord,
  contents?: CartContents,
): Promise<CartView> {
  const db = ctx.services.db;
  const [{ items: itemRows, addresses, products }, rule] = await Promise.all([
    contents ?? selectCartContents(db, record.id, ctx.store.id),
    record.coupon_code ? selectCouponRule(db, record.coupon_code, shopToday()) : Promise.resolve(null),
  ]);
  if (products) await ctx.loaders.primeProductsOfJson(products);
  const dict = itemRows.some((row) => row.parent_product_id) ? await ctx.services.options.get() : null;
  const loaded = await Promise.all(
    itemRows.map(async (row) => {
      const [own, parent] = await Promise.all([
        ctx.loaders.product.load(row.product_id),
        row.parent_product_id ? ctx.loaders.product.load(row.parent_product_id) : Promise.resolve(null),
      ]);
      const option =
        own && dict && row.parent_product_id
          ? sizeOption(own, row.parent_product_id, dict, ctx.store.code)
          : null;
      return { row, own, parent, option };
    }),
  );
  // A line whose product was withdrawn from sale is left out, as Magento drops it from the quote.
  const present = loaded.filter((l) => l.own && (!l.row.parent_product_id || l.parent));
  const rows = present.map((l) => unitPriceKop(l.own!) * l.row.qty);
  const discounts = lineDiscounts(rows, rule);
  const applied = rule && discounts.some((d) => d > 0) ? rule : null;
  const items: CartItemView[] = present.map((l, i) => {
    const available = Number(l.row.stock);
    const errors: CartItemView['errors'] = [];
    if (available <= 0) errors.push({ code: 'UNDEFINED', message: NO_STOCK });
    else if (available < l.row.qty) errors.push({ code: 'ITEM_QTY', message: QTY_NOT_AVAILABLE });
    return {
      id: l.row.id,
      qty: l.row.qty,
      createdAt: new Date(l.row.created_at).getTime(),
      product: l.parent ?? l.own!,
      variant: l.parent ? l.own : null,
      option: l.option,
      unitKop: unitPriceKop(l.own!),
      rowKop: rows[i]!,
      discountKop: discounts[i]!,
      discountLabel: applied?.label ?? null,
      errors,
    };
  });
  const subtotalKop = rows.reduce((a, b) => a + b, 0);
  const discountKop = discounts.reduce((a, b) => a + b, 0);
  const shippingRow = addresses.find((a) => a.address_type === 'shipping') ?? null;
  const shipping: ShippingAddressView | null = shippingRow
    ? {
        address: shippingRow,
        rates: shippingRates(ctx.store, shippingRow.country_code, subtotalKop - discountKop),
        selected: null,
      }
    : null;
  const unchosen: CartView = {
    record,
    items,
    totalQty: items.reduce((a, i) => a + i.qty, 0),
    subtotalKop,
    discountKop,
    shippingKop: 0,
    grandTotalKop: subtotalKop - discountKop,
    coupon: applied,
    shipping,
    billing: addresses.find((a) => a.address_type === 'billing') ?? null,
    paymentMethods: [],
    selectedPayment: null,
  };
  return withChoices(ctx, unchosen, record);
}

/** The answer of a cart just created: nothing in it yet, so nothing to read. */
export function newCartView(ctx: Context, record: CartRecord): CartView {
  const empty: CartView = {
    record,
    items: [],
    totalQty: 0,
    subtotalKop: 0,
    discountKop: 0,
    shippingKop: 0,
    grandTotalKop: 0,
    coupon: null,
    shipping: null,
    billing: null,
    paymentMethods: [],
    selectedPayment: null,
  };
  return withChoices(ctx, empty, record);
}

/**
 * The answer of a cart already loaded, for its record with other delivery and payment choices
 * (shipping and payment method codes): computed without reading the database again. The lines,
 * addresses and coupon must be those of the loaded view.
 */
export function withChoices(ctx: Context, v: CartView, record: CartRecord): CartView {
  if (record.id !== v.record.id || record.coupon_code !== v.record.coupon_code)
    throw new Error('withChoices needs the view of the same cart with the same coupon');
  const shipping = v.shipping && {
    ...v.shipping,
    selected:
      record.shipping_carrier_code && record.shipping_method_code
        ? findRate(v.shipping.rates, record.shipping_carrier_code, record.shipping_method_code)
        : null,
  };
  const shippingKop = shipping?.selected?.amountKop ?? 0;
  const paymentMethods = offeredPaymentMethods(
    ctx.store,
    v.items.length,
    v.shipping?.address.country_code ?? null,
    record,
  );
  return {
    ...v,
    record,
    shipping,
    shippingKop,
    grandTotalKop: v.subtotalKop - v.discountKop + shippingKop,
    paymentMethods,
    selectedPayment: selectedPayment(ctx.store, record),
  };
}

/**
 * The delivery method `carrier`/`method` as an address in `country` is offered it, or null. Which
 * methods exist does not depend on prices (only their amounts do): no products are needed.
 */
export function offeredRate(
  store: StoreView,
  country: string | null,
  carrier: string | null,
  method: string | null,
): ShippingRate | null {
  if (country === null || !carrier || !method) return null;
  return findRate(shippingRates(store, country, 0), carrier, method);
}

/**
 * The payment methods a cart is offered, from what needs no prices (a step that checks the choice
 * reads no products): none for a cart without lines or shipping address; those of the delivery
 * chosen, once one of the address's is chosen; all before.
 */
export function offeredPaymentMethods(
  store: StoreView,
  lineCount: number,
  shippingCountry: string | null,
  record: CartRecord,
): PaymentOption[] {
  if (!lineCount || shippingCountry === null) return [];
  const chosen = offeredRate(
    store,
    shippingCountry,
    record.shipping_carrier_code,
    record.shipping_method_code,
  );
  return availablePaymentMethods(store, chosen?.carrierCode ?? null);
}

/** The payment method the record has chosen, with its title in the store view. */
export function selectedPayment(store: StoreView, record: CartRecord): PaymentOption | null {
  return record.payment_method_code
    ? { code: record.payment_method_code, title: paymentTitle(store, record.payment_method_code) }
    : null;
}
