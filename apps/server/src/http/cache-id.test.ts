import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cacheId } from './cache-id.ts';

const guest = { store: 'ua', currency: 'UAH', customerGroup: 0, customerTaxRate: 0, isLoggedIn: false };
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('cacheId', () => {
  it("is Magento's: sha256 of the upper-cased factors in name order, then the salt", () => {
    expect(cacheId(guest, 'salt-1')).toBe(sha256('UAH|0|0|0|UA|salt-1'));
    const signedIn = { ...guest, store: 'ru', customerGroup: 1, isLoggedIn: true };
    expect(cacheId(signedIn, 'salt-1')).toBe(sha256('UAH|1|0|1|RU|salt-1'));
  });

  it('answers again from what it computed, for the same factors and salt only', () => {
    expect(cacheId(guest, 'salt-1')).toBe(cacheId({ ...guest }, 'salt-1'));
    expect(cacheId(guest, 'salt-2')).toBe(sha256('UAH|0|0|0|UA|salt-2'));
    expect(cacheId({ ...guest, customerTaxRate: 7 }, 'salt-2')).toBe(sha256('UAH|0|7|0|UA|salt-2'));
  });
});
