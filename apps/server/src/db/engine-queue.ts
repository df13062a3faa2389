/**
 * The embedded engine (PGlite) runs one query at a time and cannot interrupt one: its
 * statement_timeout never fires (measured: a 12 s query ran to the end with
 * `SET statement_timeout = 200`, and it blocks the event loop while it runs). What can be
 * bounded is the wait: queries take turns here, in order, and one whose request is past its
 * deadline (db/deadline.ts) fails at once with DeadlineExceededError instead of starting, or
 * leaves the line when its deadline passes while it waits. A request that runs out of time
 * therefore holds the engine for at most the one query it had started.
 */
import { DeadlineExceededError, checkDeadline, currentDeadline, remainingMs } from './deadline.ts';

export class EngineQueue {
  #busy = false;
  readonly #waiting: (() => void)[] = [];

  /** Queries waiting for their turn (not counting the one running). */
  get waiting(): number {
    return this.#waiting.length;
  }

  /** Runs fn when the engine is free, unless the current deadline passes first. */
  async run<T>(fn: () => Promise<T>): Promise<T> {
    checkDeadline();
    await this.#turn();
    try {
      checkDeadline();
      return await fn();
    } finally {
      this.#next();
    }
  }

  #turn(): Promise<void> {
    if (!this.#busy) {
      this.#busy = true;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const left = remainingMs();
      const timer = Number.isFinite(left)
        ? setTimeout(() => {
            const i = this.#waiting.indexOf(waiter);
            if (i >= 0) this.#waiting.splice(i, 1);
            const deadline = currentDeadline();
            if (deadline) deadline.exceeded = true;
            reject(new DeadlineExceededError());
          }, left)
        : undefined;
      const waiter = () => {
        clearTimeout(timer);
        resolve();
      };
      this.#waiting.push(waiter);
    });
  }

  #next() {
    const waiter = this.#waiting.shift();
    if (waiter) waiter();
    else this.#busy = false;
  }
}
