/**
 * /media/ over real HTTP: a Fastify server with registerMedia over an in-memory PGlite holding
 * one product image.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../db/connection.ts';
import { migrate } from '../../db/migrate.ts';
import { registerMedia } from '../../http/media.ts';

const FILE = '/w/o/women-dress-ab12_1.png';
const IMG = `/media/catalog/product${FILE}`;

let db: Db;
let app: FastifyInstance;
let base: string;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'media-test-'));
  db = await openDb({});
  await migrate(db);
  await db.query(`INSERT INTO product (id, sku, type_id, price) VALUES (1, 'WD-AB12', 'simple', 1999)`);
  await db.query(
    'INSERT INTO product_image (product_id, position, file, spec) VALUES (1, 1, $1, $2::jsonb)',
    [FILE, JSON.stringify({ kind: 'dress', color: 'navy', accent: '#c9a44c', view: 'front', seed: 'ab12' })],
  );
  app = Fastify({ logger: false });
  await registerMedia(app, { db, dataDir });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const addr = app.server.address();
  if (!addr || typeof addr === 'string') throw new Error('no address');
  base = `http://127.0.0.1:${addr.port}`;
});

afterAll(async () => {
  await app?.close();
  await db?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(base + url, { headers });
  const body = Buffer.from(await res.arrayBuffer());
  return { res, body };
}

/** A request with the path sent exactly as written (fetch would normalise dot segments). */
function rawGet(rawPath: string): Promise<{ status: number; body: string }> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: Number(port), path: rawPath, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...(await listFiles(p)));
    else out.push(p);
  }
  return out;
}

async function findFile(dir: string, name: string): Promise<string | null> {
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) {
      const found = await findFile(p, name);
      if (found) return found;
    } else if (e.name === name) return p;
  }
  return null;
}

