/**
 * Sending a one-click order. PLACEHOLDER until the one-click mutation of the cart and checkout
 * issue exists in the schema: the request is validated and resolved locally, nothing is sent.
 * The one-click developer replaces the body with the mutation and keeps the signature.
 */
import { isValidUkrainianPhone, normalizeUkrainianPhone } from './phone.ts';

export interface OneClickOrderRequest {
  phone: string;
  sku: string;
  variantSku: string | null;
  quantity: number;
}

export interface OneClickOrderResult {
  /** The order number the shop gives; null while orders are resolved locally. */
  orderNumber: string | null;
  phone: string;
}

export async function submitOneClickOrder(request: OneClickOrderRequest): Promise<OneClickOrderResult> {
  if (!isValidUkrainianPhone(request.phone)) throw new Error('Invalid phone number');
  return { orderNumber: null, phone: normalizeUkrainianPhone(request.phone) };
}
