// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { harness } from '../../testing/harness.tsx';
import ShareStoreModal from './ShareStoreModal.tsx';
import { sharedStore, storeShareLinks } from './share-store.ts';

const props = {
  name: 'Vitryna Київ, Поділ',
  address: 'вул. Сагайдачного, 25, Київ',
  phone: '+380 44 500 12 74',
  workingTime: '10:00–22:00',
  url: 'https://shop.test/ua/stores#store-kyiv-2',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ShareStoreModal', () => {
  it('is a labelled dialog with the store, its link to copy and share links', async () => {
    const onClose = vi.fn();
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const h = harness({ underStorePrefix: true });
    render(<ShareStoreModal props={props} onClose={onClose} />, { wrapper: h.Wrapper });
    const dialog = screen.getByRole('dialog', { name: 'Share the store' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByText('Vitryna Київ, Поділ')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Store link' }) as HTMLInputElement).value).toBe(props.url);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(screen.getByText('The link is copied.')).toBeTruthy());
    expect(writeText).toHaveBeenCalledWith(props.url);
    expect(screen.getByRole('link', { name: 'Telegram' }).getAttribute('href')).toContain(
      encodeURIComponent(props.url),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('offers only a web link for sharing', () => {
    expect(sharedStore({ ...props, url: 'javascript:alert(1)' }).url).toBe('');
    expect(storeShareLinks(sharedStore(props)).map((l) => l.id)).toEqual([
      'facebook',
      'telegram',
      'viber',
      'whatsapp',
    ]);
  });
});
