/**
 * What the shop sells: each product type with its nouns, the picture kind the image drawer
 * uses, how it is sized, its materials and cuts, its price band, and how common it is in each
 * gender section (weights within a section). The mix gives roughly 60% configurable products.
 */
import { sizeOption, sizeRange, type SizeOption } from './sizes.ts';
import type { Localized } from './stores.ts';
import type { Noun } from './vocabulary.ts';

export type Section = 'women' | 'men' | 'kids';
export type Base = 'clothing' | 'footwear' | 'accessories' | 'beauty';

/** Picture kinds the image drawer knows (product_image.spec.kind). */
// prettier-ignore
export type ImageKind =
  | 'dress' | 'top' | 'tshirt' | 'shirt' | 'sweater' | 'hoodie' | 'jacket' | 'coat' | 'trousers' | 'jeans'
  | 'skirt' | 'shorts' | 'sneakers' | 'boots' | 'shoes' | 'sandals' | 'bag' | 'backpack' | 'cap' | 'scarf'
  | 'belt' | 'sunglasses' | 'perfume' | 'cream' | 'lipstick' | 'socks';

/** A phrase after the noun ("міді", "на платформі"); `code` also picks the leaf category. */
export interface Cut extends Localized {
  code: string;
  sections?: Section[];
}

export interface ProductType {
  code: string;
  /** Option id of the product_type attribute (3300+). */
  optionId: number;
  noun: { ua: Noun; ru: Noun };
  kind: ImageKind;
  base: Base;
  /** Relative frequency within each section it is sold in. */
  sections: Partial<Record<Section, number>>;
  /** Kids' types only for girls (dresses, skirts). */
  girlsOnly?: boolean;
  /** Probability of being a configurable product; its sizes per section. */
  configurable: number;
  sizes?: Partial<Record<Section, SizeOption[]>>;
  /** Simple products: the sizes they may carry (one size, a volume) and how often. */
  simpleSizes?: { options: SizeOption[]; chance: number };
  coloured: boolean;
  cuts?: Cut[];
  cutChance?: number;
  materials: string[];
  price: [number, number];
  weight: [number, number];
  styles: string[];
}

const TOPS = {
  women: sizeRange('top_sizes', 'XXS', 'XL'),
  men: sizeRange('top_sizes', 'S', '3XL'),
  kids: sizeRange('top_sizes', '92', '164'),
};
const BOTTOMS = {
  women: sizeRange('bottom_sizes', '38', '50'),
  men: sizeRange('bottom_sizes', '44', '56'),
  kids: sizeRange('bottom_sizes', '92', '164'),
};
const WAIST = {
  women: sizeRange('bottom_sizes', '24', '32'),
  men: sizeRange('bottom_sizes', '28', '36'),
  kids: sizeRange('bottom_sizes', '92', '164'),
};
const FEET = {
  women: sizeRange('foot_sizes', '35', '41'),
  men: sizeRange('foot_sizes', '39', '46'),
  kids: sizeRange('foot_sizes', '24', '36'),
};
const VOLUMES = {
  women: sizeRange('brand_size', '15 ml', '150 ml'),
  men: sizeRange('brand_size', '30 ml', '150 ml'),
};
const BELTS = {
  women: sizeRange('brand_size', '75 cm', '95 cm'),
  men: sizeRange('brand_size', '85 cm', '110 cm'),
};
const ONE = sizeOption('brand_size', 'One size');

const n = (ua: string, uaG: Noun['g'], ru: string, ruG: Noun['g']) => ({
  ua: { word: ua, g: uaG },
  ru: { word: ru, g: ruG },
});
const cut = (code: string, ua: string, ru: string, sections?: Section[]): Cut => ({ code, ua, ru, sections });

