// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import ShareProductModal from './ShareProductModal.tsx';
import { harness as appHarness } from '../../../testing/harness.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const props = { url: 'https://shop.test/ua/silk-midi-dress.html', title: 'Silk midi dress' };

describe('ShareProductModal', () => {
  it('offers the link to copy and social links when the browser has no share sheet', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    const harness = appHarness();
    render(<ShareProductModal props={props} />, { wrapper: harness.Wrapper });
    expect(screen.queryByRole('button', { name: 'Share via…' })).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Product link' }) as HTMLInputElement).value).toBe(props.url);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('The link is copied.'));
    expect(writeText).toHaveBeenCalledWith(props.url);
    expect(screen.getByRole('link', { name: 'Telegram' }).getAttribute('href')).toContain(
      encodeURIComponent(props.url),
    );
  });

  it('uses the system share sheet when there is one', async () => {
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const harness = appHarness();
    render(<ShareProductModal props={props} />, { wrapper: harness.Wrapper });
    fireEvent.click(await screen.findByRole('button', { name: 'Share via…' }));
    expect(share).toHaveBeenCalledWith({ title: 'Silk midi dress', url: props.url });
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  });
});
