// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { harness, type Answer } from '../../testing/harness.tsx';
import { createRestClient } from '../../shared/rest/request.ts';
import { createPersistedAppStore } from '../../shared/state/persisted-slices.ts';
import { createBrowserStorage, createMemoryStorage } from '../../shared/storage/browser-storage.ts';
import { emptyAddress, type CheckoutAddress } from './checkout-address.ts';
import type { CheckoutCart } from './checkout-operations.ts';
import CheckoutPage from './CheckoutPage.tsx';
import OrderSuccessPage from './OrderSuccessPage.tsx';

const money = (value: number) => ({ value, currency: 'UAH' as const });

const cart = (quantity = 2): CheckoutCart => ({
  id: 'cart-1',
  email: null,
  total_quantity: quantity,
  items: [
    {
      uid: 'item-1',
      quantity,
      product: { sku: 'DRESS-1', name: 'Silk midi dress', small_image: null },
      prices: { price: money(700), row_total: money(700 * quantity) },
      configurable_options: [{ option_label: 'Size', value_label: 'M' }],
    },
  ],
  prices: {
    grand_total: money(700 * quantity),
    subtotal_including_tax: money(700 * quantity),
    discounts: [],
  },
  shipping_addresses: [],
  available_payment_methods: [
    { code: 'cashondelivery', title: 'Cash on delivery' },
    { code: 'vitryna_card', title: 'Card' },
  ],
});

const methods = [
  {
    carrier_code: 'novaposhta',
    carrier_title: 'Nova Poshta',
    method_code: 'warehouse',
    method_title: 'Branch',
    available: true,
    amount: money(70),
  },
  {
    carrier_code: 'novaposhta',
    carrier_title: 'Nova Poshta',
    method_code: 'courier',
    method_title: 'Courier',
    available: true,
    amount: money(0),
  },
];

