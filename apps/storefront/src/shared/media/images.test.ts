import { describe, expect, it } from 'vitest';
import {
  buildSrcSet,
  galleryImageUrl,
  galleryRequestWidth,
  IMAGE_SRCSET_WIDTHS,
  imageHeightFor,
  imageUrl,
  PAGE_BUILDER_MOBILE_MEDIA,
  pageBuilderSrcSet,
  PRODUCT_CARD_IMAGE_SIZES,
  PRODUCT_CARD_IMAGE_WIDTHS,
  productCardImage,
  resolveMediaUrl,
  setQueryParams,
  SUGGESTION_IMAGE_DISPLAY,
  SUGGESTION_IMAGE_REQUEST_WIDTH,
  withWidthParam,
  type SrcSetOptions,
} from './images.ts';

const paramsOf = (url: string) => Object.fromEntries(new URL(url, 'https://x.invalid').searchParams);

describe('resolveMediaUrl', () => {
  const media = 'https://shop.example/media/';

  it('leaves absolute, protocol-relative and data URLs alone', () => {
    expect(resolveMediaUrl('https://cdn.example/a.jpg', media)).toBe('https://cdn.example/a.jpg');
    expect(resolveMediaUrl('//cdn.example/a.jpg', media)).toBe('//cdn.example/a.jpg');
    expect(resolveMediaUrl('data:image/png;base64,AAAA', media)).toBe('data:image/png;base64,AAAA');
  });

  it('joins a relative path to the media base inside the folder of its type', () => {
    expect(resolveMediaUrl('/a/b/dress.jpg', media, 'image-product')).toBe(
      'https://shop.example/media/catalog/product/a/b/dress.jpg',
    );
    expect(resolveMediaUrl('top.jpg', 'https://shop.example/media', 'image-category')).toBe(
      'https://shop.example/media/catalog/category/top.jpg',
    );
    expect(resolveMediaUrl('wysiwyg/banner.jpg', media)).toBe(
      'https://shop.example/media/wysiwyg/banner.jpg',
    );
  });

  it('builds relative URLs from a relative media base', () => {
    expect(resolveMediaUrl('/a/b/dress.jpg', '/media/', 'image-product')).toBe(
      '/media/catalog/product/a/b/dress.jpg',
    );
  });

  it('does not repeat a folder or base path the path already has', () => {
    expect(resolveMediaUrl('catalog/product/a/x.jpg', media, 'image-product')).toBe(
      'https://shop.example/media/catalog/product/a/x.jpg',
    );
    expect(resolveMediaUrl('/media/catalog/product/a/x.jpg', media, 'image-product')).toBe(
      'https://shop.example/media/catalog/product/a/x.jpg',
    );
    expect(resolveMediaUrl('/media/wysiwyg/x.jpg', '/media/')).toBe('/media/wysiwyg/x.jpg');
  });

  it('still adds the folder when the media base is a host root', () => {
    expect(resolveMediaUrl('/a/x.jpg', 'https://media.example/', 'image-product')).toBe(
      'https://media.example/catalog/product/a/x.jpg',
    );
  });

  it('returns the path unchanged without a media base', () => {
    expect(resolveMediaUrl('/a/x.jpg', null, 'image-product')).toBe('/a/x.jpg');
  });
});

