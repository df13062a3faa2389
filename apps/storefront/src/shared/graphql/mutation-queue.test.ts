import { describe, expect, it } from 'vitest';
import { MutationCancelledError, createMutationQueue, isMutationCancelled } from './mutation-queue.ts';

/** A promise the test settles by hand, to control when a mutation "completes". */
function deferred<T = string>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createMutationQueue', () => {
  it('sends the next mutation only after the previous completes', async () => {
    const queue = createMutationQueue();
    const log: string[] = [];
    const first = deferred();
    const second = deferred();
    const a = queue.enqueue(() => (log.push('a'), first.promise));
    const b = queue.enqueue(() => (log.push('b'), second.promise));
    await flush();
    expect(log).toEqual(['a']);
    expect(queue.waiting).toBe(1);
    first.resolve('A');
    await expect(a).resolves.toBe('A');
    await flush();
    expect(log).toEqual(['a', 'b']);
    second.resolve('B');
    await expect(b).resolves.toBe('B');
    expect(queue.busy).toBe(false);
  });

  it('moves on after a failure, which reaches only its own caller', async () => {
    const queue = createMutationQueue();
    const first = deferred();
    const a = queue.enqueue(() => first.promise);
    const b = queue.enqueue(async () => 'B');
    first.reject(new Error('boom'));
    await expect(a).rejects.toThrow('boom');
    await expect(b).resolves.toBe('B');
  });

  it('moves on after a mutation that throws synchronously', async () => {
    const queue = createMutationQueue();
    const a = queue.enqueue(() => {
      throw new Error('sync');
    });
    await expect(a).rejects.toThrow('sync');
    await expect(queue.enqueue(async () => 'next')).resolves.toBe('next');
  });

  it('keeps the order of many mutations', async () => {
    const queue = createMutationQueue();
    const order: number[] = [];
    let running = 0;
    let maxRunning = 0;
    await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        queue.enqueue(async () => {
          running += 1;
          maxRunning = Math.max(maxRunning, running);
          await flush();
          order.push(n);
          running -= 1;
        }),
      ),
    );
    expect(order).toEqual([1, 2, 3, 4, 5]);
    expect(maxRunning).toBe(1);
  });

  it('sends a skipQueue mutation at once, past a busy queue', async () => {
    const queue = createMutationQueue();
    const first = deferred();
    void queue.enqueue(() => first.promise);
    let ran = false;
    const urgent = queue.enqueue(
      async () => {
        ran = true;
        return 'now';
      },
      { skipQueue: true },
    );
    await expect(urgent).resolves.toBe('now');
    expect(ran).toBe(true);
    expect(queue.busy).toBe(true);
    first.resolve('done');
  });

  it('never runs a cancelled queued mutation and rejects it with MutationCancelledError', async () => {
    const queue = createMutationQueue();
    const first = deferred();
    void queue.enqueue(() => first.promise);
    const controller = new AbortController();
    let ran = false;
    const cancelled = queue.enqueue(
      async () => {
        ran = true;
      },
      { signal: controller.signal },
    );
    const after = queue.enqueue(async () => 'after');
    controller.abort();
    await expect(cancelled).rejects.toBeInstanceOf(MutationCancelledError);
    expect(queue.waiting).toBe(1);
    first.resolve('x');
    await expect(after).resolves.toBe('after');
    expect(ran).toBe(false);
  });

  it('rejects at once a mutation whose signal is already aborted', async () => {
    const queue = createMutationQueue();
    let ran = false;
    const result = queue.enqueue(
      async () => {
        ran = true;
      },
      { signal: AbortSignal.abort() },
    );
    await expect(result).rejects.toSatisfy(isMutationCancelled);
    expect(ran).toBe(false);
  });

  it('lets an abort after start reach only the running request', async () => {
    const queue = createMutationQueue();
    const controller = new AbortController();
    const first = deferred();
    const running = queue.enqueue(() => first.promise, { signal: controller.signal });
    await flush();
    controller.abort();
    first.resolve('finished');
    await expect(running).resolves.toBe('finished');
  });

  it('cancelAll cancels the waiting mutations but not the running one', async () => {
    const queue = createMutationQueue();
    const first = deferred();
    const running = queue.enqueue(() => first.promise);
    const waiting = [queue.enqueue(async () => 1), queue.enqueue(async () => 2)];
    queue.cancelAll();
    for (const entry of waiting) await expect(entry).rejects.toBeInstanceOf(MutationCancelledError);
    first.resolve('ok');
    await expect(running).resolves.toBe('ok');
    expect(queue.waiting).toBe(0);
  });
});
