/**
 * Loyalty card numbers: EAN-13 in GS1's restricted-circulation range (first digit 2, for a
 * retailer's own numbering), so any till scanner reads them and none is a product's barcode.
 * "2" + 11 random digits + the check digit: 10^11 numbers, random so a card says nothing of
 * another's.
 */
import { randomInt } from 'node:crypto';

/** EAN-13 check digit of the first twelve digits: weights 1,3,1,3… from the left. */
export function ean13CheckDigit(twelve: string): number {
  if (!/^\d{12}$/.test(twelve)) throw new RangeError('an EAN-13 body is twelve digits');
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(twelve[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);
}

/** A fresh card number; the database's unique index decides (the caller retries a clash). */
export function newCardNumber(): string {
  let body = '2';
  for (let i = 0; i < 11; i++) body += String(randomInt(10));
  return body + String(ean13CheckDigit(body));
}
