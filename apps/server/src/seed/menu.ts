/**
 * The main menu of both stores (same ids in each): the three gender sections mirroring the
 * category tree (kids go five levels deep: Діти → Хлопчики → Одяг → Верхній одяг → Куртки),
 * Brands, and a red Sale item. Urls are root-relative category paths without '.html';
 * url_params use the 'k=v&k2=v2' form the storefront turns into its filter syntax.
 */
import { SECTION_NAMES, type CatalogTree, type CategoryNode } from './catalog-tree.ts';
import { STORES, type Localized, type StoreCode } from './stores.ts';

type Row = Record<string, unknown>;

interface Item {
  label: Localized;
  url: string;
  urlParams?: string;
  isRed?: boolean;
  image?: string;
  leftBlock?: string;
  rightBlock?: Localized;
  children: Item[];
}

function fromCategory(n: CategoryNode, depth: number): Item {
  return {
    label: n.name,
    url: `/${n.urlPath}`,
    // Second-level tiles of the drawer show a picture.
    image: depth === 2 ? `/media/wysiwyg/menu/${n.urlPath.replace(/\//g, '-')}.png` : undefined,
    children: n.children.map((c) => fromCategory(c, depth + 1)),
  };
}

function promo(section: string, ua: string, ru: string, link: string): Localized {
  const html = (text: string) =>
    `<a href="${link}"><img src="/media/wysiwyg/menu/${section}-promo.jpg" alt="${text}"></a><p><a href="${link}">${text}</a></p>`;
  return { ua: html(ua), ru: html(ru) };
}

function menuTree(tree: CatalogTree): Item[] {
  const section = (key: 'women' | 'men' | 'kids', right: Localized): Item => ({
    ...fromCategory(tree.sections[key], 1),
    label: SECTION_NAMES[key],
    leftBlock: `menu-left-${key}`,
    rightBlock: right,
  });
  return [
    section(
      'women',
      promo('women', 'Нова колекція суконь', 'Новая коллекция платьев', '/women/clothing/dresses'),
    ),
    section('men', promo('men', 'Кросівки сезону', 'Кроссовки сезона', '/men/footwear/sneakers')),
    section('kids', promo('kids', 'Усе до школи', 'Все к школе', '/kids')),
    {
      label: { ua: 'Бренди', ru: 'Бренды' },
      url: '/brands',
      children: [
        { label: { ua: 'Усі бренди', ru: 'Все бренды' }, url: '/brands', children: [] },
        {
          label: { ua: 'Ексклюзивні бренди', ru: 'Эксклюзивные бренды' },
          url: '/exclusive-brands',
          children: [],
        },
        { label: { ua: 'Бренди для жінок', ru: 'Бренды для женщин' }, url: '/brands/women', children: [] },
        { label: { ua: 'Бренди для чоловіків', ru: 'Бренды для мужчин' }, url: '/brands/men', children: [] },
        { label: { ua: 'Бренди для дітей', ru: 'Бренды для детей' }, url: '/brands/kids', children: [] },
      ],
    },
    {
      label: { ua: 'Розпродаж', ru: 'Распродажа' },
      url: '/women/clothing',
      urlParams: 'sale=true',
      isRed: true,
      children: [],
    },
  ];
}

export function menuRows(tree: CatalogTree): Row[] {
  const items = menuTree(tree);
  const rows: Row[] = [];
  for (const store of STORES) {
    let nextId = 1;
    const walk = (list: Item[], parentId: number | null, s: StoreCode) => {
      list.forEach((item, i) => {
        const id = nextId++;
        rows.push({
          id,
          store_id: store.id,
          parent_id: parentId,
          position: i + 1,
          label: item.label[s],
          url: item.url,
          url_params: item.urlParams ?? null,
          is_red: item.isRed ?? false,
          menu_image: item.image ?? null,
          left_block: item.leftBlock ?? null,
          right_block: item.rightBlock?.[s] ?? null,
        });
        walk(item.children, id, s);
      });
    };
    walk(items, null, store.code);
  }
  return rows;
}
