/*
 * Vitryna's service worker: hand-written, no dependencies, served at /sw.js with no-cache so a new
 * release takes over on the next visit.
 *
 * - /assets/*  (hashed, immutable build output): cache first.
 * - page navigations: network first; the pages a shopper visited are kept and served offline, and a
 *   page never visited falls back to /offline.html (precached on install). Personal pages (cart,
 *   checkout, sign-in, account: PERSONAL_ROUTE_SEGMENTS, a copy of src/shared/url/personal-routes.ts)
 *   and any answer marked no-store or private are never kept.
 * - /media/*   (product and content images): stale while revalidate.
 * - /graphql and everything else (other origins, POST, REST): not touched, never cached here.
 *
 * Caches carry the version in their name; activation deletes the caches of other versions. The build
 * stamps VERSION with a hash of the release (build/stamp-service-worker.ts), so every release starts
 * with fresh caches without anyone remembering to bump it. Messages
 * from pages are dispatched by `type` with a `payload` (see MESSAGE_HANDLERS); this worker tells pages
 * about itself the same way ({ type, payload }).
 */
'use strict';

const VERSION = 'dev';
const CACHE_PREFIX = 'vitryna-';
const CACHE_NAMES = {
  static: `${CACHE_PREFIX}static-${VERSION}`,
  pages: `${CACHE_PREFIX}pages-${VERSION}`,
  media: `${CACHE_PREFIX}media-${VERSION}`,
};
const OFFLINE_URL = '/offline.html';
const PRECACHE_URLS = [
  OFFLINE_URL,
  '/manifest.webmanifest',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/favicon.svg',
];
/** First path segments, below the store prefix, of pages that show one shopper's data. */
const PERSONAL_ROUTE_SEGMENTS = [
  'cart',
  'checkout',
  'order-success',
  'sign-in',
  'forgot-password',
  'create-account',
  'social-accounts',
  'customer',
  'wishlist',
  'saved-payments',
  'order-history',
  'communications',
  'address-book',
  'account-information',
];
const STORE_PREFIX = /^\/(ua|ru)(?=\/|$)/;

function isPersonalPath(pathname) {
  const first =
    pathname
      .replace(STORE_PREFIX, '')
      .split('/')
      .find((segment) => segment !== '') || '';
  return PERSONAL_ROUTE_SEGMENTS.includes(first.toLowerCase());
}

/** Kept entries per cache; the oldest go first. */
const MAX_ENTRIES = { [CACHE_NAMES.pages]: 60, [CACHE_NAMES.media]: 250 };

/** Which strategy a request gets: 'asset', 'page', 'media', or null (left to the network). */
function strategyFor(request) {
  if (request.method !== 'GET') return null;
  let url;
  try {
    url = new URL(request.url);
  } catch {
    return null;
  }
  if (url.origin !== self.location.origin) return null;
  if (url.pathname === '/graphql' || url.pathname.startsWith('/graphql/')) return null;
  if (url.pathname.startsWith('/rest/')) return null;
  if (url.pathname.startsWith('/assets/')) return 'asset';
  if (url.pathname.startsWith('/media/')) return 'media';
  if (request.mode === 'navigate') return isPersonalPath(url.pathname) ? null : 'page';
  return null;
}

/** Only complete same-origin answers that the server allows to be stored are worth keeping. */
function isCacheable(response) {
  if (!response || !response.ok || response.status !== 200 || response.type !== 'basic') return false;
  const control = (response.headers && response.headers.get('cache-control')) || '';
  return !/\b(no-store|private)\b/i.test(control);
}

async function trimCache(name) {
  const max = MAX_ENTRIES[name];
  if (!max) return;
  const cache = await caches.open(name);
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(key);
}

async function put(name, request, response) {
  const cache = await caches.open(name);
  await cache.put(request, response);
  await trimCache(name);
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE_NAMES.static);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (isCacheable(response)) await cache.put(request, response.clone());
  return response;
}

