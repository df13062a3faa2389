/**
 * The payment methods a cart offers, titled in the store view's language. Which methods follow which
 * delivery is the payment module's rule (modules/payment/methods.ts); this adds the shopper's titles.
 */
import { availablePaymentMethods as methodsFor, CARD, CASH_ON_DELIVERY } from '../payment/methods.ts';
import type { StoreView } from '../store/stores.ts';

export { CARD, CASH_ON_DELIVERY };

const TITLES: Record<string, { uk: string; ru: string }> = {
  [CASH_ON_DELIVERY]: { uk: 'Оплата при отриманні', ru: 'Оплата при получении' },
  [CARD]: { uk: 'Оплата карткою (Visa, Mastercard)', ru: 'Оплата картой (Visa, Mastercard)' },
};

export interface PaymentOption {
  code: string;
  title: string;
}

export function paymentTitle(store: StoreView, code: string): string {
  const t = TITLES[code];
  if (!t) return code;
  return store.locale.startsWith('ru') ? t.ru : t.uk;
}

/** Before a delivery is chosen, every method; after, the ones that delivery allows. */
export function availablePaymentMethods(store: StoreView, carrierCode: string | null): PaymentOption[] {
  return methodsFor(carrierCode).map(({ code }) => ({ code, title: paymentTitle(store, code) }));
}
