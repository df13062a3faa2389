// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { createToastStore } from '../../shared/toasts/toast-store.ts';
import { appActions } from '../../shared/state/app-state.ts';
import { ConnectivityToasts } from './ConnectivityToasts.tsx';
import { Toasts } from './Toasts.tsx';
import { renderInShell } from '../../testing/harness.tsx';
import { UnexpectedErrorToasts } from './UnexpectedErrorToasts.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function setup(extra?: React.ReactNode) {
  let now = 1000;
  const toastStore = createToastStore<unknown>({ now: () => now });
  const view = renderInShell(
    <>
      {extra}
      <Toasts />
    </>,
    { toastStore },
  );
  return { ...view, toastStore, setNow: (value: number) => (now = value) };
}

describe('Toasts', () => {
  it('shows the toast slice of the app store (the default provider keeps the list there)', () => {
    const { store } = renderInShell(<Toasts />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() =>
      store.dispatch({
        type: 'toast/add',
        toast: {
          id: 'saved',
          type: 'success',
          message: 'Saved',
          timestamp: 1,
          dismissable: true,
          timeout: false,
        },
      }),
    );
    expect(screen.getByRole('status').textContent).toContain('Saved');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(store.getState().toasts.toasts).toEqual([]);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('rejects invalid toasts with the spec’s messages', () => {
    const { toastStore } = setup();
    expect(() => toastStore.addToast({ message: 'x' } as never)).toThrow('toast.type is required');
    expect(() => toastStore.addToast({ type: 'info', message: '' })).toThrow('toast.message is required');
    expect(() => toastStore.addToast({ type: 'info', message: 'x', timeout: false })).toThrow(
      'Toast should be user-dismissable or have a timeout',
    );
  });

  it('announces errors and warnings as alerts, info and success as status, each with its icon', () => {
    const { toastStore } = setup();
    act(() => {
      toastStore.addToast({ type: 'error', message: 'Broken' });
      toastStore.addToast({ type: 'warning', message: 'Careful' });
      toastStore.addToast({ type: 'info', message: 'Note' });
      toastStore.addToast({ type: 'success', message: 'Done' });
    });
    expect(screen.getAllByRole('alert').map((toast) => toast.textContent)).toEqual(['Broken', 'Careful']);
    expect(screen.getAllByRole('status').map((toast) => toast.textContent)).toEqual(['Note', 'Done']);
    for (const toast of [...screen.getAllByRole('alert'), ...screen.getAllByRole('status')]) {
      expect(toast.querySelector('svg')).not.toBeNull();
    }
  });

  it('replaces a toast with the same id, keeping its place and timestamp', () => {
    const { toastStore, setNow } = setup();
    act(() => {
      toastStore.addToast({ id: 'a', type: 'info', message: 'First' });
      toastStore.addToast({ id: 'b', type: 'info', message: 'Other' });
    });
    setNow(5000);
    act(() => void toastStore.addToast({ id: 'a', type: 'info', message: 'Second' }));
    expect(screen.getAllByRole('status').map((toast) => toast.textContent)).toEqual(['Second', 'Other']);
    expect(toastStore.getState().toasts[0]).toMatchObject({ id: 'a', timestamp: 1000, message: 'Second' });
  });

  it('removes a toast after its timeout, and keeps a persistent one', () => {
    vi.useFakeTimers();
    const { toastStore } = setup();
    act(() => {
      toastStore.addToast({ type: 'info', message: 'Short', timeout: 3000 });
      toastStore.addToast({ type: 'info', message: 'Default' });
      toastStore.addToast({ type: 'error', message: 'Stays', dismissable: true, timeout: false });
    });
    act(() => void vi.advanceTimersByTime(2999));
    expect(screen.getByText('Short')).toBeTruthy();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.queryByText('Short')).toBeNull();
    act(() => void vi.advanceTimersByTime(2000));
    expect(screen.queryByText('Default')).toBeNull();
    act(() => void vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Stays')).toBeTruthy();
  });

  it('pulses (the pulse animation class) and offers action and dismiss buttons', () => {
    const { toastStore } = setup();
    const onAction = vi.fn((dismiss: () => void) => dismiss());
    const onDismiss = vi.fn();
    act(() => {
      toastStore.addToast({
        type: 'info',
        message: 'With action',
        actionText: 'Undo',
        onAction,
        timeout: 5000,
      });
      toastStore.addToast({ type: 'info', message: 'Closable', dismissable: true, onDismiss });
    });
    const toast = screen.getByText('With action').closest('li')!;
    expect(toast.className).toMatch(/pulse/);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('With action')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Closable')).toBeNull();
  });

  it('turns the browser’s offline and online events into store updates and 3 s toasts', () => {
    vi.useFakeTimers();
    const { store } = setup(<ConnectivityToasts />);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(store.getState().app).toMatchObject({ isOnline: false, hasBeenOffline: true });
    expect(screen.getByRole('alert').textContent).toBe('You are offline. Some features may be unavailable.');
    act(() => void window.dispatchEvent(new Event('online')));
    expect(store.getState().app.isOnline).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('You are online.');
    act(() => void vi.advanceTimersByTime(3000));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows each unexpected error once, with a debug line, dismissible, for 15 s', () => {
    vi.useFakeTimers();
    const { store } = setup(<UnexpectedErrorToasts />);
    act(() => store.dispatch(appActions.addUnhandledError(new TypeError('boom'), undefined, 'e-1')));
    const toast = screen.getByRole('alert');
    expect(toast.textContent).toContain('Sorry! An unexpected error occurred.');
    expect(toast.textContent).toContain('Debug: e-1 TypeError: boom');
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeTruthy();
    act(() => store.dispatch(appActions.setPageLoading(true)));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    act(() => void vi.advanceTimersByTime(14_999));
    expect(screen.getByRole('alert')).toBeTruthy();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
