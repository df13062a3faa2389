/**
 * Magento_Checkout's web API over the cart service: the shapes of `saveAddressInformation`
 * (shipping-information: PaymentDetailsInterface) and `savePaymentInformationAndPlaceOrder`
 * (payment-information: the order id), from REST bodies (camelCase or snake_case keys outside,
 * snake_case inside, `country_id` instead of GraphQL's `country_code`).
 */
import type { Context } from '../../graphql-context.ts';
import type { CartAddressInput, ShippingAddressInput } from '../../generated/graphql.ts';
import { inputError, MagentoError, noSuchEntity } from '../../shared/errors.ts';
import { CARD } from '../shipping/payment-methods.ts';
import { fromKop, fullView, loadCartView, type CartView } from './cart-view.ts';
import { cartForUser, cartWithContentsForUser } from './access.ts';
import { placeCart } from './place-order.ts';
import { customerAddressById } from '../customer/service.ts';
import { selectActiveCustomerCart } from './queries.ts';
import * as cart from './service.ts';

type Json = Record<string, unknown>;

/** The web API's code for paying with a saved card (additional_data.public_hash). */
const CARD_VAULT = 'vitryna_card_vault';

const obj = (v: unknown): Json | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : null;
const str = (v: unknown): string | null =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null;

/** A key in camelCase or snake_case (the web API's input processor accepts both). */
function field(body: Json, camel: string): unknown {
  const snake = camel.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  return body[camel] ?? body[snake];
}

/** Extension fields travel in extension_attributes or custom_attributes [{attribute_code, value}]. */
function extra(address: Json, code: string): string | null {
  const ext = obj(address.extension_attributes);
  if (ext && str(ext[code])) return str(ext[code]);
  const custom = Array.isArray(address.custom_attributes) ? address.custom_attributes : [];
  for (const c of custom) {
    const entry = obj(c);
    if (entry?.attribute_code === code) return str(entry.value);
  }
  return str(address[code]);
}

function addressInput(address: Json): CartAddressInput {
  const street = Array.isArray(address.street)
    ? address.street.map((s) => str(s) ?? '')
    : [str(address.street) ?? ''];
  return {
    firstname: str(address.firstname) ?? '',
    lastname: str(address.lastname) ?? '',
    street,
    city: str(address.city) ?? '',
    country_code: str(address.country_id) ?? str(address.country_code) ?? '',
    postcode: str(address.postcode),
    region: str(address.region),
    region_id: typeof address.region_id === 'number' && address.region_id > 0 ? address.region_id : null,
    telephone: str(address.telephone),
    company: str(address.company),
    nova_poshta_city_ref: extra(address, 'nova_poshta_city_ref'),
    nova_poshta_street_ref: extra(address, 'nova_poshta_street_ref'),
    nova_poshta_warehouse_ref: extra(address, 'nova_poshta_warehouse_ref'),
    delivery_time_slots: extra(address, 'delivery_time_slots'),
    custom_attributes: [
      { attribute_code: 'pickup_location_code', value: extra(address, 'pickup_location_code') },
    ],
    save_in_address_book: flag(address.save_in_address_book),
  };
}

/** The web API's booleans: true, 1, "1", "true". */
const flag = (v: unknown): boolean => v === true || v === 1 || v === '1' || v === 'true';

/**
 * A saved address named by customer_address_id (Magento's QuoteAddressValidator): only the
 * customer's own; a guest's, an unknown or another customer's id is the same 404.
 */
async function savedAddressId(ctx: Context, address: Json): Promise<number | null> {
  const given = address.customer_address_id;
  if (given == null || given === '' || given === 0 || given === '0') return null;
  const id = Number(given);
  const customerId = ctx.customer.customerId;
  const saved =
    customerId !== null && Number.isSafeInteger(id) && id > 0
      ? await customerAddressById(ctx.services.db, customerId, id)
      : undefined;
  if (!saved) {
    throw new MagentoError('Invalid customer address id %1', 'graphql-no-such-entity', {
      parameters: [given],
    });
  }
  return id;
}

/** A REST address as the cart's input: the saved one it names, or its own fields. */
async function shippingInput(ctx: Context, address: Json): Promise<ShippingAddressInput> {
  const saved = await savedAddressId(ctx, address);
  return saved !== null ? { customer_address_id: saved } : { address: addressInput(address) };
}

/** The cart a REST call names: a guest's masked id, or the customer's active cart (`mine`). */
async function cartIdFor(ctx: Context, cartId: string | 'mine', allowInactive = false): Promise<string> {
  if (cartId !== 'mine') return (await cartForUser(ctx, cartId, { allowInactive })).masked_id;
  const mine = await selectActiveCustomerCart(ctx.services.db, ctx.customer.customerId!);
  // Magento's ParamOverriderCartId: a 404 the storefront answers by making a cart.
  if (!mine) throw noSuchEntity('Current customer does not have an active cart.');
  return mine.masked_id;
}

