/**
 * /media/ over real HTTP: a Fastify server with registerMedia over an in-memory PGlite holding
 * one product image and one content block, each server with its own temporary DATA_DIR.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../db/connection.ts';
import { migrate } from '../../db/migrate.ts';
import { Registry } from 'prom-client';
import { registerMedia, registerMediaMetrics, type MediaConfig } from '../../http/media.ts';
import type { MediaService } from './media-service.ts';

const FILE = '/w/o/women-dress-ab12_1.png';
const DEMO = `/media/catalog/product${FILE}`;
const BANNER = '/media/wysiwyg/home/banner-women.jpg';

let db: Db;
const servers: { app: FastifyInstance; dataDir: string }[] = [];

beforeAll(async () => {
  db = await openDb({});
  await migrate(db);
  await db.query(`INSERT INTO store (id, code, name, locale) VALUES (1, 'ua', 'UA', 'uk_UA')`);
  await db.query(`INSERT INTO product (id, sku, type_id, price) VALUES (1, 'WD-AB12', 'simple', 1999)`);
  await db.query(
    'INSERT INTO product_image (product_id, position, file, spec) VALUES (1, 1, $1, $2::jsonb)',
    [FILE, JSON.stringify({ kind: 'dress', color: 'navy', accent: '#c9a44c', view: 'front', seed: 'ab12' })],
  );
  await db.query(
    `INSERT INTO cms_block (identifier, store_id, title, content) VALUES ('home', 1, 'Home', $1)`,
    [`<div data-background-images='{\\"desktop_image\\":\\"${BANNER}\\"}'></div>`],
  );
});

afterAll(async () => {
  for (const s of servers) {
    await s.app.close();
    await rm(s.dataDir, { recursive: true, force: true });
  }
  await db?.close();
});

interface Server {
  base: string;
  dataDir: string;
  media: MediaService;
  get(url: string, headers?: Record<string, string>): Promise<{ res: Response; body: Buffer }>;
}

async function startServer(overrides: Partial<MediaConfig> = {}): Promise<Server> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'media-test-'));
  const app = Fastify({ logger: false });
  const config: MediaConfig = {
    dataDir,
    mediaCacheMb: 64,
    mediaResizeConcurrency: 2,
    mediaResizeQueue: 32,
    mediaDemoImages: true,
    ...overrides,
  };
  const media = await registerMedia(app, { db, config });
  await app.listen({ host: '127.0.0.1', port: 0 });
  servers.push({ app, dataDir });
  const addr = app.server.address();
  if (!addr || typeof addr === 'string') throw new Error('no address');
  const base = `http://127.0.0.1:${addr.port}`;
  return {
    base,
    dataDir,
    media,
    async get(url, headers = {}) {
      const res = await fetch(base + url, { headers });
      return { res, body: Buffer.from(await res.arrayBuffer()) };
    },
  };
}

/** A request with the path sent exactly as written (fetch would normalise dot segments). */
function rawGet(base: string, rawPath: string): Promise<number> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: Number(port), path: rawPath, method: 'GET' }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Every file under dir, relative to it. */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

/** A photograph-like original: a gradient, so resizing and encoding do real work. */
async function photo(width: number, height: number, format: 'jpeg' | 'png', tint = 0): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = tint;
    }
  const img = sharp(raw, { raw: { width, height, channels: 3 } });
  return format === 'png' ? img.png().toBuffer() : img.jpeg({ quality: 90 }).toBuffer();
}

async function putOriginal(dataDir: string, key: string, body: Buffer): Promise<void> {
  const file = path.join(dataDir, 'media', key);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, body);
}

describe('paths that name no original', () => {
  it('answer 404 with no work done and nothing written', async () => {
    const s = await startServer();
    // Let the cache scan create what it creates before counting files.
    await new Promise((r) => setTimeout(r, 50));
    const before = await listFiles(s.dataDir);
    for (const p of [
      '/media/catalog/product/n/o/nope_1.png?width=2560',
      '/media/catalog/product/cache/0f8f4e1c/n/o/nope_1.png?width=640',
      '/media/wysiwyg/made/up-banner.jpg?width=1600&format=webp',
      '/media/catalog/product/placeholder/default/made_up.jpg',
      '/media/stores/nowhere.jpg',
    ]) {
      const { res, body } = await s.get(p);
      expect([p, res.status]).toEqual([p, 404]);
      expect(JSON.parse(body.toString())).toEqual({ message: 'Image not found' });
    }
    for (const p of [
      '/media/../package.json',
      '/media/%2e%2e/%2e%2e/etc/passwd.png',
      '/media/wysiwyg/..%2f..%2fsecret.png',
      '/media/wysiwyg/a%5c..%5cb.png',
      '/media/wysiwyg/a%00.png',
      '/media/wysiwyg//double.png',
      '/media/.hidden.png',
      '/media/wysiwyg/readme.txt',
      '/media/',
    ])
      expect([p, await rawGet(s.base, p)]).toEqual([p, 404]);
    expect(await listFiles(s.dataDir)).toEqual(before);
    expect(before.filter((f) => /\.(png|jpg|webp)$/.test(f))).toEqual([]);
  });

  it('stay 404 for a demo path when demo images are off', async () => {
    const s = await startServer({ mediaDemoImages: false });
    expect((await s.get(`${DEMO}?width=320`)).res.status).toBe(404);
    expect(await listFiles(path.join(s.dataDir, 'media'))).toEqual([]);
  });
});

