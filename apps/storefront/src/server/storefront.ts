/**
 * Serves the storefront from a Fastify app: built assets under /assets (immutable), the
 * public files (service worker, manifest, icons), and server rendering for every other GET.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { encodeBody, MIN_ENCODED_LENGTH, negotiateEncoding } from '@vitryna/server/encoded-bodies';
import { inProcessFetch } from '@vitryna/server/in-process-fetch';
import type { RenderRequest, RenderResult } from '../entry-server.tsx';
import { PageCache, type PageCacheOptions, type RenderedPage } from './page-cache.ts';
import { withoutTrackingParams, withTrackingParamsOf } from './page-cache-key.ts';
import { badPageInput, badRequestPage } from './page-input.ts';
import { carriesCustomerState, hasCartHint, isPersonalRoute } from './personal-pages.ts';
import { inlineStylesOf, pageSecurityHeaders } from './security-headers.ts';

export interface StorefrontOptions {
  /** Absolute URL of the GraphQL endpoint the browser uses ('/graphql' on this origin by default). */
  publicEndpoint?: string;
  /** Another Magento-compatible endpoint for server rendering; in-process /graphql otherwise. */
  upstreamEndpoint?: string;
  origin: string;
  /** Origins other than ours that images and videos come from (Content-Security-Policy). */
  mediaOrigins?: string[];
  /** Keep rendered pages (server/page-cache.ts); off without it. */
  pageCache?: PageCacheOptions;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// STOREFRONT_DIST lets several builds live side by side (e.g. one per developer checkout).
const dist = path.resolve(root, process.env.STOREFRONT_DIST ?? 'dist');
const clientDir = path.join(dist, 'client');
const serverEntry = path.join(dist, 'server/entry-server.js');

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

function readAssets() {
  const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entry = Object.values(manifest).find((c) => c.isEntry);
  if (!entry)
    throw new Error('The storefront build has no entry chunk: run `npm run build -w apps/storefront`');
  const styles = [
    ...new Set(
      Object.values(manifest).flatMap((c) => [
        ...(c.css ?? []),
        ...(c.file.endsWith('.css') ? [c.file] : []),
      ]),
    ),
  ].map((f) => `/${f}`);
  const preloads = (entry.imports ?? []).map((key) => `/${manifest[key]!.file}`);
  return { entry: `/${entry.file}`, styles, preloads, lazy: lazyChunks(manifest) };
}

/** Per lazily loaded module (its manifest key): its chunk and the chunks it imports, transitively. */
function lazyChunks(manifest: Record<string, ManifestChunk>): Record<string, string[]> {
  const lazy: Record<string, string[]> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry) continue;
    const files = new Set<string>();
    const visit = (k: string) => {
      const c = manifest[k];
      if (!c || c.isEntry || files.has(`/${c.file}`)) return;
      files.add(`/${c.file}`);
      for (const imported of c.imports ?? []) visit(imported);
    };
    visit(key);
    lazy[key] = [...files];
  }
  return lazy;
}

/** The <style> elements of the public pages served as files (the offline page). */
function staticPageStyles(): string[] {
  const offline = path.join(clientDir, 'offline.html');
  return existsSync(offline) ? inlineStylesOf(readFileSync(offline, 'utf8')) : [];
}

export function isStorefrontBuilt(): boolean {
  return existsSync(serverEntry) && existsSync(path.join(clientDir, '.vite/manifest.json'));
}

export async function registerStorefront(app: FastifyInstance, opts: StorefrontOptions) {
  const { render, inlineScripts } = (await import(pathToFileURL(serverEntry).href)) as {
    render: (req: RenderRequest) => Promise<RenderResult>;
    inlineScripts: (assets: RenderRequest['assets']) => string[];
  };
  const assets = readAssets();
  const publicEndpoint = opts.publicEndpoint ?? '/graphql';
  const securityHeaders = pageSecurityHeaders({
    origin: opts.origin,
    publicEndpoint,
    mediaOrigins: opts.mediaOrigins,
    inlineScripts: inlineScripts(assets),
    inlineStyles: staticPageStyles(),
  });
  await app.register(fastifyStatic, {
    root: path.join(clientDir, 'assets'),
    prefix: '/assets/',
    immutable: true,
    maxAge: '1y',
    wildcard: false,
    decorateReply: false,
  });
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: false,
    globIgnore: ['assets/**', '.vite/**'],
    decorateReply: false,
    setHeaders: (res, file) => {
      // offline.html is a page, and the service worker's fetches obey the policy of its script.
      res.headers(securityHeaders);
      // The service worker must be revalidated on every visit so a new release takes over.
      if (file.endsWith('sw.js')) res.header('Cache-Control', 'no-cache');
    },
  });
  const fetchImpl = opts.upstreamEndpoint ? globalThis.fetch : inProcessFetch(app);
  const endpoint = opts.upstreamEndpoint ?? 'http://in-process/graphql';
  const pages = opts.pageCache ? new PageCache(opts.pageCache) : null;
  /** Renders `url` (without analytics parameters: they change nothing); kept when `keep`. */
  const renderPage = async (url: string, keep: boolean, mayHoldCart = true): Promise<RenderedPage> => {
    const version = opts.pageCache?.version();
    const result = await render({
      url,
      origin: opts.origin,
      endpoint,
      publicEndpoint,
      fetch: fetchImpl,
      assets,
      mayHoldCart,
    });
    const page = 'location' in result ? { status: result.status, location: result.location } : result;
    if (keep && pages && version !== undefined) pages.set(url, page, version);
    return page;
  };
  app.get('/*', async (req, reply) => {
    reply.headers(securityHeaders);
    if (badPageInput(req.url)) {
      return reply
        .code(400)
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(badRequestPage(req.url));
    }
    const url = withoutTrackingParams(req.url);
    // A page about one shopper (or asked for with their token or cart) is theirs alone.
    const personalRoute = isPersonalRoute(url);
    const personal = personalRoute || carriesCustomerState(req.headers);
    const kept = personal ? undefined : pages?.get(url);
    // Only a personal page (never kept) is rendered after the cart hint: a kept one is the same for all.
    const mayHoldCart = !personalRoute || hasCartHint(req.headers.cookie);
    const page = kept ?? (await renderPage(url, !personal, mayHoldCart));
    if (pages) reply.header('X-Page-Cache', personal ? 'BYPASS' : kept ? 'HIT' : 'MISS');
    reply.header('Cache-Control', personal ? 'no-store' : 'no-cache');
    if (page.location) {
      return reply.redirect(withTrackingParamsOf(page.location, req.url), page.status as 301 | 302);
    }
    reply.code(page.status).type('text/html; charset=utf-8');
    return pages && !personal ? sendKeptPage(req, reply, page) : reply.send(page.html);
  });
}

/**
 * A page that may be sent again: compressed once per encoding, as the GraphQL cache does with its
 * answers (encoded-bodies.ts), rather than by @fastify/compress on every hit (which passes an
 * answer with a Content-Encoding through).
 */
function sendKeptPage(req: FastifyRequest, reply: FastifyReply, page: RenderedPage) {
  const html = page.html ?? '';
  const encoding = negotiateEncoding(req.headers['accept-encoding']);
  if (!encoding || html.length < MIN_ENCODED_LENGTH) return reply.send(html);
  const encoded = (page.encoded ??= {});
  const body = (encoded[encoding] ??= encodeBody(html, encoding));
  return reply.header('Content-Encoding', encoding).header('Vary', 'Accept-Encoding').send(body);
}
