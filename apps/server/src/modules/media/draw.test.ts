import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { MediaCache } from './cache.ts';
import { contentLayout, contentSize, drawContentSvg } from './draw-content.ts';
import { PRODUCT_KINDS, PRODUCT_VIEWS, drawProductSvg } from './draw-product.ts';
import { resolveMediaPath } from './media-service.ts';
import { ImageParamError, acceptsWebp, parseImageParams, planOutput } from './transform.ts';

describe('drawProductSvg', () => {
  it('is deterministic and varies with the seed', () => {
    const spec = { kind: 'jacket', color: 'camel', view: 'front', seed: 42 };
    expect(drawProductSvg(spec, 400, 500)).toBe(drawProductSvg({ ...spec }, 400, 500));
    expect(drawProductSvg(spec, 400, 500)).not.toBe(drawProductSvg({ ...spec, seed: 43 }, 400, 500));
  });

  it('renders valid SVG for every kind and view', async () => {
    for (const kind of [...PRODUCT_KINDS, 'umbrella']) {
      for (const view of PRODUCT_VIEWS) {
        const svg = drawProductSvg({ kind, color: '#335577', view, seed: `${kind}-${view}` }, 80, 100);
        expect(svg.startsWith('<svg')).toBe(true);
        const meta = await sharp(Buffer.from(svg)).png().toBuffer({ resolveWithObject: true });
        expect([kind, view, meta.info.width, meta.info.height]).toEqual([kind, view, 80, 100]);
      }
    }
  }, 60_000);

  it('draws a recognisable picture, not an empty canvas', async () => {
    const { data } = await sharp(Buffer.from(drawProductSvg({ kind: 'dress', color: 'black' }, 100, 125)))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    let dark = 0;
    for (let i = 0; i < data.length; i += 3) if ((data[i] ?? 255) < 80) dark++;
    expect(dark / (data.length / 3)).toBeGreaterThan(0.08);
  });

  it('never lets spec values into the markup', () => {
    const svg = drawProductSvg({
      kind: '"><script>alert(1)</script>',
      color: '"/><script>',
      accent: 'url(javascript:1)',
      background: '<x>',
    } as never);
    expect(svg).not.toMatch(/script|javascript|<x>/);
  });
});

describe('drawContentSvg', () => {
  it('guesses the layout and natural size from the path', () => {
    expect(contentLayout('wysiwyg/home/banner-1.jpg')).toBe('banner');
    expect(contentLayout('wysiwyg/slides/hero.jpg')).toBe('banner');
    expect(contentLayout('wysiwyg/menu/men.jpg')).toBe('tile');
    expect(contentLayout('stores/kyiv.jpg')).toBe('store');
    expect(contentLayout('wysiwyg/home/hero-men-mobile.jpg')).toBe('tile');
    expect(contentLayout('wysiwyg/brands/acme.png')).toBe('logo');
    expect(contentLayout('wysiwyg/x.jpg')).toBe('default');
    expect(contentSize('wysiwyg/home/banner-1.jpg')).toEqual({ width: 1920, height: 720 });
  });

  it('is deterministic per path and renders', async () => {
    for (const p of [
      'wysiwyg/home/banner-women.jpg',
      'wysiwyg/menu/beauty.jpg',
      'stores/lviv.jpg',
      'brands/logo-acme.png',
      'x/y.png',
    ]) {
      const svg = drawContentSvg(p, 120, 90);
      expect(svg).toBe(drawContentSvg(p, 120, 90));
      const meta = await sharp(Buffer.from(svg)).png().toBuffer({ resolveWithObject: true });
      expect([meta.info.width, meta.info.height]).toEqual([120, 90]);
    }
    expect(drawContentSvg('a.jpg')).not.toBe(drawContentSvg('b.jpg'));
  });
});

