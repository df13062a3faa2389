import { describe, expect, it } from 'vitest';
import type { GraphqlResult } from './graphql-result.ts';
import { OUT_OF_STOCK_MESSAGES, isOutOfStockError, removeOutOfStockErrors } from './out-of-stock.ts';

const oos = (message: string, path?: Array<string | number>) => ({ message, path });

describe('isOutOfStockError', () => {
  it('recognises the three stock messages, also inside a longer message', () => {
    for (const message of OUT_OF_STOCK_MESSAGES) expect(isOutOfStockError({ message })).toBe(true);
    expect(
      isOutOfStockError({
        message: 'Could not add the product with SKU X: The requested qty is not available',
      }),
    ).toBe(true);
    expect(isOutOfStockError({ message: 'Could not find a cart with ID "x"' })).toBe(false);
  });
});

describe('removeOutOfStockErrors', () => {
  it('drops the error and the cart item it points at, leaving an error-free response', () => {
    const result: GraphqlResult = {
      data: { cart: { id: 'c1', items: [{ uid: 'a' }, { uid: 'b' }, { uid: 'c' }, { uid: 'd' }] } },
      errors: [oos('Some of the products are out of stock.', ['cart', 'items', 3])],
    };
    const cleaned = removeOutOfStockErrors(result);
    expect(cleaned).toEqual({
      data: { cart: { id: 'c1', items: [{ uid: 'a' }, { uid: 'b' }, { uid: 'c' }] } },
    });
    expect(cleaned).not.toHaveProperty('errors');
  });

  it('removes several items of one list by their original indexes', () => {
    const result: GraphqlResult = {
      data: { products: { items: ['p0', 'p1', 'p2', 'p3'] } },
      errors: [
        oos('There are no source items with the in stock status', ['products', 'items', 1]),
        oos('The requested qty is not available', ['products', 'items', 2, 'stock_status']),
      ],
    };
    expect(removeOutOfStockErrors(result).data).toEqual({ products: { items: ['p0', 'p3'] } });
  });

  it('uses the deepest list element of a path and keeps indexes right across nested lists', () => {
    const result: GraphqlResult = {
      data: { cart: { items: [{ v: ['x0', 'x1'] }, { v: ['y0', 'y1'] }] } },
      errors: [
        oos('The requested qty is not available', ['cart', 'items', 0]),
        oos('The requested qty is not available', ['cart', 'items', 1, 'v', 0]),
      ],
    };
    expect(removeOutOfStockErrors(result).data).toEqual({ cart: { items: [{ v: ['y1'] }] } });
  });

  it('keeps other errors, so the response still counts as failed', () => {
    const other = {
      message: "The cart isn't active.",
      path: ['cart'],
      extensions: { category: 'graphql-no-such-entity' },
    };
    const result: GraphqlResult = {
      data: { cart: { items: [1, 2] } },
      errors: [oos('Some of the products are out of stock.', ['cart', 'items', 0]), other],
    };
    expect(removeOutOfStockErrors(result)).toEqual({ data: { cart: { items: [2] } }, errors: [other] });
  });

  it('drops an error without a list path and leaves data alone', () => {
    const data = { addProductsToCart: null };
    const result: GraphqlResult = {
      data,
      errors: [oos('Some of the products are out of stock.', ['addProductsToCart'])],
    };
    const cleaned = removeOutOfStockErrors(result);
    expect(cleaned.data).toBe(data);
    expect(cleaned).not.toHaveProperty('errors');
  });

  it('ignores a path that does not exist in the data', () => {
    const result: GraphqlResult = {
      data: { cart: null },
      errors: [oos('Some of the products are out of stock.', ['cart', 'items', 0])],
    };
    expect(removeOutOfStockErrors(result)).toEqual({ data: { cart: null } });
  });

  it('does not modify the input and returns it untouched when there is nothing to remove', () => {
    const result: GraphqlResult = {
      data: { cart: { items: [1, 2] } },
      errors: [oos('Some of the products are out of stock.', ['cart', 'items', 0])],
    };
    const snapshot = structuredClone(result);
    removeOutOfStockErrors(result);
    expect(result).toEqual(snapshot);
    const clean: GraphqlResult = { data: { a: 1 }, errors: [{ message: 'other' }] };
    expect(removeOutOfStockErrors(clean)).toBe(clean);
  });

  it('keeps extensions of the response', () => {
    const result: GraphqlResult = {
      data: { a: [1] },
      errors: [oos('Some of the products are out of stock.', ['a', 0])],
      extensions: { cost: 1 },
    };
    expect(removeOutOfStockErrors(result)).toEqual({ data: { a: [] }, extensions: { cost: 1 } });
  });
});
