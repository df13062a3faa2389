/**
 * The customer's orders (SalesGraphQl's Customer.orders) from the sales module's tables:
 * Magento's filter by number (eq, in, match), paging with its errors, sort by NUMBER or
 * CREATED_AT (newest first when none is given) and scope (STORE, Magento's default, limits the
 * orders to the request's store view; WEBSITE and GLOBAL take both, the shop's one website).
 * Each page is read in three queries (orders, their items, their addresses), whatever its size.
 */
import type { Context } from '../../graphql-context.ts';
import type { CurrencyEnum, CustomerOrdersArgs } from '../../generated/graphql.ts';
import { inputError } from '../../shared/errors.ts';
import {
  selectOrderAddresses,
  selectOrderItems,
  selectOrders,
  type OrderAddressRow,
  type OrderItemRow,
  type OrderRow,
} from './queries.ts';

export type OrdersArgs = Partial<CustomerOrdersArgs>;

/** Magento's default order status labels (sales_order_status), and ours for one-click orders. */
const STATUS_LABELS: Record<string, string> = {
  pending_payment: 'Pending Payment',
  pending: 'Pending',
  callback: 'Callback',
  processing: 'Processing',
  complete: 'Complete',
  canceled: 'Canceled',
};

const SIZE_LABEL: Record<string, string> = { uk: 'Розмір', ru: 'Размер', en: 'Size' };
const MAX_PAGE_SIZE = 100;

const kop = (amount: string) => Math.round(Number(amount) * 100);

export async function customerOrders(ctx: Context, customerId: number, args: OrdersArgs) {
  const currentPage = args.currentPage ?? 1;
  const pageSize = args.pageSize ?? 20;
  if (currentPage < 1) throw inputError('currentPage value must be greater than 0.');
  if (pageSize < 1) throw inputError('pageSize value must be greater than 0.');
  if (pageSize > MAX_PAGE_SIZE) throw inputError(`pageSize value must be at most ${MAX_PAGE_SIZE}.`);
  const number = args.filter?.number;
  const db = ctx.services.db;
  const { rows, total } = await selectOrders(db, {
    customerId,
    storeCode: (args.scope ?? 'STORE') === 'STORE' ? ctx.store.code : null,
    numbers: number ?? {},
    sort: args.sort?.sort_field === 'NUMBER' ? 'increment_id' : 'created_at',
    descending: args.sort ? args.sort.sort_direction === 'DESC' : true,
    limit: pageSize,
    offset: (currentPage - 1) * pageSize,
  });
  const totalPages = Math.ceil(total / pageSize);
  if (total > 0 && currentPage > totalPages) {
    throw inputError(
      `currentPage value ${currentPage} specified is greater than the ${totalPages} page(s) available.`,
    );
  }
  const ids = rows.map((r) => r.id);
  const [items, addresses] = ids.length
    ? await Promise.all([selectOrderItems(db, ids), selectOrderAddresses(db, ids)])
    : [[], []];
  return {
    items: rows.map((r) => orderView(r, items, addresses)),
    total_count: total,
    page_info: { current_page: currentPage, page_size: pageSize, total_pages: totalPages },
  };
}

