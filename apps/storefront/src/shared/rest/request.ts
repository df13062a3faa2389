import type { BrowserStorage } from '../storage/browser-storage.ts';
import { STORAGE_KEYS } from '../storage/storage-keys.ts';
import { restErrorFromBody } from './rest-error.ts';

export interface RestRequestOptions {
  method?: string;
  /** A string is sent as is; anything else is sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  /** false: resolve with the Response instead of its parsed JSON. Default true. */
  parseJSON?: boolean;
  signal?: AbortSignal;
}

export interface RestClientOptions {
  /** Prefix of relative paths, e.g. `/rest/ua/V1`. Absolute URLs are used unchanged. */
  baseUrl?: string;
  storage: BrowserStorage;
  fetch?: typeof globalThis.fetch;
}

export interface RestClient {
  request(path: string, options: RestRequestOptions & { parseJSON: false }): Promise<Response>;
  request<T = unknown>(path: string, options?: RestRequestOptions): Promise<T>;
  /** Identical GETs currently shared (for diagnostics and tests). */
  readonly inflight: number;
}

interface SharedRequest {
  response: Promise<Response>;
  controller: AbortController;
  subscribers: number;
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/**
 * The generic REST wrapper of spec §7: JSON headers, cookies (`credentials: 'include'`) and the bearer
 * token on every call; identical GETs in flight are sent once and shared.
 *
 * Sharing and aborts: each caller's signal only detaches that caller; the shared fetch is aborted when
 * every caller has gone. If the shared fetch is aborted for another reason while a caller still waits,
 * that caller falls back to an identical request in flight (joining one or starting it) once.
 */
export function createRestClient(options: RestClientOptions): RestClient {
  const { baseUrl = '', storage } = options;
  const inflight = new Map<string, SharedRequest>();

  function buildHeaders(extra: Record<string, string> = {}): Record<string, string> {
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      Accept: 'application/json',
    };
    const token = storage.getItem<string>(STORAGE_KEYS.signinToken);
    if (token) headers.Authorization = `Bearer ${token}`;
    return { ...headers, ...extra };
  }

  function sharingKey(method: string, url: string, headers: Record<string, string>): string {
    const normalised = Object.entries(headers)
      .map(([name, value]) => [name.toLowerCase(), value])
      .sort(([a = ''], [b = '']) => (a < b ? -1 : a > b ? 1 : 0));
    return JSON.stringify([method, url, normalised]);
  }

  /** Joins (or starts) the shared GET and resolves with the Response, honouring only this caller's signal. */
  function joinShared(key: string, start: (signal: AbortSignal) => Promise<Response>, signal?: AbortSignal) {
    let shared = inflight.get(key);
    if (!shared) {
      const controller = new AbortController();
      const entry: SharedRequest = { controller, subscribers: 0, response: start(controller.signal) };
      const forget = () => {
        if (inflight.get(key) === entry) inflight.delete(key);
      };
      entry.response.then(forget, forget);
      inflight.set(key, entry);
      shared = entry;
    }
    const entry = shared;
    entry.subscribers += 1;

    return new Promise<Response>((resolve, reject) => {
      let settled = false;
      const onAbort = () => {
        if (settled) return;
        settled = true;
        entry.subscribers -= 1;
        if (entry.subscribers === 0) {
          if (inflight.get(key) === entry) inflight.delete(key);
          entry.controller.abort();
        }
        reject(abortError(signal as AbortSignal));
      };
      if (signal?.aborted) return onAbort();
      signal?.addEventListener('abort', onAbort, { once: true });
      entry.response.then(
        (response) => {
          if (settled) return;
          settled = true;
          signal?.removeEventListener('abort', onAbort);
          // Every caller reads its own copy; the shared original is never consumed.
          resolve(response.clone());
        },
        (error: unknown) => {
          if (settled) return;
          settled = true;
          signal?.removeEventListener('abort', onAbort);
          reject(error);
        },
      );
    });
  }

  async function request(path: string, requestOptions: RestRequestOptions = {}): Promise<unknown> {
    const { body, parseJSON = true, signal } = requestOptions;
    const method = (requestOptions.method ?? 'GET').toUpperCase();
    const url = /^https?:\/\//i.test(path) ? path : `${baseUrl}${path}`;
    const headers = buildHeaders(requestOptions.headers);
    const fetchImpl = options.fetch ?? globalThis.fetch;
    const init = (requestSignal?: AbortSignal): RequestInit => ({
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      signal: requestSignal,
    });

    let response: Response;
    if (method === 'GET') {
      const key = sharingKey(method, url, headers);
      const start = (sharedSignal: AbortSignal) => fetchImpl(url, init(sharedSignal));
      try {
        response = await joinShared(key, start, signal);
      } catch (error) {
        if (!isAbortError(error) || signal?.aborted) throw error;
        response = await joinShared(key, start, signal);
      }
    } else {
      response = await fetchImpl(url, init(signal));
    }

    if (!response.ok) {
      const bodyText = await response.text().catch(() => '');
      throw restErrorFromBody({ method, url }, response, bodyText);
    }
    if (!parseJSON) return response;
    const text = await response.text();
    // 204 and other empty bodies have no JSON to parse.
    return text === '' ? undefined : (JSON.parse(text) as unknown);
  }

  return {
    request: request as RestClient['request'],
    get inflight() {
      return inflight.size;
    },
  };
}