const savedAddress: CheckoutAddress = {
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

const savedMethods = [
  {
    code: 'novaposhta_warehouse',
    title: 'Nova Poshta: Branch',
    carrierCode: 'novaposhta',
    methodCode: 'warehouse',
    amount: money(70),
  },
];

/** What the browser kept: the cart id and the checkout keys of spec §9. */
function keep(values: Record<string, unknown>) {
  const storage = createBrowserStorage();
  for (const [key, value] of Object.entries(values)) storage.setItem(key, value);
}

function renderCheckout(options: {
  answers?: Record<string, Answer>;
  fetch?: typeof globalThis.fetch;
  replaceCart?: () => Promise<void>;
}) {
  const store = createPersistedAppStore(createBrowserStorage());
  const h = harness({ path: '/checkout', store, answers: options.answers ?? {} });
  const rest = createRestClient({
    baseUrl: '/rest/V1',
    storage: createBrowserStorage({ storage: createMemoryStorage() }),
    fetch: options.fetch ?? (async () => new Response('{}')),
  });
  render(<CheckoutPage rest={rest} replaceCart={options.replaceCart} />, { wrapper: h.Wrapper });
  return h;
}

const step = (name: RegExp | string) => screen.getByRole('region', { name });

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('CheckoutPage', () => {
  it('renders empty without a cart', () => {
    renderCheckout({});
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeTruthy();
    expect(document.body.textContent).toContain('Your cart is empty');
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });

  it('renders empty when the cart has no items', async () => {
    keep({ cartId: 'cart-1' });
    renderCheckout({ answers: { getCheckoutCart: { cart: cart(0) } } });
    await waitFor(() => expect(document.body.textContent).toContain('Your cart is empty'));
  });

  it('delivery: refuses an incomplete form with errors tied to the fields', async () => {
    keep({ cartId: 'cart-1' });
    const h = renderCheckout({ answers: { getCheckoutCart: { cart: cart() } } });
    const delivery = await waitFor(() => step('Contact and delivery'));
    fireEvent.click(within(delivery).getByRole('button', { name: 'Continue' }));
    const email = within(delivery).getByRole('textbox', { name: 'E-mail' });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Please enter your e-mail.',
    );
    expect(delivery.textContent).toContain('Choose a city from the list.');
    expect(screen.getByRole('status').textContent).toContain('Please enter your e-mail.');
    expect(h.sent.map((op) => op.name)).not.toContain('setShippingAddressesOnCart');
  });

  it('delivery: finds the city and branch as you type, sets the e-mail before the address, accepts the methods', async () => {
    keep({ cartId: 'cart-1' });
    const h = renderCheckout({
      answers: {
        getCheckoutCart: { cart: cart() },
        getNovaPoshtaCities: { novaPoshtaCities: [{ ref: 'city-kyiv', name: 'Київ', area: 'Київська' }] },
        getNovaPoshtaWarehouses: {
          novaPoshtaWarehouses: [
            { ref: 'wh-1', number: '1', name: 'Відділення №1', address: 'вул. Пирогівський шлях, 135' },
          ],
        },
        setGuestEmailOnCart: { setGuestEmailOnCart: { cart: { id: 'cart-1', email: 'olena@example.com' } } },
        setShippingAddressesOnCart: {
          setShippingAddressesOnCart: {
            cart: { id: 'cart-1', shipping_addresses: [{ available_shipping_methods: methods }] },
          },
        },
      },
    });
    const delivery = await waitFor(() => step('Contact and delivery'));
    const type = (name: string, value: string) =>
      fireEvent.input(within(delivery).getByRole('textbox', { name }), { target: { value } });
    type('E-mail', 'olena@example.com');
    type('First name', 'Olena');
    type('Last name', 'Koval');
    type('Phone', '067 123 45 67');
    type('City', 'Ки');
    fireEvent.click(await within(delivery).findByRole('button', { name: /Київ/ }));
    expect(h.sent.find((op) => op.name === 'getNovaPoshtaCities')?.variables).toMatchObject({ search: 'Ки' });
    fireEvent.click(await within(delivery).findByRole('button', { name: /Відділення №1/ }));
    expect(h.sent.find((op) => op.name === 'getNovaPoshtaWarehouses')?.variables).toMatchObject({
      cityRef: 'city-kyiv',
      type: 'BRANCH',
    });
    fireEvent.click(within(delivery).getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(h.store.getState().checkout.shippingAddress).not.toBeNull());
    const names = h.sent.map((op) => op.name);
    expect(names.indexOf('setGuestEmailOnCart')).toBeLessThan(names.indexOf('setShippingAddressesOnCart'));
    const sentAddress = h.sent.find((op) => op.name === 'setShippingAddressesOnCart')!.variables.address;
    expect(sentAddress).toMatchObject({
      street: ['Відділення №1'],
      city: 'Київ',
      country_code: 'UA',
      telephone: '+380671234567',
      custom_attributes: [
        { attribute_code: 'nova_poshta_city_ref', value: 'city-kyiv' },
        { attribute_code: 'nova_poshta_warehouse_ref', value: 'wh-1' },
      ],
    });
    const state = h.store.getState().checkout;
    expect(state.isSubmitting).toBe(false);
    expect(state.availableShippingMethods.map((m) => m.code)).toEqual([
      'novaposhta_warehouse',
      'novaposhta_courier',
    ]);
    // Kept under the spec's keys, and the next step opens with the prices (free shown as free).
    expect(createBrowserStorage().getItem('shipping_address')).toMatchObject({ cityRef: 'city-kyiv' });
    const method = await waitFor(() => step('Delivery method'));
    expect(within(method).getByRole('radio', { name: /Branch/ })).toBeTruthy();
    expect(method.textContent).toContain('Free');
  });

  it('delivery: rejects with the server error and keeps the step open', async () => {
    keep({ cartId: 'cart-1', shipping_address: savedAddress });
    const h = renderCheckout({
      answers: {
        getCheckoutCart: { cart: cart() },
        setGuestEmailOnCart: { setGuestEmailOnCart: { cart: { id: 'cart-1', email: 'olena@example.com' } } },
        setShippingAddressesOnCart: {
          error: {
            message: 'The shipping address is missing. Set the address and try again.',
            category: 'graphql-input',
          },
        },
      },
    });
    const delivery = await waitFor(() => step('Contact and delivery'));
    fireEvent.click(within(delivery).getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(within(delivery).getByRole('alert').textContent).toBe(
        'The shipping address is missing. Set the address and try again.',
      ),
    );
    const state = h.store.getState().checkout;
    expect(state.isSubmitting).toBe(false);
    expect(state.errors.shippingAddress).toBeTruthy();
  });

  it('delivery method: submits the chosen method to the cart and accepts it', async () => {
    keep({ cartId: 'cart-1', shipping_address: savedAddress, availableShippingMethods: savedMethods });
    const h = renderCheckout({
      answers: {
        getCheckoutCart: { cart: cart() },
        setShippingMethodsOnCart: { setShippingMethodsOnCart: { cart: cart() } },
      },
    });
    const method = await waitFor(() => step('Delivery method'));
    expect(within(method).getByRole('radio', { name: /Branch/ })).toHaveProperty('checked', true);
    fireEvent.click(within(method).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(h.store.getState().checkout.shippingMethod).toBe('novaposhta_warehouse'));
    expect(h.sent.find((op) => op.name === 'setShippingMethodsOnCart')?.variables).toEqual({
      cartId: 'cart-1',
      carrierCode: 'novaposhta',
      methodCode: 'warehouse',
    });
    expect(createBrowserStorage().getItem('shippingMethod')).toEqual({
      code: 'novaposhta_warehouse',
      title: 'Nova Poshta: Branch',
    });
  });

  it('delivery method: a refusal is shown in its step', async () => {
    keep({ cartId: 'cart-1', shipping_address: savedAddress, availableShippingMethods: savedMethods });
    const h = renderCheckout({
      answers: {
        getCheckoutCart: { cart: cart() },
        setShippingMethodsOnCart: {
          error: { message: 'Carrier with such method not found', category: 'graphql-input' },
        },
      },
    });
    const method = await waitFor(() => step('Delivery method'));
    fireEvent.click(within(method).getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(within(method).getByRole('alert').textContent).toBe('Carrier with such method not found'),
    );
    expect(h.store.getState().checkout.shippingMethod).toBeNull();
  });

  it('payment: a card needs its token; accepting keeps method, nonce and billing', async () => {
    keep({
      cartId: 'cart-1',
      shipping_address: savedAddress,
      availableShippingMethods: savedMethods,
      shippingMethod: { code: 'novaposhta_warehouse', title: 'Nova Poshta: Branch' },
    });
    const h = renderCheckout({ answers: { getCheckoutCart: { cart: cart() } } });
    const payment = await waitFor(() => step('Payment'));
    await waitFor(() => within(payment).getByRole('radio', { name: 'Card' }));
    fireEvent.click(within(payment).getByRole('radio', { name: 'Card' }));
    fireEvent.click(within(payment).getByRole('button', { name: 'Continue' }));
    const token = within(payment).getByRole('textbox', { name: 'Card token' });
    expect(token.getAttribute('aria-invalid')).toBe('true');
    expect(h.store.getState().checkout.paymentCode).toBeNull();
    fireEvent.input(token, { target: { value: 'tok_visa_ok' } });
    fireEvent.click(within(payment).getByRole('button', { name: 'Continue' }));
    const state = h.store.getState().checkout;
    expect(state.paymentCode).toBe('vitryna_card');
    expect(state.paymentData).toEqual({ nonce: 'tok_visa_ok' });
    expect(state.billingAddress).toMatchObject({ sameAsShippingAddress: true, cityRef: 'city-kyiv' });
    expect(createBrowserStorage().getItem('paymentMethod')).toEqual({
      code: 'vitryna_card',
      data: { nonce: 'tok_visa_ok' },
    });
    // A guest has no saved payments: no offer to keep the card.
    expect(within(payment).queryByRole('checkbox', { name: 'Save the card for my next orders' })).toBeNull();
  });

  it('payment: a signed-in customer may keep the card for next time', async () => {
    keep({
      cartId: 'cart-1',
      shipping_address: savedAddress,
      availableShippingMethods: savedMethods,
      shippingMethod: { code: 'novaposhta_warehouse', title: 'Nova Poshta: Branch' },
    });
    createBrowserStorage().setItem('signin_token', 'customer-token', 3600);
    const h = renderCheckout({ answers: { getCheckoutCart: { cart: cart() } } });
    const payment = await waitFor(() => step('Payment'));
    await waitFor(() => within(payment).getByRole('radio', { name: 'Card' }));
    fireEvent.click(within(payment).getByRole('radio', { name: 'Card' }));
    fireEvent.input(within(payment).getByRole('textbox', { name: 'Card token' }), {
      target: { value: 'tok_visa_ok' },
    });
    fireEvent.click(within(payment).getByRole('checkbox', { name: 'Save the card for my next orders' }));
    fireEvent.click(within(payment).getByRole('button', { name: 'Continue' }));
    expect(h.store.getState().checkout.paymentData).toEqual({ nonce: 'tok_visa_ok', saveCard: true });
  });

  const allSteps = () =>
    keep({
      cartId: 'cart-1',
      shipping_address: savedAddress,
      billing_address: { ...savedAddress, sameAsShippingAddress: true },
      availableShippingMethods: savedMethods,
      shippingMethod: { code: 'novaposhta_warehouse', title: 'Nova Poshta: Branch' },
      paymentMethod: { code: 'vitryna_card', data: { nonce: 'tok_visa_ok' } },
    });

  it('order: shipping-information, then payment-information; receipt kept, saved data cleared, cart replaced', async () => {
    allSteps();
    const calls: string[] = [];
    const fetch = (async (url: string) => {
      calls.push(url);
      // Magento's REST placement answers the order's entity id; its number comes from placeOrder.
      return new Response(url.endsWith('payment-information') ? '42' : '{}');
    }) as typeof globalThis.fetch;
    const replaceCart = vi.fn(async () => undefined);
    const h = renderCheckout({
      answers: {
        getCheckoutCart: { cart: cart() },
        placedOrderNumber: { placeOrder: { orderV2: { number: '000000042' } } },
      },
      fetch,
      replaceCart,
    });
    const order = await waitFor(() => step('Confirm the order'));
    fireEvent.click(within(order).getByRole('button', { name: 'Place the order' }));
    await waitFor(() => expect(h.location.history.at(-1)).toBe('/order-success'));
    expect(calls).toEqual([
      '/rest/V1/guest-carts/cart-1/shipping-information',
      '/rest/V1/guest-carts/cart-1/payment-information',
    ]);
    expect(h.store.getState().checkout.receipt?.order).toMatchObject({ id: '000000042' });
    expect(replaceCart).toHaveBeenCalledTimes(1);
    for (const key of [
      'billing_address',
      'shipping_address',
      'paymentMethod',
      'shippingMethod',
      'availableShippingMethods',
    ])
      expect(createBrowserStorage().getItem(key)).toBeUndefined();
  });

  it("order: a server that does not tell the number (Magento: the cart isn't active) leaves the REST order id", async () => {
    allSteps();
    const fetch = (async (url: string) =>
      new Response(url.endsWith('payment-information') ? '"42"' : '{}')) as typeof globalThis.fetch;
    const h = renderCheckout({
      answers: {
        getCheckoutCart: { cart: cart() },
        placedOrderNumber: { error: { message: "The cart isn't active.", category: 'graphql-input' } },
      },
      fetch,
    });
    const order = await waitFor(() => step('Confirm the order'));
    fireEvent.click(within(order).getByRole('button', { name: 'Place the order' }));
    await waitFor(() => expect(h.location.history.at(-1)).toBe('/order-success'));
    expect(h.store.getState().checkout.receipt?.order).toMatchObject({ id: '42' });
  });

  it("order: a declined card shows the server's message and keeps the cart and the steps", async () => {
    allSteps();
    const fetch = (async (url: string) =>
      url.endsWith('payment-information')
        ? new Response(JSON.stringify({ message: 'The card was declined.' }), {
            status: 400,
            statusText: 'Bad Request',
          })
        : new Response('{}')) as typeof globalThis.fetch;
    const replaceCart = vi.fn(async () => undefined);
    const h = renderCheckout({ answers: { getCheckoutCart: { cart: cart() } }, fetch, replaceCart });
    const order = await waitFor(() => step('Confirm the order'));
    fireEvent.click(within(order).getByRole('button', { name: 'Place the order' }));
    await waitFor(() => expect(within(order).getByRole('alert').textContent).toBe('The card was declined.'));
    expect(replaceCart).not.toHaveBeenCalled();
    expect(h.store.getState().cart.cartId).toBe('cart-1');
    expect(h.store.getState().checkout.receipt).toBeNull();
    expect(createBrowserStorage().getItem('shipping_address')).toMatchObject({ cityRef: 'city-kyiv' });
    expect(h.location.history.at(-1)).toBe('/checkout');
  });
});

describe('OrderSuccessPage', () => {
  it('shows the order number and offers a guest an account prefilled from the shipping address', () => {
    const h = harness({ path: '/order-success' });
    h.store.dispatch({
      type: 'checkout/accept',
      step: 'order',
      data: { order: { id: '000000042', shipping_address: savedAddress } },
    });
    render(<OrderSuccessPage />, { wrapper: h.Wrapper });
    expect(document.body.textContent).toContain('Order number: 000000042');
    expect(document.body.textContent).toContain('olena@example.com');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/create-account?email=olena%40example.com&firstName=Olena&lastName=Koval',
    );
  });

  it('says there is no recent order without a receipt', () => {
    const h = harness({ path: '/order-success' });
    render(<OrderSuccessPage />, { wrapper: h.Wrapper });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('No recent order');
  });
});