function orderView(o: OrderRow, items: OrderItemRow[], addresses: OrderAddressRow[]) {
  const currency = o.currency_code as CurrencyEnum;
  const money = (amount: string | number) => ({ value: Number(amount), currency });
  const address = (type: 'shipping' | 'billing') => {
    const a = addresses.find((x) => x.order_id === o.id && x.address_type === type);
    return a ? addressView(a) : null;
  };
  const [carrier] = (o.shipping_title ?? '').split(' - ');
  const discount = kop(o.discount_amount);
  const discounts = discount
    ? [{ amount: money(o.discount_amount), label: o.coupon_code ?? '', applied_to: 'ITEM' as const }]
    : [];
  return {
    id: Buffer.from(String(o.id)).toString('base64'),
    number: o.increment_id,
    order_number: o.increment_id,
    increment_id: o.increment_id,
    order_date: o.created_at,
    created_at: o.created_at,
    status: STATUS_LABELS[o.status] ?? o.status,
    email: o.customer_email,
    carrier: carrier || null,
    shipping_method: o.shipping_title,
    applied_coupons: o.coupon_code ? [{ code: o.coupon_code }] : [],
    grand_total: Number(o.grand_total),
    total: {
      base_grand_total: money(o.grand_total),
      grand_total: money(o.grand_total),
      subtotal: money(o.subtotal),
      total_shipping: money(o.shipping_amount),
      total_tax: money(0),
      discounts,
      shipping_handling: {
        total_amount: money(o.shipping_amount),
        amount_including_tax: money(o.shipping_amount),
        amount_excluding_tax: money(o.shipping_amount),
        discounts: [],
        taxes: [],
      },
    },
    items: items.filter((i) => i.order_id === o.id),
    shipping_address: address('shipping'),
    billing_address: address('billing') ?? address('shipping'),
    payment_methods: [{ name: o.payment_title, type: o.payment_method, additional_data: [] }],
  };
}

function addressView(a: OrderAddressRow) {
  return {
    firstname: a.firstname,
    lastname: a.lastname,
    middlename: null,
    telephone: a.telephone,
    city: a.city,
    street: a.street,
    postcode: a.postcode,
    country_code: a.country_id as never,
    region: a.region,
    region_id: null,
    nova_poshta_city_ref: a.nova_poshta_city_ref,
    nova_poshta_street_ref: a.nova_poshta_street_ref,
    nova_poshta_warehouse_ref: a.nova_poshta_warehouse_ref,
    delivery_time_slots: a.delivery_time_slots,
  };
}

/** OrderItem fields beyond the row's own (the row is the mapper's parent). */
export const orderItemFields = {
  id: (i: OrderItemRow) => Buffer.from(String(i.id)).toString('base64'),
  product_name: (i: OrderItemRow) => i.name,
  product_sku: (i: OrderItemRow) => i.sku,
  product_type: (i: OrderItemRow) => (i.parent_product_id ? 'configurable' : 'simple'),
  quantity_ordered: (i: OrderItemRow) => i.qty,
  quantity_canceled: (i: OrderItemRow) => (i.order_status === 'canceled' ? i.qty : 0),
  quantity_invoiced: (i: OrderItemRow) => (['processing', 'complete'].includes(i.order_status) ? i.qty : 0),
  quantity_shipped: (i: OrderItemRow) => (i.order_status === 'complete' ? i.qty : 0),
  quantity_refunded: () => 0,
  quantity_returned: () => 0,
  status: (i: OrderItemRow) => (i.order_status === 'canceled' ? 'Canceled' : 'Ordered'),
  discounts: (i: OrderItemRow, _a: unknown, ctx: Context) =>
    kop(i.discount_amount)
      ? [
          {
            amount: { value: Number(i.discount_amount), currency: ctx.currency as CurrencyEnum },
            label: '',
            applied_to: 'ITEM' as const,
          },
        ]
      : [],
  product_sale_price: (i: OrderItemRow, _a: unknown, ctx: Context) => ({
    value: Number(i.price),
    currency: ctx.currency as CurrencyEnum,
  }),
  selected_options: (i: OrderItemRow, _a: unknown, ctx: Context) =>
    i.size_label ? [{ label: SIZE_LABEL[ctx.store.locale.slice(0, 2)] ?? 'Size', value: i.size_label }] : [],
  product: (i: OrderItemRow, _a: unknown, ctx: Context) =>
    ctx.loaders.product.load(i.parent_product_id ?? i.product_id),
  product_url_key: async (i: OrderItemRow, _a: unknown, ctx: Context) =>
    (await ctx.loaders.product.load(i.parent_product_id ?? i.product_id))?.url_key ?? null,
};
