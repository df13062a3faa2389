/**
 * Request-scoped batch loaders: every list field loads all its rows in one query, so a page of
 * 24 products costs a fixed handful of queries whatever the selection (no query per row).
 */
import DataLoader from 'dataloader';
import type { Selectable } from 'kysely';
import type { Queryable } from '../../db/connection.ts';
import type {
  Attribute,
  AttributeOption,
  Category,
  CategoryText,
  Inventory,
  Product,
  ProductImage,
  ProductLink,
  ProductText,
} from '../../generated/db.ts';
import type { StoreView } from '../store/stores.ts';
import type { CurrentCategories } from './category-store.ts';
import type { CurrentOptions, OptionDictionary } from './option-dictionary.ts';
import { SettledLoader } from './settled-loader.ts';

/** A product as the loaders answer it: its row, its text in the store view (a variant falls back
 * to its parent's), and the labels of its options from the in-memory dictionary. */
export type ProductRow = Pick<
  Selectable<Product>,
  | 'id'
  | 'sku'
  | 'parent_id'
  | 'visible'
  | 'price'
  | 'special_price'
  | 'final_price'
  | 'in_stock'
  | 'brand_id'
  | 'genders'
  | 'switch_photo'
  | 'only_offline'
  | 'loyalty_bonus'
  | 'weight'
  | 'created_at'
  | 'size_attribute'
  | 'size_option_id'
  | 'base_product_type'
  | 'style_id'
  | 'marker_id'
  | 'season_id'
  | 'product_type_id'
> & {
  /** The column is text; these are the values the catalogue writes. */
  type_id: 'simple' | 'configurable' | 'virtual';
} & {
  // LEFT JOINed text: null when neither the product nor its parent has text in the store view.
  [K in 'name' | 'url_key' | 'short_description' | 'image_label']: Selectable<ProductText>[K] | null;
} & {
  brand_url_key: string | null;
  brand_label: string | null;
  marker: string | null;
  season: string | null;
  style_label: string | null;
  product_type_label: string | null;
  /** Set when the product is reached through a route lookup. */
  route?: { relative_url: string; redirect_code: number };
};

/** A product page's long texts, loaded only where a field asks for them (productDetails). */
export type ProductDetails = {
  [K in 'description' | 'meta_title' | 'meta_description' | 'meta_keyword' | 'meta_robots']:
    Selectable<ProductText>[K] | null;
};

export type ImageRow = Pick<Selectable<ProductImage>, 'product_id' | 'position' | 'file' | 'disabled'>;

/** A product link with the linked product's sku and type (Magento's product_links). */
export type ProductLinkRow = Pick<Selectable<ProductLink>, 'product_id' | 'link_type' | 'position'> & {
  linked_product_sku: Selectable<Product>['sku'];
  linked_product_type: Selectable<Product>['type_id'];
};

/** A variant (size) of a configurable product with its size option and stock. */
export type VariantRow = Pick<Selectable<Product>, 'parent_id' | 'id' | 'sku'> & {
  parent_id: number;
  size_option_id: number;
  attribute_id: Selectable<Attribute>['id'];
  attribute_code: Selectable<Attribute>['code'];
  size_sort: Selectable<AttributeOption>['sort_order'];
  // Labels in the store view, from the options' and attribute's `labels` JSON.
  size_label: string;
  attribute_label: string;
} & {
  // LEFT JOINed inventory: null for a variant without a stock row.
  [K in 'qty' | 'is_in_stock']: Selectable<Inventory>[K] | null;
};

type StockFields = Pick<VariantRow, 'qty' | 'is_in_stock'>;

/** A product's stock, with its warehouses (the inventory row's JSON, typed). */
export type StockRow = Pick<Selectable<Inventory>, 'product_id' | 'qty' | 'is_in_stock'> & {
  /** Absent when read with a card's sizes, which leave them out (CARD_SIZES_COLUMN). */
  warehouses?: { warehouse_option_id: number; name: string; qty: number }[];
};

