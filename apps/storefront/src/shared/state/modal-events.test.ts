import { describe, expect, it, vi } from 'vitest';
import { confirmModal, onModalConfirmed } from './modal-events.ts';

describe('modal events', () => {
  it('tells the listeners of that modal type only, until they unsubscribe', () => {
    const remove = vi.fn();
    const other = vi.fn();
    const stopRemove = onModalConfirmed('remove-from-cart', remove);
    const stopOther = onModalConfirmed('prerequisites', other);
    confirmModal('remove-from-cart', { itemUid: 'A' });
    expect(remove).toHaveBeenCalledWith({ itemUid: 'A' });
    expect(other).not.toHaveBeenCalled();
    stopRemove();
    confirmModal('remove-from-cart', { itemUid: 'B' });
    expect(remove).toHaveBeenCalledTimes(1);
    stopOther();
  });
});
