import { describe, expect, it } from 'vitest';
import { parseListingPath } from '../url/listing-url.ts';
import { categoryUidOf, listingFilter, priceRange, toProductFilter } from './filter-mapping.ts';

const fromPath = (path: string) => toProductFilter(parseListingPath(path).filters);

describe('URL filters → ProductAttributeFilterInput', () => {
  it('maps option filters: one value as eq, several as in', () => {
    expect(fromPath('/women/f/brand:1001_1002/gender:36')).toEqual({
      brand: { in: ['1001', '1002'] },
      gender: { eq: '36' },
    });
  });

  it('maps every size filter, season and style', () => {
    expect(
      fromPath(
        '/x/f/top_sizes:2003/bottom_sizes:2101_2102/foot_sizes:2201/brand_size:9/season:3003/style:3101',
      ),
    ).toEqual({
      top_sizes: { eq: '2003' },
      bottom_sizes: { in: ['2101', '2102'] },
      foot_sizes: { eq: '2201' },
      brand_size: { eq: '9' },
      season: { eq: '3003' },
      style: { eq: '3101' },
    });
  });

  it('maps price from_to to a range, in either URL spelling', () => {
    expect(fromPath('/x/f/price:1000_2000')).toEqual({ price: { from: '1000', to: '2000' } });
    expect(fromPath('/x/f/price:1000%5F2000')).toEqual({ price: { from: '1000', to: '2000' } });
    expect(fromPath('/x/f/price:500')).toEqual({ price: { from: '500' } });
    expect(priceRange(['abc'])).toBeNull();
  });

  it('turns numeric category ids of the aggregation into uids', () => {
    expect(fromPath('/all/f/category_uid:101')).toEqual({ category_uid: { eq: 'MTAx' } });
    expect(categoryUidOf('MTAx')).toBe('MTAx');
  });

  it('reads the older trailing form too', () => {
    expect(fromPath('/women/brand:1001_1002')).toEqual({ brand: { in: ['1001', '1002'] } });
  });

  it('ignores names it does not know', () => {
    expect(fromPath('/x/f/colour:red/brand:1')).toEqual({ brand: { eq: '1' } });
  });

  it("keeps the page's own filter and lets a chosen category narrow it", () => {
    const filters = parseListingPath('/women/f/brand:1/category_uid:101').filters;
    expect(listingFilter({ category_uid: { eq: 'MTAw' }, gender: { eq: '36' } }, filters)).toEqual({
      category_uid: { eq: 'MTAx' },
      gender: { eq: '36' },
      brand: { eq: '1' },
    });
  });
});