describe('image parameters', () => {
  it('parses and validates', () => {
    expect(
      parseImageParams({ auto: 'webp', format: 'pjpg', width: '840', height: '1050', fit: 'cover' }),
    ).toEqual({
      width: 840,
      height: 1050,
      fit: 'cover',
      format: 'pjpg',
      autoWebp: true,
      quality: 85,
    });
    expect(parseImageParams({ w: '10', quality: '100', fit: 'bounds' })).toMatchObject({
      width: 10,
      quality: 100,
      fit: 'inside',
    });
    for (const bad of [
      { width: '0' },
      { width: '2561' },
      { height: 'x' },
      { quality: '101' },
      { fit: 'fill' },
      { format: 'bmp' },
      { auto: 'avif' },
    ])
      expect(() => parseImageParams(bad)).toThrow(ImageParamError);
  });

  it('plans sizes and formats', () => {
    const natural = { width: 1000, height: 1250 };
    expect(planOutput(parseImageParams({ width: '2560' }), natural, 'a.png', undefined)).toMatchObject({
      width: 2560,
      height: 3200,
      format: 'png',
    });
    expect(planOutput(parseImageParams({ height: '500' }), natural, 'a.jpg', undefined)).toMatchObject({
      width: 400,
      height: 500,
      format: 'jpeg',
      progressive: false,
    });
    expect(
      planOutput(
        parseImageParams({ width: '100', height: '100', fit: 'contain' }),
        natural,
        'a.png',
        undefined,
      ),
    ).toMatchObject({
      width: 100,
      height: 100,
      mode: 'contain',
    });
    expect(planOutput(parseImageParams({ auto: 'webp' }), natural, 'a.png', 'image/webp')).toMatchObject({
      format: 'webp',
      varyAccept: true,
    });
    expect(acceptsWebp('image/webp;q=0, */*')).toBe(false);
    expect(acceptsWebp('text/html,image/webp;q=0.9')).toBe(true);
  });
});

describe('resolveMediaPath', () => {
  it('maps product and content paths', () => {
    expect(resolveMediaPath('/media/catalog/product/w/o/a_1.png')).toEqual({
      type: 'product',
      file: '/w/o/a_1.png',
    });
    expect(resolveMediaPath('/media/catalog/product/cache/abc123/w/o/a_1.png')).toEqual({
      type: 'product',
      file: '/w/o/a_1.png',
    });
    expect(resolveMediaPath('/media/wysiwyg/home/banner%20one.jpg')).toEqual({
      type: 'content',
      path: 'wysiwyg/home/banner one.jpg',
    });
    for (const bad of [
      '/media/../x.png',
      '/media/a/%2e%2e/x.png',
      '/media/a/%2fx.png',
      '/media/a.gif',
      '/media/a/%zz.png',
      '/etc/x.png',
    ])
      expect(resolveMediaPath(bad)).toBeNull();
  });
});

describe('MediaCache', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const d of dirs) await rm(d, { recursive: true, force: true });
  });

  it('never caches a failed render and de-duplicates concurrent renders', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'media-cache-'));
    dirs.push(dir);
    const cache = new MediaCache(dir);
    const key = 'ab'.repeat(20);
    await expect(cache.get(key, 'png', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await readdir(dir)).toEqual([]);
    expect(cache.pending).toBe(0);

    let renders = 0;
    const render = async () => {
      renders++;
      await new Promise((r) => setTimeout(r, 30));
      return Buffer.from('image');
    };
    const results = await Promise.all([1, 2, 3, 4].map(() => cache.get(key, 'png', render)));
    expect(renders).toBe(1);
    expect(results.map((r) => r.source).sort()).toEqual(['render', 'shared', 'shared', 'shared']);
    const again = await cache.get(key, 'png', render);
    expect(again.source).toBe('disk');
    expect(again.body.toString()).toBe('image');
    expect(renders).toBe(1);
    const files = await readdir(path.join(dir, 'ab'));
    expect(files).toEqual([`${key}.png`]);
  });
});
