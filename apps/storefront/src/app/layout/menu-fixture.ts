/** A main menu answer for tests: three levels under Women, a deep kids branch, a red sale item. */
const item = (
  id: number,
  label: string,
  url: string,
  extra: Record<string, unknown> = {},
  submenu: unknown[] = [],
) => ({
  __typename: 'MenuItem',
  id,
  label,
  url,
  url_params: null,
  is_red: false,
  menu_image: null,
  left_block: null,
  right_block: null,
  ...extra,
  submenu,
});

export const MENU_DATA = {
  mainMenu: {
    __typename: 'MainMenu',
    items: [
      item(1, 'Women', '/women', { left_block: 'menu-left-women', right_block: '<p>Dresses promo</p>' }, [
        item(2, 'Clothing', '/women/clothing', { menu_image: '/media/wysiwyg/menu/women-clothing.png' }, [
          item(3, 'Dresses', '/women/clothing/dresses'),
          item(4, 'Skirts', '/women/clothing/skirts'),
        ]),
        item(5, 'Shoes', '/women/shoes'),
      ]),
      item(10, 'Men', '/men', {}, [item(11, 'Shirts', '/men/shirts')]),
      item(20, 'Kids', '/kids', {}, [
        item(21, 'Boys', '/kids/boys', {}, [
          item(22, 'Clothing', '/kids/boys/clothing', {}, [
            item(23, 'Outerwear', '/kids/boys/clothing/outerwear', {}, [
              item(24, 'Jackets', '/kids/boys/clothing/outerwear/jackets'),
            ]),
          ]),
        ]),
      ]),
      item(30, 'Sale', '/women/clothing', { url_params: 'sale=true', is_red: true }),
    ],
  },
};