describe('stored originals', () => {
  let s: Server;
  const KEY = 'catalog/product/r/e/real-photo_1.jpg';
  const URL = `/media/${KEY}`;

  beforeAll(async () => {
    s = await startServer({ mediaDemoImages: false });
    await putOriginal(s.dataDir, KEY, await photo(1200, 1500, 'jpeg'));
  });

  it('are resized to the snapped srcset width, keeping the proportions', async () => {
    const { res, body } = await s.get(`${URL}?width=300`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('content-length')).toBe(String(body.length));
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400, stale-while-revalidate=604800');
    expect(await sharp(body).metadata()).toMatchObject({ format: 'jpeg', width: 320, height: 400 });
    // 2560 is past the original: served at its own size, never enlarged.
    const full = await s.get(`${URL}?w=2000`);
    expect(await sharp(full.body).metadata()).toMatchObject({ width: 1200, height: 1500 });
  });

  it('come in the listed formats, auto=webp by the Accept header', async () => {
    const q = '?auto=webp&format=pjpg&width=387&height=484&fit=cover';
    const webp = await s.get(URL + q, { accept: 'image/avif,image/webp,*/*;q=0.8' });
    expect(webp.res.headers.get('content-type')).toBe('image/webp');
    expect(webp.res.headers.get('vary')).toMatch(/accept/i);
    expect(await sharp(webp.body).metadata()).toMatchObject({ format: 'webp', width: 640, height: 800 });
    const jpg = await s.get(URL + q, { accept: 'image/png,*/*' });
    expect(await sharp(jpg.body).metadata()).toMatchObject({ format: 'jpeg', isProgressive: true });
    const png = await s.get(`${URL}?format=png&width=40&height=40&fit=cover`);
    expect(await sharp(png.body).metadata()).toMatchObject({ format: 'png', width: 40, height: 40 });
    for (const bad of ['format=avif', 'format=gif', 'width=0', 'width=2561', 'width=1&width=2']) {
      const r = await s.get(`${URL}?${bad}`);
      expect([bad, r.res.status]).toEqual([bad, 400]);
    }
  });

  it('are cached per variant, shared by requests that snap alike, with 304s and HEAD', async () => {
    const first = await s.get(`${URL}?width=100&format=webp`);
    expect(first.res.headers.get('x-media-cache')).toBe('render');
    const second = await s.get(`${URL}?width=150&format=webp`);
    expect(second.res.headers.get('x-media-cache')).toBe('disk');
    expect(Buffer.compare(first.body, second.body)).toBe(0);
    const etag = first.res.headers.get('etag')!;
    expect((await s.get(`${URL}?width=100&format=webp`, { 'if-none-match': etag })).res.status).toBe(304);
    const head = await fetch(`${s.base}${URL}?width=100&format=webp`, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-type')]).toEqual([200, 'image/webp']);
    const files = await listFiles(path.join(s.dataDir, 'media-cache'));
    expect(files.filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it("are reached through Magento's resized-cache paths", async () => {
    const { res, body } = await s.get(
      `/media/catalog/product/cache/0f8f4e1c6b1a2d3e/r/e/real-photo_1.jpg?width=120`,
    );
    expect(res.status).toBe(200);
    expect((await sharp(body).metadata()).width).toBe(160);
  });

  it('may be SVG, served as stored with a CSP that runs nothing', async () => {
    await putOriginal(
      s.dataDir,
      'logo/stores/default/logo.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    );
    const { res, body } = await s.get('/media/logo/stores/default/logo.svg?width=240');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    expect(body.toString()).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
  });
});

describe('demo originals', () => {
  let s: Server;
  beforeAll(async () => {
    s = await startServer();
  });

  it('are painted into storage on the first request, then served like any file', async () => {
    const first = await s.get(`${DEMO}?width=160`);
    expect(first.res.status).toBe(200);
    expect(await sharp(first.body).metadata()).toMatchObject({ format: 'png', width: 160, height: 200 });
    const stored = path.join(s.dataDir, 'media', 'catalog/product', FILE);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 1000, height: 1250 });
    const again = await s.get(`${DEMO}?width=160`);
    expect(again.res.headers.get('x-media-cache')).toBe('disk');
  });

  it('are painted only for content the database references, and for Magento placeholders', async () => {
    const banner = await s.get(`${BANNER}?width=960`);
    expect(banner.res.status).toBe(200);
    expect(await sharp(banner.body).metadata()).toMatchObject({ format: 'jpeg', width: 960, height: 360 });
    const placeholder = await s.get('/media/catalog/product/placeholder/default/small_image.jpg?width=80');
    expect(await sharp(placeholder.body).metadata()).toMatchObject({ width: 80, height: 100 });
    expect((await s.get('/media/wysiwyg/home/banner-men.jpg?width=960')).res.status).toBe(404);
    const stored = await listFiles(path.join(s.dataDir, 'media'));
    expect(stored.sort()).toEqual(
      [
        'catalog/product/placeholder/default/small_image.jpg',
        `catalog/product${FILE}`,
        'wysiwyg/home/banner-women.jpg',
      ].sort(),
    );
  });

  it('are replaced by a file dropped at the same path, old variants unserved', async () => {
    const url = `${DEMO}?width=320&format=png`;
    const demo = await s.get(url);
    expect(demo.res.status).toBe(200);
    // The retailer's photo: square and blue, where the demo one is 4:5.
    await putOriginal(s.dataDir, `catalog/product${FILE}`, await photo(800, 800, 'png', 255));
    const real = await s.get(url);
    expect(real.res.status).toBe(200);
    expect(real.res.headers.get('etag')).not.toBe(demo.res.headers.get('etag'));
    expect(real.res.headers.get('x-media-cache')).toBe('render');
    expect(await sharp(real.body).metadata()).toMatchObject({ width: 320, height: 320 });
    const { data } = await sharp(real.body).raw().toBuffer({ resolveWithObject: true });
    expect(data[2]).toBe(255);
  });
});

describe('bounded work', () => {
  it('answers 503 with Retry-After when the resize queue is full', async () => {
    const s = await startServer({ mediaDemoImages: false, mediaResizeConcurrency: 1, mediaResizeQueue: 1 });
    await putOriginal(s.dataDir, 'wysiwyg/big.jpg', await photo(2400, 1600, 'jpeg'));
    const widths = [40, 80, 160, 320, 640, 960, 1280, 1600];
    const all = await Promise.all(widths.map((w) => s.get(`/media/wysiwyg/big.jpg?width=${w}&format=webp`)));
    const statuses = all.map((r) => r.res.status);
    expect(statuses.filter((x) => x === 200).length).toBeGreaterThanOrEqual(2);
    const busy = all.filter((r) => r.res.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    for (const r of busy) {
      expect(r.res.headers.get('retry-after')).toBe('2');
      expect(r.res.headers.get('cache-control')).toBe('no-store');
    }
    // Once the queue drained, the same variant is made.
    const later = await s.get(`/media/wysiwyg/big.jpg?width=${widths[statuses.indexOf(503)]}&format=webp`);
    expect(later.res.status).toBe(200);
  });

  it('reports the queue and the cache on a Prometheus registry', async () => {
    const s = await startServer({ mediaDemoImages: false });
    await putOriginal(s.dataDir, 'wysiwyg/m.jpg', await photo(200, 200, 'jpeg'));
    const registry = new Registry();
    registerMediaMetrics(registry, s.media);
    const ok = await s.get('/media/wysiwyg/m.jpg?width=80');
    const text = await registry.metrics();
    expect(text).toContain('media_resize_jobs{state="running"} 0');
    expect(text).toContain('media_resize_jobs{state="queued"} 0');
    expect(text).toContain(`media_cache_bytes ${ok.body.length}`);
  });

  it('keeps the variants on disk within the byte budget', async () => {
    const s = await startServer({ mediaDemoImages: false, mediaCacheMb: 1 });
    // Noise does not compress: each 320 px PNG variant is about 300 KB.
    for (let i = 0; i < 5; i++) {
      const noise = sharp(randomBytes(320 * 320 * 3), { raw: { width: 320, height: 320, channels: 3 } });
      await putOriginal(s.dataDir, `wysiwyg/noise-${i}.png`, await noise.png().toBuffer());
      expect((await s.get(`/media/wysiwyg/noise-${i}.png?width=320`)).res.status).toBe(200);
    }
    await new Promise((r) => setTimeout(r, 50));
    const dir = path.join(s.dataDir, 'media-cache');
    let total = 0;
    for (const f of await listFiles(dir)) total += (await stat(path.join(dir, f))).size;
    expect(s.media.cache.bytes).toBeLessThanOrEqual(1024 * 1024);
    expect(total).toBeLessThanOrEqual(1024 * 1024);
    expect((await listFiles(dir)).length).toBeLessThan(5);
  });
});
