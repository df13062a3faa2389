import { describe, expect, it } from 'vitest';
import { chooseActiveMenuItem } from './active-menu.ts';

const items = [
  { id: 1, url: '/women' },
  { id: 2, url: '/men' },
  { id: 3, url: '/kids' },
  { id: 4, url: '/women/beauty' },
];

const activeId = (path: string, storedId?: string | number | null) =>
  chooseActiveMenuItem(items, path, storedId)?.id;

describe('chooseActiveMenuItem', () => {
  it('chooses the item whose url matches the current path', () => {
    expect(activeId('/men')).toBe(2);
    expect(activeId('/kids/girls/dresses')).toBe(3);
  });

  it('prefers the path over the stored item', () => {
    expect(activeId('/men/shoes', 3)).toBe(2);
  });

  it('chooses the longest matching url', () => {
    expect(activeId('/women/beauty/perfume')).toBe(4);
    expect(activeId('/women/dresses')).toBe(1);
  });

  it('matches whole segments only', () => {
    expect(activeId('/menswear', 3)).toBe(3);
  });

  it('ignores store prefixes, query strings, hashes, trailing slashes, case and absolute urls', () => {
    expect(activeId('/ua/men/?sort=price:ASC#x')).toBe(2);
    expect(chooseActiveMenuItem([{ id: 'a', url: 'https://shop.example/ru/Kids/' }], '/kids/boys')?.id).toBe(
      'a',
    );
  });

  it('falls back to the stored item when nothing matches, comparing ids as strings', () => {
    expect(activeId('/brands', 3)).toBe(3);
    expect(activeId('/brands', '2')).toBe(2);
  });

  it('falls back to the first item when nothing matches and nothing usable is stored', () => {
    expect(activeId('/brands')).toBe(1);
    expect(activeId('/brands', null)).toBe(1);
    expect(activeId('/brands', 99)).toBe(1);
  });

  it('matches a home-page item only on the home page', () => {
    const withHome = [{ id: 'home', url: '/' }, ...items];
    expect(chooseActiveMenuItem(withHome, '/ua/')?.id).toBe('home');
    expect(chooseActiveMenuItem(withHome, '/men')?.id).toBe(2);
    expect(chooseActiveMenuItem(withHome, '/brands', 3)?.id).toBe(3);
  });

  it('skips items without a url and returns undefined for no items', () => {
    expect(
      chooseActiveMenuItem(
        [
          { id: 1, url: null },
          { id: 2, url: '/men' },
        ],
        '/men',
      )?.id,
    ).toBe(2);
    expect(chooseActiveMenuItem([], '/men')).toBeUndefined();
  });
});
