/**
 * Placing the order through Magento's checkout web API (cart-account spec §7): shipping-information,
 * then payment-information, which answers the order id. A guest uses the guest-carts paths with the
 * cart id; a signed-in shopper the carts/mine paths (the REST client sends the bearer token). A
 * non-OK answer raises the RestError of spec §8; its serverMessage is what the shopper is shown
 * (a declined card, stock gone), and nothing here touches the cart.
 */
import type { RestClient } from '../../shared/rest/request.ts';
import { toRestAddress, type CheckoutAddress } from './checkout-address.ts';

export const MISSING_CART_ID = 'Missing required information: cartId';
export const MISSING_EMAIL = 'Missing required information: email';

export interface OrderRequest {
  cartId: string | null;
  signedIn: boolean;
  shippingAddress: CheckoutAddress;
  /** null: the same as the shipping address. */
  billingAddress: CheckoutAddress | null;
  carrierCode: string;
  methodCode: string;
  paymentCode: string;
  /** The card form's nonce (the test gateway's token), for card methods only. */
  nonce?: string | null;
  /** Keep the card for the signed-in customer (Magento's additional_data.is_active_payment_token_enabler). */
  saveCard?: boolean;
}

function cartPath(request: OrderRequest, step: 'shipping-information' | 'payment-information'): string {
  return request.signedIn
    ? `/carts/mine/${step}`
    : `/guest-carts/${encodeURIComponent(request.cartId ?? '')}/${step}`;
}

/** Sends both steps and answers the order id (a string, as Magento's JSON number or string gives it). */
export async function placeOrder(rest: RestClient, request: OrderRequest): Promise<string> {
  if (!request.cartId) throw new Error(MISSING_CART_ID);
  const email = request.shippingAddress.email.trim();
  if (!request.signedIn && !email) throw new Error(MISSING_EMAIL);
  const shipping = toRestAddress(request.shippingAddress, email);
  const billing = request.billingAddress ? toRestAddress(request.billingAddress, email) : shipping;

  await rest.request(cartPath(request, 'shipping-information'), {
    method: 'POST',
    body: {
      addressInformation: {
        shipping_address: shipping,
        billing_address: billing,
        shipping_carrier_code: request.carrierCode,
        shipping_method_code: request.methodCode,
      },
    },
  });

  const paymentMethod: Record<string, unknown> = { method: request.paymentCode };
  if (request.nonce)
    paymentMethod.additional_data = {
      payment_method_nonce: request.nonce,
      ...(request.signedIn && request.saveCard ? { is_active_payment_token_enabler: true } : {}),
    };
  const orderId = await rest.request<unknown>(cartPath(request, 'payment-information'), {
    method: 'POST',
    body: {
      cartId: request.cartId,
      email,
      billingAddress: billing,
      paymentMethod,
    },
  });
  if ((typeof orderId !== 'string' && typeof orderId !== 'number') || orderId === '')
    throw new Error('The order was placed but no order id came back.');
  return String(orderId);
}
