/** Network retry policy of spec §8/§9: 5 attempts in all, first delay 300 ms with jitter, no upper cap. */
export const RETRY_MAX_ATTEMPTS = 5;
export const RETRY_INITIAL_DELAY_MS = 300;

/** A request that got no HTTP response at all (our own transports throw this; fetch throws TypeError). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
}

function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/**
 * Only failures without a response are worth repeating: an HTTP or GraphQL error would come back the same,
 * and an abort was asked for.
 */
export function isNetworkError(error: unknown): boolean {
  if (isAbortError(error)) return false;
  return error instanceof TypeError || error instanceof NetworkError;
}

/**
 * Delay before retry number `retry` (1 for the first retry): full jitter over an exponential base,
 * random() · 300 · 2^retry, so the first retry waits 300 ms on average (0–600 ms) and later ones double
 * without a cap. Same meaning as Apollo's RetryLink {initial: 300, jitter: true, max: Infinity}.
 */
export function retryDelayMs(retry: number, random: () => number = Math.random): number {
  return random() * RETRY_INITIAL_DELAY_MS * 2 ** retry;
}

export interface RetryDecision {
  error: unknown;
  /** Attempts made so far, the failed one included (1 after the first failure). */
  attempts: number;
  isOnline: boolean;
  isServer: boolean;
}

/**
 * Offline retries cannot succeed and would only delay the offline notice; during server rendering a
 * retry holds the whole page response, so the error is reported at once instead.
 */
export function shouldRetry({ error, attempts, isOnline, isServer }: RetryDecision): boolean {
  return attempts < RETRY_MAX_ATTEMPTS && isOnline && !isServer && isNetworkError(error);
}

export interface RetryOptions {
  isOnline?: () => boolean;
  isServer?: () => boolean;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
  /** Once aborted, no further attempt is made. */
  signal?: AbortSignal;
}

export const browserIsOnline = (): boolean =>
  typeof navigator === 'undefined' || (navigator as { onLine?: boolean }).onLine !== false;

export const isServerRender = (): boolean => typeof window === 'undefined';

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Runs `attempt` until it succeeds or shouldRetry says no; rethrows the last error. */
export async function withRetry<T>(
  attempt: (attemptNumber: number) => Promise<T>,
  options: RetryOptions = {},
): Promise<T> {
  const {
    isOnline = browserIsOnline,
    isServer = isServerRender,
    sleep: wait = sleep,
    random = Math.random,
    signal,
  } = options;
  for (let attempts = 1; ; attempts += 1) {
    try {
      return await attempt(attempts);
    } catch (error) {
      const retry =
        !signal?.aborted && shouldRetry({ error, attempts, isOnline: isOnline(), isServer: isServer() });
      if (!retry) throw error;
      await wait(retryDelayMs(attempts, random), signal);
    }
  }
}
