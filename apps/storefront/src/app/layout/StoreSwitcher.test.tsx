// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { StoreSwitcher } from './StoreSwitcher.tsx';
import { renderInShell } from '../../testing/harness.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('StoreSwitcher', () => {
  it('reloads the page in the other store at the path the route lookup gives (mocked at fetch)', async () => {
    window.history.replaceState(null, '', '/ua/women/dresses?sort=price:DESC');
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const store = (init?.headers as Record<string, string>).store;
      const body = String(input).includes('ResolveURL')
        ? { data: { route: { relative_url: store === 'ru' ? 'zhenshchinam/platya' : 'women/dresses' } } }
        : {
            data: { storeConfig: { default_display_currency_code: 'UAH', secure_base_media_url: '/media/' } },
          };
      return new Response(JSON.stringify(body));
    });
    vi.stubGlobal('fetch', fetch);
    const assign = vi.fn();
    vi.spyOn(window.location, 'assign').mockImplementation(assign);
    renderInShell(<StoreSwitcher />, { path: '/women/dresses' });
    fireEvent.click(screen.getByRole('button', { name: 'RU' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/ru/zhenshchinam/platya?sort=price:DESC'));
  });

  it('does nothing for the current store', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderInShell(<StoreSwitcher />);
    const ua = screen.getByRole('button', { name: 'UA' });
    expect(ua.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(ua);
    expect(fetch).not.toHaveBeenCalled();
  });
});
