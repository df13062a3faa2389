// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { modalActions } from '../../shared/state/modal-state.ts';
import { ModalHost, renderInShell } from '../../testing/harness.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ShareModal', () => {
  it('copies the current address and offers the system share sheet when there is one', async () => {
    const writeText = vi.fn(async () => undefined);
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    window.history.replaceState(null, '', '/ua/women');
    const { store } = renderInShell(<ModalHost />);
    act(() => store.dispatch(modalActions.openModal('share')));
    await screen.findByRole('dialog', { name: 'Share' });
    // The address is read in an effect (no browser globals while rendering).
    await screen.findByDisplayValue(`${window.location.origin}/ua/women`);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/ua/women`);
    fireEvent.click(screen.getByRole('button', { name: 'Share via…' }));
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ url: `${window.location.origin}/ua/women` }),
    );
    expect(screen.getByRole('link', { name: 'Telegram' }).getAttribute('href')).toContain(
      encodeURIComponent(`${window.location.origin}/ua/women`),
    );
  });

  it('shares the url it was opened with', async () => {
    const { store } = renderInShell(<ModalHost />);
    act(() => store.dispatch(modalActions.openModal('share', { url: 'https://shop.test/ua/stores' })));
    await screen.findByRole('dialog', { name: 'Share' });
    expect((screen.getByRole('textbox', { name: 'Link' }) as HTMLInputElement).value).toBe(
      'https://shop.test/ua/stores',
    );
  });
});
