/**
 * Which size chart a product opens on (kept apart from the chart data in size-tables.ts, so the
 * page does not load the tables until the shopper opens the size chart).
 */
import type { SizeTableId } from './size-tables.ts';

const BY_ATTRIBUTE: Readonly<Record<string, SizeTableId>> = {
  top_sizes: 'tops',
  bottom_sizes: 'bottoms',
  foot_sizes: 'footwear',
};

const KIDS_HEIGHT = /^(9[2-8]|1[0-6]\d)$/;

/**
 * The table to open first: by the product's size attribute, except that children's clothing
 * sized by height (92–164) opens the kids table. Null for sizes no chart describes (volumes,
 * one size, belts): the page then offers no size chart.
 */
export function sizeTableFor(
  attributeCode: string | null | undefined,
  sizeTitles: readonly string[] = [],
): SizeTableId | null {
  const byAttribute = attributeCode ? BY_ATTRIBUTE[attributeCode] : undefined;
  if (!byAttribute) return null;
  if (
    byAttribute !== 'footwear' &&
    sizeTitles.length > 0 &&
    sizeTitles.every((t) => KIDS_HEIGHT.test(t.trim()))
  )
    return 'kids';
  return byAttribute;
}
