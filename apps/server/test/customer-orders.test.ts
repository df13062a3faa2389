/**
 * Customer.orders over real HTTP, from orders the sales module placed: Magento's filter by
 * number, paging with its errors, sort, scope, and each order's items (sizes as selected
 * options), totals, Nova Poshta address, status, delivery and payment. Nobody sees another's.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { TestPaymentGateway } from '../src/modules/payment/gateway.ts';
import { placeOrderFromDraft } from '../src/modules/sales/place-order.ts';
import { call, expectError, signUp, type Account } from './customer-helpers.ts';
import { testServer, type TestServer } from './harness.ts';
import { draftOf, line, variantsWithStock, type Variant } from './sales/fixtures.ts';

let s: TestServer;
let a: Account;
let b: Account;
let variants: Variant[];
/** A's order numbers in the ua store view, oldest first; and one in ru. */
const uaNumbers: string[] = [];
let ruNumber: string;
let bNumber: string;

async function place(customerId: number, storeCode: string, items: ReturnType<typeof line>[]) {
  const placed = await placeOrderFromDraft(s.db, draftOf(items, { customerId, storeCode }), {
    gateway: new TestPaymentGateway(),
  });
  return placed.incrementId;
}

beforeAll(async () => {
  s = await testServer();
  a = await signUp(s);
  b = await signUp(s);
  variants = await variantsWithStock(s.db, 3, 100);
  uaNumbers.push(await place(a.id, 'ua', [line(variants[0]!, 2, 75_050), line(variants[1]!, 1, 120_000)]));
  uaNumbers.push(await place(a.id, 'ua', [line(variants[2]!, 1, 50_000)]));
  uaNumbers.push(await place(a.id, 'ua', [line(variants[0]!, 1, 75_050)]));
  ruNumber = await place(a.id, 'ru', [line(variants[1]!, 1, 120_000)]);
  bNumber = await place(b.id, 'ua', [line(variants[2]!, 1, 50_000)]);
});

const ORDERS = `query ($filter: CustomerOrdersFilterInput, $page: Int, $size: Int, $sort: CustomerOrderSortInput, $scope: ScopeTypeEnum) {
  customer { orders(filter: $filter, currentPage: $page, pageSize: $size, sort: $sort, scope: $scope) {
    total_count page_info { current_page page_size total_pages }
    items { id number order_number order_date status email carrier shipping_method grand_total
      total { grand_total { value currency } subtotal { value } total_shipping { value } total_tax { value }
        base_grand_total { value } discounts { amount { value } } shipping_handling { total_amount { value } } }
      items { __typename id product_name product_sku product_type product_url_key quantity_ordered
        product_sale_price { value currency } selected_options { label value } product { sku } }
      shipping_address { firstname lastname telephone city street postcode country_code
        nova_poshta_city_ref nova_poshta_warehouse_ref delivery_time_slots }
      billing_address { city }
      payment_methods { name type } } } } }`;

interface OrdersAnswer {
  total_count: number;
  page_info: { current_page: number; page_size: number; total_pages: number };
  items: {
    number: string;
    status: string;
    items: { product_sku: string; selected_options: unknown[]; product: { sku: string } | null }[];
    [k: string]: unknown;
  }[];
}

const orders = async (variables: Record<string, unknown> = {}, token = a.token) =>
  call<{ customer: { orders: OrdersAnswer } }>(s, ORDERS, variables, token);

const numbersOf = (r: Awaited<ReturnType<typeof orders>>) =>
  r.body.data!.customer.orders.items.map((o) => o.number);

