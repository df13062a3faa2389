/**
 * The one door to browser storage. Every value is wrapped in a record with the time it was stored and a
 * time-to-live in seconds, so expiry is decided when reading (spec §5: expired values read as absent).
 *
 * Storage can be missing (server rendering) or hostile (private mode and full quotas throw), so every
 * access is guarded: reads then return undefined and writes do nothing.
 */

/** The part of the Web Storage interface this module needs; `length`/`key` only for listing keys. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  readonly length?: number;
  key?(index: number): string | null;
}

/** What is written under a key. `ttl` is in seconds; 0 means the value never expires. */
export interface StoredRecord<T> {
  value: T;
  timeStored: number;
  ttl: number;
}

export interface BrowserStorage {
  /** The value, or undefined when absent, expired (the record is then removed) or unreadable. */
  getItem<T>(key: string): T | undefined;
  /** The whole record (for lifetimes, e.g. the sign-in token timer), with the same expiry rule. */
  getRecord<T>(key: string): StoredRecord<T> | undefined;
  /** Stores the value; returns false when storage is absent or refused the write. */
  setItem<T>(key: string, value: T, ttlSeconds?: number): boolean;
  removeItem(key: string): void;
  /** Every key currently in storage (empty when storage cannot be listed). */
  keys(): string[];
}

export interface BrowserStorageOptions {
  /**
   * The backing storage. Omitted: `window.localStorage`, looked up on every call so that importing this
   * module on the server is safe. `null`: no storage at all (reads absent, writes ignored).
   */
  storage?: StorageLike | null;
  /** Clock in milliseconds, injectable for tests. */
  now?: () => number;
}

/** `window.localStorage` when there is one and it may be touched; merely reading the property can throw. */
export function resolveLocalStorage(): StorageLike | null {
  if (typeof window === 'undefined') return null;
  try {
    return window.localStorage ?? null;
  } catch {
    return null;
  }
}

function isRecord(parsed: unknown): parsed is StoredRecord<unknown> {
  if (typeof parsed !== 'object' || parsed === null) return false;
  const candidate = parsed as Partial<StoredRecord<unknown>>;
  return (
    'value' in candidate && typeof candidate.timeStored === 'number' && typeof candidate.ttl === 'number'
  );
}

export function isExpired(record: StoredRecord<unknown>, nowMs: number): boolean {
  // "Has passed": a value is still valid at exactly ttl seconds of age.
  return record.ttl > 0 && nowMs - record.timeStored > record.ttl * 1000;
}

export function createBrowserStorage(options: BrowserStorageOptions = {}): BrowserStorage {
  const now = options.now ?? Date.now;
  const backing = (): StorageLike | null =>
    options.storage === undefined ? resolveLocalStorage() : options.storage;

  function removeItem(key: string): void {
    try {
      backing()?.removeItem(key);
    } catch {
      // Nothing to do: a storage that refuses removal also refuses everything else.
    }
  }

  function getRecord<T>(key: string): StoredRecord<T> | undefined {
    let raw: string | null | undefined;
    try {
      raw = backing()?.getItem(key);
    } catch {
      return undefined;
    }
    if (raw === null || raw === undefined) return undefined;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = undefined;
    }
    // Garbage under one of our keys would fail every later read the same way, so drop it.
    if (!isRecord(parsed) || isExpired(parsed, now())) {
      removeItem(key);
      return undefined;
    }
    return parsed as StoredRecord<T>;
  }

  return {
    getRecord,
    getItem<T>(key: string): T | undefined {
      return getRecord<T>(key)?.value;
    },
    setItem<T>(key: string, value: T, ttlSeconds = 0): boolean {
      if (!Number.isFinite(ttlSeconds) || ttlSeconds < 0) {
        throw new RangeError(`ttl must be a non-negative number of seconds, got ${ttlSeconds}`);
      }
      const record: StoredRecord<T> = { value, timeStored: now(), ttl: ttlSeconds };
      try {
        const target = backing();
        if (!target) return false;
        target.setItem(key, JSON.stringify(record));
        return true;
      } catch {
        // Quota exceeded or private mode: the app keeps working, the value just is not remembered.
        return false;
      }
    },
    removeItem,
    keys(): string[] {
      try {
        const target = backing();
        if (!target || typeof target.key !== 'function' || typeof target.length !== 'number') return [];
        const found: string[] = [];
        for (let index = 0; index < target.length; index += 1) {
          const key = target.key(index);
          if (key !== null) found.push(key);
        }
        return found;
      } catch {
        return [];
      }
    },
  };
}

/** A Storage-like map in memory: for tests and for server rendering, where each request has its own. */
export function createMemoryStorage(initial: Record<string, string> = {}): StorageLike {
  const entries = new Map(Object.entries(initial));
  return {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, String(value)),
    removeItem: (key) => void entries.delete(key),
    get length() {
      return entries.size;
    },
    key: (index) => [...entries.keys()][index] ?? null,
  };
}
