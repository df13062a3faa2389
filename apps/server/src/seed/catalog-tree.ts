/**
 * The category tree: Root Catalog (1) → Default Category (2) → gender sections (women 36,
 * men 10, kids 78 with boys 7 and girls 8) → groups → types → sometimes sub-types; deeper
 * categories get ids from 100 in depth-first order. Leaves name the product types (optionally
 * `type:cut`) that land in them, so the product generator files every product under a leaf of
 * its own section. Url keys are English slugs, equal in both stores.
 */
import { GENDER } from './attributes.ts';
import type { Section } from './product-types.ts';
import { STORE_NAME, STORES, type Localized } from './stores.ts';

interface Spec {
  key: string;
  name: Localized;
  /** Product types filed here: 'dress' or 'dress:midi' (that cut only). */
  types?: string[];
  /** Extra shelf (sport): products land here besides their primary leaf. */
  secondary?: boolean;
  children?: Spec[];
}

export interface CategoryNode {
  id: number;
  parentId: number | null;
  key: string;
  name: Localized;
  urlPath: string;
  path: string;
  level: number;
  position: number;
  gender: number | null;
  section: Section | null;
  types: string[];
  secondary: boolean;
  children: CategoryNode[];
}

const leaf = (key: string, ua: string, ru: string, types: string[]): Spec => ({
  key,
  name: { ua, ru },
  types,
});
const group = (key: string, ua: string, ru: string, children: Spec[], secondary = false): Spec => ({
  key,
  name: { ua, ru },
  children,
  secondary,
});

const tShirts = leaf('t-shirts', 'Футболки', 'Футболки', ['t-shirt']);
const knitwear = group('knitwear', 'Светри та худі', 'Свитеры и худи', [
  leaf('sweaters', 'Светри', 'Свитеры', ['sweater']),
  leaf('hoodies', 'Худі', 'Худи', ['hoodie']),
]);
const jeans = leaf('jeans', 'Джинси', 'Джинсы', ['jeans']);
const trousers = leaf('trousers', 'Штани', 'Брюки', ['trousers']);
const shorts = leaf('shorts', 'Шорти', 'Шорты', ['shorts']);
const socks = leaf('socks', 'Шкарпетки', 'Носки', ['socks']);
const sneakers = leaf('sneakers', 'Кросівки', 'Кроссовки', ['sneakers']);
const boots = leaf('boots', 'Черевики', 'Ботинки', ['boots']);
const shoes = leaf('shoes', 'Туфлі', 'Туфли', ['shoes']);
const sandals = leaf('sandals', 'Сандалі', 'Сандалии', ['sandals']);
const perfume = leaf('perfume', 'Парфумерія', 'Парфюмерия', ['perfume']);

function accessories(): Spec {
  return group('accessories', 'Аксесуари', 'Аксессуары', [
    group('bags', 'Сумки та рюкзаки', 'Сумки и рюкзаки', [
      leaf('handbags', 'Сумки', 'Сумки', ['bag']),
      leaf('backpacks', 'Рюкзаки', 'Рюкзаки', ['backpack']),
    ]),
    leaf('hats', 'Головні убори', 'Головные уборы', ['cap']),
    leaf('scarves', 'Шарфи', 'Шарфы', ['scarf']),
    leaf('belts', 'Ремені', 'Ремни', ['belt']),
    leaf('sunglasses', 'Сонцезахисні окуляри', 'Солнцезащитные очки', ['sunglasses']),
    socks,
  ]);
}

function sport(): Spec {
  return group(
    'sport',
    'Спорт',
    'Спорт',
    [
      leaf('sportswear', 'Спортивний одяг', 'Спортивная одежда', [
        't-shirt',
        'top',
        'hoodie',
        'trousers',
        'shorts',
      ]),
      leaf('sport-shoes', 'Спортивне взуття', 'Спортивная обувь', ['sneakers']),
    ],
    true,
  );
}

const women: Spec[] = [
  group('clothing', 'Одяг', 'Одежда', [
    group('dresses', 'Сукні', 'Платья', [
      leaf('midi', 'Сукні міді', 'Платья миди', ['dress:midi']),
      leaf('maxi', 'Сукні максі', 'Платья макси', ['dress:maxi']),
      leaf('mini', 'Сукні міні', 'Платья мини', ['dress:mini']),
    ]),
    group('t-shirts-tops', 'Футболки та топи', 'Футболки и топы', [
      tShirts,
      leaf('tops', 'Топи', 'Топы', ['top']),
    ]),
    leaf('blouses', 'Сорочки та блузи', 'Рубашки и блузки', ['blouse']),
    knitwear,
    group('outerwear', 'Верхній одяг', 'Верхняя одежда', [
      leaf('jackets', 'Куртки', 'Куртки', ['jacket']),
      leaf('coats', 'Пальта', 'Пальто', ['coat']),
      leaf('blazers', 'Жакети', 'Жакеты', ['blazer']),
    ]),
    jeans,
    trousers,
    leaf('skirts', 'Спідниці', 'Юбки', ['skirt']),
    shorts,
  ]),
  group('footwear', 'Взуття', 'Обувь', [sneakers, boots, shoes, sandals]),
  accessories(),
  group('beauty', 'Краса', 'Красота', [
    perfume,
    group('skincare', 'Догляд за обличчям', 'Уход за лицом', [
      leaf('face-creams', 'Креми для обличчя', 'Кремы для лица', ['face-cream']),
      leaf('serums', 'Сироватки', 'Сыворотки', ['serum']),
    ]),
    group('makeup', 'Макіяж', 'Макияж', [leaf('lipsticks', 'Помади', 'Помады', ['lipstick'])]),
  ]),
  sport(),
];