describe('Customer.orders', () => {
  it("lists the store view's orders newest first, each with items, sizes, totals, address, delivery and payment", async () => {
    const r = await orders();
    expect(r.body.errors).toBeUndefined();
    const list = r.body.data!.customer.orders;
    expect(list.total_count).toBe(3);
    expect(list.page_info).toEqual({ current_page: 1, page_size: 20, total_pages: 1 });
    expect(list.items.map((o) => o.number)).toEqual([...uaNumbers].reverse());
    const first = list.items.find((o) => o.number === uaNumbers[0])!;
    expect(first).toMatchObject({
      number: uaNumbers[0],
      order_number: uaNumbers[0],
      status: 'Pending',
      email: 'olena@example.com',
      carrier: 'Нова Пошта: відділення',
      shipping_method: 'Нова Пошта: відділення',
      grand_total: 2701,
      total: {
        grand_total: { value: 2701, currency: 'UAH' },
        subtotal: { value: 2701 },
        total_shipping: { value: 0 },
        total_tax: { value: 0 },
        base_grand_total: { value: 2701 },
        discounts: [],
        shipping_handling: { total_amount: { value: 0 } },
      },
      shipping_address: {
        firstname: 'Олена',
        lastname: 'Коваль',
        telephone: '+380501234567',
        city: 'Київ',
        street: ['Відділення №12: вул. Хрещатик, 22'],
        postcode: '01001',
        country_code: 'UA',
        nova_poshta_city_ref: '8d5a980d-391c-11dd-90d9-001a92567626',
        nova_poshta_warehouse_ref: '1ec09d88-e1c2-11e3-8c4a-0050568002cf',
        delivery_time_slots: null,
      },
      billing_address: { city: 'Київ' },
      payment_methods: [{ name: 'Оплата при отриманні', type: 'cashondelivery' }],
    });
    expect(first.order_date).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(first.items).toEqual([
      {
        __typename: 'OrderItem',
        id: expect.any(String),
        product_name: `Сукня ${variants[0]!.parentSku}`,
        product_sku: variants[0]!.sku,
        product_type: 'configurable',
        product_url_key: expect.any(String),
        quantity_ordered: 2,
        product_sale_price: { value: 750.5, currency: 'UAH' },
        selected_options: [{ label: 'Розмір', value: 'M' }],
        product: { sku: variants[0]!.parentSku },
      },
      expect.objectContaining({ product_sku: variants[1]!.sku, quantity_ordered: 1 }),
    ]);
  });

  it("takes every store view with scope WEBSITE or GLOBAL, and labels sizes in the store view's language", async () => {
    expect(numbersOf(await orders({ scope: 'WEBSITE' }))).toEqual([ruNumber, ...[...uaNumbers].reverse()]);
    expect(numbersOf(await orders({ scope: 'GLOBAL' }))).toHaveLength(4);
    const ru = await s.gql<{ customer: { orders: OrdersAnswer } }>(ORDERS, {
      method: 'POST',
      headers: { authorization: `Bearer ${a.token}`, store: 'ru' },
    });
    expect(ru.body.data!.customer.orders.items.map((o) => o.number)).toEqual([ruNumber]);
    expect(ru.body.data!.customer.orders.items[0]!.items[0]!.selected_options).toEqual([
      { label: 'Размер', value: 'M' },
    ]);
  });

  it('filters by number (eq, in, match)', async () => {
    expect(numbersOf(await orders({ filter: { number: { eq: uaNumbers[1] } } }))).toEqual([uaNumbers[1]]);
    expect(
      numbersOf(await orders({ filter: { number: { in: [uaNumbers[0], uaNumbers[2], bNumber] } } })),
    ).toEqual([uaNumbers[2], uaNumbers[0]]);
    expect(numbersOf(await orders({ filter: { number: { match: uaNumbers[1]!.slice(-4) } } }))).toContain(
      uaNumbers[1],
    );
    expect(numbersOf(await orders({ filter: { number: { eq: bNumber } } }))).toEqual([]);
    expect(numbersOf(await orders({ filter: { number: { match: '%' } } }))).toEqual([]);
  });

  it('pages and sorts as Magento, with its errors', async () => {
    const second = await orders({ size: 2, page: 2, sort: { sort_field: 'NUMBER', sort_direction: 'ASC' } });
    expect(second.body.data!.customer.orders).toMatchObject({
      total_count: 3,
      page_info: { current_page: 2, page_size: 2, total_pages: 2 },
    });
    expect(numbersOf(second)).toEqual([uaNumbers[2]]);
    expect(numbersOf(await orders({ sort: { sort_field: 'CREATED_AT', sort_direction: 'ASC' } }))).toEqual(
      uaNumbers,
    );
    expectError(await orders({ page: 0 }), 'currentPage value must be greater than 0.', 'graphql-input');
    expectError(await orders({ size: 0 }), 'pageSize value must be greater than 0.', 'graphql-input');
    expectError(
      await orders({ size: 2, page: 3 }),
      'currentPage value 3 specified is greater than the 2 page(s) available.',
      'graphql-input',
    );
  });

  it('shows a customer only their own orders, and a guest none', async () => {
    expect(numbersOf(await orders({ scope: 'GLOBAL' }, b.token))).toEqual([bNumber]);
    const fresh = await signUp(s);
    const none = await orders({}, fresh.token);
    expect(none.body.data!.customer.orders).toMatchObject({
      total_count: 0,
      items: [],
      page_info: { total_pages: 0 },
    });
    expectError(await call(s, ORDERS, {}), "The current customer isn't authorized.", 'graphql-authorization');
  });
});
