import { describe, expect, it } from 'vitest';
import { chosenSize, sizeAttributeCode, sizeChoices, SIMPLE_SIZE_OPTION } from './size-selection.ts';

const variant = (sku: string, uid: string) => ({
  attributes: [{ code: 'top_sizes', uid, value_index: 1, label: sku }],
  product: { uid: `p-${sku}`, sku, stock_status: 'IN_STOCK', warehouses: [] },
});

const product = {
  __typename: 'ConfigurableProduct',
  product_all: [
    { id: 1, title: 'L', sku: 'X-L', stock_status: 1 },
    { id: 2, title: 'XS', sku: 'X-XS', stock_status: 1 },
    { id: 3, title: 'M', sku: 'X-M', stock_status: 0 },
    { id: 4, title: '', sku: 'X-NONE', stock_status: 1 },
  ],
  variants: [variant('X-L', 'uid-L'), variant('X-XS', 'uid-XS'), variant('X-M', 'uid-M')],
  configurable_options: [{ attribute_code: 'top_sizes', label: 'Size' }],
};

describe('sizeChoices', () => {
  it('lists only in-stock titled sizes in rank order, each setting its option value uid', () => {
    expect(sizeChoices(product)).toEqual([
      { key: 'X-XS', title: 'XS', sku: 'X-XS', options: { top_sizes: 'uid-XS' } },
      { key: 'X-L', title: 'L', sku: 'X-L', options: { top_sizes: 'uid-L' } },
    ]);
  });

  it('remembers a simple product size by its title', () => {
    const [choice] = sizeChoices({ product_all: [{ id: 9, title: '38', sku: 'S-38', stock_status: 1 }] });
    expect(choice?.options).toEqual({ [SIMPLE_SIZE_OPTION]: '38' });
  });
});

describe('chosenSize', () => {
  it('finds the size the product slice options select', () => {
    const choices = sizeChoices(product);
    expect(chosenSize(choices, { top_sizes: 'uid-L' })?.title).toBe('L');
    expect(chosenSize(choices, {})).toBeNull();
    expect(chosenSize(choices, { top_sizes: 'uid-M' })).toBeNull();
  });
});

describe('sizeAttributeCode', () => {
  it('comes from the configurable options, else the variants', () => {
    expect(sizeAttributeCode(product)).toBe('top_sizes');
    expect(sizeAttributeCode({ variants: [variant('A', 'u')] })).toBe('top_sizes');
    expect(sizeAttributeCode({})).toBeNull();
  });
});