export type CategoryRow = Pick<
  Selectable<Category>,
  | 'id'
  | 'parent_id'
  | 'path'
  | 'level'
  | 'position'
  | 'is_anchor'
  | 'include_in_menu'
  | 'gender'
  | 'image'
  | 'default_sort_by'
  | 'landing_block'
> &
  Pick<
    Selectable<CategoryText>,
    'name' | 'url_key' | 'url_path' | 'description' | 'meta_title' | 'meta_description' | 'meta_keywords'
  > & {
    route?: { relative_url: string; redirect_code: number };
    /** CHILDREN_COUNT_COLUMN, where the row was read with it (not with a product's categories). */
    children_count?: number;
  };

// Option labels and brand url keys come from the in-memory dictionary (option-dictionary.ts).
// A product's pictures come along as JSON (they prime the images loader): one round trip less per
// level of products a page shows.
const productColumns = (p: string, numericsAsText = false) => {
  // In JSON (productsJsonSql) numerics travel as text, as the driver reads them in PRODUCT_SQL.
  const n = (column: string) => (numericsAsText ? `${p}.${column}::text AS ${column}` : `${p}.${column}`);
  return `
       ${p}.id, ${p}.sku, ${p}.type_id, ${p}.parent_id, ${p}.visible, ${n('price')}, ${n('special_price')},
       ${n('final_price')}, ${p}.in_stock, ${p}.brand_id, ${p}.genders, ${p}.switch_photo, ${p}.only_offline,
       ${n('loyalty_bonus')}, ${n('weight')}, ${p}.created_at, ${p}.size_attribute, ${p}.size_option_id,
       ${p}.base_product_type, ${p}.marker_id, ${p}.season_id, ${p}.style_id, ${p}.product_type_id,
       COALESCE(t.name, pt.name) AS name, COALESCE(t.url_key, pt.url_key) AS url_key,
       COALESCE(t.short_description, pt.short_description) AS short_description,
       COALESCE(t.image_label, pt.image_label) AS image_label,
       (SELECT coalesce(json_agg(json_build_array(i.position, i.file, i.disabled) ORDER BY i.position), '[]')
        FROM product_image i WHERE i.product_id = ${p}.id) AS images`;
};

/**
 * PRODUCT_SQL's rows of the products `idsSql` names, as one JSON array: for a statement that
 * brings its products along with other rows (a cart with its lines). `storeParam` is the
 * statement's parameter holding the store view id. Read back with productRowsOfJson.
 */
export const productsJsonSql = (idsSql: string, storeParam: string) => `
  COALESCE((SELECT json_agg(pj) FROM (
    SELECT ${productColumns('p', true)}
    FROM product p ${productText('p').replaceAll('$1', storeParam)}
    WHERE p.id IN (${idsSql}) AND p.is_active) pj), '[]'::json)`;

/** Rows of productsJsonSql as PRODUCT_SQL reads them (JSON has no timestamps). */
function productRowsOfJson(rows: JsonProductRow[]): ProductSqlRow[] {
  return rows.map((row) => ({ ...row, created_at: new Date(row.created_at) }));
}

export type JsonProductRow = Omit<ProductSqlRow, 'created_at'> & { created_at: string };

const productText = (p: string) => `
LEFT JOIN product_text t ON t.product_id = ${p}.id AND t.store_id = $1
LEFT JOIN product_text pt ON pt.product_id = ${p}.parent_id AND pt.store_id = $1`;

/**
 * Descriptions and meta texts: a product page shows them for one product, while a listing's
 * cards and a page's sizes and related products never do (they were most of the bytes read).
 */
const DETAIL_COLUMNS = `
       COALESCE(t.description, pt.description) AS description,
       COALESCE(t.meta_title, pt.meta_title) AS meta_title,
       COALESCE(t.meta_description, pt.meta_description) AS meta_description,
       COALESCE(t.meta_keyword, pt.meta_keyword) AS meta_keyword,
       COALESCE(t.meta_robots, pt.meta_robots) AS meta_robots`;

