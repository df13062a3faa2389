import { describe, expect, it, vi } from 'vitest';
import { createBrowserStorage, createMemoryStorage, isExpired, type StorageLike } from './browser-storage.ts';

function setup(start = 1_000_000) {
  let clock = start;
  const backing = createMemoryStorage();
  const storage = createBrowserStorage({ storage: backing, now: () => clock });
  return {
    backing,
    storage,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe('createBrowserStorage', () => {
  it('stores a record {value, timeStored, ttl} as JSON', () => {
    const { backing, storage } = setup(42_000);
    storage.setItem('cartId', 'abc', 60);
    expect(JSON.parse(backing.getItem('cartId') ?? 'null')).toEqual({
      value: 'abc',
      timeStored: 42_000,
      ttl: 60,
    });
  });

  it('round-trips structured values', () => {
    const { storage } = setup();
    storage.setItem('imagesBySku', { A1: ['x.jpg'] });
    expect(storage.getItem('imagesBySku')).toEqual({ A1: ['x.jpg'] });
  });

  it('keeps a value up to exactly its ttl and reads it absent after', () => {
    const { storage, advance } = setup();
    storage.setItem('signin_token', 'tok', 10);
    advance(10_000);
    expect(storage.getItem('signin_token')).toBe('tok');
    advance(1);
    expect(storage.getItem('signin_token')).toBeUndefined();
  });

  it('removes an expired record when it is read', () => {
    const { backing, storage, advance } = setup();
    storage.setItem('signin_token', 'tok', 1);
    advance(1001);
    storage.getItem('signin_token');
    expect(backing.getItem('signin_token')).toBeNull();
  });

  it('never expires a value stored without ttl', () => {
    const { storage, advance } = setup();
    storage.setItem('store_view_code', 'ru');
    advance(10 * 365 * 24 * 3600 * 1000);
    expect(storage.getItem('store_view_code')).toBe('ru');
  });

  it('returns the record so callers can compute remaining lifetime', () => {
    const { storage } = setup(5000);
    storage.setItem('signin_token', 'tok', 3600);
    expect(storage.getRecord('signin_token')).toEqual({ value: 'tok', timeStored: 5000, ttl: 3600 });
  });

  it('reads absent values and unparseable data as undefined, dropping the garbage', () => {
    const { backing, storage } = setup();
    expect(storage.getItem('missing')).toBeUndefined();
    backing.setItem('cartId', '{not json');
    expect(storage.getItem('cartId')).toBeUndefined();
    expect(backing.getItem('cartId')).toBeNull();
    backing.setItem('legacy', '"plain string"');
    expect(storage.getItem('legacy')).toBeUndefined();
  });

  it('rejects a negative or non-finite ttl', () => {
    const { storage } = setup();
    expect(() => storage.setItem('k', 1, -1)).toThrow(RangeError);
    expect(() => storage.setItem('k', 1, Number.NaN)).toThrow(RangeError);
  });

  it('removes items and lists keys', () => {
    const { storage } = setup();
    storage.setItem('a', 1);
    storage.setItem('b', 2);
    storage.removeItem('a');
    expect(storage.keys()).toEqual(['b']);
  });

  it('works without storage: reads are undefined and writes are no-ops', () => {
    const storage = createBrowserStorage({ storage: null });
    expect(storage.setItem('cartId', 'x')).toBe(false);
    expect(storage.getItem('cartId')).toBeUndefined();
    expect(() => storage.removeItem('cartId')).not.toThrow();
    expect(storage.keys()).toEqual([]);
  });

  it('falls back to no storage when there is no window (server rendering)', () => {
    expect(typeof window).toBe('undefined');
    const storage = createBrowserStorage();
    expect(storage.setItem('cartId', 'x')).toBe(false);
    expect(storage.getItem('cartId')).toBeUndefined();
  });

  it('survives a storage that throws on every call (private mode, full quota)', () => {
    const fail = () => {
      throw new DOMException('QuotaExceededError', 'QuotaExceededError');
    };
    const hostile: StorageLike = {
      getItem: fail,
      setItem: fail,
      removeItem: fail,
      get length(): number {
        return fail();
      },
      key: fail,
    };
    const storage = createBrowserStorage({ storage: hostile });
    expect(storage.setItem('cartId', 'x')).toBe(false);
    expect(storage.getItem('cartId')).toBeUndefined();
    expect(storage.getRecord('cartId')).toBeUndefined();
    expect(() => storage.removeItem('cartId')).not.toThrow();
    expect(storage.keys()).toEqual([]);
  });

  it('keeps reading a value when only writes fail (quota full)', () => {
    const backing = createMemoryStorage();
    const storage = createBrowserStorage({ storage: backing });
    storage.setItem('cartId', 'kept');
    vi.spyOn(backing, 'setItem').mockImplementation(() => {
      throw new Error('quota');
    });
    expect(storage.setItem('cartId', 'new')).toBe(false);
    expect(storage.getItem('cartId')).toBe('kept');
  });
});

describe('isExpired', () => {
  it('treats ttl 0 as no expiry', () => {
    expect(isExpired({ value: 1, timeStored: 0, ttl: 0 }, Number.MAX_SAFE_INTEGER)).toBe(false);
    expect(isExpired({ value: 1, timeStored: 0, ttl: 1 }, 1001)).toBe(true);
  });
});
