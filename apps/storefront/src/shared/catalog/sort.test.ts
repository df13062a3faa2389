import { describe, expect, it } from 'vitest';
import { currentSort, defaultSort, findSortOption, SORT_OPTIONS, toSortParam } from './sort.ts';

describe('defaultSort', () => {
  it('is position ASC labelled Сортувати for the ua store', () => {
    expect(defaultSort('ua')).toEqual({ text: 'Сортувати', attribute: 'position', sortDirection: 'ASC' });
  });

  it('is labelled Cортировать (Latin C) for any other store', () => {
    const ru = defaultSort('ru');
    expect(ru).toEqual({ text: 'Cортировать', attribute: 'position', sortDirection: 'ASC' });
    expect(ru.text.codePointAt(0)).toBe(0x43);
    expect(defaultSort(null).text).toBe('Cортировать');
  });
});

describe('SORT_OPTIONS', () => {
  it('offers new arrivals and both price orders with translation ids and English originals', () => {
    expect(SORT_OPTIONS).toEqual([
      {
        id: 'sortItem.newArrivals',
        defaultMessage: 'New arrivals',
        attribute: 'position',
        sortDirection: 'DESC',
      },
      {
        id: 'sortItem.priceAsc',
        defaultMessage: 'Price in ascending order',
        attribute: 'price',
        sortDirection: 'ASC',
      },
      {
        id: 'sortItem.priceDesc',
        defaultMessage: 'Price in descending order',
        attribute: 'price',
        sortDirection: 'DESC',
      },
    ]);
  });
});

describe('findSortOption and currentSort', () => {
  const translate = (option: { defaultMessage: string }) => `t:${option.defaultMessage}`;

  it('matches a URL sort to its option', () => {
    expect(findSortOption({ attribute: 'price', direction: 'DESC' })?.id).toBe('sortItem.priceDesc');
    expect(findSortOption({ attribute: 'position', direction: 'DESC' })?.id).toBe('sortItem.newArrivals');
    expect(findSortOption({ attribute: 'name', direction: 'ASC' })).toBeUndefined();
    expect(findSortOption(null)).toBeUndefined();
  });

  it('uses the option with its translated text when the URL sort is offered', () => {
    expect(currentSort({ attribute: 'price', direction: 'ASC' }, 'ua', translate)).toEqual({
      text: 't:Price in ascending order',
      attribute: 'price',
      sortDirection: 'ASC',
    });
  });

  it('falls back to the store default for a missing or unknown sort', () => {
    expect(currentSort(null, 'ua', translate)).toEqual(defaultSort('ua'));
    expect(currentSort({ attribute: 'name', direction: 'ASC' }, 'ru', translate)).toEqual(defaultSort('ru'));
  });

  it('converts a sort method to the URL sort', () => {
    expect(toSortParam({ attribute: 'price', sortDirection: 'DESC' })).toEqual({
      attribute: 'price',
      direction: 'DESC',
    });
  });
});

describe('sort option translations', () => {
  it('exist for every option in every locale, in English as the default message', async () => {
    const { loadLocale } = await import('../i18n/load-locale.ts');
    const [en, uk, ru] = await Promise.all(['en_US', 'uk_UA', 'ru_RU'].map((l) => loadLocale(l)));
    for (const option of SORT_OPTIONS) {
      expect(en![option.id]).toBe(option.defaultMessage);
      expect(uk![option.id]).toMatch(/[а-яіїєґ]/i);
      expect(ru![option.id]).toMatch(/[а-яё]/i);
    }
  });
});
