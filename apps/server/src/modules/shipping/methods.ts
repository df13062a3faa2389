/**
 * Delivery in Ukraine: Nova Poshta to a branch (відділення), a parcel locker (поштомат) or by
 * courier to a street address, or pickup in one of our shops (a store locator point). A price per
 * method from the store's settings; Nova Poshta is free from the free-delivery threshold, pickup
 * always is. Only Ukrainian addresses are served.
 */
import type { StoreView } from '../store/stores.ts';
import { shippingSettings } from './settings.ts';

export const NOVA_POSHTA_CARRIER = 'novaposhta';
export const STORE_PICKUP_CARRIER = 'storepickup';

export type DeliveryKind = 'warehouse' | 'postomat' | 'courier' | 'pickup';

interface MethodDef {
  carrier: string;
  method: DeliveryKind;
  carrierTitle: { uk: string; ru: string };
  methodTitle: { uk: string; ru: string };
}

const NOVA_POSHTA_TITLE = { uk: 'Нова Пошта', ru: 'Новая Почта' };

const METHODS: readonly MethodDef[] = [
  {
    carrier: NOVA_POSHTA_CARRIER,
    method: 'warehouse',
    carrierTitle: NOVA_POSHTA_TITLE,
    methodTitle: { uk: 'Відділення Нової Пошти', ru: 'Отделение Новой Почты' },
  },
  {
    carrier: NOVA_POSHTA_CARRIER,
    method: 'postomat',
    carrierTitle: NOVA_POSHTA_TITLE,
    methodTitle: { uk: 'Поштомат Нової Пошти', ru: 'Почтомат Новой Почты' },
  },
  {
    carrier: NOVA_POSHTA_CARRIER,
    method: 'courier',
    carrierTitle: NOVA_POSHTA_TITLE,
    methodTitle: { uk: "Кур'єр Нової Пошти", ru: 'Курьер Новой Почты' },
  },
  {
    carrier: STORE_PICKUP_CARRIER,
    method: 'pickup',
    carrierTitle: { uk: 'Самовивіз', ru: 'Самовывоз' },
    methodTitle: { uk: 'Самовивіз з магазину', ru: 'Самовывоз из магазина' },
  },
];

export interface ShippingRate {
  carrierCode: string;
  methodCode: DeliveryKind;
  carrierTitle: string;
  methodTitle: string;
  amountKop: number;
}

const lang = (store: StoreView) => (store.locale.startsWith('ru') ? 'ru' : 'uk');

/** The methods an address can be served by, priced for a subtotal (after discounts) in kopiykas. */
export function shippingRates(
  store: StoreView,
  countryCode: string,
  subtotalWithDiscountKop: number,
): ShippingRate[] {
  if (countryCode !== 'UA') return [];
  const settings = shippingSettings(store);
  const free = subtotalWithDiscountKop >= Math.round(settings.free_shipping_threshold * 100);
  const l = lang(store);
  return METHODS.map((m) => {
    const price = Math.round((settings.rates[`${m.carrier}_${m.method}`] ?? 0) * 100);
    return {
      carrierCode: m.carrier,
      methodCode: m.method,
      carrierTitle: m.carrierTitle[l],
      methodTitle: m.methodTitle[l],
      amountKop: free ? 0 : price,
    };
  });
}

export function findRate(rates: ShippingRate[], carrier: string, method: string): ShippingRate | null {
  return rates.find((r) => r.carrierCode === carrier && r.methodCode === method) ?? null;
}
