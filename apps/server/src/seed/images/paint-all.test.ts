import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../db/connection.ts';
import { migrate } from '../../db/migrate.ts';
import { LocalDiskStorage } from '../../modules/media/storage.ts';
import { paintReferencedImages, referencedKeys } from './paint-all.ts';
import { PLACEHOLDER_KEYS, mediaKeysIn } from './referenced-media.ts';

let db: Db;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'paint-all-'));
  db = await openDb({});
  await migrate(db);
  await db.query(`INSERT INTO store (id, code, name, locale) VALUES (1, 'ua', 'UA', 'uk_UA')`);
  await db.query(
    `INSERT INTO product (id, sku, type_id, price) VALUES (1, 'A', 'simple', 10), (2, 'B', 'simple', 10)`,
  );
  await db.query(
    `INSERT INTO product_image (product_id, position, file, spec) VALUES
       (1, 1, '/w/o/women-bag-a_1.png', '{"kind":"bag","seed":1}'),
       (2, 1, '/m/e/men-cap-b_1.png', '{"kind":"cap","seed":2}')`,
  );
  await db.query(
    `INSERT INTO cms_page (identifier, store_id, title, content) VALUES ('home', 1, 'Home', $1)`,
    ['<img src="/media/wysiwyg/home/hero.jpg" alt=""><a href="/media/wysiwyg/brands/acme.png?x=1">a</a>'],
  );
  await db.query(
    `INSERT INTO menu_item (id, store_id, label, menu_image) VALUES (1, 1, 'Women', '/media/wysiwyg/menu/women.png')`,
  );
});

afterAll(async () => {
  await db?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('paintReferencedImages (seed --images)', () => {
  it('finds the keys in content text, escaped or not', () => {
    expect(
      mediaKeysIn(`x='{\\"desktop_image\\":\\"/media/wysiwyg/a%20b.jpg\\"}' <img src="/media/stores/k.jpg">`),
    ).toEqual(['wysiwyg/a b.jpg', 'stores/k.jpg']);
  });

  it('paints every referenced original once, with progress, and keeps stored files', async () => {
    const storage = new LocalDiskStorage(path.join(dir, 'media'));
    const keys = await referencedKeys(db);
    expect(keys).toEqual([
      ...PLACEHOLDER_KEYS,
      'catalog/product/m/e/men-cap-b_1.png',
      'catalog/product/w/o/women-bag-a_1.png',
      'wysiwyg/brands/acme.png',
      'wysiwyg/home/hero.jpg',
      'wysiwyg/menu/women.png',
    ]);
    // A retailer's photo is already there: it is kept.
    const own = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#00f' } })
      .png()
      .toBuffer();
    await storage.put('catalog/product/m/e/men-cap-b_1.png', own);

    const progress: number[] = [];
    const result = await paintReferencedImages(db, storage, { onProgress: (done) => progress.push(done) });
    expect(result).toMatchObject({ total: keys.length, painted: keys.length - 1, kept: 1 });
    expect(progress).toEqual(keys.map((_, i) => i + 1));
    for (const key of keys) expect([key, await storage.exists(key)]).toEqual([key, true]);
    expect(await storage.get('catalog/product/m/e/men-cap-b_1.png')).toEqual(own);
    expect(await sharp((await storage.get('wysiwyg/home/hero.jpg'))!).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1920,
    });

    const again = await paintReferencedImages(db, storage);
    expect([again.painted, again.kept]).toEqual([0, keys.length]);
  }, 60_000);
});
