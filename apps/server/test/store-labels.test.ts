/** Labels a listing and a product show come from the store views' data, per store. */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from './harness.ts';

let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});

interface Listing {
  products: {
    sort_fields: { default: string; options: { value: string; label: string }[] };
    aggregations: { attribute_code: string; label: string }[];
    items: { base_product_type: string; base_product_type_label: string }[];
  };
}

const LISTING = `query($search: String, $filter: ProductAttributeFilterInput) {
  products(search: $search, filter: $filter, pageSize: 50) {
  sort_fields { default options { value label } }
  aggregations { attribute_code label }
  items { base_product_type base_product_type_label } } }`;

const WOMEN = { gender: { eq: '36' } };

async function listing(store: string, variables: Record<string, unknown> = { filter: WOMEN }) {
  const r = await s.gql<Listing>(LISTING, { headers: { Store: store }, variables });
  expect(r.body.errors).toBeUndefined();
  return r.body.data!.products;
}

describe('store labels', () => {
  it('names sort options and the category facet in each store language', async () => {
    const ua = await listing('ua');
    const ru = await listing('ru');
    const labels = (p: Listing['products']) =>
      Object.fromEntries(p.sort_fields.options.map((o) => [o.value, o.label]));
    expect(labels(ua)).toEqual({
      position: 'Позиція',
      name: 'Назва',
      price: 'Ціна',
    });
    expect(labels(ru)).toEqual({
      position: 'Позиция',
      name: 'Название',
      price: 'Цена',
    });
    const relevance = async (store: string, search: string) =>
      (await listing(store, { search })).sort_fields.options.find((o) => o.value === 'relevance')?.label;
    expect(await relevance('ua', 'сукня')).toBe('Релевантність');
    expect(await relevance('ru', 'платье')).toBe('Релевантность');
    expect(ua.aggregations.find((a) => a.attribute_code === 'category_uid')?.label).toBe('Категорія');
    expect(ru.aggregations.find((a) => a.attribute_code === 'category_uid')?.label).toBe('Категория');
  });

  it("labels a product's base type with its attribute option", async () => {
    const item = (await listing('ua')).items.find((i) => i.base_product_type === 'clothing');
    expect(item?.base_product_type_label).toBe('Одяг');
    const ru = (await listing('ru')).items.find((i) => i.base_product_type === 'clothing');
    expect(ru?.base_product_type_label).toBe('Одежда');
  });

  it('migration 005 gives listing labels to store views seeded before them', async () => {
    const migration = readFileSync(
      new URL('../src/db/migrations/005_store_listing_labels.sql', import.meta.url),
      'utf8',
    );
    await s.db.transaction(async (tx) => {
      await tx.exec("UPDATE store SET config = config - 'listing_labels'");
      await tx.exec(migration);
      const rows = await tx.query<{ code: string; position: string }>(
        "SELECT code, config->'listing_labels'->>'position' AS position FROM store ORDER BY code",
      );
      expect(rows).toEqual([
        { code: 'ru', position: 'Позиция' },
        { code: 'ua', position: 'Позиція' },
      ]);
    });
  });
});
