/**
 * The summary's sums in integer kopiykas (never floats for sums): the cart's grand total already holds
 * the delivery once a method is set on the cart; before that, the chosen method's price is added.
 */
import type { ShippingMethodOption } from '../../shared/state/checkout-state.ts';
import type { CheckoutCart } from './checkout-operations.ts';

export const toKopiykas = (value: number | null | undefined): number => Math.round((value ?? 0) * 100);

export interface OrderTotals {
  currency: string;
  subtotal: number;
  discounts: { label: string; amount: number }[];
  shipping: number;
  grandTotal: number;
}

export function orderTotals(cart: CheckoutCart, shipping: ShippingMethodOption | null): OrderTotals {
  const prices = cart.prices;
  const currency = prices?.grand_total?.currency ?? prices?.subtotal_including_tax?.currency ?? 'UAH';
  const selected = cart.shipping_addresses[0]?.selected_shipping_method ?? null;
  const shippingAmount = toKopiykas(shipping?.amount?.value ?? selected?.amount.value ?? 0);
  const grand = toKopiykas(prices?.grand_total?.value);
  return {
    currency,
    subtotal: toKopiykas(prices?.subtotal_including_tax?.value),
    discounts: (prices?.discounts ?? []).flatMap((d) =>
      d ? [{ label: d.label, amount: toKopiykas(d.amount.value) }] : [],
    ),
    shipping: shippingAmount,
    grandTotal: selected ? grand : grand + shippingAmount,
  };
}
