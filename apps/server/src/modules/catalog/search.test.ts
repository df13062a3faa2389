import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../db/connection.ts';
import { migrate } from '../../db/migrate.ts';
import { reindexSearch } from './search-index.ts';
import { prepareSearch, rankExpression } from './search-query.ts';

const RU = 1;
const UA = 3;

interface Engine {
  name: string;
  open(): Promise<{ db: Db; dispose(): Promise<void> }>;
}

const engines: Engine[] = [
  {
    name: 'PGlite',
    async open() {
      const db = await openDb({});
      return { db, dispose: () => db.close() };
    },
  },
];
const databaseUrl = process.env.DATABASE_URL;
if (databaseUrl) engines.push({ name: 'PostgreSQL', open: () => scratchDatabase(databaseUrl) });

/** A throwaway database on the server, so the test never touches real data. */
async function scratchDatabase(url: string) {
  const admin = await openDb({ databaseUrl: url, poolSize: 1 });
  const name = `search_test_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await admin.exec(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = await openDb({ databaseUrl: target.toString(), poolSize: 2 });
  return {
    db,
    async dispose() {
      await db.close();
      await admin.exec(`DROP DATABASE ${name}`);
      await admin.close();
    },
  };
}

async function seed(db: Db): Promise<void> {
  await db.exec(`
    INSERT INTO store (id, code, name, locale) VALUES (1, 'ru', 'Русский', 'ru_RU'), (3, 'ua', 'Українська', 'uk_UA');
    INSERT INTO attribute (code, id, frontend_input, labels) VALUES ('brand', 81, 'select', '{"ua": "Бренд", "ru": "Бренд"}');
    INSERT INTO attribute_option (id, attribute_code, labels) VALUES
      (101, 'brand', '{"ua": "Nike", "ru": "Nike"}'), (102, 'brand', '{"ua": "Zara", "ru": "Zara"}');
    INSERT INTO brand (id, url_key) VALUES (101, 'nike'), (102, 'zara');
    INSERT INTO product (id, sku, type_id, price, brand_id, visible) VALUES
      (1, 'SNK-1', 'simple', 3000, 101, true),
      (2, 'DRS-1', 'simple', 2000, 102, true),
      (3, 'BAG-1', 'simple', 1500, 102, true),
      (4, 'FLP-1', 'simple', 500, NULL, true),
      (5, 'HID-1', 'simple', 900, 101, false),
      (6, 'JNS-1', 'simple', 1800, 101, true);
    INSERT INTO product_text (product_id, store_id, name, url_key, short_description, description) VALUES
      (1, 3, 'Кросівки Air Max', 'snk-ua', 'Легкі кросівки для бігу', NULL),
      (1, 1, 'Кроссовки Air Max', 'snk-ru', 'Лёгкие кроссовки для бега', NULL),
      (2, 3, 'Сукня чорна', 'drs-ua', NULL, '<p>Вечірня сукня</p>'),
      (2, 1, 'Платье чёрное', 'drs-ru', NULL, '<p>Вечернее платье</p>'),
      (3, 3, 'Сумка шкіряна', 'bag-ua', NULL, '<p>Пасує до кросівок і сукні. Кросівки, кросівки, кросівки!</p>'),
      (3, 1, 'Сумка кожаная', 'bag-ru', NULL, '<p>Подходит к кроссовкам и платьям</p>'),
      (4, 3, 'В''єтнамки пляжні', 'flp-ua', NULL, NULL),
      (4, 1, 'Вьетнамки пляжные', 'flp-ru', NULL, NULL),
      (5, 3, 'Кросівки приховані', 'hid-ua', NULL, NULL),
      (5, 1, 'Кроссовки скрытые', 'hid-ru', NULL, NULL),
      (6, 3, 'Джинси Slim', 'jns-ua', NULL, NULL),
      (6, 1, 'Джинсы Slim', 'jns-ru', NULL, NULL);
  `);
}

describe.each(engines)('product search on $name', (engine) => {
  let db: Db;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ db, dispose } = await engine.open());
    await migrate(db);
    await seed(db);
    await reindexSearch(db);
  }, 60_000);

  afterAll(() => dispose?.());

  async function search(storeId: number, text: string) {
    const prepared = await prepareSearch(db, storeId, text);
    if (!prepared) return { prepared, ids: [] };
    const rows = await db.query<{ product_id: number }>(
      `SELECT product_id FROM product_text
       WHERE store_id = $1 AND search_doc @@ to_tsquery('simple', $2)
       ORDER BY ${rankExpression('search_doc', '$2')} DESC, product_id`,
      [storeId, prepared.tsquery],
    );
    return { prepared, ids: rows.map((r) => r.product_id) };
  }

  it('ignores case and accents', async () => {
    expect((await search(UA, 'КРОСІВКИ')).ids[0]).toBe(1);
    expect((await search(RU, 'ЧЁРНОЕ ПЛАТЬЕ')).ids).toEqual([2]);
    expect((await search(RU, 'черное платье')).ids).toEqual([2]);
    expect((await search(UA, 'вʼєтнамки')).ids).toEqual([4]);
  });

  it('tolerates Ukrainian and Russian word endings', async () => {
    expect((await search(UA, 'кросівок')).ids).toEqual([1, 3]);
    expect((await search(UA, 'чорну сукню')).ids).toEqual([2]);
    expect((await search(RU, 'платья')).ids).toEqual([2, 3]);
    expect((await search(RU, 'кроссовок')).ids).toEqual([1, 3]);
  });

  it('matches the last word as a prefix', async () => {
    expect((await search(UA, 'крос')).ids[0]).toBe(1);
    expect((await search(UA, 'сукня чорн')).ids).toEqual([2]);
    expect((await search(UA, 'сукня чорног')).ids).toEqual([2]);
    expect((await search(RU, 'вьетн')).ids).toEqual([4]);
    // Two letters would match half the catalogue: only a whole word.
    expect((await prepareSearch(db, UA, 'кр'))?.tsquery).toBe("'кр'");
  });

  it('requires every word', async () => {
    expect((await search(UA, 'чорна сукня')).ids).toEqual([2]);
    expect((await search(UA, 'сукня nike')).ids).toEqual([]);
  });

  it('corrects a one-letter typo', async () => {
    const uk = await search(UA, 'Кросивки');
    expect(uk.prepared?.corrected).toBe('кросівки');
    expect(uk.ids[0]).toBe(1);
    const latin = await search(UA, 'niike');
    expect(latin.prepared?.corrected).toBe('nike');
    expect(latin.ids).toEqual([1, 6]);
    expect((await search(RU, 'кросовки')).prepared?.corrected).toBe('кроссовки');
    expect((await search(UA, 'кросівкі')).ids[0]).toBe(1);
  });

  it('does not report a correction for known words', async () => {
    const result = await search(UA, 'сукня');
    expect(result.prepared).toMatchObject({ corrected: null, terms: ['сукня'] });
  });

  it('matches brands', async () => {
    expect((await search(UA, 'nike')).ids).toEqual([1, 6]);
    expect((await search(RU, 'zara платье')).ids).toEqual([2, 3]);
  });

  it('ranks a name match above a description-only match', async () => {
    expect((await search(UA, 'кросівки')).ids).toEqual([1, 3]);
    expect((await search(RU, 'кроссовки')).ids).toEqual([1, 3]);
  });

  it('never finds hidden products', async () => {
    expect((await search(UA, 'приховані')).ids).toEqual([]);
  });

  it('is safe against tsquery syntax in the input', async () => {
    for (const text of ["a & b | !c:*'", "'):* | !(", "\\'", '<-> <2> & | !', 'кросівки & !nike']) {
      await expect(search(UA, text)).resolves.toBeDefined();
    }
    expect((await search(UA, 'кросівки & !nike')).ids).toEqual([1]);
  });

  it('returns null for empty input', async () => {
    expect(await prepareSearch(db, UA, '   ')).toBeNull();
    expect(await prepareSearch(db, UA, '!?*')).toBeNull();
  });

  it('reindexes only the given products, also inside a transaction', async () => {
    await db.query(`UPDATE product_text SET name = 'Кеди Court' WHERE product_id = 6 AND store_id = 3`);
    await db.query('UPDATE product SET visible = false WHERE id = 4');
    await db.transaction((tx) => reindexSearch(tx, [6, 4]));
    expect((await search(UA, 'кеди')).ids).toEqual([6]);
    expect((await search(UA, 'джинси')).ids).toEqual([]);
    expect((await search(UA, 'вʼєтнамки')).ids).toEqual([]);
    const [term] = await db.query('SELECT stem FROM search_term WHERE store_id = 3 AND term = $1', ['кеди']);
    expect(term).toEqual({ stem: 'кед' });
  });
});
