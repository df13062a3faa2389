import { describe, expect, it } from 'vitest';
import { socialHandle, splitLinkGroup, telHref } from './footer-content.ts';
import { toMenuTree } from './menu-tree.ts';
import { MENU_DATA } from './menu-fixture.ts';
import { accountHref, headerWishlistHref, isCheckoutPath, mobileBarWishlistHref } from './shell-links.ts';
import { brandsGenderFromPath } from './useMobileBar.ts';
import { menuItemMatchingPath } from './useDesktopMenu.ts';

describe('shell links', () => {
  it('sends guests to sign in and signed-in shoppers to their pages', () => {
    expect([accountHref(false), headerWishlistHref(false), mobileBarWishlistHref(false)]).toEqual([
      '/sign-in',
      '/sign-in',
      '/sign-in',
    ]);
    expect([accountHref(true), headerWishlistHref(true), mobileBarWishlistHref(true)]).toEqual([
      '/customer/account',
      '/wishlist',
      '/customer/account/wishlist',
    ]);
  });

  it('knows the checkout path', () => {
    expect(isCheckoutPath('/checkout')).toBe(true);
    expect(isCheckoutPath('/checkout/')).toBe(true);
    expect(isCheckoutPath('/checkout?step=2')).toBe(true);
    expect(isCheckoutPath('/checkout-help')).toBe(false);
    expect(isCheckoutPath('/cart')).toBe(false);
  });

  it('picks the brands list of the current section', () => {
    expect(brandsGenderFromPath('/men/shoes')).toBe('men');
    expect(brandsGenderFromPath('/brands/kids')).toBe('kids');
    expect(brandsGenderFromPath('/exclusive-brands/women')).toBe('women');
    expect(brandsGenderFromPath('/stores')).toBeNull();
  });
});

describe('menu tree', () => {
  it('builds links with url_params, keeps five levels and drops unlabelled items', () => {
    const tree = toMenuTree({
      mainMenu: {
        items: [
          ...MENU_DATA.mainMenu.items,
          {
            id: 99,
            label: ' ',
            url: '/x',
            url_params: null,
            is_red: false,
            menu_image: null,
            left_block: null,
            right_block: null,
            submenu: [],
          },
        ],
      },
    } as never);
    expect(tree.map((item) => item.label)).toEqual(['Women', 'Men', 'Kids', 'Sale']);
    const sale = tree.find((item) => item.label === 'Sale')!;
    expect(sale).toMatchObject({ href: '/women/clothing?sale=true', isRed: true, hasParams: true });
    const jackets = tree[2]!.children[0]!.children[0]!.children[0]!.children[0]!;
    expect(jackets).toMatchObject({ label: 'Jackets', depth: 5, children: [] });
    expect(toMenuTree(null)).toEqual([]);
  });

  it('marks the section of a path, never a filtered link and never by fallback', () => {
    const tree = toMenuTree(MENU_DATA as never);
    expect(menuItemMatchingPath(tree, '/women/clothing/dresses')).toBe('1');
    expect(menuItemMatchingPath(tree, '/women/clothing')).toBe('1');
    expect(menuItemMatchingPath(tree, '/stores')).toBeNull();
  });
});

describe('footer content', () => {
  it('splits a links block into its heading and its list', () => {
    expect(splitLinkGroup('<h3>Про&nbsp;нас &amp; <b>сервіс</b></h3><ul><li>a</li></ul>')).toEqual({
      title: 'Про нас & сервіс',
      body: '<ul><li>a</li></ul>',
    });
    expect(splitLinkGroup('<ul><li>a</li></ul>')).toEqual({ title: null, body: '<ul><li>a</li></ul>' });
  });

  it('names social accounts and phone links', () => {
    expect(socialHandle('https://www.instagram.com/vitryna.outlet/')).toBe('@vitryna.outlet');
    expect(socialHandle('https://instagram.com/')).toBeNull();
    expect(socialHandle(null)).toBeNull();
    expect(telHref('+38 (044) 123-45-67')).toBe('tel:+380441234567');
    expect(telHref('044 123 45 67')).toBe('tel:0441234567');
  });
});
