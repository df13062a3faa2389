import { describe, expect, it } from 'vitest';
import { DeadlineExceededError, withDeadline } from './deadline.ts';
import { EngineQueue } from './engine-queue.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('EngineQueue', () => {
  it('runs work one at a time, in the order asked', async () => {
    const queue = new EngineQueue();
    const log: string[] = [];
    const job = (name: string, ms: number) =>
      queue.run(async () => {
        log.push(`start ${name}`);
        await sleep(ms);
        log.push(`end ${name}`);
      });
    await Promise.all([job('a', 30), job('b', 10), job('c', 0)]);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('fails waiting work at its deadline instead of after the work ahead of it', async () => {
    const queue = new EngineQueue();
    const long = queue.run(() => sleep(600));
    const started = Date.now();
    const waiting = withDeadline(100, () => queue.run(async () => 'ran'));
    await expect(waiting).rejects.toBeInstanceOf(DeadlineExceededError);
    expect(Date.now() - started).toBeLessThan(400);
    expect(queue.waiting).toBe(0);
    // The line moves on: later work runs once the long one is done.
    await long;
    expect(await queue.run(async () => 'next')).toBe('next');
  });

  it('refuses at once work whose deadline has passed', async () => {
    const queue = new EngineQueue();
    await expect(withDeadline(0, () => queue.run(async () => 'ran'))).rejects.toBeInstanceOf(
      DeadlineExceededError,
    );
  });
});
