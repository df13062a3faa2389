/**
 * Related products: 4 to 8 other products of the same gender section per visible product.
 * Generated after all products exist (links may point forward), from the per-section id lists.
 */
import type { Section } from './product-types.ts';
import { rngFor } from './random.ts';
import type { Row } from './bulk-insert.ts';

/** Yields product_link rows for about `perBatch` products at a time. */
export function* relatedLinks(bySection: Record<Section, number[]>, perBatch: number): Generator<Row[]> {
  let rows: Row[] = [];
  let products = 0;
  for (const ids of Object.values(bySection)) {
    if (ids.length < 2) continue;
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i] as number;
      const rng = rngFor('related', id);
      const want = Math.min(rng.int(4, 8), ids.length - 1);
      const picked = new Set<number>();
      // Random indices with rejection: sections hold thousands of ids, so collisions are rare.
      while (picked.size < want) {
        const j = rng.int(0, ids.length - 1);
        if (j !== i) picked.add(ids[j] as number);
      }
      let position = 1;
      for (const linked of picked) {
        rows.push({ product_id: id, linked_product_id: linked, link_type: 'related', position: position++ });
      }
      if (++products % perBatch === 0) {
        yield rows;
        rows = [];
      }
    }
  }
  if (rows.length > 0) yield rows;
}
