// @vitest-environment happy-dom
/** Every account page, its forms and its confirmation dialog are axe-clean (contrast needs real CSS: e2e). */
import axe from 'axe-core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { harness, type Answer } from '../../testing/harness.tsx';
import { addressFixture, customerFixture, orderFixture, paymentTokenFixture } from './account-fixtures.ts';
import AccountPage from './AccountPage.tsx';

afterEach(cleanup);

const ANSWERS: Record<string, Answer> = {
  GetAccountCustomer: {
    customer: customerFixture({ loyalty: { active_bonuses: 120, loyalty_card: '2000123' } }),
  },
  GetLoyaltyProgram: {
    customer: {
      loyalty: {
        active_bonuses: 120,
        loyalty_card: '2000123',
        balance_history: {
          total_count: 1,
          items: [
            {
              balance: 120,
              change_reason: 'ORDER_COMPLETE',
              date: '2026-03-01 10:00:00',
              points_change: 120,
              order_number: '000000012',
            },
          ],
        },
      },
    },
  },
  GetCustomerAddresses: {
    customer: { addresses: [addressFixture(1), addressFixture(2, { default_shipping: true })] },
  },
  GetCustomerOrders: {
    customer: {
      orders: {
        total_count: 2,
        page_info: { current_page: 1, page_size: 10, total_pages: 2 },
        items: [orderFixture('000000012'), orderFixture('000000011')],
      },
    },
  },
  GetCustomerPaymentTokens: { customerPaymentTokens: { items: [paymentTokenFixture('hash-1', '4242')] } },
};

/** `region`: off where the whole body is checked, since the app's layout (absent here) holds the landmarks. */
async function violations(container: HTMLElement, rules: Record<string, { enabled: boolean }> = {}) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, ...rules } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`);
}

function renderTab(route: string) {
  const h = harness({ path: '/customer/account', signedIn: true, answers: ANSWERS });
  return render(<AccountPage route={route} />, { wrapper: h.Wrapper });
}

describe('account pages are axe-clean', () => {
  it.each([
    ['home', 'Hello, Olena Koval!'],
    ['personalInformation', 'Current e-mail: olena@example.com'],
    ['addressBook', 'Default delivery address'],
    ['orderHistory', 'Order № 000000012'],
    ['savedPayments', 'Expires 12/2030'],
    ['communications', 'Send me news and offers by e-mail'],
    ['loyaltyProgram', 'Loyalty card: 2000123'],
    ['help', 'Contact us'],
    ['delete', 'Delete my account'],
    ['wishlist', 'Go to the home page'],
  ])('%s', async (route, loaded) => {
    const view = renderTab(route);
    await screen.findAllByText(loaded);
    expect(await violations(view.container)).toEqual([]);
  });

  it('the address form with its errors shown', async () => {
    const view = renderTab('addressBook');
    fireEvent.click(await screen.findByRole('button', { name: 'Add a new address' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await screen.findByText('Please enter your first name.');
    expect(await violations(view.container)).toEqual([]);
  });

  it('the personal information form with its errors shown', async () => {
    const view = renderTab('personalInformation');
    const first = (await screen.findByLabelText('First name')) as HTMLInputElement;
    await waitFor(() => expect(first.value).toBe('Olena'));
    fireEvent.input(first, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Please enter your first name.');
    expect(await violations(view.container)).toEqual([]);
  });

  it('the confirmation dialog', async () => {
    renderTab('delete');
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await screen.findByRole('dialog', { name: 'Delete your account?' });
    // The dialog sits in a portal at the end of the body.
    expect(await violations(document.body, { region: { enabled: false } })).toEqual([]);
  });
});