const PRODUCT_DETAILS_SQL = `
SELECT p.id, ${DETAIL_COLUMNS}
FROM product p ${productText('p')}
WHERE p.id = ANY($2::int[]) AND p.is_active`;

const PRODUCT_SQL = `
SELECT ${productColumns('p')}
FROM product p ${productText('p')}
WHERE p.id = ANY($2::int[]) AND p.is_active`;

/**
 * A product's sizes with their stock, as VARIANT_SIZES_SQL reads them, as a column of its row
 * (`p`): [id, sku, size_option_id, stock_product_id, qty, is_in_stock, warehouses?] each. A card
 * shows no size's warehouses (a product page does): without `warehouses` they are not read, where
 * they were most of the column's bytes (the stock primed from it then has none; see `warehouses`).
 */
const sizesColumn = (p: string, warehouses = true) => `
  (SELECT coalesce(json_agg(json_build_array(v.id, v.sku, v.size_option_id, inv.product_id, inv.qty,
                                             inv.is_in_stock${warehouses ? ', inv.warehouses' : ''})), '[]')
   FROM product v LEFT JOIN inventory inv ON inv.product_id = v.id
   WHERE v.parent_id = ${p}.id AND v.is_active AND v.size_option_id IS NOT NULL) AS lookup_sizes`;
const SIZES_COLUMN = sizesColumn('p');
/** Sizes as cards show them (no warehouses): a listing's products and a page's related products. */
const CARD_SIZES_COLUMN = sizesColumn('p', false);

type SizesColumn = [
  number,
  string,
  number,
  number | null,
  number | null,
  boolean | null,
  (StockRow['warehouses'] | null)?,
][];

/** Products with their sizes: a listing's cards or a page's related products, one statement. */
const PRODUCT_WITH_SIZES_SQL = `
SELECT ${productColumns('p')}, ${CARD_SIZES_COLUMN}
FROM product p ${productText('p')}
WHERE p.id = ANY($2::int[]) AND p.is_active`;

/** A product's related links (`l`) to products shown as related: visible, active, in stock. */
const RELATED_LINKS_FROM = `product_link l
  JOIN product rp ON rp.id = l.linked_product_id AND rp.visible AND rp.is_active AND rp.in_stock`;

/** What a product page's lookup reads along with its products, each where the query asks for it. */
export interface LookupParts {
  /** Descriptions and meta texts (productDetails). */
  details: boolean;
  /** Sizes with their stock (variantSizes). */
  sizes: boolean;
  /** Categories with their ancestors from level 2 (productCategories, category). */
  categories: boolean;
  /** The related products' ids (related) and their rows (product). */
  related: boolean;
  /** The related products' sizes with their stock too (productWithSizes, variantSizes). */
  relatedSizes: boolean;
}

/**
 * The related products (`r`) of the lookup's product `p`, as productsJsonSql's rows (with their
 * sizes when asked): the product page's cards come with it, not in a statement of their own.
 */
const relatedRowsColumn = (withSizes: boolean) => `,
  (SELECT coalesce(json_agg(rj), '[]') FROM (
     SELECT ${productColumns('r', true)}${withSizes ? `, ${sizesColumn('r', false)}` : ''}
     FROM product r ${productText('r')}
     WHERE r.id IN (SELECT l.linked_product_id FROM ${RELATED_LINKS_FROM}
                    WHERE l.product_id = p.id AND l.link_type = 'related')
       AND r.is_active) rj) AS lookup_related_rows`;

/**
 * The listable products with these url keys in the store view, in listing order (position, id),
 * as PRODUCT_SQL reads rows: a product page's lookup and its product in one statement, with the
 * parts its page shows (as the loaders of those parts read them) as more columns: one round trip
 * where there were four. The conditions are listing.ts's for a url_key filter (a sold-out
 * product's page still opens).
 */
