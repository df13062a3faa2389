import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { mediaKeyFromUrlPath } from './media-path.ts';
import {
  ImageParamError,
  acceptsWebp,
  outputSize,
  parseImageParams,
  renderVariant,
  snapWidth,
  variantSpec,
} from './transform.ts';

describe('image parameters', () => {
  it('parses and validates, accepting only the formats the spec lists', () => {
    expect(
      parseImageParams({ auto: 'webp', format: 'pjpg', width: '840', height: '1050', fit: 'cover' }),
    ).toEqual({ width: 840, height: 1050, fit: 'cover', format: 'pjpg', autoWebp: true, quality: 85 });
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
      { format: 'avif' },
      { format: 'jpg' },
      { auto: 'avif' },
    ])
      expect(() => parseImageParams(bad)).toThrow(ImageParamError);
  });

  it('snaps widths up to the srcset widths 40 … 2560', () => {
    expect([1, 40, 41, 300, 344, 387, 600, 961, 1601, 2560].map(snapWidth)).toEqual([
      40, 40, 80, 320, 640, 640, 640, 1280, 2560, 2560,
    ]);
  });

  it('keeps the proportions of a snapped box and rounds quality to steps of 5', () => {
    const card = variantSpec(parseImageParams({ width: '387', height: '484', fit: 'cover' }), 'a.jpg', '');
    expect(card).toMatchObject({ width: 640, height: 800, fit: 'cover', format: 'jpeg', quality: 85 });
    const q = variantSpec(parseImageParams({ width: '100', quality: '72' }), 'a.jpg', '');
    expect([q.width, q.height, q.quality]).toEqual([160, undefined, 70]);
    // Nearby requests share one variant: the variant count per original is bounded.
    const a = variantSpec(parseImageParams({ width: '301', height: '377' }), 'a.png', '');
    const b = variantSpec(parseImageParams({ width: '319', height: '399' }), 'a.png', '');
    expect(a).toEqual(b);
  });

  it('picks the format: auto=webp by Accept, pjpg progressive, else the extension', () => {
    const p = parseImageParams({ auto: 'webp', format: 'png' });
    expect(variantSpec(p, 'a.png', 'image/webp')).toMatchObject({ format: 'webp', varyAccept: true });
    expect(variantSpec(p, 'a.png', 'image/png')).toMatchObject({ format: 'png', varyAccept: true });
    expect(variantSpec(parseImageParams({ format: 'pjpg' }), 'a.png', '')).toMatchObject({
      format: 'jpeg',
      progressive: true,
    });
    expect(variantSpec(parseImageParams({}), 'a.jpeg', '').format).toBe('jpeg');
    expect(acceptsWebp('image/webp;q=0, */*')).toBe(false);
    expect(acceptsWebp('text/html,image/webp;q=0.9')).toBe(true);
  });

  it('never enlarges: a box past the original shrinks as a whole', () => {
    const natural = { width: 1000, height: 1250 };
    expect(outputSize({ width: 320, fit: 'inside' }, natural)).toEqual({ width: 320, height: 400 });
    expect(outputSize({ width: 2560, fit: 'inside' }, natural)).toEqual(natural);
    expect(outputSize({ fit: 'inside' }, { width: 6000, height: 4000 })).toEqual({
      width: 2560,
      height: 1707,
    });
    expect(outputSize({ width: 1280, height: 1280, fit: 'cover' }, natural)).toEqual({
      width: 1000,
      height: 1000,
    });
    expect(outputSize({ width: 320, height: 320, fit: 'inside' }, natural)).toEqual({
      width: 256,
      height: 320,
    });
  });

  it('resizes a raster original into the variant', async () => {
    const original = await sharp({
      create: { width: 500, height: 400, channels: 4, background: { r: 10, g: 20, b: 30, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const webp = await renderVariant(
      original,
      variantSpec(parseImageParams({ w: '100' }), 'x.png', 'image/webp'),
    );
    expect(await sharp(webp).metadata()).toMatchObject({ format: 'png', width: 160, height: 128 });
    const jpg = await renderVariant(
      original,
      variantSpec(parseImageParams({ width: '80', height: '80', fit: 'cover', format: 'pjpg' }), 'x.png', ''),
    );
    expect(await sharp(jpg).metadata()).toMatchObject({
      format: 'jpeg',
      width: 80,
      height: 80,
      isProgressive: true,
    });
  });
});

describe('mediaKeyFromUrlPath', () => {
  it('maps paths to keys in Magento layout, the resized-cache path to its original', () => {
    expect(mediaKeyFromUrlPath('/media/catalog/product/w/o/a_1.png')).toBe('catalog/product/w/o/a_1.png');
    expect(mediaKeyFromUrlPath('/media/catalog/product/cache/abc123/w/o/a_1.png')).toBe(
      'catalog/product/w/o/a_1.png',
    );
    expect(mediaKeyFromUrlPath('/media/wysiwyg/home/banner%20one.jpg')).toBe('wysiwyg/home/banner one.jpg');
    for (const bad of [
      '/media/../x.png',
      '/media/a/%2e%2e/x.png',
      '/media/a/%2fx.png',
      '/media/a.gif',
      '/media/a/%zz.png',
      '/etc/x.png',
      '/media/catalog/product/cache/abc/',
    ])
      expect(mediaKeyFromUrlPath(bad)).toBeNull();
  });
});
