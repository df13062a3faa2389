import { describe, expect, it } from 'vitest';
import { initialModalState, modalActions, modalReducer } from './modal-state.ts';

const images = [{ url: 'https://cdn.test/1.jpg', alt: 'Front' }];

describe('modalReducer', () => {
  it('starts empty', () => {
    expect(initialModalState).toEqual({ type: null, props: {} });
  });

  it('opening sets type and props', () => {
    const state = modalReducer(initialModalState, modalActions.openModal('zoom', { images, index: 0 }));
    expect(state).toEqual({ type: 'zoom', props: { images, index: 0 } });
  });

  it('a modal without props opens with empty props', () => {
    expect(modalReducer(initialModalState, modalActions.openModal('contact-us'))).toEqual({
      type: 'contact-us',
      props: {},
    });
  });

  it('shows one modal at a time: opening another replaces it and its props', () => {
    let state = modalReducer(
      initialModalState,
      modalActions.openModal('share-product', { url: 'https://shop.test/p', title: 'Dress' }),
    );
    state = modalReducer(state, modalActions.openModal('contact-us'));
    expect(state).toEqual({ type: 'contact-us', props: {} });
  });

  it('closing resets to empty', () => {
    const open = modalReducer(
      initialModalState,
      modalActions.openModal('remove-from-cart', { itemUid: 'MTIz' }),
    );
    expect(modalReducer(open, modalActions.closeModal())).toEqual({ type: null, props: {} });
    expect(modalReducer(initialModalState, modalActions.closeModal())).toBe(initialModalState);
  });

  it('keeps only data in the store: the props survive a JSON round trip', () => {
    const open = modalReducer(
      initialModalState,
      modalActions.openModal('remove-from-cart', { itemUid: 'MTIz', productName: 'Dress' }),
    );
    expect(JSON.parse(JSON.stringify(open))).toEqual(open);
  });
});