async function networkFirstPage(request) {
  try {
    const response = await fetch(request);
    if (isCacheable(response)) await put(CACHE_NAMES.pages, request, response.clone());
    return response;
  } catch (error) {
    const cache = await caches.open(CACHE_NAMES.pages);
    const visited = await cache.match(request, { ignoreVary: true });
    if (visited) return visited;
    const offline = await caches.match(OFFLINE_URL);
    if (offline) return offline;
    throw error;
  }
}

async function staleWhileRevalidate(request, event) {
  const cache = await caches.open(CACHE_NAMES.media);
  const cached = await cache.match(request);
  const refresh = fetch(request).then(
    async (response) => {
      if (isCacheable(response)) await put(CACHE_NAMES.media, request, response.clone());
      return response;
    },
    (error) => {
      if (cached) return cached;
      throw error;
    },
  );
  if (cached) {
    // Answer at once; the refresh finishes in the background.
    if (event && typeof event.waitUntil === 'function') event.waitUntil(refresh.catch(() => undefined));
    return cached;
  }
  return refresh;
}

const STRATEGIES = { asset: cacheFirst, page: networkFirstPage, media: staleWhileRevalidate };

/** Deletes this worker's caches of other versions; returns the names deleted. */
async function deleteOldCaches() {
  const current = new Set(Object.values(CACHE_NAMES));
  const names = await caches.keys();
  const old = names.filter((name) => name.startsWith(CACHE_PREFIX) && !current.has(name));
  await Promise.all(old.map((name) => caches.delete(name)));
  return old;
}

async function broadcast(message) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) client.postMessage(message);
}

function reply(event, message) {
  const port = event.ports && event.ports[0];
  if (port) port.postMessage(message);
  else if (event.source && typeof event.source.postMessage === 'function') event.source.postMessage(message);
}

/** Messages from pages: { type, payload }. */
const MESSAGE_HANDLERS = {
  /** A waiting worker takes over at once. */
  SKIP_WAITING: () => self.skipWaiting(),
  /** Tells the page which version runs. */
  GET_VERSION: (_payload, event) => reply(event, { type: 'VERSION', payload: { version: VERSION } }),
  /** Forgets visited pages (payload.caches: ['pages', 'media'] to choose; all of them otherwise). */
  CLEAR_CACHES: async (payload) => {
    const which = payload && Array.isArray(payload.caches) ? payload.caches : Object.keys(CACHE_NAMES);
    await Promise.all(
      which.filter((key) => key in CACHE_NAMES).map((key) => caches.delete(CACHE_NAMES[key])),
    );
  },
  /** Keeps pages for offline use (payload.urls: same-origin page addresses). */
  CACHE_PAGES: async (payload) => {
    const urls = (payload && Array.isArray(payload.urls) ? payload.urls : []).filter((url) => {
      try {
        const parsed = new URL(url, self.location.origin);
        return parsed.origin === self.location.origin && !isPersonalPath(parsed.pathname);
      } catch {
        return false;
      }
    });
    const cache = await caches.open(CACHE_NAMES.pages);
    await Promise.all(
      urls.map(async (url) => {
        try {
          const response = await fetch(url, { credentials: 'same-origin' });
          if (isCacheable(response)) await cache.put(url, response);
        } catch {
          // Offline or gone: nothing to keep.
        }
      }),
    );
  },
};

function dispatchMessage(data, event) {
  if (!data || typeof data !== 'object' || typeof data.type !== 'string') return undefined;
  const handler = Object.prototype.hasOwnProperty.call(MESSAGE_HANDLERS, data.type)
    ? MESSAGE_HANDLERS[data.type]
    : null;
  return handler ? handler(data.payload, event) : undefined;
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE_NAMES.static)
      .then((cache) => cache.addAll(PRECACHE_URLS))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    deleteOldCaches()
      .then((old) => self.clients.claim().then(() => old))
      .then((old) =>
        old.length > 0 ? broadcast({ type: 'NEW_VERSION', payload: { version: VERSION } }) : undefined,
      ),
  );
});

self.addEventListener('fetch', (event) => {
  const strategy = strategyFor(event.request);
  if (!strategy) return;
  event.respondWith(STRATEGIES[strategy](event.request, event));
});

self.addEventListener('message', (event) => {
  const result = dispatchMessage(event.data, event);
  if (result && typeof result.then === 'function') event.waitUntil(result);
});
