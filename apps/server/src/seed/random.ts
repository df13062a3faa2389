/**
 * Deterministic randomness for the demo catalogue. Every generated thing draws from its own
 * stream keyed by a label and an index (e.g. `rngFor('product', 17)`), so product 17 is the
 * same whether we seed 200 or 100,000 products, and adding a new phase never shifts others.
 */

/** The one seed of the demo catalogue; change it to get a different (still deterministic) shop. */
export const SEED = 20_260_401;

/**
 * "Now" of the demo catalogue: creation dates spread over the two years before it. A fixed
 * date rather than the clock, so that two seeds are byte-identical.
 */
export const SEED_DATE = Date.UTC(2026, 10, 1);

/** FNV-1a over the parts, mixed with SEED: a 32-bit seed per named stream. */
export function hashSeed(...parts: (string | number)[]): number {
  let h = 0x811c9dc5 ^ SEED;
  for (const part of parts) {
    const s = String(part);
    for (let i = 0; i < s.length; i++) {
      h ^= s.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
    h ^= 0x2f; // separator, so ('ab', 'c') and ('a', 'bc') differ
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** mulberry32: tiny, fast and good enough for demo data. Returns [0, 1). */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Picks by weight; entries with weight 0 are never chosen. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, w]) => sum + w, 0);
    let r = this.next() * total;
    for (const [value, w] of entries) {
      r -= w;
      if (r < 0 && w > 0) return value;
    }
    for (let i = entries.length - 1; i >= 0; i--) {
      const entry = entries[i] as readonly [T, number];
      if (entry[1] > 0) return entry[0]; // only reached through floating-point rounding
    }
    throw new Error('weighted pick with no positive weight');
  }

  /** `count` distinct items in random order (all of them if there are fewer). */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = items.slice();
    const n = Math.min(count, copy.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, n);
  }
}

export function rngFor(...parts: (string | number)[]): Rng {
  return new Rng(hashSeed(...parts));
}
