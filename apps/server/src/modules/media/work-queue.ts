/**
 * Bounded image work per process: a few resizes or paintings at once (each holds a full bitmap)
 * and a short queue behind them. When the queue is full the caller is told at once (503 with
 * Retry-After) instead of waiting: a flood of distinct variants cannot starve page requests.
 */
import pLimit, { type LimitFunction } from 'p-limit';

export class WorkQueueFullError extends Error {
  constructor() {
    super('Image work queue is full');
  }
}

export class WorkQueue {
  private readonly limit: LimitFunction;

  constructor(
    readonly concurrency: number,
    readonly maxQueued: number,
  ) {
    this.limit = pLimit(Math.max(1, concurrency));
  }

  /** Jobs running now. */
  get active(): number {
    return this.limit.activeCount;
  }

  /** Jobs waiting for a slot. */
  get queued(): number {
    return this.limit.pendingCount;
  }

  /** Runs fn when a slot is free; throws WorkQueueFullError when the queue is already full. */
  run<T>(fn: () => Promise<T>): Promise<T> {
    // p-limit starts a job a microtask after it is queued: count both to bound a burst too.
    if (this.active + this.queued >= this.limit.concurrency + this.maxQueued)
      return Promise.reject(new WorkQueueFullError());
    return this.limit(fn);
  }
}