const productsByUrlKeySql = (parts: LookupParts) => `
SELECT ${productColumns('p')}${parts.details ? `, ${DETAIL_COLUMNS}` : ''}${
  parts.sizes ? `, ${SIZES_COLUMN}` : ''
}${
  parts.related
    ? `,
  (SELECT coalesce(array_agg(l.linked_product_id ORDER BY l.position), '{}') FROM ${RELATED_LINKS_FROM}
   WHERE l.product_id = p.id AND l.link_type = 'related') AS lookup_related${relatedRowsColumn(
     parts.relatedSizes,
   )}`
    : ''
}${
  parts.categories
    ? `,
  (SELECT coalesce(array_agg(pc.category_id), '{}') FROM product_category pc
   WHERE pc.product_id = p.id) AS lookup_category_ids`
    : ''
}
FROM product_text t
JOIN product p ON p.id = t.product_id
LEFT JOIN product_text pt ON pt.product_id = p.parent_id AND pt.store_id = $1
WHERE t.store_id = $1 AND t.url_key = ANY($2::text[])
  AND p.visible AND p.is_active AND p.parent_id IS NULL
ORDER BY p.position, p.id`;

/**
 * Each part's mark in a statement's name. PostgreSQL cuts names at 63 bytes, so two long names
 * could meet as one prepared statement: the marks keep every name short.
 */
const LOOKUP_PART_MARKS: Record<keyof LookupParts, string> = {
  details: 'd',
  sizes: 's',
  categories: 'c',
  related: 'r',
  relatedSizes: 'rs',
};
/** The lookup's prepared statements by name: one per set of parts. */
const lookupStatements = new Map<string, string>();
const lookupStatement = (parts: LookupParts) => {
  const marks = Object.entries(LOOKUP_PART_MARKS).flatMap(([part, mark]) =>
    parts[part as keyof LookupParts] ? [mark] : [],
  );
  const name = ['catalog.products-by-url-key', ...marks].join('+');
  let sql = lookupStatements.get(name);
  if (!sql) lookupStatements.set(name, (sql = productsByUrlKeySql(parts)));
  return { name, sql };
};

/** The lookup's parts as columns of its row (absent: a part not asked for). */
type LookupColumns = Partial<ProductDetails> & {
  lookup_sizes?: SizesColumn;
  lookup_related?: number[];
  lookup_related_rows?: (JsonProductRow & { lookup_sizes?: SizesColumn })[];
  lookup_category_ids?: number[];
};

/** A configurable product's sizes: the variant rows (as PRODUCT_SQL has them) with their stock. */
const VARIANTS_SQL = `
SELECT ${productColumns('v')}, inv.product_id AS stock_product_id, inv.qty, inv.is_in_stock, inv.warehouses
FROM product v ${productText('v')}
LEFT JOIN inventory inv ON inv.product_id = v.id
WHERE v.parent_id = ANY($2::int[]) AND v.is_active AND v.size_option_id IS NOT NULL`;

/**
 * The same sizes without the variants' product rows: what a card's or a page's sizes show (the
 * size, its sku and stock) needs neither texts nor pictures, and reads a third of the time.
 */
const VARIANT_SIZES_SQL = `
SELECT v.id, v.sku, v.parent_id, v.size_option_id,
       inv.product_id AS stock_product_id, inv.qty, inv.is_in_stock, inv.warehouses
FROM product v LEFT JOIN inventory inv ON inv.product_id = v.id
WHERE v.parent_id = ANY($1::int[]) AND v.is_active AND v.size_option_id IS NOT NULL`;

/** A variant's size and stock as the variant queries read them. */
type VariantSqlRow = Pick<ProductSqlRow, 'id' | 'sku' | 'parent_id' | 'size_option_id'> & {
  stock_product_id: number | null;
} & StockFields &
  Pick<StockRow, 'warehouses'>;

export type ProductSqlRow = Omit<
  ProductRow,
  'brand_url_key' | 'brand_label' | 'marker' | 'season' | 'style_label' | 'product_type_label'
> & {
  /** [position, file, disabled] of each picture, by position. */
  images: [number, string, boolean][];
};

function imagesOfRow(row: ProductSqlRow): ImageRow[] {
  return row.images.map(([position, file, disabled]) => ({ product_id: row.id, position, file, disabled }));
}

