/**
 * The service worker (spec §4/§8): registered at /sw.js once the page has loaded; a failure logs the
 * warning 'Failed to register SW.'. Messages from the worker are { type, payload } and dispatched to
 * the handler of their type.
 */

export const SERVICE_WORKER_URL = '/sw.js';
export const REGISTRATION_FAILED_WARNING = 'Failed to register SW.';

export interface ServiceWorkerMessage {
  type: string;
  payload?: unknown;
}

export type ServiceWorkerMessageHandlers = Readonly<Record<string, (payload: unknown) => void>>;

export function isServiceWorkerMessage(data: unknown): data is ServiceWorkerMessage {
  return typeof data === 'object' && data !== null && typeof (data as { type?: unknown }).type === 'string';
}

/** Calls the handler of the message's type with its payload; unknown types and other data are ignored. */
export function dispatchServiceWorkerMessage(handlers: ServiceWorkerMessageHandlers, data: unknown): boolean {
  if (!isServiceWorkerMessage(data)) return false;
  const handler = Object.prototype.hasOwnProperty.call(handlers, data.type) ? handlers[data.type] : undefined;
  if (!handler) return false;
  handler(data.payload);
  return true;
}

export interface RegisterOptions {
  handlers?: ServiceWorkerMessageHandlers;
  /** Injectable for tests; the browser's otherwise. */
  container?: ServiceWorkerContainer | null;
  win?: Pick<Window, 'addEventListener' | 'removeEventListener'> & { document: Pick<Document, 'readyState'> };
  warn?: (message: string, error?: unknown) => void;
}

/**
 * Registers /sw.js after the load event (at once when the page has already loaded) and listens for its
 * messages. Returns a function that stops listening (the worker itself stays registered).
 */
export function registerServiceWorker(options: RegisterOptions = {}): () => void {
  const win = options.win ?? (typeof window === 'undefined' ? undefined : window);
  const container =
    options.container !== undefined
      ? options.container
      : typeof navigator !== 'undefined' && 'serviceWorker' in navigator
        ? navigator.serviceWorker
        : null;
  if (!win || !container) return () => undefined;
  const warn = options.warn ?? ((message: string, error?: unknown) => console.warn(message, error));
  const handlers = options.handlers ?? {};

  const onMessage = (event: MessageEvent) => void dispatchServiceWorkerMessage(handlers, event.data);
  container.addEventListener('message', onMessage);

  const register = () => {
    container
      .register(SERVICE_WORKER_URL)
      .catch((error: unknown) => warn(REGISTRATION_FAILED_WARNING, error));
  };
  if (win.document.readyState === 'complete') register();
  else win.addEventListener('load', register, { once: true });

  return () => {
    container.removeEventListener('message', onMessage);
    win.removeEventListener('load', register);
  };
}

/** Sends { type, payload } to the worker that controls the page, if any. */
export function postToServiceWorker(
  message: ServiceWorkerMessage,
  container?: ServiceWorkerContainer | null,
): boolean {
  const target =
    container ??
    (typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : null);
  const controller = target?.controller;
  if (!controller) return false;
  controller.postMessage(message);
  return true;
}
