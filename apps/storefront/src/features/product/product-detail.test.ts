import { describe, expect, it } from 'vitest';
import { findProductByUrlKey, galleryImages, productBreadcrumbs, productHead } from './product-detail.ts';

describe('findProductByUrlKey', () => {
  it('returns the item whose url_key matches', () => {
    const items = [{ url_key: 'other' }, null, { url_key: 'dress', name: 'Dress' }];
    expect(findProductByUrlKey(items, 'dress')).toEqual({ url_key: 'dress', name: 'Dress' });
  });

  it('treats the product as missing when no url_key matches', () => {
    expect(findProductByUrlKey([{ url_key: 'dress-2' }], 'dress')).toBeNull();
    expect(findProductByUrlKey([], 'dress')).toBeNull();
    expect(findProductByUrlKey(null, 'dress')).toBeNull();
  });
});

describe('productHead', () => {
  it('defaults meta robots to INDEX,FOLLOW and the title to the name', () => {
    expect(productHead({ name: 'Dress', url_key: 'dress', meta_info: { meta_robots: null } })).toEqual({
      title: 'Dress',
      description: null,
      robots: 'INDEX,FOLLOW',
      path: '/dress.html',
    });
    expect(productHead({ name: 'Dress', url_key: 'dress', meta_info: null }).robots).toBe('INDEX,FOLLOW');
  });

  it('prefers the meta title and keeps the given robots and suffix', () => {
    expect(
      productHead({
        name: 'Dress',
        url_key: 'dress',
        url_suffix: '.htm',
        meta_info: { meta_title: 'Buy a dress', meta_description: 'Nice', meta_robots: 'NOINDEX,NOFOLLOW' },
      }),
    ).toEqual({ title: 'Buy a dress', description: 'Nice', robots: 'NOINDEX,NOFOLLOW', path: '/dress.htm' });
  });
});

describe('galleryImages', () => {
  it('orders by position and drops entries without a url', () => {
    expect(
      galleryImages([
        { url: 'b.jpg', position: 2, label: 'B' },
        { url: null, position: 0 },
        { url: 'a.jpg', position: 1, label: null },
      ]),
    ).toEqual([
      { url: 'a.jpg', label: null },
      { url: 'b.jpg', label: 'B' },
    ]);
  });

  it('falls back to the small image', () => {
    expect(galleryImages([], { url: 's.jpg' })).toEqual([{ url: 's.jpg', label: null }]);
    expect(galleryImages(null, null)).toEqual([]);
  });
});

describe('productBreadcrumbs', () => {
  it('uses the deepest category, then the product as the current page', () => {
    const crumbs = productBreadcrumbs(
      [
        { uid: 'a', name: 'Women', url_path: 'women', breadcrumbs: null },
        {
          uid: 'c',
          name: 'Dresses',
          url_path: 'women/clothing/dresses',
          breadcrumbs: [
            { category_uid: 'a', category_name: 'Women', category_url_path: 'women' },
            { category_uid: 'b', category_name: 'Clothing', category_url_path: 'women/clothing' },
          ],
        },
      ],
      'Red dress',
    );
    expect(crumbs).toEqual([
      { label: 'Women', href: '/women' },
      { label: 'Clothing', href: '/women/clothing' },
      { label: 'Dresses', href: '/women/clothing/dresses' },
      { label: 'Red dress', href: null },
    ]);
  });

  it('has only the product when there is no category', () => {
    expect(productBreadcrumbs(null, 'Bag')).toEqual([{ label: 'Bag', href: null }]);
  });
});