/**
 * The row as the loaders answer it, field by field: the SQL row's extra columns (pictures, a
 * size's stock) stay out, and every product object has one shape (a spread with an excluded key
 * took a slow path and showed in profiles).
 */
function withLabels(r: ProductSqlRow, dict: OptionDictionary, storeCode: string): ProductRow {
  return {
    id: r.id,
    sku: r.sku,
    type_id: r.type_id,
    parent_id: r.parent_id,
    visible: r.visible,
    price: r.price,
    special_price: r.special_price,
    final_price: r.final_price,
    in_stock: r.in_stock,
    brand_id: r.brand_id,
    genders: r.genders,
    switch_photo: r.switch_photo,
    only_offline: r.only_offline,
    loyalty_bonus: r.loyalty_bonus,
    weight: r.weight,
    created_at: r.created_at,
    size_attribute: r.size_attribute,
    size_option_id: r.size_option_id,
    base_product_type: r.base_product_type,
    marker_id: r.marker_id,
    season_id: r.season_id,
    style_id: r.style_id,
    product_type_id: r.product_type_id,
    name: r.name,
    url_key: r.url_key,
    short_description: r.short_description,
    image_label: r.image_label,
    brand_url_key: r.brand_id != null ? (dict.brandUrlKeys.get(r.brand_id) ?? null) : null,
    brand_label: dict.label(r.brand_id, storeCode),
    marker: dict.label(r.marker_id, storeCode),
    season: dict.label(r.season_id, storeCode),
    style_label: dict.label(r.style_id, storeCode),
    product_type_label: dict.label(r.product_type_id, storeCode),
  };
}

/** A category's columns as CategoryRow has them: `c` the category, `t` its text in the store view. */
export const CATEGORY_COLUMNS = `
       c.id, c.parent_id, c.path, c.level, c.position, c.is_anchor, c.include_in_menu, c.gender, c.image,
       c.default_sort_by, c.landing_block, t.name, t.url_key, t.url_path, t.description, t.meta_title, t.meta_description,
       t.meta_keywords`;

/**
 * How many children the children loader lists for `c` in the store view $1, read with the row:
 * children_count otherwise read every child's row (descriptions included) only to count them.
 */
export const CHILDREN_COUNT_COLUMN = `(SELECT count(*)::int FROM category ch
         JOIN category_text cht ON cht.category_id = ch.id AND cht.store_id = $1
         WHERE ch.parent_id = c.id AND ch.is_active) AS children_count`;

