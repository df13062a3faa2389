// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLocale } from '../../shared/i18n/load-locale.ts';
import { harness, PENDING, type Answer } from '../../testing/harness.tsx';
import { customerFixture, NOT_AUTHORIZED } from './account-fixtures.ts';
import AccountPage from './AccountPage.tsx';
import type { Messages } from '../../shared/i18n/format-message.ts';

afterEach(cleanup);

function renderAccount(
  route: string | null,
  answers: Record<string, Answer>,
  options: { messages?: Messages; path?: string } = {},
) {
  const h = harness({
    path: options.path ?? '/customer/account',
    signedIn: true,
    answers,
    messages: options.messages,
  });
  render(<AccountPage route={route} />, { wrapper: h.Wrapper });
  return h;
}

describe('account home', () => {
  it('shows the name, the e-mail, the loyalty block and links to every tab; not indexed', async () => {
    const h = renderAccount(null, {
      GetAccountCustomer: {
        customer: customerFixture({ loyalty: { active_bonuses: 12, loyalty_card: '2000123' } }),
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'My account' })).toBeTruthy();
    await screen.findByText('Hello, Olena Koval!');
    expect(screen.getByText('olena@example.com')).toBeTruthy();
    const loyalty = screen.getByRole('region', { name: 'Your bonuses' });
    expect(within(loyalty).getByText('Bonuses: 12')).toBeTruthy();
    expect(within(loyalty).getByText('Loyalty card: 2000123')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Your account' });
    const hrefs = within(list)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/customer/account/personalInformation',
      '/customer/account/orderHistory',
      '/customer/account/addressBook',
      '/customer/account/wishlist',
      '/customer/account/priceAlerts',
      '/customer/account/loyaltyProgram',
      '/saved-payments',
      '/communications',
      '/customer/account/help',
      '/customer/account/delete',
      '/customer/account/signOut',
    ]);
    // The side navigation marks where the shopper is.
    const nav = screen.getByRole('navigation', { name: 'Account sections' });
    expect(within(nav).getByRole('link', { name: 'My account' }).getAttribute('aria-current')).toBe('page');
    expect(h.sent.find((op) => op.name === 'GetAccountCustomer')?.requestPolicy).toBe('network-only');
    await waitFor(() => expect(document.title).toBe('My account - Vitryna'));
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
  });

  it('says "0 бонусів" in Ukrainian and uses plural forms', async () => {
    const messages = await loadLocale('uk_UA', { lazyAreas: true });
    renderAccount(null, { GetAccountCustomer: { customer: customerFixture() } }, { messages });
    await screen.findByText('0 бонусів');
    expect(screen.getByRole('heading', { level: 1, name: 'Мій кабінет' })).toBeTruthy();
    cleanup();
    renderAccount(
      null,
      {
        GetAccountCustomer: {
          customer: customerFixture({ loyalty: { active_bonuses: 22, loyalty_card: null } }),
        },
      },
      { messages },
    );
    await screen.findByText('22 бонуси');
    cleanup();
    const ru = await loadLocale('ru_RU', { lazyAreas: true });
    renderAccount(
      null,
      {
        GetAccountCustomer: {
          customer: customerFixture({ loyalty: { active_bonuses: 5, loyalty_card: null } }),
        },
      },
      { messages: ru },
    );
    await screen.findByText('5 бонусов');
    cleanup();
    const en = await loadLocale('en_US', { lazyAreas: true });
    renderAccount(
      null,
      {
        GetAccountCustomer: {
          customer: customerFixture({ loyalty: { active_bonuses: 1, loyalty_card: null } }),
        },
      },
      { messages: en },
    );
    await screen.findByText('1 bonus');
  });

  it('shows the loading state, then a network failure with a way to try again', async () => {
    let answer: Answer = PENDING;
    renderAccount(null, { GetAccountCustomer: () => answer });
    expect(screen.getByRole('status').textContent).toContain('Loading');
    cleanup();
    answer = new Error('offline');
    const h2 = renderAccount(null, { GetAccountCustomer: () => answer });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not reach the shop');
    answer = { customer: customerFixture() };
    const asked = h2.sent.filter((op) => op.name === 'GetAccountCustomer').length;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByText('Hello, Olena Koval!');
    expect(h2.sent.filter((op) => op.name === 'GetAccountCustomer').length).toBeGreaterThan(asked);
  });

  it('asks to sign in again when the token is refused', async () => {
    renderAccount(null, { GetAccountCustomer: NOT_AUTHORIZED }, { path: '/customer/account/home' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your session has ended');
    expect(within(alert).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/sign-in?redirect=%2Fcustomer%2Faccount%2Fhome',
    );
  });
});

describe('loyalty programme and help', () => {
  it('shows the balance and the rules', async () => {
    renderAccount('loyaltyProgram', {
      GetLoyaltyProgram: {
        customer: {
          loyalty: {
            active_bonuses: 1,
            loyalty_card: null,
            balance_history: { total_count: 0, items: [] },
          },
        },
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Loyalty programme' })).toBeTruthy();
    await screen.findByText('Bonuses: 1');
    expect(screen.getByRole('link', { name: 'Loyalty programme rules' }).getAttribute('href')).toBe(
      '/loyalty-rules',
    );
    // On a phone the way back to the account home.
    expect(
      screen
        .getAllByRole('link', { name: /My account/ })
        .some((l) => l.getAttribute('href') === '/customer/account'),
    ).toBe(true);
  });

  it('lists the ways to reach the shop', () => {
    renderAccount('help', {});
    expect(screen.getByRole('heading', { level: 1, name: 'Help' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact-us');
    expect(screen.getByRole('link', { name: 'Frequently asked questions' }).getAttribute('href')).toBe(
      '/faq',
    );
    expect(screen.getByRole('link', { name: 'Delivery, payment and returns' }).getAttribute('href')).toBe(
      '/our-service',
    );
  });

  it('keeps the wishlist tab a placeholder', () => {
    renderAccount('wishlist', {});
    expect(screen.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeTruthy();
    expect(screen.getByText(/Your wishlist is on its way/)).toBeTruthy();
  });
});
