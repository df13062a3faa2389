import { describe, expect, it } from 'vitest';
import {
  childrenOf,
  compareCategories,
  mergeCategory,
  shouldLoadCategory,
  sortCategoryChildren,
  type CategoryNode,
} from './category-tree.ts';

describe('sortCategoryChildren', () => {
  it('sorts by position, then by uid', () => {
    const children = [
      { uid: 'c', position: 2 },
      { uid: 'b', position: 1 },
      { uid: 'a', position: 2 },
      { uid: 'd', position: 0 },
    ];
    expect(sortCategoryChildren(children).map((c) => c.uid)).toEqual(['d', 'b', 'a', 'c']);
  });

  it('compares numeric parts of uids as numbers and puts missing positions last', () => {
    expect(
      sortCategoryChildren([
        { uid: '10', position: 1 },
        { uid: '9', position: 1 },
      ]).map((c) => c.uid),
    ).toEqual(['9', '10']);
    expect(compareCategories({ uid: 'a', position: null }, { uid: 'b', position: 100 })).toBeGreaterThan(0);
  });

  it('does not modify its input', () => {
    const children = [
      { uid: 'b', position: 2 },
      { uid: 'a', position: 1 },
    ];
    sortCategoryChildren(children);
    expect(children.map((c) => c.uid)).toEqual(['b', 'a']);
  });
});

describe('mergeCategory', () => {
  const women: CategoryNode = {
    uid: 'W',
    name: 'Women',
    position: 1,
    children_count: 2,
    children: [
      { uid: 'W2', name: 'Shoes', position: 2, children_count: 0 },
      { uid: 'W1', name: 'Dresses', position: 1, children_count: 3 },
      null,
    ],
  };

  it('keys categories by uid with sorted child uids and parent ids', () => {
    const map = mergeCategory({}, women);
    expect(map.W).toMatchObject({ uid: 'W', name: 'Women', children: ['W1', 'W2'] });
    expect(map.W?.parentId).toBeUndefined();
    expect(map.W1).toMatchObject({ uid: 'W1', name: 'Dresses', parentId: 'W', children_count: 3 });
    expect(map.W2).toMatchObject({ uid: 'W2', parentId: 'W' });
  });

  it('marks a category loaded once its children arrived, but not its unloaded children', () => {
    const map = mergeCategory({}, women);
    expect(shouldLoadCategory(map, 'W')).toBe(false);
    expect(shouldLoadCategory(map, 'W1')).toBe(true);
    expect(shouldLoadCategory(map, 'unknown')).toBe(true);
    const loaded = mergeCategory(map, { uid: 'W1', children: [{ uid: 'W1a', position: 1 }] }, 'W');
    expect(shouldLoadCategory(loaded, 'W1')).toBe(false);
    expect(loaded.W1).toMatchObject({ name: 'Dresses', parentId: 'W', children: ['W1a'] });
  });

  it('returns a new map and leaves the old one unchanged', () => {
    const before = mergeCategory({}, women);
    const after = mergeCategory(before, { uid: 'M', children: [] });
    expect(before.M).toBeUndefined();
    expect(after.M).toEqual({ uid: 'M', children: [] });
  });

  it('lists the stored children in display order', () => {
    const map = mergeCategory({}, women);
    expect(childrenOf(map, 'W').map((c) => c.name)).toEqual(['Dresses', 'Shoes']);
    expect(childrenOf(map, 'W1')).toEqual([]);
  });
});
