// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { harness, type Answer } from '../../testing/harness.tsx';
import type { CustomerAddress } from './account-documents.ts';
import { addressFixture } from './account-fixtures.ts';
import AccountPage from './AccountPage.tsx';

afterEach(cleanup);

const NOVA_POSHTA: Record<string, Answer> = {
  getNovaPoshtaCities: { novaPoshtaCities: [{ ref: 'city-lviv', name: 'Львів', area: 'Львівська' }] },
  getNovaPoshtaWarehouses: {
    novaPoshtaWarehouses: [
      { ref: 'wh-lviv-7', number: 7, name: 'Відділення №7', address: 'вул. Городоцька, 7' },
    ],
  },
};

function renderBook(answers: Record<string, Answer>) {
  const h = harness({ path: '/address-book', signedIn: true, answers: { ...NOVA_POSHTA, ...answers } });
  render(<AccountPage route="address-book" />, { wrapper: h.Wrapper });
  return h;
}

const cards = () => screen.getAllByTestId('address');
const cardText = () => cards().map((card) => card.querySelector('address')!.textContent);
const sentOf = (h: ReturnType<typeof harness>, name: string) => h.sent.filter((op) => op.name === name);
const type = (name: string, value: string) =>
  fireEvent.input(screen.getByLabelText(name), { target: { value } });

/** Answers an address mutation the way Magento does: the address as saved. */
const saved = (id: number) => (v: { input: Record<string, unknown> }) => {
  const { country_code: _country, ...input } = v.input;
  return addressFixture(id, input as Partial<CustomerAddress>);
};