describe('imageUrl', () => {
  it('asks for webp by default with progressive jpeg as the fallback', () => {
    const url = imageUrl('https://shop.example/media/a.jpg', { width: 320, height: 400 });
    expect(url).toBe('https://shop.example/media/a.jpg?auto=webp&format=pjpg&width=320&height=400&fit=cover');
  });

  it('keeps png images png when webp is not accepted', () => {
    expect(paramsOf(imageUrl('/media/logo.PNG', { width: 80 }))).toEqual({
      auto: 'webp',
      format: 'png',
      width: '80',
    });
  });

  it('asks only for an explicit format', () => {
    expect(paramsOf(imageUrl('/media/a.jpg', { format: 'png', width: 80 }))).toEqual({
      format: 'png',
      width: '80',
    });
    expect(paramsOf(imageUrl('/media/a.png', { format: 'pjpg' }))).toEqual({ format: 'pjpg' });
  });

  it('adds fit=cover only when both dimensions are given, and the quality when asked', () => {
    expect(paramsOf(imageUrl('/a.jpg', { width: 100 })).fit).toBeUndefined();
    expect(paramsOf(imageUrl('/a.jpg', { width: 100, height: 125, quality: 85 }))).toMatchObject({
      fit: 'cover',
      quality: '85',
    });
  });

  it('keeps existing parameters and the hash, overriding ours', () => {
    expect(imageUrl('/a.jpg?v=3&width=10#x', { width: 40 })).toBe(
      '/a.jpg?v=3&width=40&auto=webp&format=pjpg#x',
    );
  });

  it('does not resize svg, gif, data or blob images', () => {
    expect(imageUrl('/media/icon.svg', { width: 40 })).toBe('/media/icon.svg');
    expect(imageUrl('/media/anim.gif?v=1', { width: 40 })).toBe('/media/anim.gif?v=1');
    expect(imageUrl('blob:https://shop.example/1', { width: 40 })).toBe('blob:https://shop.example/1');
  });

  it('resolves relative paths against the media base first', () => {
    expect(imageUrl('/a/x.png', { mediaBaseUrl: '/media/', type: 'image-product', width: 40 })).toBe(
      '/media/catalog/product/a/x.png?auto=webp&format=png&width=40',
    );
  });
});

describe('imageHeightFor', () => {
  it('treats the default ratio 0.8 as width / height (4:5 portrait)', () => {
    expect(imageHeightFor(320)).toBe(400);
    expect(imageHeightFor(387)).toBe(484);
    expect(imageHeightFor(300, 0.75)).toBe(400);
  });
});

describe('buildSrcSet', () => {
  it('lists every standard width with its 4:5 height', () => {
    expect(IMAGE_SRCSET_WIDTHS).toEqual([40, 80, 160, 320, 640, 960, 1280, 1600, 2560]);
    const entries = buildSrcSet('/a.jpg').split(', ');
    expect(entries).toHaveLength(9);
    expect(entries[0]).toBe('/a.jpg?auto=webp&format=pjpg&width=40&height=50&fit=cover 40w');
    expect(entries[8]).toBe('/a.jpg?auto=webp&format=pjpg&width=2560&height=3200&fit=cover 2560w');
  });

  it('keeps the natural proportions with ratio null and accepts other widths', () => {
    expect(buildSrcSet('/a.jpg', { ratio: null, widths: [100, 200] })).toBe(
      '/a.jpg?auto=webp&format=pjpg&width=100 100w, /a.jpg?auto=webp&format=pjpg&width=200 200w',
    );
  });

  it('writes each width as imageUrl writes it, for every kind of source and option', () => {
    const sources = [
      'w/o/women-dress.jpg',
      '/media/catalog/product/a.png',
      'https://cdn.example/media/b.jpeg',
      '/a.jpg?v=3',
      '/a.jpg#top',
      'icon.svg',
      'data:image/png;base64,AAAA',
      '',
    ];
    const options: SrcSetOptions[] = [
      {},
      { mediaBaseUrl: 'https://shop.example/media/', type: 'image-product' },
      { mediaBaseUrl: '/media/', type: 'image-wysiwyg', format: 'png', quality: 85.4 },
      { ratio: null, widths: [100, 250.6] },
      { ratio: 1.5, format: 'pjpg' },
    ];
    for (const src of sources) {
      for (const { widths = IMAGE_SRCSET_WIDTHS, ratio = 0.8, ...rest } of options) {
        const expected = widths
          .map((width) => {
            const height = ratio === null ? undefined : imageHeightFor(width, ratio);
            return `${imageUrl(src, { ...rest, width, height })} ${width}w`;
          })
          .join(', ');
        expect(buildSrcSet(src, { ...rest, widths, ratio }), `${src} ${JSON.stringify(rest)}`).toBe(expected);
      }
    }
  });
});

