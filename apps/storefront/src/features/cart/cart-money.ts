/** Money of the cart in the store view's format (shared/catalog/price.ts). */
import { formatMoney } from '../../shared/catalog/price.ts';
import type { CartMoney } from '../../shared/cart/cart-types.ts';

export function formatCartMoney(money: CartMoney | null | undefined, locale: string): string {
  return formatMoney(money?.value ?? 0, money?.currency, locale);
}
