/** Shared pieces of the cart tests: the cart fields asked for, products with known stock. */
import { expect } from 'vitest';
import type { TestServer } from './harness.ts';

export const CART_FIELDS = `
  id email total_quantity is_virtual
  items { uid quantity is_available errors { code message } product { sku name }
    prices { price { value currency } row_total { value } total_item_discount { value } discounts { amount { value } label } }
    ... on ConfigurableCartItem { configured_variant { sku } configurable_options { option_label value_label configurable_product_option_value_uid } } }
  itemsV2(pageSize: 1, currentPage: 1) { total_count page_info { total_pages } items { uid } }
  prices { grand_total { value currency } subtotal_excluding_tax { value } subtotal_including_tax { value }
    subtotal_with_discount_excluding_tax { value } discounts { amount { value } label } applied_taxes { amount { value } label } }
  applied_coupons { code }
  shipping_addresses { firstname city street telephone country { code label } nova_poshta_warehouse_ref
    available_shipping_methods { carrier_code method_code carrier_title method_title amount { value } available }
    selected_shipping_method { carrier_code method_code amount { value } } }
  billing_address { firstname city }
  available_payment_methods { code title }
  selected_payment_method { code title }`;

export interface CartItemAnswer {
  uid: string;
  quantity: number;
  is_available: boolean;
  errors: { code: string; message: string }[] | null;
  product: { sku: string };
  prices: { price: { value: number }; row_total: { value: number }; total_item_discount: { value: number } };
  configured_variant?: { sku: string };
  configurable_options?: { value_label: string; configurable_product_option_value_uid: string }[];
}

export interface CartAnswer {
  id: string;
  email: string | null;
  total_quantity: number;
  items: CartItemAnswer[];
  itemsV2: { total_count: number; page_info: { total_pages: number }; items: { uid: string }[] };
  prices: {
    grand_total: { value: number; currency: string };
    subtotal_excluding_tax: { value: number };
    subtotal_including_tax: { value: number };
    subtotal_with_discount_excluding_tax: { value: number };
    discounts: { amount: { value: number }; label: string }[];
    applied_taxes: unknown[];
  };
  applied_coupons: { code: string }[] | null;
  shipping_addresses: {
    firstname: string;
    city: string;
    nova_poshta_warehouse_ref: string | null;
    available_shipping_methods: { carrier_code: string; method_code: string; amount: { value: number } }[];
    selected_shipping_method: { carrier_code: string; method_code: string; amount: { value: number } } | null;
  }[];
  billing_address: { firstname: string; city: string } | null;
  available_payment_methods: { code: string; title: string }[];
  selected_payment_method: { code: string; title: string } | null;
}

export interface Fixtures {
  /** A configurable with two sizes of known stock. */
  parentSku: string;
  sizeA: { sku: string; uid: string; price: number; stock: number };
  sizeB: { sku: string; uid: string; price: number; stock: number };
  /** A simple product with stock. */
  simple: { sku: string; price: number; stock: number };
  /** A size with no stock. */
  soldOut: { parentSku: string; sku: string };
}

const uid = (s: string) => Buffer.from(s).toString('base64');

/** Products of the seeded catalogue with their stock set to known numbers. */
export async function fixtures(s: TestServer): Promise<Fixtures> {
  const variants = await s.db.query<{
    parent_sku: string;
    sku: string;
    id: number;
    size_option_id: number;
    price: string;
    special_price: string | null;
    attr: number;
  }>(
    `SELECT pp.sku AS parent_sku, v.sku, v.id, v.size_option_id, v.price, v.special_price, a.id AS attr
     FROM product v JOIN product pp ON pp.id = v.parent_id
     JOIN attribute_option o ON o.id = v.size_option_id JOIN attribute a ON a.code = o.attribute_code
     WHERE v.is_active AND pp.is_active AND NOT v.only_offline AND pp.type_id = 'configurable'
     ORDER BY pp.id, v.id LIMIT 40`,
  );
  const byParent = new Map<string, typeof variants>();
  for (const v of variants) byParent.set(v.parent_sku, [...(byParent.get(v.parent_sku) ?? []), v]);
  const groups = [...byParent.values()].filter((g) => g.length >= 2);
  const [a, b] = groups[0]!;
  const sold = groups[1]![0]!;
  const [simple] = await s.db.query<{ sku: string; id: number; price: string; special_price: string | null }>(
    `SELECT sku, id, price, special_price FROM product
     WHERE type_id = 'simple' AND parent_id IS NULL AND is_active AND NOT only_offline ORDER BY id LIMIT 1`,
  );
  const finalPrice = (p: { price: string; special_price: string | null }) =>
    p.special_price !== null && Number(p.special_price) < Number(p.price)
      ? Number(p.special_price)
      : Number(p.price);
  await s.db.query(
    `UPDATE inventory SET qty = CASE product_id WHEN $1 THEN 10 WHEN $2 THEN 3 WHEN $3 THEN 50 ELSE 0 END,
       is_in_stock = product_id <> $4 WHERE product_id = ANY($5::int[])`,
    [a!.id, b!.id, simple!.id, sold.id, [a!.id, b!.id, simple!.id, sold.id]],
  );
  return {
    parentSku: a!.parent_sku,
    sizeA: {
      sku: a!.sku,
      uid: uid(`configurable/${a!.attr}/${a!.size_option_id}`),
      price: finalPrice(a!),
      stock: 10,
    },
    sizeB: {
      sku: b!.sku,
      uid: uid(`configurable/${b!.attr}/${b!.size_option_id}`),
      price: finalPrice(b!),
      stock: 3,
    },
    simple: { sku: simple!.sku, price: finalPrice(simple!), stock: 50 },
    soldOut: { parentSku: sold.parent_sku, sku: sold.sku },
  };
}

export function okData<T>(r: { body: { data?: T; errors?: unknown[] } }): T {
  expect(r.body.errors, JSON.stringify(r.body.errors)).toBeUndefined();
  return r.body.data!;
}

export function errorOf(r: { body: { errors?: { message: string; extensions?: { category?: string } }[] } }) {
  expect(r.body.errors, 'an error was expected').toBeDefined();
  const e = r.body.errors![0]!;
  return { message: e.message, category: e.extensions?.category };
}
