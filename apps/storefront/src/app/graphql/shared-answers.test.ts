import { describe, expect, it } from 'vitest';
import { SharedAnswers } from './shared-answers.ts';

describe('shared answers', () => {
  it('starts one request per query while it is on its way', async () => {
    const answers = new SharedAnswers();
    let started = 0;
    const finish: Array<(value: string) => void> = [];
    const fetch = () => {
      started++;
      return new Promise<unknown>((resolve) => finish.push(resolve));
    };
    const first = answers.answer(1, fetch);
    const second = answers.answer(1, fetch);
    expect(second).toBe(first);
    answers.answer(2, fetch);
    expect(started).toBe(2);
    finish[0]!('done');
    await first;
    answers.answer(1, fetch);
    expect(started).toBe(3);
  });

  it('keeps an unclaimed answer for a while, once', () => {
    let now = 1_000;
    const answers = new SharedAnswers(3_000, () => now);
    const kept = Promise.resolve('menu');
    answers.keep(7, kept);
    const fetch = () => Promise.resolve('fresh');
    expect(answers.answer(7, fetch)).toBe(kept);
    // Claimed: the next subscriber asks the network.
    expect(answers.answer(7, fetch)).not.toBe(kept);

    answers.keep(8, kept);
    now += 3_001;
    expect(answers.answer(8, fetch)).not.toBe(kept);
  });

  it('does not keep a failure', async () => {
    const answers = new SharedAnswers();
    const failed = Promise.reject(new Error('offline'));
    answers.keep(3, failed);
    await failed.catch(() => undefined);
    await Promise.resolve();
    const fresh = Promise.resolve('fresh');
    expect(answers.answer(3, () => fresh)).toBe(fresh);
  });

  it('forgets everything after a mutation', () => {
    const answers = new SharedAnswers();
    const kept = Promise.resolve('old');
    answers.keep(1, kept);
    answers.answer(2, () => new Promise(() => undefined));
    answers.forget();
    const fresh = Promise.resolve('fresh');
    expect(answers.answer(1, () => fresh)).toBe(fresh);
    expect(answers.answer(2, () => fresh)).toBe(fresh);
  });
});
