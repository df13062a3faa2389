/**
 * The product's price as the page shows it: the final price, the old (regular) price only when
 * it is struck through (spec section 5: only when greater), and the discount in percent.
 */
import { formatMoney, isPriceReduced } from '../../shared/catalog/price.ts';

interface MoneySource {
  value?: number | null;
  currency?: string | null;
}

export interface PriceSource {
  final_price?: MoneySource | null;
  regular_price?: MoneySource | null;
}

export interface PriceDisplay {
  price: string;
  oldPrice: string | null;
  discountPercent: number | null;
}

export function priceDisplay(minimum: PriceSource | null | undefined, locale: string): PriceDisplay {
  const final = minimum?.final_price;
  const regular = minimum?.regular_price;
  const finalValue = final?.value ?? regular?.value ?? 0;
  const currency = final?.currency ?? regular?.currency ?? null;
  const regularValue = regular?.value ?? null;
  if (regularValue === null || !isPriceReduced(regularValue, finalValue))
    return { price: formatMoney(finalValue, currency, locale), oldPrice: null, discountPercent: null };
  const percent = Math.round((1 - finalValue / regularValue) * 100);
  return {
    price: formatMoney(finalValue, currency, locale),
    oldPrice: formatMoney(regularValue, regular?.currency ?? currency, locale),
    discountPercent: percent > 0 ? percent : null,
  };
}
