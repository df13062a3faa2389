// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { modalActions } from '../../../shared/state/modal-state.ts';
import ZoomModal from './ZoomModal.tsx';
import { harness as appHarness } from '../../../testing/harness.tsx';

afterEach(cleanup);

const images = ['a', 'b', 'c'].map((name) => ({
  url: `https://shop.test/media/${name}.jpg`,
  alt: `Photo ${name}`,
}));

describe('ZoomModal', () => {
  it('shows the chosen photo large and moves with the keyboard arrows, wrapping', () => {
    const harness = appHarness();
    render(<ZoomModal props={{ images, index: 1, title: 'Silk midi dress' }} />, {
      wrapper: harness.Wrapper,
    });
    expect(screen.getByRole('dialog', { name: 'Silk midi dress' })).toBeTruthy();
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Photo b');
    expect(screen.getByRole('img').getAttribute('src')).toContain('width=1280');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Photo c');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Photo a');
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(screen.getByText('Photo 3 of 3')).toBeTruthy();
  });

  it('closes through the modal slice', () => {
    const harness = appHarness();
    harness.store.dispatch(modalActions.openModal('zoom', { images, index: 0 }));
    render(<ZoomModal props={{ images, index: 0 }} />, { wrapper: harness.Wrapper });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(harness.store.getState().modal.type).toBeNull();
  });
});
