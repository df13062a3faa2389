/**
 * A category's children_count is read with its row (CHILDREN_COUNT_COLUMN) instead of from its
 * children's rows, and a `categories` query reads its rows in the statement that finds them: a
 * category page's category part is two statements (the category, its children). The count must
 * be what `children` lists, wherever the row comes from.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { requestStatements, testServer, type TestServer } from './harness.ts';

let s: TestServer;

beforeAll(async () => {
  s = await testServer();
});

interface Node {
  uid: string;
  children_count: string;
  children: { uid: string; children_count: string }[];
}

/** Every category of the store view under the root, each with its count and its children. */
async function tree(store: string, suffix: string): Promise<Node[]> {
  const ids = (await s.db.query<{ id: number }>('SELECT id FROM category ORDER BY id')).map((r) =>
    String(r.id),
  );
  const nodes: Node[] = [];
  // A list argument holds at most 100 values.
  for (let i = 0; i < ids.length; i += 100) {
    const r = await s.gql<{ categoryList: Node[] }>(
      // A suffix makes each call its own query text, so no answer is a cached one.
      `query($ids: [String]) { categoryList(filters: { ids: { in: $ids } }) {
        uid children_count children { uid children_count } } } # ${suffix}`,
      { method: 'POST', headers: { store }, variables: { ids: ids.slice(i, i + 100) } },
    );
    expect(r.body.errors).toBeUndefined();
    nodes.push(...r.body.data!.categoryList);
  }
  return nodes;
}

describe('children_count', () => {
  it('counts what children lists, for every category, also with a child made inactive', async () => {
    const [child] = await s.db.query<{ id: number; parent_id: number }>(
      `SELECT c.id, c.parent_id FROM category c WHERE c.level = 3 AND c.is_active ORDER BY c.id LIMIT 1`,
    );
    expect(child).toBeDefined();
    await s.db.query('UPDATE category SET is_active = false WHERE id = $1', [child!.id]);
    try {
      for (const store of ['ua', 'ru']) {
        const nodes = await tree(store, `${store}-inactive`);
        expect(nodes.length).toBeGreaterThan(10);
        for (const node of nodes) {
          expect(Number(node.children_count), node.uid).toBe(node.children.length);
          // A child's count comes from the children statement's rows.
          const counts = new Map(nodes.map((n) => [n.uid, n.children_count]));
          for (const c of node.children) expect(c.children_count).toBe(counts.get(c.uid));
        }
        expect(nodes.some((n) => Number(n.children_count) > 0)).toBe(true);
      }
    } finally {
      await s.db.query('UPDATE category SET is_active = true WHERE id = $1', [child!.id]);
    }
  });

  it("counts the same on a product's categories, whose rows come without it", async () => {
    const [row] = await s.db.query<{ url_key: string }>(
      `SELECT t.url_key FROM product p
       JOIN product_text t ON t.product_id = p.id AND t.store_id = (SELECT id FROM store WHERE code = 'ua')
       WHERE p.visible AND p.parent_id IS NULL ORDER BY p.id LIMIT 1`,
    );
    const r = await s.gql<{ products: { items: { categories: Node[] }[] } }>(
      `{ products(filter: { url_key: { eq: ${JSON.stringify(row!.url_key)} } }) {
        items { categories { uid children_count ... on CategoryTree { children { uid children_count } } } } } }`,
    );
    expect(r.body.errors).toBeUndefined();
    const categories = r.body.data!.products.items[0]!.categories;
    expect(categories.length).toBeGreaterThan(0);
    for (const c of categories) expect(Number(c.children_count)).toBe(c.children.length);
  });
});

describe("a category page's category part", () => {
  it('is two statements: the category found with its row, then its children with their counts', async () => {
    const { result: page, statements } = await requestStatements(s.db, () =>
      s.gql<{ categories: { items: Node[] } }>(
        `{ categories(filters: { url_path: { eq: "women" } }) {
          items { uid name description children_count children { uid name children_count } } } }`,
      ),
    );
    expect(page.body.errors).toBeUndefined();
    const [women] = page.body.data!.categories.items;
    expect(women!.children.length).toBeGreaterThan(0);
    expect(women!.children.some((c) => Number(c.children_count) > 0)).toBe(true);
    expect(statements).toEqual(['catalog.categories-by.00010', 'catalog.children']);
  });
});
