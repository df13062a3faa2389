/**
 * Payment methods a cart offers, following its delivery. Cash on delivery is paid to Nova Poshta
 * (накладений платіж, at a branch, a parcel locker through the carrier's app, or to the courier);
 * a shop pickup is paid by card when ordered, which keeps an item held in a shop fair to others.
 * Codes are the sales module's (modules/payment/methods.ts on its branch): `cashondelivery` and
 * `vitryna_card`.
 */
import type { StoreView } from '../store/stores.ts';
import { NOVA_POSHTA_CARRIER, STORE_PICKUP_CARRIER } from './methods.ts';

export const CASH_ON_DELIVERY = 'cashondelivery';
export const CARD = 'vitryna_card';

const TITLES: Record<string, { uk: string; ru: string }> = {
  [CASH_ON_DELIVERY]: { uk: 'Оплата при отриманні', ru: 'Оплата при получении' },
  [CARD]: { uk: 'Оплата карткою (Visa, Mastercard)', ru: 'Оплата картой (Visa, Mastercard)' },
};

const BY_CARRIER: Record<string, readonly string[]> = {
  [NOVA_POSHTA_CARRIER]: [CASH_ON_DELIVERY, CARD],
  [STORE_PICKUP_CARRIER]: [CARD],
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
  const codes = carrierCode === null ? Object.keys(TITLES) : (BY_CARRIER[carrierCode] ?? [CARD]);
  return codes.map((code) => ({ code, title: paymentTitle(store, code) }));
}
