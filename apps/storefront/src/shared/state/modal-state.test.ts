import { describe, expect, it } from 'vitest';
import { initialModalState, modalActions, modalReducer } from './modal-state.ts';

describe('modalReducer', () => {
  it('starts empty', () => {
    expect(initialModalState).toEqual({ type: null, props: {} });
  });

  it('opening sets type and props', () => {
    const state = modalReducer(initialModalState, modalActions.openModal('zoom', { imageIndex: 2 }));
    expect(state).toEqual({ type: 'zoom', props: { imageIndex: 2 } });
  });

  it('shows one modal at a time: opening another replaces it and its props', () => {
    let state = modalReducer(initialModalState, modalActions.openModal('share-product', { sku: 'A' }));
    state = modalReducer(state, modalActions.openModal('contact-us'));
    expect(state).toEqual({ type: 'contact-us', props: {} });
  });

  it('closing resets to empty', () => {
    const open = modalReducer(initialModalState, modalActions.openModal('buy-in-one-click', { sku: 'A' }));
    expect(modalReducer(open, modalActions.closeModal())).toEqual({ type: null, props: {} });
    expect(modalReducer(initialModalState, modalActions.closeModal())).toBe(initialModalState);
  });
});
