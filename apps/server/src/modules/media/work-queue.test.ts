import { describe, expect, it } from 'vitest';
import { WorkQueue, WorkQueueFullError } from './work-queue.ts';

describe('WorkQueue', () => {
  it('runs a few jobs at once, queues a few more, and refuses the rest at once', async () => {
    const queue = new WorkQueue(2, 3);
    let running = 0;
    let peak = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const job = async () => {
      running++;
      peak = Math.max(peak, running);
      await gate;
      running--;
      return 'done';
    };
    const accepted = Array.from({ length: 5 }, () => queue.run(job));
    await expect(queue.run(job)).rejects.toBeInstanceOf(WorkQueueFullError);
    await new Promise((r) => setTimeout(r, 10));
    expect([queue.active, queue.queued]).toEqual([2, 3]);
    release();
    expect(await Promise.all(accepted)).toEqual(Array(5).fill('done'));
    expect(peak).toBe(2);
    expect(await queue.run(job)).toBe('done');
  });
});
