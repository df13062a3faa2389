/**
 * Reads catalogue updates from Magento's shapes: the REST product of PUT /V1/products/{sku}
 * (price, status, custom_attributes special_price, extension_attributes.stock_item) and
 * PUT /V1/products/{sku}/stockItems/{itemId} ({stockItem: {qty, is_in_stock}}), and the product
 * export's CSV columns sku, price, special_price, qty, is_in_stock, product_online (every other
 * column of an export is ignored, so a whole export file can be sent back).
 */
import { parse } from 'csv-parse/sync';
import { FieldReader, type ProductUpdate, type UpdateProblem } from './update.ts';

export interface Read {
  updates: ProductUpdate[];
  problems: UpdateProblem[];
}

const objectOf = (v: unknown): Record<string, unknown> | undefined =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;

/** Magento's import writes this to clear a value; an empty cell leaves it as it is. */
const EMPTY_VALUE = '__EMPTY__VALUE__';

/** The body of PUT /V1/products/{sku}: `{product: {…}}`. */
export function fromRestProduct(sku: string, body: unknown): Read {
  const r = new FieldReader(sku);
  const product = objectOf(objectOf(body)?.product);
  if (!product) return { updates: [], problems: [{ sku, ...required('product') }] };
  if (product.sku !== undefined && product.sku !== sku) r.invalid('sku', product.sku);
  const update: ProductUpdate = { sku };
  if (product.price !== undefined) update.price = r.amount('price', product.price);
  if (product.status !== undefined) update.status = r.status('status', product.status);
  const attributes = product.custom_attributes;
  if (attributes !== undefined) {
    if (!Array.isArray(attributes)) r.invalid('custom_attributes', attributes);
    for (const a of Array.isArray(attributes) ? attributes : []) {
      const attr = objectOf(a);
      if (attr?.attribute_code !== 'special_price') continue; // others are not ours to change here
      const v = attr.value;
      update.specialPrice = v === null || v === '' ? null : r.amount('special_price', v);
    }
  }
  const stock = objectOf(objectOf(product.extension_attributes)?.stock_item);
  if (stock) readStock(r, update, stock);
  return { updates: r.problems.length ? [] : [update], problems: r.problems };
}

/** The body of PUT /V1/products/{sku}/stockItems/{itemId}: `{stockItem: {qty, is_in_stock}}`. */
export function fromRestStockItem(sku: string, body: unknown): Read {
  const r = new FieldReader(sku);
  const b = objectOf(body);
  const stock = objectOf(b?.stockItem ?? b?.stock_item);
  if (!stock) return { updates: [], problems: [{ sku, ...required('stockItem') }] };
  const update: ProductUpdate = { sku };
  readStock(r, update, stock);
  return { updates: r.problems.length ? [] : [update], problems: r.problems };
}

function readStock(r: FieldReader, update: ProductUpdate, stock: Record<string, unknown>) {
  if (stock.qty !== undefined && stock.qty !== null) update.qty = r.qty('qty', stock.qty);
  if (stock.is_in_stock !== undefined && stock.is_in_stock !== null) {
    update.isInStock = r.flag('is_in_stock', stock.is_in_stock);
  }
}

function required(fieldName: string) {
  return { message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName } };
}

type Column = 'price' | 'special_price' | 'qty' | 'is_in_stock' | 'product_online';

/** A product-export CSV: one update per data row, problems by line (the header is line 1). */
export function fromCsv(text: string): Read {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // info: each record's line in the file (empty lines are skipped, quoted cells may span lines).
    records = parse(text, { bom: true, skip_empty_lines: true, info: true }) as unknown as typeof records;
  } catch (e) {
    const line = (e as { lines?: number }).lines;
    return {
      updates: [],
      problems: [
        { line, sku: '', message: 'The file cannot be read: %reason', parameters: { reason: String(e) } },
      ],
    };
  }
  const header = (records[0]?.record ?? []).map((h) => h.trim());
  const at = (name: string) => header.indexOf(name);
  if (at('sku') < 0) {
    return {
      updates: [],
      problems: [
        { line: 1, sku: '', message: 'The file has no "%column" column.', parameters: { column: 'sku' } },
      ],
    };
  }
  const updates: ProductUpdate[] = [];
  const problems: UpdateProblem[] = [];
  for (const { record: cells, info } of records.slice(1)) {
    const line = info.lines;
    const cell = (name: string) => (at(name) < 0 ? '' : (cells[at(name)] ?? '').trim());
    const sku = cell('sku');
    const r = new FieldReader(sku, line);
    if (!sku) {
      problems.push({ line, sku, ...required('sku') });
      continue;
    }
    const update: ProductUpdate = { sku, line };
    const value = (name: Column) => cell(name) || undefined;
    const price = value('price');
    if (price !== undefined) update.price = r.amount('price', price);
    const special = value('special_price');
    if (special === EMPTY_VALUE) update.specialPrice = null;
    else if (special !== undefined) update.specialPrice = r.amount('special_price', special);
    const qty = value('qty');
    if (qty !== undefined) update.qty = r.qty('qty', qty);
    const inStock = value('is_in_stock');
    if (inStock !== undefined) update.isInStock = r.flag('is_in_stock', inStock);
    const online = value('product_online');
    if (online !== undefined) update.status = r.status('product_online', online);
    problems.push(...r.problems);
    if (!r.problems.length) updates.push(update);
  }
  return { updates, problems };
}
