/** The heading block's figures: price (see price-display.ts), loyalty bonus line and brand link. */
import { useStoreView } from '../../../shared/store-view/store-view.tsx';
import type { ProductDetail } from '../product-detail-query.ts';
import { priceDisplay } from '../price-display.ts';

export function useProductHeading(product: ProductDetail) {
  const { locale } = useStoreView();
  const prices = priceDisplay(product.price_range?.minimum_price, locale);
  const bonus = product.loyalty_bonus_data;
  return {
    ...prices,
    loyaltyBonus:
      bonus?.loyalty_bonus_enabled && typeof bonus.loyalty_bonus === 'number' && bonus.loyalty_bonus > 0
        ? Math.round(bonus.loyalty_bonus)
        : null,
    brandHref: product.brand_url_key ? `/brands/${product.brand_url_key}` : null,
    isSale: prices.oldPrice !== null,
  };
}
