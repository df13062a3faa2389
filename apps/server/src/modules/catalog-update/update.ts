/**
 * What a catalogue update may change, checked before anything is written: a product's price,
 * special price, status and stock, by sku, from Magento's REST product (PUT /V1/products/{sku},
 * PUT /V1/products/{sku}/stockItems/{itemId}) or a row of Magento's product-export CSV.
 */

/** One product's changes; absent fields stay as they are. */
export interface ProductUpdate {
  /** The CSV line (1 is the header), for the report. */
  line?: number;
  sku: string;
  /** Decimal text with at most two places (numeric(12,2)), never a float. */
  price?: string;
  /** null removes the special price. */
  specialPrice?: string | null;
  /** Magento's status: 1 enabled, 2 disabled. */
  status?: 1 | 2;
  qty?: number;
  isInStock?: boolean;
}

/** Why a product or a row was refused, as Magento's web API states it. */
export interface UpdateProblem {
  line?: number;
  sku: string;
  message: string;
  parameters: Record<string, string | number>;
}

export class UpdateRefused extends Error {
  constructor(readonly problems: UpdateProblem[]) {
    super(`${problems.length} refused`);
  }
}

export const NO_SUCH_PRODUCT =
  "The product that was requested doesn't exist. Verify the product and try again.";
export const INVALID_VALUE = 'Invalid value of "%value" provided for the %fieldName field.';
export const CONFIGURABLE_STOCK =
  'The stock of configurable product "%sku" is its variants\': update the variant skus instead.';

/** Amounts up to numeric(12,2): ten whole digits, two decimals. */
const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;

/** A problem with its placeholders filled in, for people reading a report. */
export function describeProblem(p: UpdateProblem): string {
  return p.message.replace(/%(\w+)/g, (_, k: string) => String(p.parameters[k] ?? `%${k}`));
}

/** Collects field problems while a product or row is read. */
export class FieldReader {
  readonly problems: UpdateProblem[] = [];
  constructor(
    readonly sku: string,
    readonly line?: number,
  ) {}

  invalid(fieldName: string, value: unknown): undefined {
    this.problems.push({
      line: this.line,
      sku: this.sku,
      message: INVALID_VALUE,
      parameters: { value: typeof value === 'string' ? value : JSON.stringify(value), fieldName },
    });
    return undefined;
  }

  amount(fieldName: string, value: unknown): string | undefined {
    const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
    if (typeof text !== 'string' || !AMOUNT.test(text.trim())) return this.invalid(fieldName, value);
    return text.trim();
  }

  /** A quantity: a whole, non-negative number (Magento sends "5" and 5.0000 alike). */
  qty(fieldName: string, value: unknown): number | undefined {
    const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > 2_147_483_647) {
      return this.invalid(fieldName, value);
    }
    return n;
  }

  /** Magento's status: 1 enabled, 2 disabled (0 is also taken as disabled, as the import does). */
  status(fieldName: string, value: unknown): 1 | 2 | undefined {
    const n = typeof value === 'string' ? Number(value.trim()) : value;
    if (n === 1) return 1;
    if (n === 2 || n === 0) return 2;
    return this.invalid(fieldName, value);
  }

  flag(fieldName: string, value: unknown): boolean | undefined {
    if (value === true || value === 1 || value === '1' || value === 'true') return true;
    if (value === false || value === 0 || value === '0' || value === 'false') return false;
    return this.invalid(fieldName, value);
  }
}
