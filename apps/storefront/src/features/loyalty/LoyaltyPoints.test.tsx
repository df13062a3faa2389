// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLocale } from '../../shared/i18n/load-locale.ts';
import { renderInShell } from '../../testing/harness.tsx';
import { LoyaltyPoints } from './LoyaltyPoints.tsx';

afterEach(cleanup);

describe('LoyaltyPoints', () => {
  it('names the balance with the plural form of the store language', async () => {
    const messages = await loadLocale('uk_UA');
    for (const [balance, name] of [
      [1, '1 бонусний бал'],
      [2, '2 бонусні бали'],
      [5, '5 бонусних балів'],
      [21, '21 бонусний бал'],
    ] as const) {
      const { unmount } = renderInShell(
        <LoyaltyPoints balance={balance} href="/customer/account/loyaltyProgram" />,
        {
          messages,
          signedIn: true,
        },
      );
      expect(await screen.findByRole('link', { name })).toBeTruthy();
      unmount();
    }
  });

  it('without a balance, is named by the word it shows (the visible text is the accessible name)', async () => {
    const messages = await loadLocale('uk_UA');
    renderInShell(<LoyaltyPoints href="/customer/account/loyaltyProgram" />, { messages, signedIn: true });
    const link = await screen.findByRole('link', { name: 'Бонуси' });
    expect(link.textContent).toBe('Бонуси');
    expect(link.hasAttribute('aria-label')).toBe(false);
  });

  it("asks the signed-in customer's balance from the network and shows the whole bonuses", async () => {
    const messages = await loadLocale('uk_UA');
    const { sent } = renderInShell(<LoyaltyPoints href="/customer/account/loyaltyProgram" />, {
      messages,
      signedIn: true,
      answers: { GetLoyaltyBalance: { customer: { loyalty: { active_bonuses: 123.45 } } } },
    });
    const link = await screen.findByRole('link', { name: '123 бонусні бали' });
    expect(link.textContent).toBe('123');
    const asked = sent.filter((o) => o.name === 'GetLoyaltyBalance');
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((o) => o.requestPolicy === 'network-only')).toBe(true);
  });

  it('asks nothing for a guest', async () => {
    const { sent, container } = renderInShell(<LoyaltyPoints href="/customer/account/loyaltyProgram" />, {
      signedIn: false,
      answers: { GetLoyaltyBalance: { customer: { loyalty: { active_bonuses: 5 } } } },
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(container.querySelector('a')).toBeNull();
    expect(sent.filter((o) => o.name === 'GetLoyaltyBalance')).toEqual([]);
  });
});
