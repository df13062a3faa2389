import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../shared/catalog/price.ts';
import { priceDisplay } from './price-display.ts';

const uah = (value: number) => formatMoney(value, 'UAH', 'uk_UA');

const money = (value: number) => ({ value, currency: 'UAH' });

describe('priceDisplay', () => {
  it('strikes the regular price only when it is greater than the final price', () => {
    expect(priceDisplay({ final_price: money(1500), regular_price: money(2000) }, 'uk_UA')).toEqual({
      price: uah(1500),
      oldPrice: uah(2000),
      discountPercent: 25,
    });
    expect(
      priceDisplay({ final_price: money(2000), regular_price: money(2000) }, 'uk_UA').oldPrice,
    ).toBeNull();
    expect(
      priceDisplay({ final_price: money(2500), regular_price: money(2000) }, 'uk_UA').oldPrice,
    ).toBeNull();
  });

  it('shows the regular price when there is no final price, and 0 with nothing', () => {
    expect(priceDisplay({ regular_price: money(900) }, 'uk_UA')).toMatchObject({
      price: '900\u00a0грн',
      oldPrice: null,
    });
    expect(priceDisplay(null, 'uk_UA').price).toBe('0\u00a0грн');
  });
});
