/**
 * From the size strip to the product slice and back: which configurable option value a listed
 * size (a product_all entry) stands for, and which size the slice's options select.
 * product_all entries and variants share the variant's sku.
 */
import { listedSizes, type ProductSizeEntry } from '../../shared/catalog/sizes.ts';
import type { ProductOptions } from '../../shared/state/product-state.ts';

export interface VariantSource {
  attributes?: ReadonlyArray<{
    uid?: string | null;
    code?: string | null;
    value_index?: number | null;
    label?: string | null;
  } | null> | null;
  product?: {
    uid?: string | null;
    sku?: string | null;
    stock_status?: string | null;
    warehouses?: ReadonlyArray<{
      warehouse_option_id?: number | null;
      name?: string | null;
      qty?: number | null;
    } | null> | null;
  } | null;
}

export interface SizeSource {
  __typename?: string;
  sku?: string | null;
  product_all?: ReadonlyArray<ProductSizeEntry | null> | null;
  variants?: ReadonlyArray<VariantSource | null> | null;
  configurable_options?: ReadonlyArray<{
    attribute_code?: string | null;
    label?: string | null;
  } | null> | null;
}

export interface SizeChoice {
  /** Stable key of the choice (the variant sku, else the entry id). */
  key: string;
  title: string;
  sku: string | null;
  /** Option code → value uid this size sets in the product slice. */
  options: Readonly<Record<string, string>>;
}

function variantBySku(product: SizeSource, sku: string | null | undefined): VariantSource | undefined {
  if (!sku) return undefined;
  return (product.variants ?? []).find((v) => v?.product?.sku === sku) ?? undefined;
}

function optionsOf(
  variant: VariantSource | undefined,
  fallbackKey: string,
  title: string,
): Record<string, string> {
  const options: Record<string, string> = {};
  for (const attribute of variant?.attributes ?? []) {
    if (attribute?.code && attribute.uid) options[attribute.code] = attribute.uid;
  }
  // A simple product's own size: remembered by title so the page can still show it as chosen.
  if (Object.keys(options).length === 0) options[fallbackKey] = title;
  return options;
}

export const SIMPLE_SIZE_OPTION = 'size';

/** The sizes of the strip (in stock, titled, in rank order) with the options each one sets. */
export function sizeChoices(product: SizeSource): SizeChoice[] {
  return listedSizes(product.product_all).map((entry) => {
    const variant = variantBySku(product, entry.sku);
    return {
      key: String(entry.sku || entry.id || entry.title),
      title: entry.title.trim(),
      sku: entry.sku ?? null,
      options: optionsOf(variant, SIMPLE_SIZE_OPTION, entry.title.trim()),
    };
  });
}

/** True when every option of the choice has that value in the slice. */
export function isChosen(choice: SizeChoice, options: ProductOptions): boolean {
  const entries = Object.entries(choice.options);
  return entries.length > 0 && entries.every(([code, value]) => options[code] === value);
}

export function chosenSize(choices: readonly SizeChoice[], options: ProductOptions): SizeChoice | null {
  return choices.find((choice) => isChosen(choice, options)) ?? null;
}

/** The size attribute code of a configurable product (top_sizes, bottom_sizes, foot_sizes...). */
export function sizeAttributeCode(product: SizeSource): string | null {
  const fromOptions = product.configurable_options?.find((o) => o?.attribute_code)?.attribute_code;
  if (fromOptions) return fromOptions;
  for (const variant of product.variants ?? []) {
    const code = variant?.attributes?.find((a) => a?.code)?.code;
    if (code) return code;
  }
  return null;
}

/** Variant warehouses of the chosen size's sku. */
export function variantForSku(product: SizeSource, sku: string | null | undefined): VariantSource | null {
  return variantBySku(product, sku) ?? null;
}
