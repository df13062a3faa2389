// @vitest-environment happy-dom
/** Saved cards, communications and deleting the account. */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { harness, PENDING, type Answer } from '../../testing/harness.tsx';
import { customerFixture, paymentTokenFixture } from './account-fixtures.ts';
import AccountPage from './AccountPage.tsx';

afterEach(cleanup);

function renderTab(route: string, path: string, answers: Record<string, Answer>) {
  const h = harness({ path, signedIn: true, answers });
  render(<AccountPage route={route} />, { wrapper: h.Wrapper });
  return h;
}

const sentOf = (h: ReturnType<typeof harness>, name: string) => h.sent.filter((op) => op.name === name);

describe('saved payment methods', () => {
  it('lists the saved cards: scheme, masked number, expiry; never more', async () => {
    renderTab('saved-payments', '/saved-payments', {
      GetCustomerPaymentTokens: {
        customerPaymentTokens: {
          items: [paymentTokenFixture('hash-1', '4242'), paymentTokenFixture('hash-2', '1111', '01/2028')],
        },
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Saved payment methods' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('saved-card')).toHaveLength(2));
    const [first, second] = screen.getAllByTestId('saved-card');
    expect(first!.textContent).toContain('Visa •••• 4242');
    expect(first!.textContent).toContain('Expires 12/2030');
    expect(second!.textContent).toContain('Visa •••• 1111');
    expect(second!.textContent).toContain('Expires 01/2028');
  });

  it('deletes a card after the confirmation and shows what the server has left', async () => {
    const h = renderTab('saved-payments', '/saved-payments', {
      GetCustomerPaymentTokens: {
        customerPaymentTokens: {
          items: [paymentTokenFixture('hash-1', '4242'), paymentTokenFixture('hash-2', '1111')],
        },
      },
      DeletePaymentToken: {
        deletePaymentToken: {
          result: true,
          customerPaymentTokens: { items: [paymentTokenFixture('hash-2', '1111')] },
        },
      },
    });
    await waitFor(() => expect(screen.getAllByTestId('saved-card')).toHaveLength(2));
    fireEvent.click(within(screen.getAllByTestId('saved-card')[0]!).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this card?' });
    expect(dialog.textContent).toContain('Visa •••• 4242');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sentOf(h, 'DeletePaymentToken')).toHaveLength(0);
    fireEvent.click(within(screen.getAllByTestId('saved-card')[0]!).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete the card' }));
    await screen.findByText('The card is deleted.');
    expect(sentOf(h, 'DeletePaymentToken')[0]!.variables).toEqual({ publicHash: 'hash-1' });
    expect(screen.getAllByTestId('saved-card').map((c) => c.textContent)).toEqual([
      expect.stringContaining('•••• 1111'),
    ]);
  });

  it('keeps the card when the server refuses', async () => {
    renderTab('saved-payments', '/saved-payments', {
      GetCustomerPaymentTokens: { customerPaymentTokens: { items: [paymentTokenFixture('hash-1', '4242')] } },
      DeletePaymentToken: { deletePaymentToken: { result: false, customerPaymentTokens: null } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete the card' }));
    expect((await within(screen.getByRole('dialog')).findByRole('alert')).textContent).toBe(
      'The card was not deleted. Try again.',
    );
    expect(screen.getAllByTestId('saved-card')).toHaveLength(1);
  });

  it('has an empty state', async () => {
    renderTab('saved-payments', '/saved-payments', {
      GetCustomerPaymentTokens: { customerPaymentTokens: { items: [] } },
    });
    await screen.findByText(/You have no saved cards/);
  });
});

describe('communications', () => {
  it('shows the subscription and toggles it with updateCustomerV2 { is_subscribed }', async () => {
    const h = renderTab('communications', '/communications', {
      GetAccountCustomer: { customer: customerFixture({ is_subscribed: false }) },
      SetNewsletterSubscription: (v: { subscribed: boolean }) => ({
        updateCustomerV2: { customer: { is_subscribed: v.subscribed } },
      }),
    });
    const toggle = (await screen.findByRole('checkbox', {
      name: 'Send me news and offers by e-mail',
    })) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    fireEvent.click(toggle);
    await screen.findByText('You are subscribed to our newsletter.');
    expect(toggle.checked).toBe(true);
    expect(sentOf(h, 'SetNewsletterSubscription')[0]!.variables).toEqual({ subscribed: true });
    fireEvent.click(toggle);
    await screen.findByText('You are unsubscribed from our newsletter.');
    expect(toggle.checked).toBe(false);
  });

  it('keeps the subscription as it was when the change fails', async () => {
    renderTab('communications', '/communications', {
      GetAccountCustomer: { customer: customerFixture({ is_subscribed: true }) },
      SetNewsletterSubscription: new Error('offline'),
    });
    const toggle = (await screen.findByRole('checkbox', {
      name: 'Send me news and offers by e-mail',
    })) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    fireEvent.click(toggle);
    expect((await screen.findByRole('alert')).textContent).toContain('We could not reach the shop');
    expect(toggle.checked).toBe(true);
  });
});

describe('delete account', () => {
  it('asks first, deletes, then goes to sign out', async () => {
    const h = renderTab('delete', '/customer/account/delete', { DeleteCustomer: { deleteCustomer: true } });
    expect(screen.getByRole('heading', { level: 1, name: 'Delete account' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sentOf(h, 'DeleteCustomer')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    fireEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, delete my account' }),
    );
    await waitFor(() => expect(h.location.history.at(-1)).toBe('/customer/account/signOut'));
    expect(sentOf(h, 'DeleteCustomer')).toHaveLength(1);
  });

  it('stays and tells why when the shop refuses, and waits while deleting', async () => {
    let answer: Answer = PENDING;
    const h = renderTab('delete', '/customer/account/delete', { DeleteCustomer: () => answer });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    fireEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, delete my account' }),
    );
    const busy = within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, delete my account' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    cleanup();
    answer = { error: { message: 'Customer deletion is not allowed.', category: 'graphql-input' } };
    const h2 = renderTab('delete', '/customer/account/delete', { DeleteCustomer: () => answer });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    fireEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, delete my account' }),
    );
    expect((await within(screen.getByRole('dialog')).findByRole('alert')).textContent).toBe(
      'Customer deletion is not allowed.',
    );
    expect(h2.location.history.at(-1)).toBe('/customer/account/delete');
    expect(h.location.history.at(-1)).toBe('/customer/account/delete');
  });
});
