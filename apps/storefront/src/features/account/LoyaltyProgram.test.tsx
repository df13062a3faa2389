// @vitest-environment happy-dom
/**
 * The loyalty programme tab: the balance, the card's number and scannable barcode (EAN-13 bars drawn
 * by jsbarcode), the bonus history in the store language, "show more", and the programme's pages.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLocale } from '../../shared/i18n/load-locale.ts';
import { harness } from '../../testing/harness.tsx';
import AccountPage from './AccountPage.tsx';

afterEach(cleanup);

const CARD = '2000000000015';

const item = (n: number, reason: 'ORDER_COMPLETE' | 'ORDER_CANCELED', change: number, balance: number) => ({
  balance,
  change_reason: reason,
  date: '2026-03-01 10:00:00',
  points_change: change,
  order_number: String(n).padStart(9, '0'),
});

function answer(pageSize: number, total = 2) {
  const all = [
    item(2, 'ORDER_CANCELED', -50, 75),
    item(2, 'ORDER_COMPLETE', 50, 125),
    ...Array.from({ length: total - 2 }, (_, i) => item(100 + i, 'ORDER_COMPLETE', 1, 75)),
  ];
  return {
    customer: {
      loyalty: {
        active_bonuses: 75,
        loyalty_card: CARD,
        balance_history: { total_count: total, items: all.slice(0, pageSize) },
      },
    },
  };
}

describe('loyalty programme tab', () => {
  it('shows the balance, the card with its barcode, the history and the programme pages (uk)', async () => {
    const messages = await loadLocale('uk_UA', { lazyAreas: true });
    const h = harness({
      path: '/customer/account/loyaltyProgram',
      signedIn: true,
      messages,
      answers: { GetLoyaltyProgram: (v: { pageSize: number }) => answer(v.pageSize) },
    });
    render(<AccountPage route="loyaltyProgram" />, { wrapper: h.Wrapper });
    await screen.findByText(`Картка лояльності: ${CARD}`);
    expect(screen.getByText('75 бонусів')).toBeTruthy();
    const barcode = screen.getByRole('img', { name: `Штрихкод картки лояльності ${CARD}` });
    // jsbarcode draws the EAN-13 bars into the SVG once it has loaded (the number is the text above).
    await waitFor(() => expect(barcode.querySelectorAll('rect').length).toBeGreaterThan(10));
    const table = screen.getByRole('table', { name: 'Історія бонусів' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['1 березня 2026 р.', 'Замовлення № 000000002 скасовано', '-50', '75'],
      ['1 березня 2026 р.', 'Замовлення № 000000002 виконано', '+50', '125'],
    ]);
    expect(screen.getByRole('link', { name: 'Правила програми лояльності' }).getAttribute('href')).toBe(
      '/loyalty-rules',
    );
    expect(
      screen.getByRole('link', { name: 'HM Space: події для учасників програми' }).getAttribute('href'),
    ).toBe('/hm-space');
    expect(h.sent.find((o) => o.name === 'GetLoyaltyProgram')?.requestPolicy).toBe('network-only');
  });

  it('asks for 20 more entries with "show more" while the ledger has more', async () => {
    const h = harness({
      path: '/customer/account/loyaltyProgram',
      signedIn: true,
      answers: { GetLoyaltyProgram: (v: { pageSize: number }) => answer(v.pageSize, 25) },
    });
    render(<AccountPage route="loyaltyProgram" />, { wrapper: h.Wrapper });
    const table = await screen.findByRole('table', { name: 'Bonus history' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(26));
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    const asked = h.sent.filter((o) => o.name === 'GetLoyaltyProgram').map((o) => o.variables.pageSize);
    expect([...new Set(asked)]).toEqual([20, 40]);
  });

  it('says when there is no history yet', async () => {
    const h = harness({
      signedIn: true,
      answers: {
        GetLoyaltyProgram: {
          customer: {
            loyalty: {
              active_bonuses: 0,
              loyalty_card: CARD,
              balance_history: { total_count: 0, items: [] },
            },
          },
        },
      },
    });
    render(<AccountPage route="loyaltyProgram" />, { wrapper: h.Wrapper });
    expect(await screen.findByText('No bonuses yet: they arrive when an order is completed.')).toBeTruthy();
  });
});