const men: Spec[] = [
  group('clothing', 'Одяг', 'Одежда', [
    tShirts,
    leaf('shirts', 'Сорочки', 'Рубашки', ['shirt']),
    knitwear,
    group('outerwear', 'Верхній одяг', 'Верхняя одежда', [
      leaf('jackets', 'Куртки', 'Куртки', ['jacket']),
      leaf('coats', 'Пальта', 'Пальто', ['coat']),
      leaf('suits', 'Піджаки', 'Пиджаки', ['suit-jacket']),
    ]),
    jeans,
    trousers,
    shorts,
  ]),
  group('footwear', 'Взуття', 'Обувь', [sneakers, boots, shoes, sandals]),
  accessories(),
  group('beauty', 'Краса', 'Красота', [
    perfume,
    leaf('skincare', 'Догляд за обличчям', 'Уход за лицом', ['face-cream']),
  ]),
  sport(),
];

function kids(girls: boolean): Spec[] {
  return [
    group('clothing', 'Одяг', 'Одежда', [
      ...(girls
        ? [leaf('dresses', 'Сукні', 'Платья', ['dress']), leaf('skirts', 'Спідниці', 'Юбки', ['skirt'])]
        : []),
      tShirts,
      leaf('shirts', 'Сорочки', 'Рубашки', ['shirt']),
      knitwear,
      group('outerwear', 'Верхній одяг', 'Верхняя одежда', [
        leaf('jackets', 'Куртки', 'Куртки', ['jacket']),
        leaf('coats', 'Пальта', 'Пальто', ['coat']),
      ]),
      jeans,
      trousers,
      shorts,
      socks,
    ]),
    group('footwear', 'Взуття', 'Обувь', [sneakers, boots, sandals]),
  ];
}

/** The kids section's own id; its boys and girls sub-sections use the gender ids 7 and 8. */
export const KIDS_CATEGORY_ID = 78;

export const SECTION_NAMES: Record<Section | 'boys' | 'girls', Localized> = {
  women: { ua: 'Жінки', ru: 'Женщины' },
  men: { ua: 'Чоловіки', ru: 'Мужчины' },
  kids: { ua: 'Діти', ru: 'Дети' },
  boys: { ua: 'Хлопчики', ru: 'Мальчики' },
  girls: { ua: 'Дівчатка', ru: 'Девочки' },
};

export class CatalogTree {
  readonly nodes: CategoryNode[] = [];
  readonly byId = new Map<number, CategoryNode>();
  readonly sections: Record<Section, CategoryNode>;
  readonly boys: CategoryNode;
  readonly girls: CategoryNode;
  private nextId = 100;
  private leafIndex = new Map<string, CategoryNode[]>();

  constructor() {
    const root = this.add({
      id: 1,
      parent: null,
      key: 'root-catalog',
      name: { ua: 'Root Catalog', ru: 'Root Catalog' },
    });
    const top = this.add({
      id: 2,
      parent: root,
      key: 'default-category',
      name: { ua: 'Default Category', ru: 'Default Category' },
    });
    const section = (
      id: number,
      key: Section | 'boys' | 'girls',
      parent: CategoryNode,
      s: Section,
      gender: number,
    ) => this.add({ id, parent, key, name: SECTION_NAMES[key], section: s, gender });

    const w = section(GENDER.women, 'women', top, 'women', GENDER.women);
    this.grow(w, women);
    const m = section(GENDER.men, 'men', top, 'men', GENDER.men);
    this.grow(m, men);
    // The kids section has no gender of its own; 7 (boys) stands for it, as any of 7/8 means "kids".
    const k = section(KIDS_CATEGORY_ID, 'kids', top, 'kids', GENDER.boys);
    this.boys = section(GENDER.boys, 'boys', k, 'kids', GENDER.boys);
    this.grow(this.boys, kids(false));
    this.girls = section(GENDER.girls, 'girls', k, 'kids', GENDER.girls);
    this.grow(this.girls, kids(true));
    this.sections = { women: w, men: m, kids: k };
  }