// A table: one type per entry, kept compact on purpose.
// prettier-ignore
const list: Omit<ProductType, 'optionId'>[] = [
  // Clothing: always configurable.
  {
    code: 'dress', noun: n('сукня', 'f', 'платье', 'n'), kind: 'dress', base: 'clothing',
    sections: { women: 7, kids: 8 }, girlsOnly: true, configurable: 1, sizes: TOPS, coloured: true,
    cuts: [cut('midi', 'міді', 'миди'), cut('maxi', 'максі', 'макси'), cut('mini', 'міні', 'мини')], cutChance: 1,
    materials: ['linen', 'cotton', 'viscose', 'silk'], price: [1299, 6999], weight: [0.3, 0.6],
    styles: ['casual', 'evening', 'romantic', 'boho', 'classic'],
  },
  {
    code: 't-shirt', noun: n('футболка', 'f', 'футболка', 'f'), kind: 'tshirt', base: 'clothing',
    sections: { women: 4, men: 6, kids: 12 }, configurable: 1, sizes: TOPS, coloured: true,
    cuts: [cut('oversize', 'оверсайз', 'оверсайз'), cut('print', 'з принтом', 'с принтом'), cut('logo', 'з логотипом', 'с логотипом')],
    cutChance: 0.6, materials: ['cotton', 'stretch-cotton', 'linen'], price: [399, 1999], weight: [0.15, 0.3],
    styles: ['casual', 'sport', 'street'],
  },
  {
    code: 'top', noun: n('топ', 'm', 'топ', 'm'), kind: 'top', base: 'clothing', sections: { women: 2 },
    configurable: 1, sizes: TOPS, coloured: true, cuts: [cut('straps', 'на бретелях', 'на бретельках')], cutChance: 0.5,
    materials: ['cotton', 'viscose', 'silk'], price: [499, 1999], weight: [0.1, 0.2], styles: ['casual', 'evening', 'sport'],
  },
  {
    code: 'blouse', noun: n('блуза', 'f', 'блузка', 'f'), kind: 'shirt', base: 'clothing', sections: { women: 3 },
    configurable: 1, sizes: TOPS, coloured: true,
    cuts: [cut('volume-sleeves', "з об'ємними рукавами", 'с объемными рукавами')], cutChance: 0.4,
    materials: ['viscose', 'silk', 'cotton', 'linen'], price: [899, 3999], weight: [0.2, 0.35],
    styles: ['classic', 'business', 'romantic'],
  },
  {
    code: 'shirt', noun: n('сорочка', 'f', 'рубашка', 'f'), kind: 'shirt', base: 'clothing',
    sections: { men: 5, kids: 3 }, configurable: 1, sizes: TOPS, coloured: true,
    cuts: [cut('long-sleeve', 'з довгим рукавом', 'с длинным рукавом'), cut('short-sleeve', 'з коротким рукавом', 'с коротким рукавом')],
    cutChance: 0.5, materials: ['cotton', 'linen'], price: [799, 3499], weight: [0.2, 0.35],
    styles: ['classic', 'business', 'casual'],
  },
  {
    code: 'sweater', noun: n('светр', 'm', 'свитер', 'm'), kind: 'sweater', base: 'clothing',
    sections: { women: 3, men: 4, kids: 6 }, configurable: 1, sizes: TOPS, coloured: true,
    cuts: [cut('turtleneck', 'з високим горлом', 'с высоким горлом'), cut('rib', 'в рубчик', 'в рубчик')], cutChance: 0.5,
    materials: ['wool', 'cashmere', 'cotton'], price: [1199, 6999], weight: [0.4, 0.8], styles: ['casual', 'classic'],
  },
  {
    code: 'hoodie', noun: n('худі', 'n', 'худи', 'n'), kind: 'hoodie', base: 'clothing',
    sections: { women: 2, men: 4, kids: 8 }, configurable: 1, sizes: TOPS, coloured: true,
    cuts: [cut('zip', 'на блискавці', 'на молнии'), cut('oversize', 'оверсайз', 'оверсайз')], cutChance: 0.5,
    materials: ['cotton', 'fleece'], price: [999, 3999], weight: [0.45, 0.8], styles: ['sport', 'street', 'casual'],
  },
  {
    code: 'jacket', noun: n('куртка', 'f', 'куртка', 'f'), kind: 'jacket', base: 'clothing',
    sections: { women: 2, men: 3, kids: 6 }, configurable: 1, sizes: TOPS, coloured: true,
    cuts: [cut('zip', 'на блискавці', 'на молнии'), cut('hood', 'з капюшоном', 'с капюшоном')], cutChance: 0.5,
    materials: ['nylon', 'leather', 'denim', 'textile'], price: [1999, 12999], weight: [0.6, 1.4],
    styles: ['casual', 'street', 'sport'],
  },
  {
    code: 'blazer', noun: n('жакет', 'm', 'жакет', 'm'), kind: 'jacket', base: 'clothing', sections: { women: 1.5 },
    configurable: 1, sizes: TOPS, coloured: true, cuts: [cut('double-breasted', 'двобортний', 'двубортный')], cutChance: 0.3,
    materials: ['wool', 'linen', 'viscose'], price: [2499, 8999], weight: [0.5, 0.9], styles: ['business', 'classic'],
  },
  {
    code: 'suit-jacket', noun: n('піджак', 'm', 'пиджак', 'm'), kind: 'jacket', base: 'clothing', sections: { men: 2 },
    configurable: 1, sizes: TOPS, coloured: true, materials: ['wool', 'linen'], price: [2999, 11999],
    weight: [0.6, 1.0], styles: ['business', 'classic'],
  },
  {
    code: 'coat', noun: n('пальто', 'n', 'пальто', 'n'), kind: 'coat', base: 'clothing',
    sections: { women: 1.5, men: 2, kids: 3 }, configurable: 1, sizes: TOPS, coloured: true,
    cuts: [cut('oversize', 'оверсайз', 'оверсайз'), cut('belt', 'з поясом', 'с поясом')], cutChance: 0.5,
    materials: ['wool', 'cashmere'], price: [3999, 17999], weight: [1.0, 1.8], styles: ['classic', 'business', 'casual'],
  },
  {
    code: 'trousers', noun: n('штани', 'pl', 'брюки', 'pl'), kind: 'trousers', base: 'clothing',
    sections: { women: 2, men: 4, kids: 6 }, configurable: 1, sizes: BOTTOMS, coloured: true,
    cuts: [cut('cargo', 'карго', 'карго'), cut('palazzo', 'палаццо', 'палаццо', ['women']), cut('creased', 'зі стрілками', 'со стрелками', ['women', 'men'])],
    cutChance: 0.6, materials: ['cotton', 'linen', 'wool', 'viscose'], price: [999, 4999], weight: [0.35, 0.7],
    styles: ['casual', 'classic', 'business', 'sport'],
  },
  {
    code: 'jeans', noun: n('джинси', 'pl', 'джинсы', 'pl'), kind: 'jeans', base: 'clothing',
    sections: { women: 2.5, men: 4, kids: 6 }, configurable: 1, sizes: WAIST, coloured: true,
    cuts: [cut('straight', 'прямого крою', 'прямого кроя'), cut('skinny', 'скінні', 'скинни'), cut('mom', 'mom fit', 'mom fit', ['women', 'kids']), cut('wide', 'wide leg', 'wide leg')],
    cutChance: 1, materials: [], price: [1199, 4999], weight: [0.5, 0.8], styles: ['casual', 'street'],
  },
  {
    code: 'skirt', noun: n('спідниця', 'f', 'юбка', 'f'), kind: 'skirt', base: 'clothing',
    sections: { women: 2, kids: 4 }, girlsOnly: true, configurable: 1, sizes: BOTTOMS, coloured: true,
    cuts: [cut('midi', 'міді', 'миди'), cut('mini', 'міні', 'мини'), cut('pleated', 'плісе', 'плиссе')], cutChance: 0.8,
    materials: ['viscose', 'linen', 'denim', 'leather', 'wool'], price: [799, 3999], weight: [0.2, 0.5],
    styles: ['casual', 'romantic', 'classic'],
  },
  {
    code: 'shorts', noun: n('шорти', 'pl', 'шорты', 'pl'), kind: 'shorts', base: 'clothing',
    sections: { women: 1.5, men: 2, kids: 5 }, configurable: 1, sizes: BOTTOMS, coloured: true,
    cuts: [cut('high-rise', 'з високою посадкою', 'с высокой посадкой', ['women']), cut('bermuda', 'бермуди', 'бермуды', ['men', 'kids'])],
    cutChance: 0.4, materials: ['denim', 'cotton', 'linen'], price: [599, 2499], weight: [0.2, 0.4], styles: ['casual', 'sport'],
  },
  {
    code: 'socks', noun: n('шкарпетки', 'pl', 'носки', 'pl'), kind: 'socks', base: 'accessories',
    sections: { women: 2, men: 5, kids: 14 }, configurable: 0, simpleSizes: { options: [ONE], chance: 0.5 },
    coloured: true, cuts: [cut('pack3', 'у наборі з 3 пар', 'в наборе из 3 пар')], cutChance: 0.4,
    materials: ['cotton'], price: [199, 499], weight: [0.05, 0.15], styles: ['casual', 'sport'],
  },
  // Footwear: always configurable.
  {
    code: 'sneakers', noun: n('кросівки', 'pl', 'кроссовки', 'pl'), kind: 'sneakers', base: 'footwear',
    sections: { women: 5, men: 8, kids: 12 }, configurable: 1, sizes: FEET, coloured: true,
    cuts: [cut('platform', 'на платформі', 'на платформе', ['women']), cut('running', 'для бігу', 'для бега')], cutChance: 0.4,
    materials: ['leather', 'suede', 'mesh', 'textile'], price: [1999, 8999], weight: [0.7, 1.2], styles: ['sport', 'street', 'casual'],
  },
  {
    code: 'boots', noun: n('черевики', 'pl', 'ботинки', 'pl'), kind: 'boots', base: 'footwear',
    sections: { women: 3.5, men: 5, kids: 8 }, configurable: 1, sizes: FEET, coloured: true,
    cuts: [cut('chelsea', 'челсі', 'челси'), cut('laced', 'на шнурівці', 'на шнуровке')], cutChance: 0.6,
    materials: ['leather', 'suede'], price: [2999, 11999], weight: [1.0, 1.8], styles: ['casual', 'classic', 'street'],
  },
  {
    code: 'shoes', noun: n('туфлі', 'pl', 'туфли', 'pl'), kind: 'shoes', base: 'footwear', sections: { women: 2.5, men: 3 },
    configurable: 1, sizes: FEET, coloured: true,
    cuts: [cut('heels', 'на підборах', 'на каблуке', ['women']), cut('derby', 'дербі', 'дерби', ['men']), cut('loafers', 'лофери', 'лоферы', ['men'])],
    cutChance: 0.6, materials: ['leather', 'suede'], price: [2499, 8999], weight: [0.7, 1.2], styles: ['classic', 'business', 'evening'],
  },
  {
    code: 'sandals', noun: n('сандалі', 'pl', 'сандалии', 'pl'), kind: 'sandals', base: 'footwear',
    sections: { women: 2, men: 1.5, kids: 5 }, configurable: 1, sizes: FEET, coloured: true,
    cuts: [cut('platform', 'на платформі', 'на платформе', ['women'])], cutChance: 0.3,
    materials: ['leather', 'textile'], price: [1299, 4999], weight: [0.4, 0.8], styles: ['casual', 'boho'],
  },
  // Accessories: mostly simple, belts come in lengths.
  {
    code: 'bag', noun: n('сумка', 'f', 'сумка', 'f'), kind: 'bag', base: 'accessories', sections: { women: 12, men: 4 },
    configurable: 0, simpleSizes: { options: [ONE], chance: 0.2 }, coloured: true,
    cuts: [cut('crossbody', 'через плече', 'через плечо'), cut('shopper', 'шопер', 'шоппер', ['women'])], cutChance: 0.6,
    materials: ['leather', 'suede', 'textile'], price: [1499, 14999], weight: [0.4, 1.2], styles: ['casual', 'classic', 'evening'],
  },
  {
    code: 'backpack', noun: n('рюкзак', 'm', 'рюкзак', 'm'), kind: 'backpack', base: 'accessories',
    sections: { women: 3, men: 7 }, configurable: 0, coloured: true,
    cuts: [cut('laptop', 'з відділенням для ноутбука', 'с отделением для ноутбука')], cutChance: 0.5,
    materials: ['nylon', 'leather', 'textile'], price: [999, 5999], weight: [0.5, 1.1], styles: ['sport', 'street', 'casual'],
  },
  {
    code: 'cap', noun: n('кепка', 'f', 'кепка', 'f'), kind: 'cap', base: 'accessories', sections: { women: 3, men: 6 },
    configurable: 0, simpleSizes: { options: [ONE], chance: 0.5 }, coloured: true,
    cuts: [cut('embroidery', 'з вишивкою', 'с вышивкой')], cutChance: 0.4, materials: ['cotton'], price: [399, 1499],
    weight: [0.08, 0.15], styles: ['sport', 'street', 'casual'],
  },
  {
    code: 'scarf', noun: n('шарф', 'm', 'шарф', 'm'), kind: 'scarf', base: 'accessories', sections: { women: 4, men: 3 },
    configurable: 0, simpleSizes: { options: [ONE], chance: 0.4 }, coloured: true,
    cuts: [cut('fringe', 'з бахромою', 'с бахромой')], cutChance: 0.4, materials: ['wool', 'cashmere', 'silk'],
    price: [499, 3999], weight: [0.1, 0.3], styles: ['classic', 'casual'],
  },
  {
    code: 'belt', noun: n('ремінь', 'm', 'ремень', 'm'), kind: 'belt', base: 'accessories', sections: { women: 3, men: 5 },
    configurable: 1, sizes: BELTS, coloured: true,
    cuts: [cut('metal-buckle', 'з металевою пряжкою', 'с металлической пряжкой')], cutChance: 0.4,
    materials: ['leather', 'suede'], price: [599, 2999], weight: [0.15, 0.3], styles: ['classic', 'business', 'casual'],
  },
  {
    code: 'sunglasses', noun: n('сонцезахисні окуляри', 'pl', 'солнцезащитные очки', 'pl'), kind: 'sunglasses',
    base: 'accessories', sections: { women: 6, men: 5 }, configurable: 0, simpleSizes: { options: [ONE], chance: 0.3 },
    coloured: true, cuts: [cut('metal-frame', 'у металевій оправі', 'в металлической оправе')], cutChance: 0.5,
    materials: [], price: [799, 6999], weight: [0.05, 0.1], styles: ['casual', 'classic', 'street'],
  },
  // Beauty: perfume comes in volumes; creams carry their volume as a one-size option.
  {
    code: 'perfume', noun: n('парфумована вода', 'f', 'парфюмерная вода', 'f'), kind: 'perfume', base: 'beauty',
    sections: { women: 9, men: 10 }, configurable: 1, sizes: VOLUMES, coloured: false,
    materials: ['vanilla', 'citrus', 'rose', 'wood'], price: [1499, 9999], weight: [0.2, 0.5], styles: ['classic', 'evening'],
  },
  {
    code: 'face-cream', noun: n('крем для обличчя', 'm', 'крем для лица', 'm'), kind: 'cream', base: 'beauty',
    sections: { women: 8, men: 5 }, configurable: 0,
    simpleSizes: { options: [sizeOption('brand_size', '30 ml'), sizeOption('brand_size', '50 ml')], chance: 0.9 },
    coloured: false, materials: ['hyaluronic', 'vitamin-c', 'spf', 'niacinamide'], price: [399, 2499], weight: [0.08, 0.2],
    styles: ['classic'],
  },
  {
    code: 'serum', noun: n('сироватка для обличчя', 'f', 'сыворотка для лица', 'f'), kind: 'cream', base: 'beauty',
    sections: { women: 4 }, configurable: 0,
    simpleSizes: { options: [sizeOption('brand_size', '15 ml'), sizeOption('brand_size', '30 ml')], chance: 0.9 },
    coloured: false, materials: ['hyaluronic', 'vitamin-c', 'niacinamide'], price: [499, 2999], weight: [0.05, 0.12],
    styles: ['classic'],
  },
  {
    code: 'lipstick', noun: n('помада', 'f', 'помада', 'f'), kind: 'lipstick', base: 'beauty', sections: { women: 6 },
    configurable: 0, coloured: true,
    cuts: [cut('matte', 'з матовим фінішем', 'с матовым финишем'), cut('satin', 'із сатиновим фінішем', 'с сатиновым финишем')],
    cutChance: 1, materials: [], price: [299, 1299], weight: [0.02, 0.05], styles: ['evening', 'classic'],
  },
];

export const PRODUCT_TYPES: readonly ProductType[] = list.map((t, i) => ({ ...t, optionId: 3301 + i }));

export const BASES: readonly { code: Base; optionId: number; labels: Localized }[] = [
  { code: 'clothing', optionId: 3401, labels: { ua: 'Одяг', ru: 'Одежда' } },
  { code: 'footwear', optionId: 3402, labels: { ua: 'Взуття', ru: 'Обувь' } },
  { code: 'accessories', optionId: 3403, labels: { ua: 'Аксесуари', ru: 'Аксессуары' } },
  { code: 'beauty', optionId: 3404, labels: { ua: 'Краса', ru: 'Красота' } },
];

/** Share of visible products per section. */
export const SECTION_WEIGHTS: readonly (readonly [Section, number])[] = [
  ['women', 0.55],
  ['men', 0.3],
  ['kids', 0.15],
];

export function typeLabel(t: ProductType): Localized {
  const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  return { ua: cap(t.noun.ua.word), ru: cap(t.noun.ru.word) };
}
