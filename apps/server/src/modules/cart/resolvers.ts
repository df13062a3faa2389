/** Cart operations (QuoteGraphQl): arguments in, one service call, the cart view out. */
import type { CurrencyEnum, QuoteItemsSortInput, Resolvers } from '../../generated/graphql.ts';
import type { Context } from '../../graphql-context.ts';
import { inputError } from '../../shared/errors.ts';
import { encodeUid } from '../../shared/uid.ts';
import {
  CartAnswer,
  fromKop,
  fullView,
  offeredPaymentMethods,
  selectedPayment,
  shapeOf,
  type CartItemView,
  type CartView,
} from './cart-view.ts';
import { selectCustomerEmail, type AddressRecord } from './queries.ts';
import * as cart from './service.ts';
import { placeOrder } from './place-order.ts';
import { assignCustomerToGuestCart, mergeCarts } from './merge.ts';

const present = <T>(v: T | null | undefined): v is T => v != null;

const money = (kop: number, ctx: Context) => ({
  value: fromKop(kop),
  currency: ctx.currency as CurrencyEnum,
});

const COUNTRY_LABELS: Record<string, { uk: string; ru: string; en: string }> = {
  UA: { uk: 'Україна', ru: 'Украина', en: 'Ukraine' },
};

function addressFields(a: AddressRecord, ctx: Context) {
  const labels = COUNTRY_LABELS[a.country_code];
  return {
    uid: encodeUid(`${a.address_type}`),
    firstname: a.firstname,
    lastname: a.lastname,
    company: a.company,
    street: a.street,
    city: a.city,
    postcode: a.postcode,
    telephone: a.telephone,
    region: a.region || a.region_id ? { code: a.region_code, label: a.region, region_id: a.region_id } : null,
    country: {
      code: a.country_code,
      label: labels ? (ctx.store.locale.startsWith('ru') ? labels.ru : labels.uk) : a.country_code,
    },
  };
}

function itemPrices(i: CartItemView, ctx: Context) {
  const discounts = i.discountKop
    ? [{ amount: money(i.discountKop, ctx), label: i.discountLabel ?? '', applied_to: 'ITEM' as const }]
    : [];
  return {
    price: money(i.unitKop, ctx),
    price_including_tax: money(i.unitKop, ctx),
    original_item_price: money(i.unitKop, ctx),
    row_total: money(i.rowKop, ctx),
    row_total_including_tax: money(i.rowKop, ctx),
    original_row_total: money(i.rowKop, ctx),
    total_item_discount: money(i.discountKop, ctx),
    discounts,
  };
}

function paged(v: CartView, pageSize: number, currentPage: number, sort?: QuoteItemsSortInput | null) {
  if (pageSize < 1) throw inputError('pageSize value must be greater than 0.');
  if (currentPage < 1) throw inputError('currentPage value must be greater than 0.');
  const items = [...v.items];
  if (sort) {
    const dir = sort.order === 'DESC' ? -1 : 1;
    const key = (i: CartItemView): number | string => {
      switch (sort.field) {
        case 'SKU':
          return i.variant?.sku ?? i.product.sku;
        case 'NAME':
          return i.product.name ?? '';
        case 'QTY':
          return i.qty;
        case 'PRICE':
          return i.unitKop;
        case 'ROW_TOTAL':
          return i.rowKop;
        case 'CREATED_AT':
          return i.createdAt;
        case 'PRODUCT_ID':
          return i.variant?.id ?? i.product.id;
        default:
          return i.id;
      }
    };
    items.sort((a, b) => (key(a) < key(b) ? -dir : key(a) > key(b) ? dir : a.id - b.id));
  }
  return {
    items: items.slice((currentPage - 1) * pageSize, currentPage * pageSize),
    total_count: items.length,
    page_info: {
      page_size: pageSize,
      current_page: currentPage,
      total_pages: Math.max(1, Math.ceil(items.length / pageSize)),
    },
  };
}

const itemFields = {
  id: (i: CartItemView) => String(i.id),
  uid: (i: CartItemView) => encodeUid(i.id),
  quantity: (i: CartItemView) => i.qty,
  product: (i: CartItemView) => i.product,
  prices: (i: CartItemView, _a: unknown, ctx: Context) => itemPrices(i, ctx),
  errors: (i: CartItemView) => {
    const all = [...i.errors, ...(i.notices ?? [])];
    return all.length ? all : null;
  },
  is_available: (i: CartItemView) => i.errors.length === 0,
  not_available_message: (i: CartItemView) => i.errors[0]?.message ?? null,
};

