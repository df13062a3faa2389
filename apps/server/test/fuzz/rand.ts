/**
 * A thin layer over fast-check's `gen()` for generators written as plain code (a GraphQL
 * document is easier to build imperatively than as nested combinators). Every choice goes
 * through fast-check, so a failing case still shrinks: choices shrink towards the first option,
 * small numbers and "no".
 */
import fc, { type Arbitrary, type GeneratorValue } from 'fast-check';

export class Rand {
  constructor(private readonly g: GeneratorValue) {}

  /** An integer in [min, max], shrinking towards min. */
  int(min: number, max: number): number {
    return this.g(fc.integer, { min, max });
  }

  /** True with probability p; shrinks towards false. */
  chance(p: number): boolean {
    return this.g(fc.integer, { min: 0, max: 9999 }) >= 10_000 - Math.round(p * 10_000);
  }

  /** One of the items, shrinking towards the first. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[this.int(0, items.length - 1)] as T;
  }

  /** One of the items by weight, shrinking towards the first. */
  weighted<T>(items: ReadonlyArray<readonly [number, T]>): T {
    const total = items.reduce((sum, [w]) => sum + w, 0);
    let n = this.int(0, total - 1);
    for (const [w, item] of items) {
      if (n < w) return item;
      n -= w;
    }
    return items[items.length - 1]![1];
  }

  /** A value of any fast-check arbitrary. */
  of<T>(arb: Arbitrary<T>): T {
    return this.g(() => arb);
  }
}

/** An arbitrary of whatever `build` makes from random choices. */
export function built<T>(build: (r: Rand) => T): Arbitrary<T> {
  return fc.gen().map((g) => build(new Rand(g)));
}