function paymentDetails(v: CartView) {
  const m = (kop: number) => fromKop(kop);
  return {
    payment_methods: v.paymentMethods.map((p) => ({ code: p.code, title: p.title })),
    totals: {
      grand_total: m(v.grandTotalKop),
      base_grand_total: m(v.grandTotalKop),
      subtotal: m(v.subtotalKop),
      base_subtotal: m(v.subtotalKop),
      discount_amount: -m(v.discountKop),
      base_discount_amount: -m(v.discountKop),
      subtotal_with_discount: m(v.subtotalKop - v.discountKop),
      base_subtotal_with_discount: m(v.subtotalKop - v.discountKop),
      shipping_amount: m(v.shippingKop),
      base_shipping_amount: m(v.shippingKop),
      shipping_discount_amount: 0,
      tax_amount: 0,
      shipping_tax_amount: 0,
      subtotal_incl_tax: m(v.subtotalKop),
      shipping_incl_tax: m(v.shippingKop),
      base_currency_code: 'UAH',
      quote_currency_code: 'UAH',
      coupon_code: v.coupon?.code ?? null,
      items_qty: v.totalQty,
      items: v.items.map((i) => ({
        item_id: i.id,
        price: m(i.unitKop),
        base_price: m(i.unitKop),
        qty: i.qty,
        row_total: m(i.rowKop),
        base_row_total: m(i.rowKop),
        row_total_with_discount: m(i.rowKop - i.discountKop),
        discount_amount: m(i.discountKop),
        tax_amount: 0,
        price_incl_tax: m(i.unitKop),
        row_total_incl_tax: m(i.rowKop),
        name: i.product.name ?? i.product.sku,
      })),
      total_segments: [
        { code: 'subtotal', title: 'Subtotal', value: m(v.subtotalKop) },
        ...(v.discountKop
          ? [{ code: 'discount', title: v.coupon?.label ?? 'Discount', value: -m(v.discountKop) }]
          : []),
        { code: 'shipping', title: 'Shipping & Handling', value: m(v.shippingKop) },
        { code: 'grand_total', title: 'Grand Total', value: m(v.grandTotalKop) },
      ],
      weee_tax_applied_amount: null,
    },
    extension_attributes: {},
  };
}

/** saveAddressInformation: shipping address, billing address (or the same), delivery method. */
export async function saveShippingInformation(ctx: Context, cartId: string | 'mine', body: Json) {
  const id = await cartIdFor(ctx, cartId);
  const info = obj(field(body, 'addressInformation'));
  if (!info) throw inputError('"addressInformation" is required. Enter and try again.');
  const shipping = obj(info.shipping_address);
  if (!shipping) throw inputError('The shipping address is missing. Set the address and try again.');
  const carrier = str(info.shipping_carrier_code);
  const method = str(info.shipping_method_code);
  if (!carrier || !method)
    throw inputError('The shipping method is missing. Select the shipping method and try again.');
  const email = str(shipping.email);
  const billing = obj(info.billing_address);
  // Each step checks its input before writing; the address is checked before anything is set.
  const shippingAddress = await shippingInput(ctx, shipping);
  const billingAddress =
    billing && (str(billing.firstname) || billing.customer_address_id)
      ? await shippingInput(ctx, billing)
      : { same_as_shipping: true };
  await cart.setShippingAddressesOnCart(ctx, { cart_id: id, shipping_addresses: [shippingAddress] });
  if (email && ctx.customer.customerId === null) await cart.setGuestEmailOnCart(ctx, id, email);
  await cart.setBillingAddressOnCart(ctx, { cart_id: id, billing_address: billingAddress });
  const after = await cart.setShippingMethodsOnCart(ctx, {
    cart_id: id,
    shipping_methods: [{ carrier_code: carrier, method_code: method }],
  });
  return paymentDetails(await fullView(after.cart));
}

/** savePaymentInformationAndPlaceOrder: e-mail (guest), billing address, payment, then the order id. */
export async function savePaymentInformationAndPlaceOrder(ctx: Context, cartId: string | 'mine', body: Json) {
  const id = await cartIdFor(ctx, cartId, true);
  const payment = obj(field(body, 'paymentMethod'));
  const code = payment ? str(payment.method) : null;
  if (!payment || !code) throw inputError('Enter a valid payment method and try again.');
  const record = await cartForUser(ctx, id, { allowInactive: true });
  // A payment already placed answers its order again (a retried request).
  if (!record.is_active) return String((await placeCart(ctx, id)).orderId);
  const email = str(body.email);
  if (email && ctx.customer.customerId === null) await cart.setGuestEmailOnCart(ctx, id, email);
  const billing = obj(field(body, 'billingAddress'));
  if (billing && (str(billing.firstname) || billing.customer_address_id)) {
    await cart.setBillingAddressOnCart(ctx, {
      cart_id: id,
      billing_address: await shippingInput(ctx, billing),
    });
  }
  const additional = obj(payment.additional_data) ?? {};
  const nonce = str(additional.payment_method_nonce);
  const publicHash = str(additional.public_hash);
  // Magento's vault methods have their own code (braintree_cc_vault); ours is accepted too.
  const card = code === CARD || code === CARD_VAULT;
  await cart.setPaymentMethodOnCart(ctx, {
    cart_id: id,
    payment_method: {
      code: card ? CARD : code,
      ...(card && publicHash ? { vitryna_card_vault: { public_hash: publicHash } } : {}),
      ...(card && nonce && !publicHash
        ? {
            vitryna_card: {
              payment_method_nonce: nonce,
              is_active_payment_token_enabler: flag(additional.is_active_payment_token_enabler),
            },
          }
        : {}),
    },
  });
  return String((await placeCart(ctx, id)).orderId);
}

export async function paymentInformation(ctx: Context, cartId: string | 'mine') {
  const id = await cartIdFor(ctx, cartId);
  const { record, contents } = await cartWithContentsForUser(ctx, id);
  return paymentDetails(await loadCartView(ctx, record, contents));
}