export function groupBy<K, V>(rows: V[], key: (v: V) => K): Map<K, V[]> {
  const map = new Map<K, V[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

function byId<V>(rows: V[], key: (v: V) => number) {
  const map = new Map(rows.map((r) => [key(r), r]));
  return (ids: readonly number[]) => ids.map((id) => map.get(id) ?? null);
}

export function createCatalogLoaders(
  db: Queryable,
  store: StoreView,
  options: CurrentOptions,
  categories: CurrentCategories,
) {
  const ids = (keys: readonly number[]) => [...new Set(keys)];
  const grouped = <V>(rows: V[], key: (v: V) => number, keys: readonly number[]) => {
    const map = groupBy(rows, key);
    return keys.map((k) => map.get(k) ?? []);
  };

  /** Rows of products read with their pictures (and, for sizes, their stock): primed into the loaders. */
  const primeProducts = (rows: ProductSqlRow[], dict: OptionDictionary) =>
    rows.map((row) => {
      loaders.images.prime(row.id, imagesOfRow(row));
      const product = withLabels(row, dict, store.code);
      loaders.product.prime(row.id, product);
      return product;
    });

  /** Variant rows as each key's sizes, in size order; their stock primed. */
  const variantLists = (rows: VariantSqlRow[], dict: OptionDictionary, keys: readonly number[]) => {
    for (const row of rows) {
      const { stock_product_id, qty, is_in_stock, warehouses } = row;
      loaders.stock.prime(
        row.id,
        stock_product_id === null
          ? null
          : { product_id: stock_product_id, qty: qty!, is_in_stock: is_in_stock!, warehouses },
      );
    }
    const variants = rows.flatMap((row): VariantRow[] => {
      const size = dict.options.get(row.size_option_id!);
      const attribute = size && dict.attributes.get(size.attributeCode);
      if (!size || !attribute) return [];
      return [
        {
          parent_id: row.parent_id!,
          id: row.id,
          sku: row.sku,
          size_option_id: row.size_option_id!,
          qty: row.qty,
          is_in_stock: row.is_in_stock,
          size_label: size.labels[store.code] ?? '',
          size_sort: size.sortOrder,
          attribute_id: attribute.id,
          attribute_code: size.attributeCode,
          attribute_label: attribute.labels[store.code] ?? '',
        },
      ];
    });
    variants.sort((a, b) => a.parent_id - b.parent_id || a.size_sort - b.size_sort || a.id - b.id);
    return grouped(variants, (r) => r.parent_id, keys);
  };

  /** A product's sizes read as SIZES_COLUMN, primed with their stock. */
  const primeSizes = (productId: number, column: SizesColumn, dict: OptionDictionary) => {
    const sizes = column.map(
      ([id, sku, size_option_id, stock_product_id, qty, is_in_stock, warehouses]): VariantSqlRow => ({
        id,
        sku,
        parent_id: productId,
        size_option_id,
        stock_product_id,
        qty,
        is_in_stock,
        // Absent from a card's sizes: left absent, not taken for none.
        warehouses: warehouses === undefined ? undefined : (warehouses ?? []),
      }),
    );
    loaders.variantSizes.prime(productId, variantLists(sizes, dict, [productId])[0]!);
  };

  /**
   * A lookup's related products (relatedRowsColumn), primed as the related_products field loads
   * them: as products, and with their sizes where those came along.
   */
  const primeRelatedRows = (
    rows: (JsonProductRow & { lookup_sizes?: SizesColumn })[],
    withSizes: boolean,
    dict: OptionDictionary,
  ) => {
    const products = productRowsOfJson(
      rows.map(({ lookup_sizes, ...row }) => {
        if (lookup_sizes) primeSizes(row.id, lookup_sizes, dict);
        return row;
      }),
    );
    const primed = primeProducts(products, dict);
    if (withSizes) for (const product of primed) loaders.productWithSizes.prime(product.id, product);
  };

  const readStock = async (keys: readonly number[]) =>
    byId(
      await db.query<StockRow>(
        'SELECT product_id, qty, is_in_stock, warehouses FROM inventory WHERE product_id = ANY($1::int[])',
        [ids(keys)],
        { name: 'catalog.stock' },
      ),
      (r) => r.product_id,
    )(keys);

  const loaders = {
    product: new DataLoader<number, ProductRow | null>(async (keys) => {
      const [rows, dict] = await Promise.all([
        db.query<ProductSqlRow>(PRODUCT_SQL, [store.id, ids(keys)], { name: 'catalog.products' }),
        options.get(),
      ]);
      return byId(primeProducts(rows, dict), (r) => r.id)(keys);
    }),
    /** Products as `product` reads them, their sizes read along (and primed). */
    productWithSizes: new DataLoader<number, ProductRow | null>(async (keys) => {
      const [rows, dict] = await Promise.all([
        db.query<ProductSqlRow & { lookup_sizes: SizesColumn }>(
          PRODUCT_WITH_SIZES_SQL,
          [store.id, ids(keys)],
          {
            name: 'catalog.products+sizes',
          },
        ),
        options.get(),
      ]);
      const products = rows.map(({ lookup_sizes, ...row }) => {
        primeSizes(row.id, lookup_sizes, dict);
        return row;
      });
      return byId(primeProducts(products, dict), (r) => r.id)(keys);
    }),
    productDetails: new DataLoader<number, ProductDetails | null>(async (keys) =>
      byId(
        await db.query<ProductDetails & { id: number }>(PRODUCT_DETAILS_SQL, [store.id, ids(keys)], {
          name: 'catalog.product-details',
        }),
        (r) => r.id,
      )(keys),
    ),
    images: new SettledLoader<number, ImageRow[]>(async (keys) =>
      grouped(
        await db.query<ImageRow>(
          `SELECT product_id, position, file, disabled FROM product_image
           WHERE product_id = ANY($1::int[]) ORDER BY product_id, position`,
          [ids(keys)],
          { name: 'catalog.images' },
        ),
        (r) => r.product_id,
        keys,
      ),
    ),
    /**
     * A configurable product's sizes with their stock, and each variant's product row (primed):
     * for a selection of the variants' products beyond what `variantSizes` answers.
     */
    variants: new DataLoader<number, VariantRow[]>(async (keys) => {
      const [rows, dict] = await Promise.all([
        db.query<ProductSqlRow & VariantSqlRow>(VARIANTS_SQL, [store.id, ids(keys)], {
          name: 'catalog.variants',
        }),
        options.get(),
      ]);
      // Pages show each size's product and stock: they come with this query, not in two more.
      primeProducts(rows, dict);
      const lists = variantLists(rows, dict, keys);
      keys.forEach((key, k) => loaders.variantSizes.prime(key, lists[k]!));
      return lists;
    }),
    /** A configurable product's sizes with their stock (primed), without the variants' product rows. */
    variantSizes: new SettledLoader<number, VariantRow[]>(async (keys) => {
      const [rows, dict] = await Promise.all([
        db.query<VariantSqlRow>(VARIANT_SIZES_SQL, [ids(keys)], { name: 'catalog.variant-sizes' }),
        options.get(),
      ]);
      return variantLists(rows, dict, keys);
    }),
    /** Size option of a simple product (e.g. one size), with its attribute. */
    sizeOption: new DataLoader<number, { label: string; attribute_label: string } | null>(async (keys) => {
      const dict = await options.get();
      return keys.map((id) => {
        const size = dict.options.get(id);
        if (!size) return null;
        return {
          label: size.labels[store.code] ?? '',
          attribute_label: dict.attributeLabel(size.attributeCode, store.code) ?? '',
        };
      });
    }),
    stock: new SettledLoader<number, StockRow | null>(readStock),
    /** Stock read again for its warehouses, where `stock` was primed from a card's sizes without them. */
    stockWithWarehouses: new DataLoader<number, StockRow | null>(readStock),
    /**
     * A product's categories (its product_category rows) as the categories in memory have them,
     * by level and position; their breadcrumbs read the category loader, which reads no statement.
     */
    productCategories: new DataLoader<number, CategoryRow[]>(async (keys) => {
      const [rows, tree] = await Promise.all([
        db.query<{ product_id: number; category_id: number }>(
          'SELECT product_id, category_id FROM product_category WHERE product_id = ANY($1::int[])',
          [ids(keys)],
          { name: 'catalog.product-categories' },
        ),
        categories.get(),
      ]);
      const byProduct = groupBy(rows, (r) => r.product_id);
      return keys.map((key) =>
        tree.categoriesOf(
          store.id,
          (byProduct.get(key) ?? []).map((r) => r.category_id),
        ),
      );
    }),
    related: new DataLoader<number, number[]>(async (keys) => {
      const rows = await db.query<{ product_id: number; linked_product_id: number }>(
        `SELECT l.product_id, l.linked_product_id FROM ${RELATED_LINKS_FROM}
         WHERE l.product_id = ANY($1::int[]) AND l.link_type = 'related' ORDER BY l.product_id, l.position`,
        [ids(keys)],
        { name: 'catalog.related' },
      );
      return grouped(rows, (r) => r.product_id, keys).map((list) => list.map((r) => r.linked_product_id));
    }),
    /** Every link of a product (related, upsell, crosssell…), with the linked product's sku and type. */
    links: new DataLoader<number, ProductLinkRow[]>(async (keys) =>
      grouped(
        await db.query<ProductLinkRow>(
          `SELECT l.product_id, l.link_type, l.position, p.sku AS linked_product_sku,
                  p.type_id AS linked_product_type
           FROM product_link l JOIN product p ON p.id = l.linked_product_id AND p.is_active
           WHERE l.product_id = ANY($1::int[]) ORDER BY l.product_id, l.link_type, l.position`,
          [ids(keys)],
          { name: 'catalog.links' },
        ),
        (r) => r.product_id,
        keys,
      ),
    ),
    /** Active CMS blocks of the store view by identifier (a category's cms_block). */
    cmsBlock: new DataLoader<
      string,
      { id: number; identifier: string; title: string; content: string } | null
    >(async (keys) => {
      const rows = await db.query<{ id: number; identifier: string; title: string; content: string }>(
        `SELECT id, identifier, title, content FROM cms_block
           WHERE store_id = $1 AND is_active AND identifier = ANY($2::text[])`,
        [store.id, [...new Set(keys)]],
        { name: 'catalog.cms-blocks' },
      );
      const map = new Map(rows.map((r) => [r.identifier, r]));
      return keys.map((k) => map.get(k) ?? null);
    }),
    /** Categories and their children from the catalogue version's categories in memory (category-store.ts). */
    category: new DataLoader<number, CategoryRow | null>(async (keys) => {
      const tree = await categories.get();
      return keys.map((id) => tree.category(store.id, id));
    }),
    children: new DataLoader<number, CategoryRow[]>(async (keys) => {
      const tree = await categories.get();
      return keys.map((id) => tree.children(store.id, id));
    }),
    productCount: new DataLoader<number, number>(async (keys) => {
      const rows = await db.query<{ id: number; n: number }>(
        `SELECT c AS id, count(*)::int AS n FROM product p, unnest(p.category_ids) c
         WHERE p.visible AND p.is_active AND p.in_stock AND p.category_ids && $1::int[] AND c = ANY($1::int[])
         GROUP BY c`,
        [ids(keys)],
        { name: 'catalog.product-counts' },
      );
      const map = new Map(rows.map((r) => [r.id, r.n]));
      return keys.map((k) => map.get(k) ?? 0);
    }),
  };
  return {
    ...loaders,
    /**
     * The products a url_key filter lists, in order, read with their rows and the `parts` asked
     * for in one statement, every part primed in its loader.
     */
    async productsByUrlKey(urlKeys: string[], parts: LookupParts): Promise<ProductRow[]> {
      const statement = lookupStatement(parts);
      const [rows, dict, tree] = await Promise.all([
        db.query<ProductSqlRow & LookupColumns>(statement.sql, [store.id, urlKeys], { name: statement.name }),
        options.get(),
        parts.categories ? categories.get() : null,
      ]);
      const products = rows.map((row) => {
        const {
          description,
          meta_title,
          meta_description,
          meta_keyword,
          meta_robots,
          lookup_sizes,
          lookup_related,
          lookup_related_rows,
          lookup_category_ids,
          ...product
        } = row;
        if (parts.details) {
          loaders.productDetails.prime(row.id, {
            description: description ?? null,
            meta_title: meta_title ?? null,
            meta_description: meta_description ?? null,
            meta_keyword: meta_keyword ?? null,
            meta_robots: meta_robots ?? null,
          });
        }
        if (lookup_sizes) primeSizes(row.id, lookup_sizes, dict);
        if (lookup_related) loaders.related.prime(row.id, lookup_related);
        if (lookup_related_rows) primeRelatedRows(lookup_related_rows, parts.relatedSizes, dict);
        if (lookup_category_ids && tree)
          loaders.productCategories.prime(row.id, tree.categoriesOf(store.id, lookup_category_ids));
        return product;
      });
      return primeProducts(products, dict);
    },
    /** Products another statement brought along (productsJsonSql): later loads read no more. */
    async primeProductsOfJson(rows: JsonProductRow[]): Promise<void> {
      if (rows.length) primeProducts(productRowsOfJson(rows), await options.get());
    },
  };
}

export type CatalogLoaders = ReturnType<typeof createCatalogLoaders>;
