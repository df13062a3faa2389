// @vitest-environment happy-dom
/** What a page embeds of an answer: only what its first view draws, drawn the same. */
import { cleanup, render } from '@testing-library/react';
import { formatDocument } from '@urql/core';
import type { DocumentNode } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_BUILDER_PRODUCTS } from '../../features/cms/page-builder/useProducts.ts';
import { PRODUCT_DETAIL_QUERY } from '../../features/product/product-detail-query.ts';
import { ProductCard } from '../../shared/product-card/ProductCard.tsx';
import { cardProduct } from '../../shared/product-card/fixtures.ts';
import { harness } from '../../testing/harness.tsx';
import { MAIN_MENU } from '../layout/queries.ts';
import { MENU_DATA } from '../layout/menu-fixture.ts';
import { toMenuTree, type MenuNode } from '../layout/menu-tree.ts';
import { cutToFirstView } from './first-view-cuts.ts';

afterEach(cleanup);

/** The document as urql sends it (__typename added everywhere). */
const sent = (query: unknown) => formatDocument(query as DocumentNode) as DocumentNode;
const copy = <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const SIZED_CARD: Record<string, unknown> = cardProduct({
  __typename: 'ConfigurableProduct',
  product_all: [
    { __typename: 'ProductAllEntry', id: 2, title: 'M', label: 'Size', sku: 'VT-1-M', stock_status: 1 },
    { __typename: 'ProductAllEntry', id: 1, title: 'S', label: 'Size', sku: 'VT-1-S', stock_status: 1 },
    { __typename: 'ProductAllEntry', id: 3, title: 'L', label: 'Size', sku: 'VT-1-L', stock_status: 0 },
  ] as never,
  configurable_options: [
    { uid: 'opt', attribute_code: 'top_sizes', values: [{ label: 'S', uid: 'v1', value_index: 1 }] },
  ],
  variants: [
    {
      attributes: [{ uid: 'v1', code: 'top_sizes', value_index: 1 }],
      product: { uid: 'p1', stock_status: 'IN_STOCK' },
    },
  ],
});

describe('the main menu a page embeds', () => {
  it('is its outline: the top level, the second level by name, nothing deeper nor the panels’ blocks', () => {
    const outline = copy(MENU_DATA);
    expect(cutToFirstView(sent(MAIN_MENU), outline)).toBe(true);
    const text = JSON.stringify(outline);
    for (const hidden of [
      'Dresses',
      'Jackets',
      '/women/clothing/dresses',
      'Dresses promo',
      'menu-left-women',
    ]) {
      expect(text).not.toContain(hidden);
    }
    expect(text).toContain('Clothing');
  });

  it('draws the header’s top level as the whole menu does', () => {
    const outline = copy(MENU_DATA);
    cutToFirstView(sent(MAIN_MENU), outline);
    const topLevel = (nodes: MenuNode[]) =>
      nodes.map(({ id, label, href, url, hasParams, isRed, depth, children }) => ({
        id,
        label,
        href,
        url,
        hasParams,
        isRed,
        depth,
        opensPanel: children.length > 0,
      }));
    expect(topLevel(toMenuTree(outline as never))).toEqual(topLevel(toMenuTree(MENU_DATA as never)));
  });
});

describe('the product cards a page embeds', () => {
  const listing = (card: object) => ({ products: { __typename: 'Products', items: [card] } });

  it('leave out what a card does not draw: variants, options, unlisted sizes, the spare small image', () => {
    const data = copy(listing(SIZED_CARD));
    expect(cutToFirstView(sent(PAGE_BUILDER_PRODUCTS), data)).toBe(true);
    const [card] = data.products.items as Array<Record<string, unknown>>;
    expect(card).not.toHaveProperty('variants');
    expect(card).not.toHaveProperty('configurable_options');
    expect(card).not.toHaveProperty('small_image');
    expect(card!.product_all).toEqual([
      { title: 'M', stock_status: 1, __typename: 'ProductAllEntry' },
      { title: 'S', stock_status: 1, __typename: 'ProductAllEntry' },
    ]);
  });

  it('keep the small image of a card without a gallery', () => {
    const data = copy(listing(cardProduct({ media_gallery: [] })));
    cutToFirstView(sent(PAGE_BUILDER_PRODUCTS), data);
    expect(data.products.items[0]).toHaveProperty('small_image');
  });

  it('draw the same card', () => {
    const data = copy(listing(SIZED_CARD));
    cutToFirstView(sent(PAGE_BUILDER_PRODUCTS), data);
    const markup = (product: object) => {
      const { Wrapper } = harness({ path: '/women' });
      const { container, unmount } = render(<ProductCard product={product as never} />, { wrapper: Wrapper });
      const html = container.innerHTML;
      unmount();
      return html;
    };
    expect(markup(data.products.items[0]!)).toBe(markup(SIZED_CARD));
    expect(markup(SIZED_CARD)).toContain('>M<');
  });

  it('keep a product page’s own product whole, and cut its related products', () => {
    const product: Record<string, unknown> & { related_products: object[] } = {
      ...copy(SIZED_CARD),
      description: { html: '<p>d</p>' },
      related_products: [copy(SIZED_CARD)],
    };
    const data = { products: { __typename: 'Products', items: [product] } };
    expect(cutToFirstView(sent(PRODUCT_DETAIL_QUERY), data)).toBe(true);
    expect(product.variants).toEqual(SIZED_CARD.variants);
    expect(product.product_all).toEqual(SIZED_CARD.product_all);
    expect(product.small_image).toEqual(SIZED_CARD.small_image);
    expect(product.related_products[0]).not.toHaveProperty('variants');
  });

  it('are left alone by a query without cards', () => {
    const data = copy(listing(SIZED_CARD));
    expect(cutToFirstView(sent(MAIN_MENU), data)).toBe(false);
    expect(data).toEqual(listing(SIZED_CARD));
  });
});
