import { describe, expect, it } from 'vitest';
import { SIZE_TABLES } from './size-tables.ts';
import { sizeTableFor } from './size-table-choice.ts';

describe('size tables', () => {
  it('has one row length per table', () => {
    for (const table of SIZE_TABLES)
      for (const row of table.rows) expect(row).toHaveLength(table.columns.length);
  });

  it('opens the table of the size attribute, the kids table for heights, none for other sizes', () => {
    expect(sizeTableFor('top_sizes', ['S', 'M'])).toBe('tops');
    expect(sizeTableFor('bottom_sizes', ['44'])).toBe('bottoms');
    expect(sizeTableFor('foot_sizes', ['38'])).toBe('footwear');
    expect(sizeTableFor('top_sizes', ['104', '110'])).toBe('kids');
    expect(sizeTableFor('brand_size', ['One size'])).toBeNull();
    expect(sizeTableFor(null)).toBeNull();
  });
});
