import { describe, expect, it } from 'vitest';
import { addRecentlyViewed } from './recently-viewed.ts';

const ids = (list: Array<{ id: string | number }>) => list.map((item) => item.id);

describe('addRecentlyViewed', () => {
  it('puts the newest product first', () => {
    expect(ids(addRecentlyViewed([{ id: 1 }, { id: 2 }], { id: 3 }))).toEqual([3, 1, 2]);
  });

  it('moves an already viewed product to the front instead of duplicating it', () => {
    expect(ids(addRecentlyViewed([{ id: 1 }, { id: 2 }, { id: 3 }], { id: 2 }))).toEqual([2, 1, 3]);
    expect(ids(addRecentlyViewed([{ id: '5' }, { id: 6 }], { id: 5 }))).toEqual([5, 6]);
  });

  it('keeps at most 9 products, dropping the oldest', () => {
    const nine = [9, 8, 7, 6, 5, 4, 3, 2, 1].map((id) => ({ id }));
    const result = addRecentlyViewed(nine, { id: 10 });
    expect(ids(result)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2]);
  });

  it('keeps the latest data of a re-viewed product', () => {
    const [first] = addRecentlyViewed([{ id: 1, name: 'old' }], { id: 1, name: 'new' });
    expect(first).toEqual({ id: 1, name: 'new' });
  });

  it('starts a list from nothing and does not modify its input', () => {
    expect(ids(addRecentlyViewed(null, { id: 1 }))).toEqual([1]);
    const list = [{ id: 1 }];
    addRecentlyViewed(list, { id: 2 });
    expect(ids(list)).toEqual([1]);
  });
});
