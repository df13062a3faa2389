/**
 * A category's children_count is what `children` lists, wherever the row comes from (the
 * categories in memory, category-store.ts, or a product's categories read without it), and a
 * category page's category part reads no statement: the categories of the catalogue version are
 * in memory, read again when the version changes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CategoryStore } from '../src/modules/catalog/category-store.ts';
import { selectCategories, type CategoryCriteria } from '../src/modules/catalog/queries.ts';
import { encodeUid } from '../src/shared/uid.ts';
import { requestStatements, testServer, type TestServer } from './harness.ts';

let s: TestServer;

beforeAll(async () => {
  s = await testServer();
});

async function catalogueChanged() {
  await s.db.query('UPDATE catalog_state SET version = version + 1');
  await s.app.version.refresh();
}

const uidOf = (id: number) => encodeUid(id);

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
    await catalogueChanged();
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
        // The inactive child is in no list, and its parent counts one child less.
        expect(nodes.some((n) => n.children.some((c) => c.uid === uidOf(child!.id)))).toBe(false);
      }
    } finally {
      await s.db.query('UPDATE category SET is_active = true WHERE id = $1', [child!.id]);
      await catalogueChanged();
    }
    const nodes = await tree('ua', 'ua-active-again');
    expect(nodes.some((n) => n.children.some((c) => c.uid === uidOf(child!.id)))).toBe(true);
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

describe("a product's categories", () => {
  it('are the active ones of its product_category rows in the store view, by level and position, either way they load', async () => {
    const [product] = await s.db.query<{ id: number; sku: string; url_key: string }>(
      `SELECT p.id, p.sku, t.url_key FROM product p
       JOIN product_text t ON t.product_id = p.id AND t.store_id = (SELECT id FROM store WHERE code = 'ua')
       WHERE p.visible AND p.parent_id IS NULL
         AND (SELECT count(*) FROM product_category pc WHERE pc.product_id = p.id) > 1
       ORDER BY p.id LIMIT 1`,
    );
    expect(product).toBeDefined();
    const expected = await s.db.query<{ id: number }>(
      `SELECT c.id FROM product_category pc
       JOIN category c ON c.id = pc.category_id AND c.is_active
       JOIN category_text t ON t.category_id = c.id AND t.store_id = (SELECT id FROM store WHERE code = 'ua')
       WHERE pc.product_id = $1 ORDER BY c.level, c.position, c.id`,
      [product!.id],
    );
    expect(expected.length).toBeGreaterThan(1);
    // By url key: the product page's lookup; by sku: a listing, whose loader reads them.
    for (const filter of [
      `url_key: { eq: ${JSON.stringify(product!.url_key)} }`,
      `sku: { eq: ${JSON.stringify(product!.sku)} }`,
    ]) {
      const r = await s.gql<{ products: { items: { categories: { uid: string }[] }[] } }>(
        `{ products(filter: { ${filter} }) { items { categories { uid } } } }`,
      );
      expect(r.body.errors).toBeUndefined();
      expect(
        r.body.data!.products.items[0]!.categories.map((c) => c.uid),
        filter,
      ).toEqual(expected.map((c) => uidOf(c.id)));
    }
  });
});

describe("a category page's category part", () => {
  it('reads no statement: the category and its children with their counts are in memory', async () => {
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
    expect(statements).toEqual([]);
  });
});

describe('the categories in memory (category-store.ts)', () => {
  it("select the rows PostgreSQL's selectCategories reads, in its order, for every kind of criterion", async () => {
    const tree = await CategoryStore.load(s.db);
    const all = await s.db.query<{ id: number; parent_id: number | null; url_key: string; url_path: string }>(
      `SELECT DISTINCT c.id, c.parent_id, t.url_key, t.url_path FROM category c
       JOIN category_text t ON t.category_id = c.id ORDER BY c.id`,
    );
    const none = { ids: null, parentIds: null, urlKeys: null, urlPaths: null };
    const some = <T>(values: T[]) => values.filter((_, i) => i % 3 === 0);
    const criteria: Omit<CategoryCriteria, 'nameContains'>[] = [
      none,
      { ...none, ids: all.map((c) => c.id) },
      { ...none, ids: [...some(all.map((c) => c.id)), 999999] },
      { ...none, ids: [] },
      { ...none, parentIds: [...new Set(all.flatMap((c) => (c.parent_id ? [c.parent_id] : [])))] },
      { ...none, urlKeys: some(all.map((c) => c.url_key)) },
      { ...none, urlPaths: [...some(all.map((c) => c.url_path)), 'no/such/path'] },
      { ...none, ids: some(all.map((c) => c.id)), urlPaths: all.map((c) => c.url_path) },
    ];
    const stores = await s.db.query<{ id: number; root_category_id: number }>(
      'SELECT id, root_category_id FROM store WHERE id > 0',
    );
    expect(stores.length).toBeGreaterThan(1);
    for (const row of stores) {
      const store = { id: row.id, rootCategoryId: row.root_category_id };
      for (const c of criteria) {
        const sql = await selectCategories(s.db, store, { ...c, nameContains: null });
        expect(tree.select(store, c), JSON.stringify({ store, c }).slice(0, 200)).toEqual(sql);
      }
    }
    expect(
      (
        await selectCategories(
          s.db,
          { id: stores[0]!.id, rootCategoryId: stores[0]!.root_category_id },
          { ...none, ids: all.map((c) => c.id), nameContains: null },
        )
      ).length,
    ).toBeGreaterThan(10);
  });

  it('hand out frozen rows, so no request changes them for the next', async () => {
    const tree = await CategoryStore.load(s.db);
    const [store] = await s.db.query<{ id: number; root_category_id: number }>(
      "SELECT id, root_category_id FROM store WHERE code = 'ua'",
    );
    const root = tree.category(store!.id, store!.root_category_id)!;
    expect(root).not.toBeNull();
    expect(Object.isFrozen(root)).toBe(true);
    expect(tree.children(store!.id, root.id).length).toBeGreaterThan(0);
  });
});
