import { describe, expect, it } from 'vitest';
import { createToast } from './toast-model.ts';
import { initialToastState, toastReducer } from './toast-reducer.ts';

const toast = (id: string, message: string, timestamp: number) =>
  createToast({ id, type: 'info', message }, timestamp);

describe('toastReducer', () => {
  it('adds toasts in order', () => {
    let state = toastReducer(initialToastState, { type: 'toast/add', toast: toast('a', 'A', 1) });
    state = toastReducer(state, { type: 'toast/add', toast: toast('b', 'B', 2) });
    expect(state.toasts.map((t) => t.id)).toEqual(['a', 'b']);
  });

  it('replaces the content of an existing id, keeping its timestamp and place', () => {
    let state = toastReducer(initialToastState, { type: 'toast/add', toast: toast('a', 'A', 1) });
    state = toastReducer(state, { type: 'toast/add', toast: toast('b', 'B', 2) });
    const before = state.toasts[0];
    state = toastReducer(state, { type: 'toast/add', toast: toast('a', 'A again', 50) });
    expect(state.toasts.map((t) => [t.id, t.message, t.timestamp])).toEqual([
      ['a', 'A again', 1],
      ['b', 'B', 2],
    ]);
    expect(state.toasts[0]).not.toBe(before);
  });

  it('removes by id and returns the same state for an unknown id', () => {
    const state = toastReducer(initialToastState, { type: 'toast/add', toast: toast('a', 'A', 1) });
    expect(toastReducer(state, { type: 'toast/remove', id: 'a' }).toasts).toEqual([]);
    expect(toastReducer(state, { type: 'toast/remove', id: 'zzz' })).toBe(state);
  });
});
