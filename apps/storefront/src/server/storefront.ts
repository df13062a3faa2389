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
import type { RenderRequest, RenderResult } from '../entry-server.tsx';
import { PageCache, type PageCacheOptions, type RenderedPage } from './page-cache.ts';

export interface StorefrontOptions {
  /** Absolute URL of the GraphQL endpoint the browser uses ('/graphql' on this origin by default). */
  publicEndpoint?: string;
  /** Another Magento-compatible endpoint for server rendering; in-process /graphql otherwise. */
  upstreamEndpoint?: string;
  origin: string;
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
  return { entry: `/${entry.file}`, styles, preloads };
}

export function isStorefrontBuilt(): boolean {
  return existsSync(serverEntry) && existsSync(path.join(clientDir, '.vite/manifest.json'));
}

/** fetch() answered by the app itself: server rendering queries /graphql without a network hop. */
function inProcessFetch(app: FastifyInstance): typeof globalThis.fetch {
  return async (input, init) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input.toString() : input.url);
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: url.pathname + url.search,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      payload: init?.body as string | undefined,
    });
    return new Response(res.statusCode === 304 ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers: res.headers as Record<string, string>,
    });
  };
}

export async function registerStorefront(app: FastifyInstance, opts: StorefrontOptions) {
  const { render } = (await import(pathToFileURL(serverEntry).href)) as {
    render: (req: RenderRequest) => Promise<RenderResult>;
  };
  const assets = readAssets();
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
      // The service worker must be revalidated on every visit so a new release takes over.
      if (file.endsWith('sw.js')) res.header('Cache-Control', 'no-cache');
    },
  });
  const fetchImpl = opts.upstreamEndpoint ? globalThis.fetch : inProcessFetch(app);
  const endpoint = opts.upstreamEndpoint ?? 'http://in-process/graphql';
  const pages = opts.pageCache ? new PageCache(opts.pageCache) : null;
  const renderPage = async (url: string): Promise<RenderedPage> => {
    const version = opts.pageCache?.version();
    const result = await render({
      url,
      origin: opts.origin,
      endpoint,
      publicEndpoint: opts.publicEndpoint ?? '/graphql',
      fetch: fetchImpl,
      assets,
    });
    const page = 'location' in result ? { status: result.status, location: result.location } : result;
    if (pages && version !== undefined) pages.set(url, page, version);
    return page;
  };
  app.get('/*', async (req, reply) => {
    const kept = pages?.get(req.url);
    const page = kept ?? (await renderPage(req.url));
    if (pages) reply.header('X-Page-Cache', kept ? 'HIT' : 'MISS');
    if (page.location) return reply.redirect(page.location, page.status as 301 | 302);
    reply.code(page.status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    return pages ? sendKeptPage(req, reply, page) : reply.send(page.html);
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
