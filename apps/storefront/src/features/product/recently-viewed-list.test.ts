import { describe, expect, it } from 'vitest';
import { createBrowserStorage, createMemoryStorage } from '../../shared/storage/browser-storage.ts';
import {
  addProductToViewedList,
  otherViewedProducts,
  recentlyViewedProducts,
} from './recently-viewed-list.ts';

const entry = (id: number, storeCode = 'ua') => ({ id, storeCode, card: { name: `P${id}` } });

describe('recently viewed list in browser storage', () => {
  it('keeps the newest first, no duplicates by id, at most 9, under recentlyViewedProducts', () => {
    const backing = createMemoryStorage();
    const storage = createBrowserStorage({ storage: backing });
    for (let id = 1; id <= 10; id += 1) addProductToViewedList(storage, entry(id));
    addProductToViewedList(storage, entry(5));
    const ids = recentlyViewedProducts(storage).map((e) => e.id);
    expect(ids).toEqual([5, 10, 9, 8, 7, 6, 4, 3, 2]);
    expect(backing.getItem('recentlyViewedProducts')).toContain('"card"');
  });

  it('reads garbage as an empty list', () => {
    const storage = createBrowserStorage({
      storage: createMemoryStorage({ recentlyViewedProducts: 'nope' }),
    });
    expect(recentlyViewedProducts(storage)).toEqual([]);
    storage.setItem('recentlyViewedProducts', [{ id: 1 }, entry(2)]);
    expect(recentlyViewedProducts(storage).map((e) => e.id)).toEqual([2]);
  });

  it('shows the other products of this store view', () => {
    const list = [entry(3), entry(2, 'ru'), entry(1)];
    expect(otherViewedProducts(list, 3, 'ua').map((e) => e.id)).toEqual([1]);
    expect(otherViewedProducts(list, '1', 'ua').map((e) => e.id)).toEqual([3]);
  });
});