describe('address book', () => {
  it('lists the addresses with the default delivery address first', async () => {
    renderBook({
      GetCustomerAddresses: {
        customer: {
          addresses: [
            addressFixture(1),
            addressFixture(2, { default_shipping: true, city: 'Одеса', street: ['Відділення №2'] }),
            addressFixture(3, {
              street: ['Хрещатик', '22', '5'],
              nova_poshta_warehouse_ref: null,
              nova_poshta_street_ref: 'street-1',
            }),
          ],
        },
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Address book' })).toBeTruthy();
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(cardText()).toEqual([
      'Olena Koval+380 67 123 45 67Nova Poshta branch: Одеса, Відділення №2',
      'Olena Koval+380 67 123 45 67Nova Poshta branch: Київ, Відділення №1: вул. Хрещатик, 1',
      'Olena Koval+380 67 123 45 67Nova Poshta courier: Київ, Хрещатик, 22, 5',
    ]);
    expect(within(cards()[0]!).getByText('Default delivery address')).toBeTruthy();
    expect(within(cards()[1]!).queryByText('Default delivery address')).toBeNull();
    // Each card's buttons are described by its address.
    const edit = within(cards()[0]!).getByRole('button', { name: 'Edit' });
    expect(document.getElementById(edit.getAttribute('aria-describedby')!)?.textContent).toContain('Одеса');
  });

  it('says so when there is no address yet', async () => {
    renderBook({ GetCustomerAddresses: { customer: { addresses: [] } } });
    await screen.findByText(/You have no saved addresses yet/);
    expect(screen.getByRole('button', { name: 'Add a new address' })).toBeTruthy();
  });

  it('adds an address found with the Nova Poshta search; a new default moves the badge', async () => {
    const h = renderBook({
      GetCustomerAddresses: { customer: { addresses: [addressFixture(1, { default_shipping: true })] } },
      CreateCustomerAddress: (v: { input: Record<string, unknown> }) => ({
        createCustomerAddress: saved(9)(v),
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add a new address' }));
    // The form replaces the list: the keyboard starts at its title.
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'New address' }));
    // Nothing picked: the errors show at their fields, nothing is sent.
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await screen.findByText('Please enter your first name.');
    expect(screen.getByText('Choose a city from the list.')).toBeTruthy();
    expect(sentOf(h, 'CreateCustomerAddress')).toHaveLength(0);

    type('First name', 'Oksana');
    type('Last name', 'Bondar');
    type('Phone', '050 765 43 21');
    type('City', 'Льв');
    fireEvent.click(await screen.findByRole('button', { name: /Львів/ }));
    expect(sentOf(h, 'getNovaPoshtaCities')[0]!.variables).toMatchObject({ search: 'Льв' });
    fireEvent.click(await screen.findByRole('button', { name: /Відділення №7/ }));
    expect(sentOf(h, 'getNovaPoshtaWarehouses')[0]!.variables).toMatchObject({
      cityRef: 'city-lviv',
      type: 'BRANCH',
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Use as my default delivery address' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));

    await screen.findByText('The address is saved.');
    expect(sentOf(h, 'CreateCustomerAddress')[0]!.variables.input).toEqual({
      firstname: 'Oksana',
      lastname: 'Bondar',
      telephone: '+380507654321',
      city: 'Львів',
      country_code: 'UA',
      street: ['Відділення №7'],
      nova_poshta_city_ref: 'city-lviv',
      nova_poshta_street_ref: null,
      nova_poshta_warehouse_ref: 'wh-lviv-7',
      default_shipping: true,
    });
    // Appended, and as the new default it comes first with the badge; the old default lost it.
    expect(cardText()[0]).toContain('Oksana Bondar');
    expect(within(cards()[0]!).getByText('Default delivery address')).toBeTruthy();
    expect(screen.getAllByText('Default delivery address')).toHaveLength(1);
  });

  it('edits an address: the form holds it, setting the default clears the previous one', async () => {
    const h = renderBook({
      GetCustomerAddresses: {
        customer: {
          addresses: [addressFixture(1, { default_shipping: true }), addressFixture(2, { city: 'Одеса' })],
        },
      },
      UpdateCustomerAddress: (v: { id: number; input: Record<string, unknown> }) => ({
        updateCustomerAddress: saved(v.id)(v),
      }),
    });
    await waitFor(() => expect(cards()).toHaveLength(2));
    fireEvent.click(within(cards()[1]!).getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Edit address' })).toBeTruthy();
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Одеса');
    expect((screen.getByLabelText('Branch') as HTMLInputElement).value).toBe(
      'Відділення №2: вул. Хрещатик, 2',
    );
    expect((screen.getByRole('radio', { name: 'Nova Poshta branch' }) as HTMLInputElement).checked).toBe(
      true,
    );
    type('First name', 'Oksana');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Use as my default delivery address' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await screen.findByText('The address is saved.');
    expect(sentOf(h, 'UpdateCustomerAddress')[0]!.variables).toMatchObject({
      id: 2,
      input: {
        firstname: 'Oksana',
        city: 'Одеса',
        nova_poshta_warehouse_ref: 'wh-2',
        default_shipping: true,
      },
    });
    expect(cardText()[0]).toContain('Oksana Koval');
    expect(cardText()[0]).toContain('Одеса');
    expect(within(cards()[0]!).getByText('Default delivery address')).toBeTruthy();
    expect(within(cards()[1]!).queryByText('Default delivery address')).toBeNull();
  });

  it("keeps the form open with the server's refusal; cancel returns to the list", async () => {
    renderBook({
      GetCustomerAddresses: { customer: { addresses: [addressFixture(1)] } },
      UpdateCustomerAddress: {
        error: { message: '"telephone" is required. Enter and try again.', category: 'graphql-input' },
      },
    });
    await waitFor(() => expect(cards()).toHaveLength(1));
    fireEvent.click(within(cards()[0]!).getByRole('button', { name: 'Edit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '"telephone" is required. Enter and try again.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(cards()).toHaveLength(1);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add a new address' })),
    );
  });

  it('deletes an address only after the confirmation', async () => {
    const h = renderBook({
      GetCustomerAddresses: { customer: { addresses: [addressFixture(1), addressFixture(2)] } },
      DeleteCustomerAddress: { deleteCustomerAddress: true },
    });
    await waitFor(() => expect(cards()).toHaveLength(2));
    fireEvent.click(within(cards()[0]!).getByRole('button', { name: 'Delete' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete this address?' });
    expect(dialog.textContent).toContain('Київ, Відділення №1');
    // The safe choice has the focus; cancelling sends nothing.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sentOf(h, 'DeleteCustomerAddress')).toHaveLength(0);

    fireEvent.click(within(cards()[0]!).getByRole('button', { name: 'Delete' }));
    dialog = screen.getByRole('dialog', { name: 'Delete this address?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete the address' }));
    await screen.findByText('The address is deleted.');
    expect(sentOf(h, 'DeleteCustomerAddress')[0]!.variables).toEqual({ id: 1 });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(cards()).toHaveLength(1);
    expect(cardText()[0]).toContain('Відділення №2');
  });

  it('keeps the address and tells why when deleting fails', async () => {
    renderBook({
      GetCustomerAddresses: { customer: { addresses: [addressFixture(1)] } },
      DeleteCustomerAddress: new Error('offline'),
    });
    await waitFor(() => expect(cards()).toHaveLength(1));
    fireEvent.click(within(cards()[0]!).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this address?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete the address' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('We could not reach the shop');
    expect(cards()).toHaveLength(1);
  });
});
