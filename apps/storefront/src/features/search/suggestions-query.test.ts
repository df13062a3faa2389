import { describe, expect, it } from 'vitest';
import { displayableSuggestions, suggestionHref, suggestionVariables } from './suggestions-query.ts';

const full = {
  uid: 'a',
  name: 'Dress',
  brand: 1,
  brand_label: 'Acme',
  url_key: 'dress',
  url_suffix: '.html',
  short_description: { html: '<p>x</p>' },
  small_image: { url: 'https://x/a.jpg' },
  price_range: {
    minimum_price: {
      final_price: { value: 1, currency: 'UAH' },
      regular_price: { value: 1, currency: 'UAH' },
    },
  },
};

describe('suggestions', () => {
  it('asks for 5 products of page 1', () => {
    expect(suggestionVariables('dress')).toEqual({ search: 'dress', pageSize: 5, currentPage: 1 });
  });

  it('shows only items with name, url_key, small_image url, short_description html and price_range', () => {
    const items = [
      full,
      { ...full, uid: 'b', name: null },
      { ...full, uid: 'c', url_key: '' },
      { ...full, uid: 'd', small_image: { url: null } },
      { ...full, uid: 'e', short_description: null },
      { ...full, uid: 'f', price_range: null },
      null,
    ];
    expect(
      displayableSuggestions({ products: { total_count: 7, items } } as never).map((item) => item.uid),
    ).toEqual(['a']);
    expect(displayableSuggestions(undefined)).toEqual([]);
  });

  it('links to the product page', () => {
    expect(suggestionHref({ url_key: 'dress', url_suffix: '.html' })).toBe('/dress.html');
    expect(suggestionHref({ url_key: 'dress', url_suffix: null })).toBe('/dress.html');
  });
});
