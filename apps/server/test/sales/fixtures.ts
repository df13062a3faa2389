/** Helpers of the sales tests: products with a known stock, and drafts that buy them. */
import type { Db } from '../../src/db/connection.ts';
import type { OrderDraft, OrderDraftItem } from '../../src/modules/sales/order-draft.ts';

export interface Variant {
  id: number;
  sku: string;
  parentId: number;
  parentSku: string;
  sizeOptionId: number;
}

/** Products handed out so far, per database (test files share modules: isolate is off). */
const taken = new WeakMap<Db, number>();

/**
 * Sizes of visible configurable products, a different product's on each call (tests in one
 * file never share a product's stock), their stock set to `qty` each.
 */
export async function variantsWithStock(db: Db, count: number, qty: number): Promise<Variant[]> {
  const rows = await db.query<{
    id: number;
    sku: string;
    parent_id: number;
    parent_sku: string;
    size_option_id: number;
  }>(
    `SELECT v.id, v.sku, p.id AS parent_id, p.sku AS parent_sku, v.size_option_id
       FROM product p
       JOIN LATERAL (SELECT * FROM product v WHERE v.parent_id = p.id AND v.is_active
                     AND v.size_option_id IS NOT NULL ORDER BY v.id LIMIT 1) v ON true
      WHERE p.type_id = 'configurable' AND p.visible
      ORDER BY p.id OFFSET $1 LIMIT $2`,
    [taken.get(db) ?? 0, count],
  );
  taken.set(db, (taken.get(db) ?? 0) + count);
  if (rows.length < count) throw new Error('not enough configurable products in the test catalogue');
  await db.query(
    `INSERT INTO inventory (product_id, qty, is_in_stock) SELECT unnest($1::int[]), $2, true
     ON CONFLICT (product_id) DO UPDATE SET qty = EXCLUDED.qty, is_in_stock = true`,
    [rows.map((r) => r.id), qty],
  );
  await db.query('SELECT refresh_product_listing($1::int[])', [rows.map((r) => r.parent_id)]);
  return rows.map((r) => ({
    id: r.id,
    sku: r.sku,
    parentId: r.parent_id,
    parentSku: r.parent_sku,
    sizeOptionId: r.size_option_id,
  }));
}

export async function stockOf(db: Db, productId: number): Promise<number> {
  const [row] = await db.query<{ qty: number }>('SELECT qty FROM inventory WHERE product_id = $1', [
    productId,
  ]);
  return row!.qty;
}

export function line(v: Variant, qty: number, unitPriceKop = 129_950): OrderDraftItem {
  return {
    productId: v.id,
    sku: v.sku,
    parentProductId: v.parentId,
    parentSku: v.parentSku,
    name: `Сукня ${v.parentSku}`,
    sizeLabel: 'M',
    qty,
    unitPriceKop,
    rowTotalKop: unitPriceKop * qty,
    discountKop: 0,
    loyaltyBonusKop: Math.floor((unitPriceKop * qty) / 20),
  };
}

let keys = 0;
export const uniqueKey = (prefix = 'test') => `${prefix}:${process.pid}:${Date.now()}:${++keys}`;

export function draftOf(items: OrderDraftItem[], over: Partial<OrderDraft> = {}): OrderDraft {
  const subtotalKop = items.reduce((s, i) => s + i.rowTotalKop, 0);
  const shippingKop = subtotalKop >= 150_000 ? 0 : 7_000;
  const address = {
    firstname: 'Олена',
    lastname: 'Коваль',
    telephone: '+380501234567',
    city: 'Київ',
    street: ['Відділення №12: вул. Хрещатик, 22'],
    postcode: '01001',
    countryId: 'UA',
    regionCode: 'UA-30',
    region: 'Київ',
    novaPoshtaCityRef: '8d5a980d-391c-11dd-90d9-001a92567626',
    novaPoshtaStreetRef: null,
    novaPoshtaWarehouseRef: '1ec09d88-e1c2-11e3-8c4a-0050568002cf',
    deliveryTimeSlots: null,
  };
  return {
    idempotencyKey: uniqueKey(),
    storeCode: 'ua',
    customerId: null,
    email: 'olena@example.com',
    phone: '+380501234567',
    items,
    shipping: {
      carrierCode: 'novaposhta',
      methodCode: 'warehouse',
      title: 'Нова Пошта: відділення',
      amountKop: shippingKop,
      address,
      pickupLocationId: null,
    },
    billingAddress: address,
    payment: { method: 'cashondelivery', title: 'Оплата при отриманні', nonce: null },
    totals: {
      subtotalKop,
      discountKop: 0,
      shippingKop,
      grandTotalKop: subtotalKop + shippingKop,
      couponCode: null,
    },
    kind: 'checkout',
    ...over,
  };
}
