import { describe, expect, it } from 'vitest';
import { createAppStore } from './app-store.tsx';
import { catalogActions, childCategories } from './catalog-state.ts';
import { priceAlertActions } from './price-alert-state.ts';

describe('app store', () => {
  it('holds the catalogue slice: children sorted by position then uid, taken in once per category', () => {
    const store = createAppStore();
    const parent = { uid: 'P', position: 1 };
    store.dispatch(
      catalogActions.receiveChildren(parent, [
        { uid: 'c', position: 2 },
        { uid: 'b', position: 1 },
        { uid: 'a', position: 2 },
      ]),
    );
    store.dispatch(catalogActions.receiveChildren(parent, [{ uid: 'z', position: 0 }]));
    expect(childCategories(store.getState().catalog, 'P').map((c) => c.uid)).toEqual(['b', 'a', 'c']);
  });

  it('routes each action to its slice and leaves the others as they were', () => {
    const store = createAppStore();
    const before = store.getState();
    store.dispatch(priceAlertActions.add('SKU-1'));
    const after = store.getState();
    expect(after.priceAlerts.skus).toEqual(['SKU-1']);
    expect(after.cart).toBe(before.cart);
    expect(after.catalog).toBe(before.catalog);
  });

  it('is one store per call (per request on the server)', () => {
    const a = createAppStore();
    a.dispatch(priceAlertActions.add('X'));
    expect(createAppStore().getState().priceAlerts.skus).toEqual([]);
  });
});
