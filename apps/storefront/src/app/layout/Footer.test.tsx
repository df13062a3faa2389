// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { resetSessionPolicies } from '../../shared/graphql/session-policy.ts';
import { Footer } from './Footer.tsx';
import { renderInShell, type Responder } from '../../testing/harness.tsx';

const BLOCKS = {
  cmsBlocks: {
    items: [
      {
        identifier: 'pwa-footer-links-about',
        content:
          '<h3>About us</h3><ul><li><a href="/our-service">Our service</a></li><li><a href="/stores">Stores</a></li></ul>',
      },
      {
        identifier: 'pwa-footer-links-online-purchase',
        content:
          '<h3>Online purchase</h3><ul><li><a href="/faq#3">Delivery</a></li><li><a href="/contact-us">Contact us</a></li></ul>',
      },
      {
        identifier: 'pwa-footer-links-services',
        content: '<h3>Services</h3><ul><li><a href="/technical-page">Support</a></li></ul>',
      },
    ],
  },
};

const CONFIG = {
  storeConfig: {
    store_code: 'ua',
    contact_phone: '+38 (044) 123-45-67',
    apple_store_url: 'https://apps.apple.com/app/id1',
    facebook_url: 'https://facebook.com/vitryna',
    telegram_url: 'https://t.me/vitryna',
    instagram_group_url: 'https://instagram.com/vitryna',
    instagram_outlet_url: 'https://instagram.com/vitryna.outlet',
    instagram_beauty_url: 'https://instagram.com/vitryna.beauty',
    instagram_baby_url: 'https://instagram.com/vitryna.baby',
  },
};

const respondWith =
  (blocks: unknown): Responder =>
  (name) => {
    if (name === 'GetCmsBlocks') return blocks;
    if (name === 'getStoreConfigs') return CONFIG;
    return undefined;
  };

function setViewport(fromTablet: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: fromTablet,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  resetSessionPolicies();
  setViewport(false);
});
afterEach(cleanup);

describe('Footer', () => {
  it('makes three link groups of the CMS blocks, collapsible on phones', () => {
    renderInShell(<Footer />, { respond: respondWith(BLOCKS) });
    const toggles = ['About us', 'Online purchase', 'Services'].map((name) =>
      screen.getByRole('button', { name }),
    );
    expect(toggles.map((toggle) => toggle.getAttribute('aria-expanded'))).toEqual([
      'false',
      'false',
      'false',
    ]);
    fireEvent.click(toggles[0]!);
    expect(toggles[0]!.getAttribute('aria-expanded')).toBe('true');
    const body = document.getElementById(toggles[0]!.getAttribute('aria-controls')!)!;
    expect(within(body).getByRole('link', { name: 'Our service' }).getAttribute('href')).toBe(
      '/ua/our-service',
    );
    fireEvent.click(toggles[0]!);
    expect(toggles[0]!.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows the groups as plain headings from the tablet breakpoint', () => {
    setViewport(true);
    renderInShell(<Footer />, { respond: respondWith(BLOCKS) });
    expect(screen.queryByRole('button', { name: 'About us' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'About us' })).toBeTruthy();
  });

  it('opens the contact-us modal instead of navigating', () => {
    const { store, memory } = renderInShell(<Footer />, { respond: respondWith(BLOCKS) });
    fireEvent.click(screen.getByRole('link', { name: 'Contact us' }));
    expect(store.getState().modal.type).toBe('contact-us');
    expect(memory.history).toEqual(['/']);
    // Other internal links are routed in the app.
    fireEvent.click(screen.getByRole('link', { name: 'Stores' }));
    expect(memory.history?.at(-1)).toBe('/stores');
  });

  it("says 'There are no blocks to display' without blocks, and shows the error of a failed query", () => {
    const { unmount } = renderInShell(<Footer />, { respond: respondWith({ cmsBlocks: { items: [] } }) });
    expect(screen.getByText('There are no blocks to display')).toBeTruthy();
    unmount();
    renderInShell(<Footer />, {
      respond: (name) =>
        name === 'GetCmsBlocks' ? new Error('The CMS block with the "x" ID doesn\'t exist.') : undefined,
    });
    expect(screen.getByRole('alert').textContent).toContain('The CMS block with the "x" ID doesn\'t exist.');
  });

  it('has the phone, the App Store button, social links, four Instagram accounts, card marks and the year', () => {
    renderInShell(<Footer />, { respond: respondWith(BLOCKS) });
    expect(screen.getByRole('link', { name: /Call us/ }).getAttribute('href')).toBe('tel:+380441234567');
    expect(screen.getByRole('link', { name: /Download on the App Store/ }).getAttribute('href')).toBe(
      'https://apps.apple.com/app/id1',
    );
    expect(screen.getByRole('link', { name: 'Facebook' }).getAttribute('href')).toBe(
      'https://facebook.com/vitryna',
    );
    expect(screen.getByRole('link', { name: 'Telegram' }).getAttribute('href')).toBe('https://t.me/vitryna');
    for (const handle of ['@vitryna', '@vitryna.outlet', '@vitryna.beauty', '@vitryna.baby']) {
      expect(screen.getByRole('link', { name: handle })).toBeTruthy();
    }
    for (const card of ['Visa', 'Mastercard', 'Apple Pay', 'Google Pay'])
      expect(screen.getByRole('img', { name: card })).toBeTruthy();
    expect(screen.getByText(`© ${new Date().getFullYear()} All rights reserved.`)).toBeTruthy();
  });
});