export const cartResolvers: Resolvers = {
  Query: {
    cart: (_r, args, ctx) => cart.cart(ctx, args.cart_id),
    customerCart: (_r, _a, ctx) => cart.customerCart(ctx),
  },
  Mutation: {
    createGuestCart: (_r, args, ctx) => cart.createGuestCart(ctx, args.input),
    createEmptyCart: (_r, args, ctx) => cart.createEmptyCart(ctx, args.input?.cart_id),
    addProductsToCart: (_r, args, ctx) => cart.addProductsToCart(ctx, args.cartId, args.cartItems),
    updateCartItems: (_r, args, ctx) =>
      cart.updateCartItems(ctx, args.input?.cart_id ?? '', (args.input?.cart_items ?? []).filter(present)),
    removeItemFromCart: (_r, args, ctx) =>
      cart.removeItemFromCart(ctx, args.input?.cart_id ?? '', args.input ?? {}),
    applyCouponToCart: (_r, args, ctx) =>
      cart.applyCouponToCart(ctx, args.input?.cart_id ?? '', args.input?.coupon_code ?? ''),
    removeCouponFromCart: (_r, args, ctx) => cart.removeCouponFromCart(ctx, args.input?.cart_id ?? ''),
    setGuestEmailOnCart: (_r, args, ctx) =>
      cart.setGuestEmailOnCart(ctx, args.input?.cart_id ?? '', args.input?.email ?? ''),
    setShippingAddressesOnCart: (_r, args, ctx) =>
      cart.setShippingAddressesOnCart(ctx, args.input ?? { cart_id: '', shipping_addresses: [] }),
    setBillingAddressOnCart: (_r, args, ctx) => {
      if (!args.input) throw inputError('Required parameter "billing_address" is missing');
      return cart.setBillingAddressOnCart(ctx, args.input);
    },
    setShippingMethodsOnCart: (_r, args, ctx) =>
      cart.setShippingMethodsOnCart(ctx, args.input ?? { cart_id: '', shipping_methods: [] }),
    setPaymentMethodOnCart: (_r, args, ctx) => {
      if (!args.input) throw inputError('Required parameter "payment_method" is missing');
      return cart.setPaymentMethodOnCart(ctx, args.input);
    },
    placeOrder: (_r, args, ctx) => placeOrder(ctx, args.input?.cart_id ?? ''),
    mergeCarts: (_r, args, ctx) => mergeCarts(ctx, args.source_cart_id, args.destination_cart_id),
    assignCustomerToGuestCart: (_r, args, ctx) => assignCustomerToGuestCart(ctx, args.cart_id),
  },
  Cart: {
    // The record's own fields answer without the view; the others compute it (once per answer).
    id: (p) => p.record.masked_id,
    // A customer's cart answers the account's e-mail (Magento's quote customer_email).
    email: (p, _a, ctx) =>
      p.record.email ??
      (p.record.customer_id !== null ? selectCustomerEmail(ctx.services.db, p.record.customer_id) : null),
    is_virtual: () => false,
    total_quantity: async (p) => (await fullView(p)).totalQty,
    items: async (p) => (await fullView(p)).items,
    itemsV2: async (p, args) =>
      paged(await fullView(p), args.pageSize ?? 20, args.currentPage ?? 1, args.sort),
    prices: async (p, _a, ctx) => {
      const v = await fullView(p);
      return {
        grand_total: money(v.grandTotalKop, ctx),
        grand_total_excluding_tax: money(v.grandTotalKop, ctx),
        subtotal_excluding_tax: money(v.subtotalKop, ctx),
        subtotal_including_tax: money(v.subtotalKop, ctx),
        subtotal_with_discount_excluding_tax: money(v.subtotalKop - v.discountKop, ctx),
        discounts: v.discountKop
          ? [
              {
                amount: money(v.discountKop, ctx),
                label: v.coupon?.label ?? '',
                applied_to: 'ITEM' as const,
                coupon: v.coupon ? { code: v.coupon.code } : null,
              },
            ]
          : [],
        // Shelf prices include VAT; no tax is added on top.
        applied_taxes: [],
      };
    },
    applied_coupon: async (p) => {
      const v = await fullView(p);
      return v.coupon ? { code: v.coupon.code } : null;
    },
    applied_coupons: async (p) => {
      const v = await fullView(p);
      return v.coupon ? [{ code: v.coupon.code }] : null;
    },
    shipping_addresses: async (p) => {
      const v = await fullView(p);
      return v.shipping ? [v.shipping] : [];
    },
    // These two need no prices: an answer that has the lines and addresses gives them without
    // reading the products.
    billing_address: async (p, _a, ctx) => {
      const billing =
        p instanceof CartAnswer && p.contents ? shapeOf(p.contents).billing : (await fullView(p)).billing;
      return billing ? addressFields(billing, ctx) : null;
    },
    available_payment_methods: async (p, _a, ctx) => {
      let methods;
      if (p instanceof CartAnswer && p.contents) {
        const { lineCount, shipping } = shapeOf(p.contents);
        methods = offeredPaymentMethods(ctx.store, lineCount, shipping?.country_code ?? null, p.record);
      } else methods = (await fullView(p)).paymentMethods;
      return methods.map((m) => ({ ...m, is_deferred: false }));
    },
    selected_payment_method: (p, _a, ctx) => selectedPayment(ctx.store, p.record),
  },
  CartItemInterface: {
    __resolveType: (i) =>
      (i as unknown as CartItemView).variant ? 'ConfigurableCartItem' : 'SimpleCartItem',
  },
  SimpleCartItem: itemFields,
  ConfigurableCartItem: {
    ...itemFields,
    configured_variant: (i) => i.variant ?? i.product,
    configurable_options: (i) => {
      const o = i.option;
      if (!o) return [];
      return [
        {
          id: o.attribute_id,
          configurable_product_option_uid: encodeUid(`configurable/${i.product.id}/${o.attribute_id}`),
          option_label: o.attribute_label,
          value_id: o.size_option_id,
          configurable_product_option_value_uid: encodeUid(
            `configurable/${o.attribute_id}/${o.size_option_id}`,
          ),
          value_label: o.size_label,
        },
      ];
    },
  },
  ShippingCartAddress: {
    uid: () => encodeUid('shipping'),
    firstname: (s) => s.address.firstname,
    lastname: (s) => s.address.lastname,
    company: (s) => s.address.company,
    street: (s) => s.address.street,
    city: (s) => s.address.city,
    postcode: (s) => s.address.postcode,
    telephone: (s) => s.address.telephone,
    region: (s, _a, ctx) => addressFields(s.address, ctx).region,
    country: (s, _a, ctx) => addressFields(s.address, ctx).country,
    customer_notes: (s) => s.address.customer_notes,
    same_as_billing: (s) => s.address.same_as_shipping,
    pickup_location_code: (s) => s.address.pickup_location_code,
    nova_poshta_city_ref: (s) => s.address.nova_poshta_city_ref,
    nova_poshta_street_ref: (s) => s.address.nova_poshta_street_ref,
    nova_poshta_warehouse_ref: (s) => s.address.nova_poshta_warehouse_ref,
    delivery_time_slots: (s) => s.address.delivery_time_slots,
    available_shipping_methods: (s, _a, ctx) =>
      s.rates.map((r) => ({
        carrier_code: r.carrierCode,
        carrier_title: r.carrierTitle,
        method_code: r.methodCode,
        method_title: r.methodTitle,
        amount: money(r.amountKop, ctx),
        price_excl_tax: money(r.amountKop, ctx),
        price_incl_tax: money(r.amountKop, ctx),
        available: true,
        error_message: null,
      })),
    selected_shipping_method: (s, _a, ctx) =>
      s.selected
        ? {
            carrier_code: s.selected.carrierCode,
            carrier_title: s.selected.carrierTitle,
            method_code: s.selected.methodCode,
            method_title: s.selected.methodTitle,
            amount: money(s.selected.amountKop, ctx),
            price_excl_tax: money(s.selected.amountKop, ctx),
            price_incl_tax: money(s.selected.amountKop, ctx),
          }
        : null,
  },
  CartAddressInterface: {
    __resolveType: (a) => ('rates' in (a as object) ? 'ShippingCartAddress' : 'BillingCartAddress'),
  },
};
