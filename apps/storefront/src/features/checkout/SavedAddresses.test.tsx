// @vitest-environment happy-dom
/** A signed-in shopper's checkout offers the address book: the default fills step 1, another can be chosen. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { harness } from '../../testing/harness.tsx';
import { createRestClient } from '../../shared/rest/request.ts';
import { createPersistedAppStore } from '../../shared/state/persisted-slices.ts';
import { createBrowserStorage, createMemoryStorage } from '../../shared/storage/browser-storage.ts';
import CheckoutPage from './CheckoutPage.tsx';

const money = (value: number) => ({ value, currency: 'UAH' });

const cart = {
  id: 'cart-1',
  email: 'olena@example.com',
  total_quantity: 1,
  items: [
    {
      uid: 'item-1',
      quantity: 1,
      product: { sku: 'DRESS-1', name: 'Silk midi dress' },
      prices: { price: money(700), row_total: money(700) },
      configurable_options: [{ option_label: 'Size', value_label: 'M' }],
    },
  ],
  prices: { grand_total: money(700), subtotal_including_tax: money(700), discounts: [] },
  shipping_addresses: [],
  available_payment_methods: [{ code: 'cashondelivery', title: 'Cash on delivery' }],
};

const address = (id: number, overrides: Record<string, unknown>) => ({
  id,
  firstname: 'Olena',
  lastname: 'Koval',
  telephone: '+380671234567',
  city: 'Київ',
  street: ['Відділення №1'],
  default_shipping: false,
  nova_poshta_city_ref: 'city-kyiv',
  nova_poshta_street_ref: null,
  nova_poshta_warehouse_ref: 'wh-1',
  ...overrides,
});

const addresses = [
  address(7, {
    lastname: 'Other',
    city: 'Львів',
    street: ['Відділення №5'],
    nova_poshta_city_ref: 'city-lviv',
    nova_poshta_warehouse_ref: 'wh-5',
  }),
  address(8, { default_shipping: true }),
];

function renderSignedInCheckout() {
  const storage = createBrowserStorage();
  storage.setItem('cartId', 'cart-1');
  storage.setItem('signin_token', 'customer-token', 3600);
  const store = createPersistedAppStore(storage);
  expect(store.getState().user.isSignedIn).toBe(true);
  const h = harness({
    path: '/checkout',
    store,
    answers: {
      getCheckoutCart: { cart },
      GetCheckoutSavedAddresses: { customer: { addresses } },
      setShippingAddressesOnCart: {
        setShippingAddressesOnCart: {
          cart: { id: 'cart-1', shipping_addresses: [{ available_shipping_methods: [] }] },
        },
      },
    },
  });
  const rest = createRestClient({
    baseUrl: '/rest/V1',
    storage: createBrowserStorage({ storage: createMemoryStorage() }),
    fetch: async () => new Response('{}'),
  });
  render(<CheckoutPage rest={rest} />, { wrapper: h.Wrapper });
  return h;
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('saved addresses at the checkout', () => {
  it('lists the default first, fills step 1 with it, and another choice replaces the fields', async () => {
    const h = renderSignedInCheckout();
    const delivery = await waitFor(() => screen.getByRole('region', { name: 'Contact and delivery' }));
    const saved = await within(delivery).findByRole('group', { name: 'Your saved addresses' });
    const choices = within(saved).getAllByRole('radio');
    expect(choices.map((choice) => choice.closest('label')?.textContent)).toEqual([
      'Olena Koval, Київ, Відділення №1 (default delivery address)',
      'Olena Other, Львів, Відділення №5',
    ]);
    await waitFor(() => expect((choices[0] as HTMLInputElement).checked).toBe(true));
    const field = (name: string) => within(delivery).getByRole('textbox', { name }) as HTMLInputElement;
    expect(field('Last name').value).toBe('Koval');
    expect(field('City').value).toBe('Київ');
    expect(field('Branch').value).toBe('Відділення №1');
    expect(within(delivery).queryByRole('textbox', { name: 'E-mail' })).toBeNull();

    fireEvent.click(choices[1]!);
    await waitFor(() => expect(field('City').value).toBe('Львів'));
    expect(field('Last name').value).toBe('Other');
    fireEvent.click(within(delivery).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(h.sent.map((op) => op.name)).toContain('setShippingAddressesOnCart'));
    expect(h.sent.find((op) => op.name === 'setShippingAddressesOnCart')!.variables.address).toMatchObject({
      lastname: 'Other',
      city: 'Львів',
      street: ['Відділення №5'],
      custom_attributes: [
        { attribute_code: 'nova_poshta_city_ref', value: 'city-lviv' },
        { attribute_code: 'nova_poshta_warehouse_ref', value: 'wh-5' },
      ],
    });
  });
});
