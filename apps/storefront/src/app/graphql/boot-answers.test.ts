/** The compact form of embedded answers turns back into urql's exactly. */
import { describe, expect, it } from 'vitest';
import { foldTypenames, foldUrlPrefixes, toBootAnswers, toSsrData, unfoldAnswer } from './boot-answers.ts';

const money = (value: number) => ({ __typename: 'Money', value, currency: 'UAH' });
const LISTING = {
  products: {
    __typename: 'Products',
    items: [
      {
        __typename: 'ConfigurableProduct',
        sku: 'a',
        price: money(1),
        gallery: [{ __typename: 'ProductImage', url: 'a' }],
      },
      { __typename: 'SimpleProduct', sku: 'b', price: money(2), gallery: [] },
      { __typename: 'SimpleProduct', sku: 'c', price: null, gallery: [{ url: 'no typename' }] },
    ],
  },
};

describe('typenames', () => {
  it('are named once per place where every object there has the same one', () => {
    const data = structuredClone(LISTING);
    expect(foldTypenames(data)).toEqual({ products: 'Products', 'products.items.price': 'Money' });
    expect(JSON.stringify(data)).not.toContain('Money');
    expect(JSON.stringify(data)).toContain('ConfigurableProduct');
    expect(JSON.stringify(data)).toContain('ProductImage');
  });

  it('come back as they were', () => {
    const data = structuredClone(LISTING);
    unfoldAnswer(data, foldTypenames(data)!);
    expect(data).toEqual(LISTING);
  });

  it('survive the way from urql’s server results to the browser’s', () => {
    const ssr = {
      7: { data: JSON.stringify(LISTING), hasNext: false },
      8: { error: { graphQLErrors: ['x'] } },
    };
    const answers = toBootAnswers(ssr);
    answers[7]!.typenames = foldTypenames(answers[7]!.data);
    const back = toSsrData(JSON.parse(JSON.stringify(answers)) as typeof answers);
    expect(JSON.parse(back[7]!.data!)).toEqual(LISTING);
    expect(back[8]).toEqual({ error: { graphQLErrors: ['x'] } });
  });
});

const MEDIA = 'https://shop.example/media/catalog/product';
const CARDS = {
  products: {
    items: [
      {
        sku: 'a',
        small_image: { url: `${MEDIA}/a/b/ab-1.jpg` },
        media_gallery: [{ url: `${MEDIA}/a/b/ab-1.jpg` }, { url: `${MEDIA}/c/d/cd-2.jpg` }],
        url_key: 'https-not-a-url',
        description: { html: '<p>/media/ in text</p>' },
      },
      { sku: 'b', small_image: null, media_gallery: [{ url: `${MEDIA}/e/f/ef-1.jpg` }], url_key: 'b' },
      // One place where a value is not a URL: that place keeps its strings whole.
      { sku: 'c', small_image: { url: 'placeholder' }, media_gallery: [], url_key: 'c' },
    ],
  },
};

describe('URL starts', () => {
  it('are named once per place where every string there is a URL', () => {
    const data = structuredClone(CARDS);
    expect(foldUrlPrefixes(data)).toEqual({ 'products.items.media_gallery.url': `${MEDIA}/` });
    expect(data.products.items[0]!.media_gallery[1]!.url).toBe('c/d/cd-2.jpg');
    expect(data.products.items[0]!.small_image!.url).toBe(`${MEDIA}/a/b/ab-1.jpg`);
    expect(data.products.items[0]!.description!.html).toBe('<p>/media/ in text</p>');
  });

  it('come back as they were, typenames folded too, on the way to the browser', () => {
    const ssr = { 3: { data: JSON.stringify({ ...CARDS, extra: LISTING }), hasNext: false } };
    const answers = toBootAnswers(ssr);
    answers[3]!.typenames = foldTypenames(answers[3]!.data);
    answers[3]!.prefixes = foldUrlPrefixes(answers[3]!.data);
    expect(answers[3]!.prefixes).toBeDefined();
    const back = toSsrData(JSON.parse(JSON.stringify(answers)) as typeof answers);
    expect(JSON.parse(back[3]!.data!)).toEqual({ ...CARDS, extra: LISTING });
  });

  it('leave short shared starts and places of one kind of string alone', () => {
    const data = { a: [{ url: '/x/1' }, { url: '/x/2' }], b: [{ url: 'http://a' }, { url: 'mailto:x' }] };
    expect(foldUrlPrefixes(data)).toBeUndefined();
    expect(data).toEqual({
      a: [{ url: '/x/1' }, { url: '/x/2' }],
      b: [{ url: 'http://a' }, { url: 'mailto:x' }],
    });
  });
});
