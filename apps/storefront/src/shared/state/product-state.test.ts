import { describe, expect, it } from 'vitest';
import {
  createInitialProductState,
  productActions,
  productReducer,
  type ProductState,
} from './product-state.ts';

type State = ProductState<{ sku: string }, string, { id: string }>;
const initial = (): State => createInitialProductState();

describe('productReducer', () => {
  it('starts with quantity 1, image 0 and nothing chosen', () => {
    expect(initial()).toEqual({
      item: null,
      quantity: 1,
      options: {},
      cart: null,
      imageIndex: 0,
      images: [],
    });
  });

  it('sets and resets the quantity, ignoring quantities that are not whole and positive', () => {
    let state = productReducer(initial(), productActions.setQuantity(3));
    expect(state.quantity).toBe(3);
    for (const bad of [0, -1, 1.5, Number.NaN])
      expect(productReducer(state, productActions.setQuantity(bad))).toBe(state);
    state = productReducer(state, productActions.resetQuantity());
    expect(state.quantity).toBe(1);
  });

  it('sets options one by one or all at once, and resets them', () => {
    let state = productReducer(initial(), productActions.setOption('top_sizes', 'M'));
    state = productReducer(state, productActions.setOption('color', 12));
    expect(state.options).toEqual({ top_sizes: 'M', color: 12 });
    state = productReducer(state, productActions.setOptions({ foot_sizes: '42' }));
    expect(state.options).toEqual({ foot_sizes: '42' });
    expect(productReducer(state, productActions.resetOptions()).options).toEqual({});
  });

  it('a new product starts with default quantity, options and image', () => {
    let state = productReducer(initial(), productActions.setImages(['a', 'b', 'c']));
    state = productReducer(state, productActions.setQuantity(2));
    state = productReducer(state, productActions.setOption('size', 'L'));
    state = productReducer(state, productActions.setImageIndex(2));
    const item = { sku: 'NEW' };
    state = productReducer(state, productActions.setItem(item));
    expect(state).toMatchObject({ item, quantity: 1, options: {}, imageIndex: 0 });
    expect(productReducer(state, productActions.setItem(item))).toBe(state);
  });

  it('moves between images within the gallery only', () => {
    const state = productReducer(initial(), productActions.setImages(['a', 'b']));
    expect(productReducer(state, productActions.setImageIndex(1)).imageIndex).toBe(1);
    expect(productReducer(state, productActions.setImageIndex(2))).toBe(state);
    expect(productReducer(state, productActions.setImageIndex(-1))).toBe(state);
  });

  it('keeps the image index when the new gallery is long enough, else goes back to 0', () => {
    let state = productReducer(initial(), productActions.setImages(['a', 'b', 'c']));
    state = productReducer(state, productActions.setImageIndex(2));
    expect(productReducer(state, productActions.setImages(['x', 'y', 'z', 'w'])).imageIndex).toBe(2);
    expect(productReducer(state, productActions.setImages(['x'])).imageIndex).toBe(0);
  });

  it('stores the cart of the last add', () => {
    expect(productReducer(initial(), productActions.setCart({ id: 'c1' })).cart).toEqual({ id: 'c1' });
  });
});
