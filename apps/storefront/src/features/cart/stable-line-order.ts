/**
 * The cart's lines in the order the shopper first saw them. Changing a size line's quantity removes
 * it and adds it again (spec §4), so the server lists it last: without this, the line the shopper
 * just pressed "+" on would jump to the bottom of the list under their finger.
 */
import { useState } from 'react';
import type { CartLine } from '../../shared/cart/cart-view.ts';

/** Orders `lines` by the rank each sku (one per size) got when first seen; new skus go last. */
export function orderBySeen(lines: readonly CartLine[], seen: Map<string, number>): CartLine[] {
  for (const line of lines) if (!seen.has(line.sku)) seen.set(line.sku, seen.size);
  return [...lines].sort((a, b) => seen.get(a.sku)! - seen.get(b.sku)!);
}

export function useStableLineOrder(lines: readonly CartLine[]): CartLine[] {
  // A rank only ever grows from the lines given: rendering twice gives the same order.
  const [seen] = useState(() => new Map<string, number>());
  return orderBySeen(lines, seen);
}
