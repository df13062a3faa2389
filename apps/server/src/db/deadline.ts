/**
 * The time by which the work of the current request must be done, carried through its async
 * calls (AsyncLocalStorage) so the database layer can refuse to start a query for a request
 * that has already run out of time, without every resolver passing a signal along.
 * Work outside a request (migrations, the seed, background jobs) has no deadline.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface Deadline {
  /** Date.now() value after which the work is abandoned. */
  readonly at: number;
  /** Some of the work was refused for lack of time: its answer is incomplete. */
  exceeded?: boolean;
}

/** The work of a request ran past its deadline; answered as 503 (see http/request-deadline.ts). */
export class DeadlineExceededError extends Error {
  readonly extensions = { category: 'internal' };
  /** Fastify answers an error thrown by a handler with this status. */
  readonly statusCode = 503;
  constructor() {
    super('The request took too long and was stopped; try again.');
    this.name = 'DeadlineExceededError';
  }
}

const storage = new AsyncLocalStorage<Deadline>();

/** The deadline of the work running now, if any. */
export function currentDeadline(): Deadline | undefined {
  return storage.getStore();
}

/** Runs fn with a deadline ms from now, or the enclosing one when that is sooner. */
export function withDeadline<T>(ms: number, fn: () => T): T {
  const outer = storage.getStore();
  const at = Math.min(Date.now() + ms, outer?.at ?? Infinity);
  return storage.run({ at }, fn);
}

/** Milliseconds left before the current deadline (Infinity without one). */
export function remainingMs(): number {
  const d = storage.getStore();
  return d ? d.at - Date.now() : Infinity;
}

/** Throws DeadlineExceededError when the current work is past its deadline. */
export function checkDeadline(): void {
  const d = storage.getStore();
  if (d && d.at <= Date.now()) {
    d.exceeded = true;
    throw new DeadlineExceededError();
  }
}
