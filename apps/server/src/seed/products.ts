/**
 * The product generator. Products are produced in ordinal ranges (batches) so that 100,000 of
 * them never sit in memory at once; product N depends only on N (its own random stream) and on
 * how many ids the products before it used, so any batch size gives the same rows.
 *
 * Per visible product: the product row, its configurable variants, texts in both stores,
 * 1-2 leaf categories of its own section, 2-5 images, stock rows and url rewrites.
 * Variants get no product_text rows: they are never shown on their own, and readers fall back
 * to the parent's texts (this halves the text rows and a good part of the seeding time).
 */
import { GENDER, optionId, optionLabel, seasonFor } from './attributes.ts';
import { BRANDS, type Brand } from './brands.ts';
import type { CatalogTree, CategoryNode } from './catalog-tree.ts';
import { ONLINE_WAREHOUSE, SHOP_WAREHOUSES } from './locator.ts';
import { capitalise, imageLabel, productName, type KidsAudience, type NameParts } from './names.ts';
import { PRODUCT_TYPES, SECTION_WEIGHTS, type ProductType, type Section } from './product-types.ts';
import { rngFor, SEED_DATE, type Rng } from './random.ts';
import { skuSuffix, type SizeOption } from './sizes.ts';
import { slugify } from './slug.ts';
import { STORE_NAME, STORES, type Localized, type StoreCode } from './stores.ts';
import {
  CARE,
  COLOURS,
  COUNTRIES,
  MATERIALS,
  PHOTO_BACKGROUNDS,
  PITCHES,
  type Colour,
  type Material,
} from './vocabulary.ts';

type Row = Record<string, unknown>;

export interface ProductRows {
  product: Row[];
  product_text: Row[];
  product_category: Row[];
  product_image: Row[];
  inventory: Row[];
  url_rewrite: Row[];
}

/** What later phases (related products, CMS carousels, redirects) need to know of a product. */
export interface ProductSummary {
  id: number;
  sku: string;
  section: Section;
  configurable: boolean;
  inStock: boolean;
  urlKey: Localized;
  /** Url keys the product had under an earlier colour name (for 301 redirects). */
  oldUrlKey?: Localized;
}

const DAY = 86_400_000;
const HISTORY_DAYS = 730;
const SECTION_LETTER: Record<Section, string> = { women: 'W', men: 'M', kids: 'K' };
const SIMPLE_OUT_OF_STOCK = 0.13; // simple products only: ~5% of all products end up sold out
const VARIANT_OUT_OF_STOCK = 0.15;
/** The first products get an old url key (for ~20 redirects); later ones need none. */
const RENAME_CANDIDATES = 60;

function emptyRows(): ProductRows {
  return {
    product: [],
    product_text: [],
    product_category: [],
    product_image: [],
    inventory: [],
    url_rewrite: [],
  };
}

/** A 5-character base-36 code, a bijection of the ordinal (36^5 codes), that looks random. */
export function urlCode(ordinal: number): string {
  const space = 36 ** 5;
  return ((ordinal * 1_000_003 + 7_654_321) % space).toString(36).padStart(5, '0');
}

/** Whole hryvnias ending in 9 or 0, within 199..19,999. */
function roundPrice(value: number, rng: Rng): number {
  const tens = Math.round(Math.min(19_999, Math.max(199, value)) / 10) * 10;
  const p = rng.chance(0.65) ? tens - 1 : tens;
  return Math.min(19_999, Math.max(199, p));
}

function typesBySection(): Record<Section, [ProductType, number][]> {
  const out: Record<Section, [ProductType, number][]> = { women: [], men: [], kids: [] };
  for (const t of PRODUCT_TYPES) {
    for (const [section, w] of Object.entries(t.sections) as [Section, number][]) out[section].push([t, w]);
  }
  return out;
}

export class ProductGenerator {
  private nextId = 1;
  private readonly types = typesBySection();
  private readonly brandCache = new Map<string, Brand[]>();

  constructor(private readonly tree: CatalogTree) {}