  /**
   * Primary leaves for a product of `type` (with `cut`) under `root` (a section, or boys/girls),
   * and the secondary shelves (sport) it may also go to.
   */
  leaves(root: CategoryNode, type: string, cut: string | undefined, secondary = false): CategoryNode[] {
    const key = `${root.id}|${type}|${cut ?? ''}|${secondary}`;
    let found = this.leafIndex.get(key);
    if (!found) {
      found = [];
      const visit = (n: CategoryNode) => {
        if (n.children.length === 0 && n.secondary === secondary) {
          if (n.types.includes(type) || (cut !== undefined && n.types.includes(`${type}:${cut}`)))
            found?.push(n);
        }
        n.children.forEach(visit);
      };
      visit(root);
      this.leafIndex.set(key, found);
    }
    return found;
  }

  /** How many levels the tree goes below `root`. */
  depthBelow(root: CategoryNode): number {
    let max = 0;
    const visit = (n: CategoryNode, d: number) => {
      max = Math.max(max, d);
      n.children.forEach((c) => visit(c, d + 1));
    };
    visit(root, 0);
    return max;
  }

  private add(o: {
    id: number;
    parent: CategoryNode | null;
    key: string;
    name: Localized;
    section?: Section;
    gender?: number;
    types?: string[];
    secondary?: boolean;
  }): CategoryNode {
    const p = o.parent;
    // Sections sit right under Default Category, so their url path is just their key.
    const urlPath = !p || p.level < 2 ? o.key : `${p.urlPath}/${o.key}`;
    const node: CategoryNode = {
      id: o.id,
      parentId: p?.id ?? null,
      key: o.key,
      name: o.name,
      urlPath,
      path: p ? `${p.path}/${o.id}` : String(o.id),
      level: p ? p.level + 1 : 0,
      position: p ? p.children.length + 1 : 1,
      gender: o.gender ?? p?.gender ?? null,
      section: o.section ?? p?.section ?? null,
      types: o.types ?? [],
      secondary: o.secondary ?? p?.secondary ?? false,
      children: [],
    };
    p?.children.push(node);
    this.nodes.push(node);
    this.byId.set(node.id, node);
    return node;
  }

  private grow(parent: CategoryNode, specs: Spec[]): void {
    for (const s of specs) {
      const node = this.add({
        id: this.nextId++,
        parent,
        key: s.key,
        name: s.name,
        types: s.types,
        secondary: s.secondary,
      });
      if (s.children) this.grow(node, s.children);
    }
  }
}

/** "for women" etc., for descriptions and meta titles. */
function audience(n: CategoryNode, tree: CatalogTree): Localized {
  const inGirls = n.path.split('/').includes(String(tree.girls.id));
  const inBoys = n.path.split('/').includes(String(tree.boys.id));
  if (inGirls) return { ua: 'для дівчаток', ru: 'для девочек' };
  if (inBoys) return { ua: 'для хлопчиків', ru: 'для мальчиков' };
  if (n.section === 'women') return { ua: 'для жінок', ru: 'для женщин' };
  if (n.section === 'men') return { ua: 'для чоловіків', ru: 'для мужчин' };
  return { ua: 'для дітей', ru: 'для детей' };
}

export function categoryRows(tree: CatalogTree): Record<string, unknown>[] {
  return tree.nodes.map((n) => ({
    id: n.id,
    parent_id: n.parentId,
    path: n.path,
    level: n.level,
    position: n.position,
    is_active: true,
    is_anchor: true,
    include_in_menu: n.level > 0,
    gender: n.gender,
    image: null,
    default_sort_by: 'position',
  }));
}

export function categoryTextRows(tree: CatalogTree): Record<string, unknown>[] {
  const rows: Record<string, unknown>[] = [];
  for (const store of STORES) {
    const s = store.code;
    for (const n of tree.nodes) {
      const name = n.name[s];
      if (n.level < 2) {
        rows.push({ category_id: n.id, store_id: store.id, name, url_key: n.key, url_path: n.urlPath });
        continue;
      }
      const who = audience(n, tree)[s];
      const isSection = n.level === 2 || n.id === tree.boys.id || n.id === tree.girls.id;
      const title = isSection ? name : `${name} ${who}`;
      rows.push({
        category_id: n.id,
        store_id: store.id,
        name,
        url_key: n.key,
        url_path: n.urlPath,
        description:
          s === 'ua'
            ? `<p>${title} в інтернет-магазині ${STORE_NAME}: нові колекції, перевірені бренди та доставка по всій Україні.</p><p>Обирайте свій розмір і приміряйте у відділенні перед оплатою.</p>`
            : `<p>${title} в интернет-магазине ${STORE_NAME}: новые коллекции, проверенные бренды и доставка по всей Украине.</p><p>Выбирайте свой размер и примеряйте в отделении перед оплатой.</p>`,
        meta_title:
          s === 'ua'
            ? `${title} — купити в Україні | ${STORE_NAME}`
            : `${title} — купить в Украине | ${STORE_NAME}`,
        meta_description:
          s === 'ua'
            ? `${title} за вигідними цінами. Безкоштовна доставка від 1500 грн, оплата при отриманні.`
            : `${title} по выгодным ценам. Бесплатная доставка от 1500 грн, оплата при получении.`,
        meta_keywords: title.toLowerCase(),
      });
    }
  }
  return rows;
}
