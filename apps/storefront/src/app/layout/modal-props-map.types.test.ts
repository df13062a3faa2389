/**
 * Type-level checks of ModalPropsMap (tsc checks this file with the rest of src; each
 * @ts-expect-error line fails the type check if it ever compiles). The runtime part only keeps
 * vitest happy: the lines are built but never dispatched.
 */
import { describe, expect, it } from 'vitest';
import type { ComponentType } from 'react';
import { modalActions, type HostedModalProps } from '../../shared/state/modal-state.ts';
import type { ModalRegistry } from './modal-registry.ts';

describe('ModalPropsMap', () => {
  it('checks each modal type against its own props', () => {
    const right = [
      modalActions.openModal('contact-us'),
      modalActions.openModal('prerequisites', { message: 'Choose a size' }),
      modalActions.openModal('remove-from-cart', { itemUid: 'MTIz' }),
      modalActions.openModal('product-size-table', { table: 'tops' }),
    ];
    const wrong = [
      // @ts-expect-error remove-from-cart needs the item's uid
      modalActions.openModal('remove-from-cart'),
      // @ts-expect-error no callback goes through modal props
      modalActions.openModal('remove-from-cart', { itemUid: 'MTIz', onConfirm: () => {} }),
      // @ts-expect-error a prop another modal takes
      modalActions.openModal('contact-us', { message: 'Hi' }),
      // @ts-expect-error the wrong type of a known prop
      modalActions.openModal('zoom', { images: [], index: '1' }),
      // @ts-expect-error not a modal type
      modalActions.openModal('contactUs'),
    ];
    expect(right.every((action) => action.type === 'modal/open')).toBe(true);
    expect(wrong).toHaveLength(5);
  });

  it('types the registry against the same map', () => {
    const ShareOnly: ComponentType<HostedModalProps<'share'>> = () => null;
    // @ts-expect-error a component for share props cannot draw the remove-from-cart modal
    const wrong: Pick<ModalRegistry, 'remove-from-cart'> = { 'remove-from-cart': ShareOnly };
    expect(wrong).toBeTruthy();
  });
});
