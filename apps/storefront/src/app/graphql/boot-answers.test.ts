/** The compact form of embedded answers turns back into urql's exactly. */
import { describe, expect, it } from 'vitest';
import { foldTypenames, toBootAnswers, toSsrData, unfoldTypenames } from './boot-answers.ts';

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
    unfoldTypenames(data, foldTypenames(data)!);
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
