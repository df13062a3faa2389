import { describe, expect, it, vi } from 'vitest';
import {
  NetworkError,
  RETRY_MAX_ATTEMPTS,
  isNetworkError,
  retryDelayMs,
  shouldRetry,
  sleep,
  withRetry,
} from './retry.ts';

const fetchFailure = () => new TypeError('Failed to fetch');

describe('isNetworkError', () => {
  it('accepts fetch TypeErrors and NetworkError, rejects the rest', () => {
    expect(isNetworkError(fetchFailure())).toBe(true);
    expect(isNetworkError(new NetworkError('no response'))).toBe(true);
    expect(isNetworkError(new Error('GraphQL error'))).toBe(false);
    expect(isNetworkError({ message: 'x' })).toBe(false);
    expect(isNetworkError(new DOMException('aborted', 'AbortError'))).toBe(false);
  });
});

describe('retryDelayMs', () => {
  it('averages 300 ms on the first retry and doubles each time without a cap', () => {
    expect(retryDelayMs(1, () => 0.5)).toBe(300);
    expect(retryDelayMs(2, () => 0.5)).toBe(600);
    expect(retryDelayMs(4, () => 0.5)).toBe(2400);
    expect(retryDelayMs(20, () => 0.5)).toBe(300 * 2 ** 19);
  });

  it('spreads the delay between 0 and twice the base (jitter)', () => {
    expect(retryDelayMs(1, () => 0)).toBe(0);
    expect(retryDelayMs(1, () => 0.999)).toBeCloseTo(599.4);
  });
});

describe('shouldRetry', () => {
  const base = { error: fetchFailure(), attempts: 1, isOnline: true, isServer: false };

  it('retries a network error while online in the browser', () => {
    expect(shouldRetry(base)).toBe(true);
  });

  it('stops after 5 attempts in total', () => {
    expect(RETRY_MAX_ATTEMPTS).toBe(5);
    expect(shouldRetry({ ...base, attempts: 4 })).toBe(true);
    expect(shouldRetry({ ...base, attempts: 5 })).toBe(false);
  });

  it('never retries offline, on the server or for other errors', () => {
    expect(shouldRetry({ ...base, isOnline: false })).toBe(false);
    expect(shouldRetry({ ...base, isServer: true })).toBe(false);
    expect(shouldRetry({ ...base, error: new Error('Some GraphQL error') })).toBe(false);
  });
});

describe('withRetry', () => {
  const browser = { isOnline: () => true, isServer: () => false, random: () => 0.5 };

  it('makes 5 attempts with growing delays, then rethrows the last error', async () => {
    const delays: number[] = [];
    const errors = [1, 2, 3, 4, 5].map((n) => new TypeError(`fail ${n}`));
    const fn = vi.fn(async (attempt: number) => {
      throw errors[attempt - 1];
    });
    await expect(withRetry(fn, { ...browser, sleep: async (ms) => void delays.push(ms) })).rejects.toBe(
      errors[4],
    );
    expect(fn).toHaveBeenCalledTimes(5);
    expect(delays).toEqual([300, 600, 1200, 2400]);
  });

  it('returns the first success', async () => {
    let calls = 0;
    const result = await withRetry(
      async () => {
        calls += 1;
        if (calls < 3) throw fetchFailure();
        return 'ok';
      },
      { ...browser, sleep: async () => {} },
    );
    expect(result).toBe('ok');
    expect(calls).toBe(3);
  });

  it('does not retry GraphQL or HTTP errors', async () => {
    const fn = vi.fn(async () => {
      throw new Error('HTTP 500');
    });
    await expect(withRetry(fn, { ...browser, sleep: async () => {} })).rejects.toThrow('HTTP 500');
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('stops retrying once the browser goes offline', async () => {
    let online = true;
    const fn = vi.fn(async () => {
      online = false;
      throw fetchFailure();
    });
    await expect(
      withRetry(fn, { ...browser, isOnline: () => online, sleep: async () => {} }),
    ).rejects.toThrow(TypeError);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('never retries during server rendering (no window by default in node)', async () => {
    const fn = vi.fn(async () => {
      throw fetchFailure();
    });
    await expect(withRetry(fn, { isOnline: () => true, sleep: async () => {} })).rejects.toThrow(TypeError);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('makes no further attempt after the signal aborts', async () => {
    const controller = new AbortController();
    const fn = vi.fn(async () => {
      controller.abort();
      throw fetchFailure();
    });
    await expect(
      withRetry(fn, { ...browser, sleep: async () => {}, signal: controller.signal }),
    ).rejects.toThrow(TypeError);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('waits with real timers by default', async () => {
    vi.useFakeTimers();
    try {
      let calls = 0;
      const promise = withRetry(async () => {
        calls += 1;
        if (calls === 1) throw fetchFailure();
        return calls;
      }, browser);
      await vi.advanceTimersByTimeAsync(299);
      expect(calls).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(promise).resolves.toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('sleep', () => {
  it('rejects with the abort reason when aborted while waiting', async () => {
    const controller = new AbortController();
    const waiting = sleep(10_000, controller.signal);
    controller.abort(new Error('stop'));
    await expect(waiting).rejects.toThrow('stop');
  });
});
