/**
 * Which payment methods follow which delivery. Carriers' codes are the cart's shipping carrier
 * codes. Cash on delivery is paid to the carrier (Nova Poshta's "накладений платіж"), so it
 * exists only where a carrier hands the parcel over; a store pickup is paid by card when ordered,
 * which is what keeps an item on hold in a shop fair to other shoppers.
 */
import { NOVA_POSHTA_CARRIER, STORE_PICKUP_CARRIER } from '../shipping/methods.ts';

export const CASH_ON_DELIVERY = 'cashondelivery';
/** Our card method (Magento-like code): paid at checkout through the PaymentGateway. */
export const CARD = 'vitryna_card';

export interface PaymentMethodInfo {
  code: string;
  /** Default title (Magento's `title` of AvailablePaymentMethod); stores may show their own. */
  title: string;
}

export const PAYMENT_METHODS: Record<string, PaymentMethodInfo> = {
  [CASH_ON_DELIVERY]: { code: CASH_ON_DELIVERY, title: 'Cash On Delivery' },
  [CARD]: { code: CARD, title: 'Card (Visa, Mastercard)' },
};

const BY_CARRIER: Record<string, readonly string[]> = {
  [NOVA_POSHTA_CARRIER]: [CASH_ON_DELIVERY, CARD],
  [STORE_PICKUP_CARRIER]: [CARD],
};

/**
 * The payment methods a cart may choose once its shipping carrier is known; before a carrier is
 * chosen (null), every method. An unknown carrier offers card only: it needs nobody to collect.
 */
export function availablePaymentMethods(shippingCarrierCode: string | null): PaymentMethodInfo[] {
  const codes =
    shippingCarrierCode === null ? Object.keys(PAYMENT_METHODS) : (BY_CARRIER[shippingCarrierCode] ?? [CARD]);
  return codes.map((code) => PAYMENT_METHODS[code]!);
}

export function isPaymentMethodAvailable(method: string, shippingCarrierCode: string | null): boolean {
  return availablePaymentMethods(shippingCarrierCode).some((m) => m.code === method);
}

/** Methods whose money is taken before the order is confirmed (through the gateway). */
export function isOnlinePayment(method: string): boolean {
  return method === CARD;
}
