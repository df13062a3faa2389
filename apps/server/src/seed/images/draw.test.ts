import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { contentLayout, contentSize, drawContentSvg } from './draw-content.ts';
import { PRODUCT_KINDS, PRODUCT_VIEWS, drawProductSvg } from './draw-product.ts';

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
