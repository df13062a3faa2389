import { describe, expect, it } from 'vitest';
import type { CartLine } from '../../shared/cart/cart-view.ts';
import { orderBySeen } from './stable-line-order.ts';

const line = (sku: string, uid = sku) => ({ sku, uid }) as CartLine;

describe('the order of cart lines', () => {
  it('keeps a line re-added by a quantity change where the shopper saw it, and puts new lines last', () => {
    const seen = new Map<string, number>();
    expect(orderBySeen([line('a'), line('b'), line('c')], seen).map((l) => l.sku)).toEqual(['a', 'b', 'c']);
    // The server lists the re-added line "a" (a new uid) last.
    const next = orderBySeen([line('b'), line('c'), line('a', 'a2'), line('d')], seen);
    expect(next.map((l) => l.uid)).toEqual(['a2', 'b', 'c', 'd']);
  });
});
