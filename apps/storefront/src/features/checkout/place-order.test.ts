import { describe, expect, it } from 'vitest';
import { createRestClient } from '../../shared/rest/request.ts';
import { RestError } from '../../shared/rest/rest-error.ts';
import { createBrowserStorage, createMemoryStorage } from '../../shared/storage/browser-storage.ts';
import { emptyAddress, type CheckoutAddress } from './checkout-address.ts';
import { MISSING_CART_ID, MISSING_EMAIL, placeOrder, type OrderRequest } from './place-order.ts';

const address: CheckoutAddress = {
  ...emptyAddress,
  email: 'olena@example.com',
  firstname: 'Olena',
  lastname: 'Koval',
  telephone: '+380671234567',
  delivery: 'branch',
  city: 'Київ',
  cityRef: 'city-kyiv',
  warehouse: 'Відділення №1',
  warehouseRef: 'wh-1',
};

const request: OrderRequest = {
  cartId: 'masked-cart-1',
  signedIn: false,
  shippingAddress: address,
  billingAddress: null,
  carrierCode: 'novaposhta',
  methodCode: 'warehouse',
  paymentCode: 'vitryna_card',
  nonce: 'tok_visa_ok',
};

function fakeRest(answers: ((url: string, body: unknown) => Response)[]) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    const body: unknown = JSON.parse(String(init.body));
    calls.push({ url, method: String(init.method), body });
    return answers[calls.length - 1]!(url, body);
  }) as typeof globalThis.fetch;
  const rest = createRestClient({
    baseUrl: '/rest/V1',
    storage: createBrowserStorage({ storage: createMemoryStorage() }),
    fetch,
  });
  return { rest, calls };
}

const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, statusText: status === 200 ? 'OK' : 'Bad Request' });

describe('placeOrder (REST shipping-information, then payment-information)', () => {
  it('sends the guest steps in order and answers the order id', async () => {
    const { rest, calls } = fakeRest([() => json({ payment_methods: [] }), () => json(42)]);
    await expect(placeOrder(rest, request)).resolves.toBe('42');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /rest/V1/guest-carts/masked-cart-1/shipping-information',
      'POST /rest/V1/guest-carts/masked-cart-1/payment-information',
    ]);
    const shipping = (calls[0]!.body as { addressInformation: Record<string, unknown> }).addressInformation;
    expect(shipping.shipping_carrier_code).toBe('novaposhta');
    expect(shipping.shipping_method_code).toBe('warehouse');
    expect(shipping.shipping_address).toMatchObject({
      street: ['Відділення №1'],
      city: 'Київ',
      country_id: 'UA',
      telephone: '+380671234567',
      custom_attributes: [
        { attribute_code: 'nova_poshta_city_ref', value: 'city-kyiv' },
        { attribute_code: 'nova_poshta_warehouse_ref', value: 'wh-1' },
      ],
    });
    expect(shipping.billing_address).toEqual(shipping.shipping_address);
    expect(calls[1]!.body).toMatchObject({
      cartId: 'masked-cart-1',
      email: 'olena@example.com',
      paymentMethod: { method: 'vitryna_card', additional_data: { payment_method_nonce: 'tok_visa_ok' } },
    });
  });

  it('uses the carts/mine paths when signed in', async () => {
    const { rest, calls } = fakeRest([() => json({}), () => json('000000007')]);
    await expect(placeOrder(rest, { ...request, signedIn: true })).resolves.toBe('000000007');
    expect(calls.map((c) => c.url)).toEqual([
      '/rest/V1/carts/mine/shipping-information',
      '/rest/V1/carts/mine/payment-information',
    ]);
  });

  it('asks the gateway to keep the card only for a signed-in shopper who ticked it', async () => {
    const signedIn = fakeRest([() => json({}), () => json('000000008')]);
    await placeOrder(signedIn.rest, { ...request, signedIn: true, saveCard: true });
    expect(signedIn.calls[1]!.body).toMatchObject({
      paymentMethod: {
        additional_data: { payment_method_nonce: 'tok_visa_ok', is_active_payment_token_enabler: true },
      },
    });
    const guest = fakeRest([() => json({}), () => json('000000009')]);
    await placeOrder(guest.rest, { ...request, saveCard: true });
    expect(guest.calls[1]!.body).toMatchObject({
      paymentMethod: { additional_data: { payment_method_nonce: 'tok_visa_ok' } },
    });
    expect(JSON.stringify(guest.calls[1]!.body)).not.toContain('is_active_payment_token_enabler');
  });

  it("refuses without a cart id or a guest's e-mail, sending nothing", async () => {
    const { rest, calls } = fakeRest([]);
    await expect(placeOrder(rest, { ...request, cartId: null })).rejects.toThrow(MISSING_CART_ID);
    await expect(
      placeOrder(rest, { ...request, shippingAddress: { ...address, email: ' ' } }),
    ).rejects.toThrow(MISSING_EMAIL);
    expect(calls).toEqual([]);
  });

  it('raises the RestError of a declined card with the server message', async () => {
    const { rest } = fakeRest([
      () => json({}),
      () => json({ message: 'The card was declined: %1.', parameters: ['insufficient funds'] }, 400),
    ]);
    const error = await placeOrder(rest, { ...request, nonce: 'tok_declined' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RestError);
    expect((error as RestError).serverMessage).toBe('The card was declined: insufficient funds.');
    expect((error as RestError).status).toBe(400);
  });
});
