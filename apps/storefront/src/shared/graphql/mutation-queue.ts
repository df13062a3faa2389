/**
 * Mutations run strictly one at a time (spec §7): the next starts only after the previous completes or
 * fails, so cart changes reach the server in the order the shopper made them. A request marked skipQueue
 * runs at once and does not hold up the queue.
 *
 * Cancellation: a request still waiting in the queue is cancelled by aborting its signal (or by
 * cancelAll); it never runs and its promise REJECTS with MutationCancelledError. Rejecting rather than
 * resolving matches what fetch does on abort, so callers handle both the same way. A request that has
 * already started is not stopped by the queue; its own fetch sees the same signal.
 */

export class MutationCancelledError extends Error {
  override readonly name = 'MutationCancelledError';
  constructor(message = 'The queued mutation was cancelled before it was sent.') {
    super(message);
  }
}

export function isMutationCancelled(error: unknown): error is MutationCancelledError {
  return error instanceof MutationCancelledError;
}

export interface EnqueueOptions {
  skipQueue?: boolean;
  signal?: AbortSignal;
}

export interface MutationQueue {
  enqueue<T>(run: () => Promise<T>, options?: EnqueueOptions): Promise<T>;
  /** Cancels every request still waiting (not the one running), e.g. on sign-out. */
  cancelAll(): void;
  /** Requests waiting behind the running one. */
  readonly waiting: number;
  readonly busy: boolean;
}

interface Waiting {
  start(): Promise<void>;
  cancel(): void;
}

function invoke<T>(run: () => Promise<T>): Promise<T> {
  try {
    return Promise.resolve(run());
  } catch (error) {
    return Promise.reject(error);
  }
}

export function createMutationQueue(): MutationQueue {
  const queue: Waiting[] = [];
  let busy = false;

  function startNext(): void {
    if (busy) return;
    const next = queue.shift();
    if (!next) return;
    busy = true;
    void next.start().finally(() => {
      busy = false;
      startNext();
    });
  }

  return {
    get waiting() {
      return queue.length;
    },
    get busy() {
      return busy;
    },
    cancelAll() {
      for (const entry of queue.splice(0)) entry.cancel();
    },
    enqueue<T>(run: () => Promise<T>, options: EnqueueOptions = {}): Promise<T> {
      const { skipQueue = false, signal } = options;
      if (signal?.aborted) return Promise.reject(new MutationCancelledError());
      if (skipQueue) return invoke(run);

      return new Promise<T>((resolve, reject) => {
        const onAbort = () => {
          const index = queue.indexOf(entry);
          if (index === -1) return; // already running: the request's own signal handles it
          queue.splice(index, 1);
          entry.cancel();
        };
        const entry: Waiting = {
          start: () => {
            signal?.removeEventListener('abort', onAbort);
            const running = invoke(run);
            running.then(resolve, reject);
            // The queue moves on whether the mutation succeeded or failed.
            return running.then(
              () => undefined,
              () => undefined,
            );
          },
          cancel: () => {
            signal?.removeEventListener('abort', onAbort);
            reject(new MutationCancelledError());
          },
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        queue.push(entry);
        startNext();
      });
    },
  };
}