describe('product images', () => {
  it('renders PNG at the requested width, keeping 4:5', async () => {
    const { res, body } = await get(`${IMG}?width=400`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(body.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(res.headers.get('content-length')).toBe(String(body.length));
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]+"$/);
    const meta = await sharp(body).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([400, 500, 'png']);
  });

  it('keeps 4:5 with width only (w alias) and renders at the natural size without parameters', async () => {
    const a = await get(`${IMG}?w=333`);
    expect(a.res.status).toBe(200);
    const m = await sharp(a.body).metadata();
    expect([m.width, m.height]).toEqual([333, 416]);
    const b = await get(IMG);
    const n = await sharp(b.body).metadata();
    expect([n.width, n.height]).toEqual([1000, 1250]);
  });

  it('encodes WebP and progressive JPEG', async () => {
    const webp = await get(`${IMG}?format=webp&width=320`);
    expect(webp.res.headers.get('content-type')).toBe('image/webp');
    expect(webp.body.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(webp.body.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect((await sharp(webp.body).metadata()).width).toBe(320);

    const jpg = await get(`${IMG}?format=pjpg&width=300&quality=70`);
    expect(jpg.res.headers.get('content-type')).toBe('image/jpeg');
    expect(jpg.body.subarray(0, 3).toString('hex')).toBe('ffd8ff');
    const meta = await sharp(jpg.body).metadata();
    expect([meta.width, meta.height, meta.isProgressive]).toEqual([300, 375, true]);

    const baseline = await get(`${IMG}?format=jpg&width=300`);
    expect((await sharp(baseline.body).metadata()).isProgressive).toBe(false);
  });

  it('fits: cover and contain give the exact size, inside keeps the aspect ratio', async () => {
    for (const fit of ['cover', 'contain']) {
      const { res, body } = await get(`${IMG}?width=300&height=300&fit=${fit}&format=png`);
      expect(res.status).toBe(200);
      const m = await sharp(body).metadata();
      expect([fit, m.width, m.height]).toEqual([fit, 300, 300]);
    }
    const inside = await get(`${IMG}?width=300&height=300`);
    const m = await sharp(inside.body).metadata();
    expect([m.width, m.height]).toEqual([240, 300]);
  });

  it('auto=webp follows the Accept header and varies on it', async () => {
    const yes = await get(`${IMG}?auto=webp&format=pjpg&width=200`, {
      accept: 'image/avif,image/webp,*/*;q=0.8',
    });
    expect(yes.res.headers.get('content-type')).toBe('image/webp');
    expect(yes.res.headers.get('vary')).toMatch(/accept/i);
    const no = await get(`${IMG}?auto=webp&format=pjpg&width=200`, { accept: 'image/png,*/*' });
    expect(no.res.headers.get('content-type')).toBe('image/jpeg');
    expect(no.res.headers.get('vary')).toMatch(/accept/i);
    expect((await sharp(no.body).metadata()).isProgressive).toBe(true);
    const plain = await get(`${IMG}?format=webp&width=200`);
    expect(plain.res.headers.get('vary')).toBeNull();
  });

  it('serves the second request from the disk cache, byte for byte', async () => {
    const first = await get(`${IMG}?width=256`);
    expect(first.res.headers.get('x-media-cache')).toBe('render');
    const key = first.res.headers.get('etag')?.replaceAll('"', '');
    const file = await findFile(path.join(dataDir, 'media-cache'), `${key}.png`);
    expect(file).not.toBeNull();
    const second = await get(`${IMG}?w=256`);
    expect(second.res.headers.get('x-media-cache')).toBe('disk');
    expect(second.res.headers.get('etag')).toBe(first.res.headers.get('etag'));
    expect(Buffer.compare(first.body, second.body)).toBe(0);
    // no temporary files left behind
    expect((await listFiles(path.join(dataDir, 'media-cache'))).filter((f) => f.endsWith('.tmp'))).toEqual(
      [],
    );
  });

  it('renders concurrent identical requests once', async () => {
    const all = await Promise.all(Array.from({ length: 6 }, () => get(`${IMG}?width=222&format=webp`)));
    const sources = all.map((r) => r.res.headers.get('x-media-cache'));
    expect(sources.filter((s) => s === 'render')).toHaveLength(1);
    for (const r of all) expect(Buffer.compare(r.body, all[0]!.body)).toBe(0);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get(`${IMG}?width=180`);
    const etag = first.res.headers.get('etag')!;
    const again = await get(`${IMG}?width=180`, { 'if-none-match': etag });
    expect(again.res.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.res.headers.get('etag')).toBe(etag);
    const other = await get(`${IMG}?width=181`, { 'if-none-match': etag });
    expect(other.res.status).toBe(200);
  });

  it('tolerates the Magento /cache/<hash>/ segment', async () => {
    const { res, body } = await get(
      `/media/catalog/product/cache/0f8f4e1c6b1a2d3e4f5a6b7c8d9e0f1a${FILE}?width=120`,
    );
    expect(res.status).toBe(200);
    expect((await sharp(body).metadata()).width).toBe(120);
  });

  it('supports HEAD', async () => {
    const res = await fetch(`${base}${IMG}?width=400`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Number(res.headers.get('content-length'))).toBeGreaterThan(100);
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });

  it('rejects invalid parameters with 400 and a message', async () => {
    for (const q of [
      'width=0',
      'width=99999',
      'width=abc',
      'w=-5',
      'height=2561',
      'width=12.5',
      'quality=0',
      'fit=stretch',
      'format=gif',
      'width=1&width=2',
    ]) {
      const { res, body } = await get(`${IMG}?${q}`);
      expect([q, res.status]).toEqual([q, 400]);
      const json = JSON.parse(body.toString()) as { message: string };
      expect(json.message).toMatch(/must/);
    }
  });

  it('draws Magento placeholder images', async () => {
    const { res, body } = await get('/media/catalog/product/placeholder/default/small_image.jpg?width=100');
    expect(res.status).toBe(200);
    const m = await sharp(body).metadata();
    expect([m.width, m.height, m.format]).toEqual([100, 125, 'jpeg']);
  });

  it('404s unknown product images', async () => {
    const { res, body } = await get('/media/catalog/product/n/o/nope_1.png');
    expect(res.status).toBe(404);
    expect(JSON.parse(body.toString())).toEqual({ message: 'Image not found' });
  });
});

describe('content images and path safety', () => {
  it('draws CMS images with the aspect ratio guessed from the name', async () => {
    const banner = await get('/media/wysiwyg/home/banner-women.jpg?width=960');
    expect(banner.res.status).toBe(200);
    expect(banner.res.headers.get('content-type')).toBe('image/jpeg');
    const m = await sharp(banner.body).metadata();
    expect([m.width, m.height]).toEqual([960, 360]);

    const store = await sharp((await get('/media/stores/kyiv-1.jpg?width=300')).body).metadata();
    expect([store.width, store.height]).toEqual([300, 200]);
    const menu = await sharp((await get('/media/wysiwyg/menu/women.png?width=200')).body).metadata();
    expect([menu.width, menu.height, menu.format]).toEqual([200, 250, 'png']);
    const other = await sharp((await get('/media/wysiwyg/about/team.webp?width=400')).body).metadata();
    expect([other.width, other.height, other.format]).toEqual([400, 300, 'webp']);
  });

  it('serves .svg content as SVG', async () => {
    const { res, body } = await get('/media/logo/stores/default/logo.svg?width=240');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(body.toString().startsWith('<svg')).toBe(true);
  });

  it('404s traversal attempts and non-image paths', async () => {
    for (const p of [
      '/media/../package.json',
      '/media/../../etc/passwd.png',
      '/media/%2e%2e/%2e%2e/etc/passwd.png',
      '/media/wysiwyg/..%2f..%2fsecret.png',
      '/media/wysiwyg/%2E%2E/x.png',
      '/media/wysiwyg/a%5c..%5cb.png',
      '/media/wysiwyg/a%00.png',
      '/media/wysiwyg//double.png',
      '/media/.hidden.png',
      '/media/wysiwyg/readme.txt',
      '/media/wysiwyg/banner.jpg.exe',
      '/media/',
      '/media/catalog/product/cache/abc/',
    ]) {
      const { status } = await rawGet(p);
      expect([p, status]).toEqual([p, 404]);
    }
  });
});
