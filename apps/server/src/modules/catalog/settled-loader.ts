/**
 * A DataLoader that also tells, without a promise, the value it already holds for a key: primed
 * from a statement's rows, or loaded and settled. A resolver whose data came with its product's
 * row then answers at once instead of awaiting a cached promise: a listing's 24 cards awaited
 * about 25 such promises each (images, sizes, stock), every one with AsyncLocalStorage's promise
 * hooks (db/deadline.ts) and a turn of the microtask queue.
 *
 * `settled(key)` answers exactly what `load(key)` would: a key already asked for is the load's,
 * even when a prime came while it ran (DataLoader ignores such a prime, and so does this).
 */
import DataLoader from 'dataloader';

export class SettledLoader<K, V> extends DataLoader<K, V> {
  private readonly values = new Map<K, V>();
  /** Keys `load` was called with: a later prime changes nothing for them. */
  private readonly asked = new Set<K>();

  constructor(batch: DataLoader.BatchLoadFn<K, V>) {
    super(async (keys) => {
      const values = await batch(keys);
      keys.forEach((key, i) => {
        const value = values[i];
        if (!(value instanceof Error) && !this.values.has(key)) this.values.set(key, value as V);
      });
      return values;
    });
  }

  override load(key: K): Promise<V> {
    this.asked.add(key);
    return super.load(key);
  }

  override prime(key: K, value: V | PromiseLike<V> | Error): this {
    const known = this.asked.has(key) || this.values.has(key);
    if (!known && !(value instanceof Error) && !isPromiseLike(value)) this.values.set(key, value);
    if (!known) this.asked.add(key);
    return super.prime(key, value);
  }

  override clear(key: K): this {
    this.values.delete(key);
    this.asked.delete(key);
    return super.clear(key);
  }

  override clearAll(): this {
    this.values.clear();
    this.asked.clear();
    return super.clearAll();
  }

  /** The value `load(key)` resolves to, when it is known now; undefined otherwise. */
  settled(key: K): V | undefined {
    return this.values.get(key);
  }
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === 'function';
}