  /** Rows of the visible products with ordinals from..to (inclusive, from 1). */
  generate(from: number, to: number): { rows: ProductRows; products: ProductSummary[] } {
    const rows = emptyRows();
    const products: ProductSummary[] = [];
    for (let ordinal = from; ordinal <= to; ordinal++) products.push(this.one(ordinal, rows));
    return { rows, products };
  }

  /** The same as generate(), yielding to the event loop every `slice` products. */
  async generateSliced(
    from: number,
    to: number,
    slice = 100,
  ): Promise<{ rows: ProductRows; products: ProductSummary[] }> {
    const rows = emptyRows();
    const products: ProductSummary[] = [];
    for (let ordinal = from; ordinal <= to; ordinal++) {
      products.push(this.one(ordinal, rows));
      if ((ordinal - from + 1) % slice === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    return { rows, products };
  }

  private brandsFor(section: Section, type: ProductType): Brand[] {
    const key = `${section}|${type.base}`;
    let list = this.brandCache.get(key);
    if (!list) {
      list = BRANDS.filter((b) => b.sections.includes(section) && b.bases.includes(type.base));
      if (list.length === 0) throw new Error(`no brand sells ${type.base} for ${section}`);
      this.brandCache.set(key, list);
    }
    return list;
  }

  private one(ordinal: number, rows: ProductRows): ProductSummary {
    const rng = rngFor('product', ordinal);
    const section = rng.weighted(SECTION_WEIGHTS);
    const type = rng.weighted(this.types[section]);
    const kids: KidsAudience | undefined =
      section !== 'kids'
        ? undefined
        : type.girlsOnly
          ? 'girls'
          : rng.weighted([
              ['boys', 4],
              ['girls', 4],
              ['both', 2],
            ]);
    const genders = gendersOf(section, kids);
    const cuts = type.cuts?.filter((c) => !c.sections || c.sections.includes(section)) ?? [];
    const cut = cuts.length > 0 && rng.chance(type.cutChance ?? 0) ? rng.pick(cuts) : undefined;
    const material: Material | undefined =
      type.materials.length > 0 && rng.chance(type.coloured ? 0.85 : 1)
        ? MATERIALS[rng.pick(type.materials)]
        : undefined;
    const colour = rng.pick(COLOURS);
    const brand = rng.pick(this.brandsFor(section, type));
    const parts: NameParts = { type, section, kids, colour, cut, material, brand };

    const id = this.nextId++;
    const code = urlCode(ordinal);
    const sku = `VT-${SECTION_LETTER[section]}${String(ordinal).padStart(6, '0')}`;
    const names: Localized = { ua: productName(parts, 'ua'), ru: productName(parts, 'ru') };
    const urlKey: Localized = {
      ua: `${slugify(names.ua, 'uk')}-${code}`,
      ru: `${slugify(names.ru, 'ru')}-${code}`,
    };

    // Dates and the merchandising position: newer products have higher positions, so that
    // "New arrivals" (position DESC) lists them first.
    const ageMs = Math.floor(rng.next() * HISTORY_DAYS * DAY);
    const createdMs = SEED_DATE - ageMs;
    const createdAt = new Date(createdMs).toISOString();
    const position = Math.floor((HISTORY_DAYS * DAY - ageMs) / 3_600_000);
    const seasonal = type.base === 'clothing' || type.base === 'footwear' ? rng.chance(0.9) : rng.chance(0.3);
    const seasonId = seasonal ? seasonFor(createdMs) : optionId('season', 'all-season');
    const styleId = optionId('style', rng.pick(type.styles));

    const { price, specialPrice, finalPrice } = pricing(type, brand, section, rng);
    const markerCode = markerFor({ discounted: finalPrice < price, isNew: ageMs < 45 * DAY, brand }, rng);

    const configurable = rng.chance(type.configurable);
    const sizes = configurable ? this.variantSizes(type, section, rng) : [];
    const simpleSize =
      !configurable && type.simpleSizes && rng.chance(type.simpleSizes.chance)
        ? rng.pick(type.simpleSizes.options)
        : undefined;
    const onlyOffline = rng.chance(0.02);
    const loyaltyBonus = rng.chance(0.15) ? 0 : Math.round((finalPrice * rng.int(1, 5)) / 100);
    const weight =
      Math.round((type.weight[0] + (type.weight[1] - type.weight[0]) * rng.next()) * 1000) / 1000;
    const switchPhoto = rng.chance(0.5);

    const shared = {
      is_active: true,
      base_product_type: type.base,
      price,
      special_price: specialPrice,
      brand_id: brand.id,
      genders,
      season_id: seasonId,
      style_id: styleId,
      product_type_id: type.optionId,
      only_offline: onlyOffline,
      loyalty_bonus: loyaltyBonus,
      weight,
      created_at: createdAt,
    };
    rows.product.push({
      ...shared,
      id,
      sku,
      type_id: configurable ? 'configurable' : 'simple',
      parent_id: null,
      visible: true,
      marker_id: markerCode ? optionId('marker', markerCode) : null,
      size_attribute: configurable ? sizes[0]?.attribute : null,
      size_option_id: simpleSize?.id ?? null,
      switch_photo: switchPhoto,
      position,
    });

    const metaRobots = rng.chance(0.015) ? 'NOINDEX,NOFOLLOW' : null;
    const pitches = PITCHES[type.code] ?? PITCHES[type.base] ?? [];
    const [pitchA, pitchB] = rng.sample(pitches, 2);
    const country = rng.pick(COUNTRIES);
    for (const store of STORES) {
      const s = store.code;
      rows.product_text.push({
        product_id: id,
        store_id: store.id,
        name: names[s],
        url_key: urlKey[s],
        short_description: `<p>${pitchA?.[s] ?? ''}</p>`,
        description: describe(s, {
          parts,
          name: names[s],
          sku,
          pitches: [pitchA, pitchB],
          country,
          seasonId,
        }),
        meta_title:
          s === 'ua'
            ? `${names.ua} — купити в інтернет-магазині ${STORE_NAME}`
            : `${names.ru} — купить в интернет-магазине ${STORE_NAME}`,
        meta_description:
          s === 'ua'
            ? `${names.ua} за ціною ${finalPrice} грн. Доставка по Україні, оплата при отриманні.`
            : `${names.ru} по цене ${finalPrice} грн. Доставка по Украине, оплата при получении.`,
        meta_keyword: `${type.noun[s].word}, ${brand.name[s]}`,
        meta_robots: metaRobots,
        image_label: imageLabel(parts, s),
      });
      rows.url_rewrite.push({
        store_id: store.id,
        request_path: `${urlKey[s]}.html`,
        target_path: `catalog/product/view/id/${id}`,
        redirect_type: 0,
        entity_type: 'product',
        entity_id: id,
      });
    }

    let inStock: boolean;
    if (configurable) {
      inStock = true; // every configurable keeps at least one size in stock (see stockOf)
      const soldOut = sizes.map(() => rng.chance(VARIANT_OUT_OF_STOCK));
      if (soldOut.every(Boolean)) soldOut[rng.int(0, soldOut.length - 1)] = false;
      sizes.forEach((size, i) => {
        const variantId = this.nextId++;
        rows.product.push({
          ...shared,
          id: variantId,
          sku: `${sku}-${skuSuffix(size)}`,
          type_id: 'simple',
          parent_id: id,
          visible: false,
          marker_id: null,
          size_attribute: null,
          size_option_id: size.id,
          switch_photo: false,
          position,
        });
        rows.inventory.push(stockOf(variantId, soldOut[i] ? 0 : rng.int(1, 30), onlyOffline, rng));
      });
    } else {
      inStock = !rng.chance(SIMPLE_OUT_OF_STOCK);
      rows.inventory.push(stockOf(id, inStock ? rng.int(1, 30) : 0, onlyOffline, rng));
    }

    const sport = styleId === optionId('style', 'sport');
    this.categorise(id, { section, kids, type, cut: cut?.code, sport }, rng, rows);
    this.images(id, { section, kids, type, colour, switchPhoto, code }, rng, rows);

    const summary: ProductSummary = { id, sku, section, configurable, inStock, urlKey };
    if (type.coloured && ordinal <= RENAME_CANDIDATES) {
      // The name it had before a colour rename: a realistic source of 301 redirects.
      const other = COLOURS[(COLOURS.indexOf(colour) + 1) % COLOURS.length] as Colour;
      const old = { ...parts, colour: other };
      summary.oldUrlKey = {
        ua: `${slugify(productName(old, 'ua'), 'uk')}-${code}`,
        ru: `${slugify(productName(old, 'ru'), 'ru')}-${code}`,
      };
    }
    return summary;
  }

  /** 3 to 8 consecutive sizes of the type's scale for the section. */
  private variantSizes(type: ProductType, section: Section, rng: Rng): SizeOption[] {
    const scale = type.sizes?.[section];
    if (!scale || scale.length < 3) throw new Error(`no size scale for ${type.code} in ${section}`);
    const count = rng.int(3, Math.min(8, scale.length));
    const start = rng.int(0, scale.length - count);
    return scale.slice(start, start + count);
  }

  private categorise(
    id: number,
    p: { section: Section; kids?: KidsAudience; type: ProductType; cut?: string; sport: boolean },
    rng: Rng,
    rows: ProductRows,
  ): void {
    const { section, kids, type, cut } = p;
    const root =
      section !== 'kids' ? this.tree.sections[section] : kids === 'girls' ? this.tree.girls : this.tree.boys;
    const primary = this.tree.leaves(root, type.code, cut);
    if (primary.length === 0) throw new Error(`no category for ${type.code} in ${root.key}`);
    const chosen: CategoryNode[] = [rng.pick(primary)];
    if (kids === 'both') {
      const girls = this.tree.leaves(this.tree.girls, type.code, cut);
      if (girls.length > 0) chosen.push(rng.pick(girls));
    } else if (p.sport) {
      const shelves = this.tree.leaves(root, type.code, cut, true);
      if (shelves.length > 0 && rng.chance(0.8)) chosen.push(rng.pick(shelves));
    }
    for (const c of chosen)
      rows.product_category.push({ product_id: id, category_id: c.id, position: rng.int(1, 999) });
  }

  private images(
    id: number,
    p: {
      section: Section;
      kids?: KidsAudience;
      type: ProductType;
      colour: Colour;
      switchPhoto: boolean;
      code: string;
    },
    rng: Rng,
    rows: ProductRows,
  ): void {
    const { section, type, colour, switchPhoto, code } = p;
    // Who a model shot shows (the drawer's optional spec.gender); unisex kids leave it to the drawer.
    const gender = section === 'kids' ? (p.kids === 'both' ? undefined : p.kids) : section;
    const count = rng.int(2, 5);
    const name = `${section}-${type.kind}-${code}`;
    const accent = rng.pick(COLOURS.filter((c) => c !== colour)).hex;
    const background = rng.pick(PHOTO_BACKGROUNDS);
    // The second picture is what a card shows on hover when switch_photo is on: a model shot.
    const views = ['front', switchPhoto ? 'model' : 'back', 'side', 'detail', switchPhoto ? 'back' : 'model'];
    for (let position = 1; position <= count; position++) {
      rows.product_image.push({
        product_id: id,
        position,
        // JPEG: a painted studio photo is a quarter of its PNG size, and browsers without WebP get pjpg.
        file: `/${name[0]}/${name[1]}/${name}_${position}.jpg`,
        disabled: false,
        spec: {
          kind: type.kind,
          color: colour.hex,
          accent,
          background,
          view: views[position - 1],
          seed: rng.int(1, 2_147_483_646),
          ...(gender ? { gender } : {}),
        },
      });
    }
  }
}

const GENDERS: Record<Section | KidsAudience, number[]> = {
  women: [GENDER.women],
  men: [GENDER.men],
  kids: [GENDER.boys, GENDER.girls],
  boys: [GENDER.boys],
  girls: [GENDER.girls],
  both: [GENDER.boys, GENDER.girls],
};

function gendersOf(section: Section, kids: KidsAudience | undefined): number[] {
  return GENDERS[section === 'kids' && kids ? kids : section];
}

/**
 * Prices skewed to the lower half of the type's band, scaled by the brand's tier (kids pay
 * less). A quarter are discounted; a few carry a special price above the price, which the API
 * must not present as a discount.
 */
function pricing(type: ProductType, brand: Brand, section: Section, rng: Rng) {
  const [lo, hi] = type.price;
  const raw = (lo + (hi - lo) * rng.next() ** 1.6) * brand.tier * (section === 'kids' ? 0.6 : 1);
  const price = roundPrice(raw, rng);
  let specialPrice: number | null = null;
  if (rng.chance(0.25)) {
    const discounted = roundPrice(price * (1 - rng.int(10, 60) / 100), rng);
    specialPrice = discounted < price ? discounted : null;
  } else if (rng.chance(0.015)) {
    specialPrice = roundPrice(price * 1.15, rng);
  }
  const finalPrice = specialPrice !== null && specialPrice < price ? specialPrice : price;
  return { price, specialPrice, finalPrice };
}

/** About 30% of products carry a marker: Sale on discounts, New on recent arrivals... */
function markerFor(p: { discounted: boolean; isNew: boolean; brand: Brand }, rng: Rng): string | undefined {
  if (p.discounted && rng.chance(0.5)) return 'Sale';
  if (p.isNew && rng.chance(0.7)) return 'New';
  if (p.brand.exclusive && rng.chance(0.3)) return 'Exclusive';
  return rng.chance(0.08) ? 'Bestseller' : undefined;
}

/** Stock split between a few shops and the online warehouse (shops only for only_offline). */
function stockOf(productId: number, qty: number, onlyOffline: boolean, rng: Rng): Row {
  const places = rng.sample(SHOP_WAREHOUSES, rng.int(1, 3));
  if (!onlyOffline) places.push(ONLINE_WAREHOUSE);
  const counts = places.map(() => 0);
  for (let unit = 0; unit < qty; unit++) {
    const k = rng.int(0, places.length - 1);
    counts[k] = (counts[k] ?? 0) + 1;
  }
  const warehouses = places
    .map((w, i) => ({ warehouse_option_id: w.id, name: w.name, qty: counts[i] ?? 0 }))
    .filter((w) => w.qty > 0)
    .sort((a, b) => a.warehouse_option_id - b.warehouse_option_id);
  return { product_id: productId, qty, is_in_stock: qty > 0, warehouses };
}

function describe(
  s: StoreCode,
  d: {
    parts: NameParts;
    name: string;
    sku: string;
    pitches: (Localized | undefined)[];
    country: Localized;
    seasonId: number;
  },
): string {
  const { parts } = d;
  const ua = s === 'ua';
  const items: [string, string][] = [['Бренд', parts.brand.name[s]]];
  if (parts.type.coloured) items.push([ua ? 'Колір' : 'Цвет', parts.colour[s].m]);
  if (parts.material?.composition) items.push([ua ? 'Склад' : 'Состав', parts.material.composition[s]]);
  items.push(['Сезон', optionLabel(d.seasonId)[s]]);
  items.push([ua ? 'Країна виробництва' : 'Страна производства', d.country[s]]);
  items.push(['Артикул', d.sku]);
  const lead = [d.name + '.', ...d.pitches.map((p) => p?.[s]).filter(Boolean)].join(' ');
  const list = items.map(([k, v]) => `<li>${k}: ${v}</li>`).join('');
  const care = CARE[parts.type.base]?.[s] ?? '';
  return `<p>${lead}</p><ul>${list}</ul><p>${capitalise(care)}</p>`;
}
