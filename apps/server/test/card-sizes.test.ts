/**
 * A listing's cards and a page's related products read their sizes without the sizes' warehouses
 * (CARD_SIZES_COLUMN): a card never shows them. A query that does ask a size's warehouses there
 * still gets them, read in one more statement, the same as a product page reads with its sizes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { requestStatements, testServer, type TestServer } from './harness.ts';

let s: TestServer;

beforeAll(async () => {
  s = await testServer();
});

interface Size {
  sku: string;
  stock_status: string;
  warehouses?: { name: string; qty: number }[];
}
interface Card {
  sku: string;
  url_key: string;
  variants: { product: Size }[];
}

/** A page of a category's listing, its cards' sizes with or without their warehouses. */
async function listing(withWarehouses: boolean): Promise<Card[]> {
  const [women] = await s.db.query<{ id: number }>(
    `SELECT c.id FROM category c JOIN category_text t ON t.category_id = c.id
     WHERE t.url_path = 'women' AND t.store_id = (SELECT id FROM store WHERE code = 'ua')`,
  );
  const uid = Buffer.from(String(women!.id)).toString('base64');
  const size = `sku stock_status${withWarehouses ? ' warehouses { name qty }' : ''}`;
  const r = await s.gql<{ products: { items: Card[] } }>(
    `{ products(filter: { category_uid: { eq: "${uid}" } }, sort: { price: DESC }, pageSize: 12) {
      items { sku url_key ... on ConfigurableProduct { variants { product { ${size} } } } } } }`,
  );
  expect(r.body.errors).toBeUndefined();
  return r.body.data!.products.items;
}

describe("a card's sizes", () => {
  it('are read with the products, without their warehouses', async () => {
    const { result, statements, texts } = await requestStatements(s.db, () => listing(false));
    expect(result.filter((c) => c.variants?.length).length).toBeGreaterThan(3);
    expect(statements).toEqual(['catalog.products+sizes']);
    expect(texts[0]).not.toContain('warehouses');
  });

  it("still answer a size's warehouses when asked, as the product page reads them", async () => {
    const { result: cards, statements } = await requestStatements(s.db, () => listing(true));
    // The warehouses of every size of the page: one statement more, not one per size.
    expect(statements).toEqual(['catalog.products+sizes', 'catalog.stock']);
    const sizes = cards.flatMap((c) => c.variants ?? []).map((v) => v.product);
    expect(sizes.length).toBeGreaterThan(10);
    expect(sizes.some((v) => v.warehouses!.length > 0)).toBe(true);

    // The same as a product page's sizes, which come with their warehouses in its lookup.
    const card = cards.find((c) => c.variants?.some((v) => v.product.warehouses!.length > 0))!;
    const page = await s.gql<{ products: { items: Card[] } }>(
      `{ products(filter: { url_key: { eq: ${JSON.stringify(card.url_key)} } }) {
        items { sku ... on ConfigurableProduct { variants { product { sku stock_status warehouses { name qty } } } } } } }`,
    );
    expect(page.body.errors).toBeUndefined();
    expect(page.body.data!.products.items[0]!.variants).toEqual(card.variants);
  });
});