describe('product card, gallery, page-builder and suggestion images', () => {
  it('uses 344 / 347 / 387 px card widths at the 768 and 1168 breakpoints', () => {
    expect(PRODUCT_CARD_IMAGE_WIDTHS).toEqual({ mobile: 344, tablet: 347, desktop: 387 });
    expect(PRODUCT_CARD_IMAGE_SIZES).toBe('(max-width: 767px) 344px, (max-width: 1167px) 347px, 387px');
    const image = productCardImage('https://shop.example/media/a.jpg');
    expect(image).toMatchObject({ width: 387, height: 484, sizes: PRODUCT_CARD_IMAGE_SIZES });
    expect(paramsOf(image.src)).toMatchObject({ width: '387', height: '484' });
    expect(image.srcSet.split(', ')).toHaveLength(9);
  });

  it('requests 300 px on the mobile gallery and 600 px otherwise', () => {
    expect(galleryRequestWidth(true)).toBe(300);
    expect(galleryRequestWidth(false)).toBe(600);
    expect(paramsOf(galleryImageUrl('/a.jpg', true))).toMatchObject({ width: '300', height: '375' });
    expect(paramsOf(galleryImageUrl('/a.jpg', false))).toMatchObject({ width: '600', height: '750' });
  });

  it('asks page-builder images at quality 85 without cropping, mobile up to 768 px', () => {
    const first = pageBuilderSrcSet('wysiwyg/banner.jpg', '/media/').split(', ')[0];
    expect(first).toBe('/media/wysiwyg/banner.jpg?auto=webp&format=pjpg&width=40&quality=85 40w');
    expect(PAGE_BUILDER_MOBILE_MEDIA).toBe('(max-width: 768px)');
  });

  it('resizes suggestion images with the w parameter', () => {
    expect(SUGGESTION_IMAGE_REQUEST_WIDTH).toBe(150);
    expect(SUGGESTION_IMAGE_DISPLAY).toEqual({ width: 93, height: 124 });
    expect(withWidthParam('https://shop.example/media/a.jpg?x=1', 150)).toBe(
      'https://shop.example/media/a.jpg?x=1&w=150',
    );
  });

  it('sets parameters on relative URLs', () => {
    expect(setQueryParams('/a.jpg', [['w', '1']])).toBe('/a.jpg?w=1');
    expect(setQueryParams('/a.jpg', [])).toBe('/a.jpg');
  });

  it('writes parameters as URLSearchParams does, plain or not, with or without a query', () => {
    const cases: Array<[string, Array<[string, string]>]> = [
      [
        'https://shop.example/media/a.jpg#top',
        [
          ['auto', 'webp'],
          ['width', '640'],
        ],
      ],
      [
        '/media/a b.png',
        [
          ['format', 'png'],
          ['quality', '85'],
        ],
      ],
      [
        '/a.jpg',
        [
          ['q', 'сукня & co'],
          ['x', "it's (1)!~"],
        ],
      ],
      [
        '/a.jpg?w=1&keep=yes',
        [
          ['w', '2'],
          ['fit', 'cover'],
        ],
      ],
      [
        '/a.jpg',
        [
          ['w', '1'],
          ['w', '2'],
        ],
      ],
    ];
    for (const [url, params] of cases) {
      const [beforeHash, hash = ''] = url.split('#');
      const [base, query = ''] = beforeHash!.split('?');
      const search = new URLSearchParams(query);
      for (const [key, value] of params) search.set(key, value);
      const expected = `${base}${search.toString() ? `?${search}` : ''}${hash ? `#${hash}` : ''}`;
      expect(setQueryParams(url, params)).toBe(expected);
    }
  });
});
