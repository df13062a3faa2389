/** Integer kopiykas ⇄ numeric(12,2) text, without floats. */

/** 12345 → "123.45", -5 → "-0.05". */
export function kopToDecimal(kop: number): string {
  if (!Number.isSafeInteger(kop)) throw new RangeError(`not a whole number of kopiykas: ${kop}`);
  const sign = kop < 0 ? '-' : '';
  const abs = Math.abs(kop);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** SQL expression turning a numeric(12,2) column into bigint kopiykas, exactly. */
export const kopOf = (column: string) => `(${column} * 100)::bigint`;
