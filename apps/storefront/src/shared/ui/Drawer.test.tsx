// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Drawer } from './Drawer.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open menu
      </button>
      <Drawer open={open} onClose={() => setOpen(false)} title="Menu" closeLabel="Close menu">
        <a href="/women">Women</a>
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  it('slides in: mounted closed first, then open', async () => {
    vi.useFakeTimers();
    render(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.dataset.state).toBe('closed');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(50);
    });
    expect(dialog.dataset.state).toBe('open');
  });

  it('closes by its close button, staying mounted for the 300 ms slide-out', async () => {
    vi.useFakeTimers();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open menu' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.getByRole('dialog', { hidden: true }).dataset.state).toBe('closed');
    expect(document.activeElement).toBe(opener);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(299);
    });
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
  });

  it('closes on Escape and on a backdrop click', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.getByRole('dialog', { hidden: true }).dataset.state).toBe('closed');
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    fireEvent.click(screen.getByRole('dialog').parentElement!);
    expect(screen.getByRole('dialog', { hidden: true }).dataset.state).toBe('closed');
  });
});
