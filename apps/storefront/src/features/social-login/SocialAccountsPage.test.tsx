// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { renderInApp, TEST_STORE_CONFIG, type Answer } from '../../testing/harness.tsx';
import SocialAccountsPage from './SocialAccountsPage.tsx';

const SHOP = 'https://shop.test';
const LINK_URL = `${SHOP}/amsociallogin/social/login?type=google&store=ua&intent=ticket`;

function answers(linked: { type: string; name: string }[], overrides: Record<string, Answer> = {}) {
  return {
    getStoreConfigs: {
      storeConfig: { ...TEST_STORE_CONFIG, amsociallogin_general_enabled: true, popup_enabled: true },
    },
    AmSocialLoginButtonConfig: {
      amSocialLoginButtonConfig: [
        { type: 'google', label: 'Google', url: `${SHOP}/amsociallogin/social/login?type=google&store=ua` },
        { type: 'apple', label: 'Apple', url: `${SHOP}/amsociallogin/social/login?type=apple&store=ua` },
      ],
    },
    AmSocialLoginAccountData: () => ({ amSocialLoginAccountData: linked }),
    AmSocialLoginLinkAccount: { amSocialLoginLinkAccount: { isSuccess: true, message: '', url: LINK_URL } },
    AmSocialLoginUnlinkAccount: {
      amSocialLoginUnlinkAccount: { isSuccess: true, message: 'Your Apple account is unlinked.' },
    },
    ...overrides,
  } satisfies Record<string, Answer>;
}

let popup: { closed: boolean; close: ReturnType<typeof vi.fn>; location: { href: string } };
let open: ReturnType<typeof vi.fn>;

beforeEach(() => {
  popup = { closed: false, close: vi.fn(), location: { href: 'about:blank' } };
  open = vi.fn(() => popup);
  vi.stubGlobal('open', open);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the social accounts page', () => {
  it('lists every provider as linked (with the account name) or not', async () => {
    const view = renderInApp(<SocialAccountsPage />, {
      path: '/social-accounts',
      signedIn: true,
      answers: answers([{ type: 'apple', name: 'Taras Shevchuk' }]),
    });
    expect(await screen.findByRole('button', { name: 'Unlink Apple' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Link Google' })).toBeTruthy();
    expect(screen.getByText('Linked: Taras Shevchuk')).toBeTruthy();
    expect(screen.getByText('Not linked')).toBeTruthy();
    expect(view.sent.find((o) => o.name === 'AmSocialLoginAccountData')?.requestPolicy).toBe('network-only');
    const audit = await axe.run(view.container, { rules: { 'color-contrast': { enabled: false } } });
    expect(audit.violations).toEqual([]);
  });

  it('links through the popup opened within the click, and reloads the accounts on its result', async () => {
    let linked: { type: string; name: string }[] = [];
    const view = renderInApp(<SocialAccountsPage />, {
      path: '/social-accounts',
      signedIn: true,
      answers: { ...answers([]), AmSocialLoginAccountData: () => ({ amSocialLoginAccountData: linked }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Link Google' }));
    expect(open).toHaveBeenCalledWith('about:blank', 'amsociallogin', expect.any(String));
    await waitFor(() => expect(popup.location.href).toBe(LINK_URL));
    expect(view.sent.find((o) => o.name === 'AmSocialLoginLinkAccount')?.variables).toEqual({
      type: 'google',
    });

    linked = [{ type: 'google', name: 'Taras Shevchuk' }];
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: SHOP,
          data: {
            result: 1,
            messages: ['Your Google account is linked.'],
            redirect_data: { action: 'link' },
          },
        }),
      );
    });
    expect((await screen.findByRole('status')).textContent).toBe('Your Google account is linked.');
    expect(await screen.findByRole('button', { name: 'Unlink Google' })).toBeTruthy();
  });

  it('shows a refused link and closes the popup it opened', async () => {
    renderInApp(<SocialAccountsPage />, {
      path: '/social-accounts',
      signedIn: true,
      answers: answers([], {
        AmSocialLoginLinkAccount: {
          amSocialLoginLinkAccount: {
            isSuccess: false,
            message: 'This sign-in method is not available.',
            url: null,
          },
        },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Link Google' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This sign-in method is not available.');
    expect(popup.close).toHaveBeenCalled();
  });

  it('unlinks and says so', async () => {
    let linked = [{ type: 'apple', name: 'Taras Shevchuk' }];
    const view = renderInApp(<SocialAccountsPage />, {
      path: '/social-accounts',
      signedIn: true,
      answers: {
        ...answers([]),
        AmSocialLoginAccountData: () => ({ amSocialLoginAccountData: linked }),
        AmSocialLoginUnlinkAccount: () => {
          linked = [];
          return {
            amSocialLoginUnlinkAccount: { isSuccess: true, message: 'Your Apple account is unlinked.' },
          };
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Unlink Apple' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Your Apple account is unlinked.'),
    );
    expect(await screen.findByRole('button', { name: 'Link Apple' })).toBeTruthy();
    expect(view.sent.find((o) => o.name === 'AmSocialLoginUnlinkAccount')?.variables).toEqual({
      type: 'apple',
    });
  });
});
