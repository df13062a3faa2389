import { describe, expect, it } from 'vitest';
import {
  CATALOG_PAGE_SIZE,
  catalogActions,
  catalogReducer,
  childCategories,
  initialCatalogState,
  needsChildren,
} from './catalog-state.ts';

const root = { uid: 'Mg==', name: 'Root', children_count: '3', position: 1 };

describe('catalogReducer', () => {
  it('starts on page 1 with page size 6', () => {
    expect(initialCatalogState).toEqual({ categories: {}, currentPage: 1, pageSize: 6, prevPageTotal: null });
    expect(CATALOG_PAGE_SIZE).toBe(6);
  });

  it('stores children keyed by uid with parentId, sorted by position then uid', () => {
    const state = catalogReducer(
      initialCatalogState,
      catalogActions.receiveChildren(root, [
        { uid: 'b', position: 2, children_count: '0', name: 'B' },
        { uid: 'c', position: 1, children_count: '4', name: 'C' },
        { uid: 'a', position: 2, children_count: null, name: 'A' },
      ]),
    );
    expect(state.categories['Mg==']).toMatchObject({
      children: ['c', 'a', 'b'],
      children_count: 3,
      parentId: null,
      name: 'Root',
    });
    expect(state.categories.c).toMatchObject({
      uid: 'c',
      position: 1,
      children_count: 4,
      parentId: 'Mg==',
      name: 'C',
    });
    expect(state.categories.a?.children_count).toBe(0);
    expect(childCategories(state, 'Mg==').map((node) => node.name)).toEqual(['C', 'A', 'B']);
  });

  it('loads the children of a category only once', () => {
    const first = catalogReducer(
      initialCatalogState,
      catalogActions.receiveChildren(root, [{ uid: 'a', position: 1 }]),
    );
    expect(needsChildren(first, 'Mg==')).toBe(false);
    expect(needsChildren(first, 'a')).toBe(true);
    const again = catalogReducer(first, catalogActions.receiveChildren(root, [{ uid: 'z', position: 0 }]));
    expect(again).toBe(first);
  });

  it('records an empty child list as loaded', () => {
    const state = catalogReducer(initialCatalogState, catalogActions.receiveChildren({ uid: 'leaf' }, []));
    expect(needsChildren(state, 'leaf')).toBe(false);
    expect(childCategories(state, 'leaf')).toEqual([]);
  });

  it('keeps a child’s parent and loaded children when it is received again as a parent', () => {
    let state = catalogReducer(
      initialCatalogState,
      catalogActions.receiveChildren(root, [{ uid: 'a', position: 1 }]),
    );
    state = catalogReducer(
      state,
      catalogActions.receiveChildren({ uid: 'a', position: 1, name: 'A' }, [{ uid: 'a1', position: 0 }]),
    );
    expect(state.categories.a).toMatchObject({ parentId: 'Mg==', children: ['a1'], name: 'A' });
    expect(state.categories.a1?.parentId).toBe('a');
    expect(state.categories['Mg==']?.children).toEqual(['a']);
  });

  it('does not take server-side children objects as loaded children', () => {
    const state = catalogReducer(
      initialCatalogState,
      catalogActions.receiveChildren(root, [{ uid: 'a', position: 1, children: [{ uid: 'x' }] }]),
    );
    expect(needsChildren(state, 'a')).toBe(true);
  });

  it('sets the current page (whole, from 1) and the previous page total', () => {
    let state = catalogReducer(initialCatalogState, catalogActions.setCurrentPage(3));
    expect(state.currentPage).toBe(3);
    expect(catalogReducer(state, catalogActions.setCurrentPage(0))).toBe(state);
    expect(catalogReducer(state, catalogActions.setCurrentPage(1.5))).toBe(state);
    state = catalogReducer(state, catalogActions.setPrevPageTotal(12));
    expect(state.prevPageTotal).toBe(12);
  });
});
