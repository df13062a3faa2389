/**
 * /graphql: Magento-compatible GraphQL over HTTP. Queries by GET (cacheable) and POST, mutations
 * by POST only; the Store, Content-Currency and Authorization headers set the request's scope;
 * every answer carries X-Magento-Cache-Id; cacheable GET answers are kept in an in-process
 * HTTP cache keyed the way Magento's Varnish configuration keys them.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GraphQLFormattedError } from 'graphql';
import { LRUCache } from 'lru-cache';
import mercurius from 'mercurius';
import { createCatalogLoaders } from '../modules/catalog/loaders.ts';
import { CURRENCY, type StoreView } from '../modules/store/stores.ts';
import { inputError, type MagentoError } from '../shared/errors.ts';
import { cacheId } from './cache-id.ts';
import { encodeBody, MIN_ENCODED_LENGTH, negotiateEncoding, type BodyEncoding } from './encoded-bodies.ts';
import { fieldCountRule } from './complexity-rule.ts';
import type { CatalogVersion } from './catalog-version.ts';
import type { Context, CustomerContext, Services } from './context.ts';
import { resolvers } from './resolvers.ts';

export const MAX_QUERY_DEPTH = 20;
export const MAX_QUERY_COMPLEXITY = 1000;
const ALLOWED_CURRENCIES = [CURRENCY];

const schemaDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'schema');
export const schemaSdl = ['magento.graphql', 'vitryna-extensions.graphql']
  .map((f) => readFileSync(path.join(schemaDir, f), 'utf8'))
  .join('\n');

interface RequestScope {
  store: StoreView;
  currency: string;
  customer: CustomerContext;
  cacheId: string;
  cacheKey: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    graphqlScope?: RequestScope;
  }
}

interface CachedResponse {
  body: string;
  etag: string;
  version: number;
  /** Compressed copies, made when first asked for (encoded-bodies.ts). */
  encoded: Partial<Record<BodyEncoding, Buffer>>;
}

const GUEST: CustomerContext = { customerId: null, groupId: 0, taxRate: 0 };

function header(req: FastifyRequest, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

function requestError(reply: FastifyReply, message: string, category: string) {
  return reply.code(400).send({ errors: [{ message, extensions: { category } }] });
}

export async function registerGraphql(app: FastifyInstance, services: Services, version: CatalogVersion) {
  const cache = new LRUCache<string, CachedResponse>({
    maxSize: 200 * 1024 * 1024,
    // Compressed copies are a fraction of the body; counted as a quarter of it.
    sizeCalculation: (v) => Math.ceil(v.body.length * 1.25) + 200,
    ttl: services.config.graphqlCacheSeconds * 1000,
  });

  /** The request's store, currency and customer scope; throws a client error for bad headers. */
  const scopeOf = (req: FastifyRequest): RequestScope => {
    const store = services.stores.resolve(header(req, 'store'));
    const currency = (header(req, 'content-currency') || CURRENCY).toUpperCase();
    if (!ALLOWED_CURRENCIES.includes(currency))
      throw inputError(`Currency not allowed for store ${store.code}`);
    const customer = GUEST;
    const id = cacheId(
      {
        store: store.code,
        currency,
        customerGroup: customer.groupId,
        customerTaxRate: customer.taxRate,
        isLoggedIn: customer.customerId !== null,
      },
      services.cacheIdSalt,
    );
    // As Varnish does: a bearer without a cache id is never served from (or stored in) the cache.
    const bypass =
      services.config.graphqlCacheSeconds === 0 ||
      (header(req, 'authorization') && !header(req, 'x-magento-cache-id'));
    const cacheKey = req.method === 'GET' && !bypass ? `${store.code}|${currency}|${id}|${req.url}` : null;
    return { store, currency, customer, cacheId: id, cacheKey };
  };

  // Scope first: an unknown store or currency is the client's mistake, answered before any work.
  app.addHook('preHandler', async (req, reply) => {
    if (req.routeOptions.url !== '/graphql') return;
    try {
      req.graphqlScope = scopeOf(req);
    } catch (e) {
      const err = e as MagentoError;
      return requestError(reply, err.message, String(err.extensions?.category ?? 'graphql-input'));
    }
    const { cacheId: id, cacheKey } = req.graphqlScope;
    reply.header('X-Magento-Cache-Id', id);
    if (!cacheKey) return;
    const hit = cache.get(cacheKey);
    if (hit && hit.version === version.current) {
      reply.header('X-Cache', 'HIT');
      return sendCacheable(req, reply, hit);
    }
  });

  // graphql-over-HTTP lets clients send "extensions": null; mercurius' body schema wants an object.
  app.addHook('preValidation', async (req) => {
    const body = req.body as { extensions?: unknown } | undefined;
    if (req.routeOptions.url === '/graphql' && body && typeof body === 'object' && body.extensions === null) {
      delete body.extensions;
    }
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const scope = req.graphqlScope;
    if (!scope || req.routeOptions.url !== '/graphql' || reply.getHeader('x-cache') === 'HIT') return payload;
    const body = typeof payload === 'string' ? payload : null;
    const cacheable =
      req.method === 'GET' && reply.statusCode === 200 && body !== null && !body.includes('"errors":');
    if (!cacheable) {
      reply.header('Cache-Control', 'no-store');
      return payload;
    }
    const entry: CachedResponse = {
      body,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      version: version.current,
      encoded: {},
    };
    if (scope.cacheKey) cache.set(scope.cacheKey, entry);
    reply.header('X-Cache', 'MISS');
    setCacheHeaders(reply, entry, services.config.graphqlCacheSeconds);
    if (header(req, 'if-none-match') === entry.etag) {
      reply.code(304);
      return '';
    }
    return payload;
  });

  const sendCacheable = (req: FastifyRequest, reply: FastifyReply, entry: CachedResponse) => {
    setCacheHeaders(reply, entry, services.config.graphqlCacheSeconds);
    if (header(req, 'if-none-match') === entry.etag) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    const encoding = negotiateEncoding(header(req, 'accept-encoding'));
    if (!encoding || entry.body.length < MIN_ENCODED_LENGTH) return reply.send(entry.body);
    const encoded = (entry.encoded[encoding] ??= encodeBody(entry.body, encoding));
    // Already encoded: @fastify/compress passes it through.
    reply.header('Content-Encoding', encoding);
    reply.header('Vary', `${reply.getHeader('Vary')}, Accept-Encoding`);
    return reply.send(encoded);
  };

  await app.register(mercurius, {
    schema: schemaSdl,
    resolvers: resolvers as never,
    path: '/graphql',
    graphiql: services.config.development,
    queryDepth: MAX_QUERY_DEPTH,
    jit: 1,
    // A static rule keeps mercurius' cache of parsed and validated queries.
    validationRules: [fieldCountRule(MAX_QUERY_COMPLEXITY)],
    context: (req): Omit<Context, never> => {
      // Set by the preHandler, except on error paths that skip it (e.g. a body that is not JSON).
      const scope = req.graphqlScope ?? scopeOf(req);
      return {
        services,
        store: scope.store,
        currency: scope.currency,
        customer: scope.customer,
        loaders: createCatalogLoaders(services.db, scope.store, services.options),
      };
    },
    errorFormatter: (execution, ctx) => {
      const formatted = mercurius.defaultErrorFormatter(execution, ctx);
      const errors = (formatted.response.errors ?? []).map((e) =>
        maskInternal(e, services.config.development, ctx),
      );
      return { ...formatted, response: { ...formatted.response, errors } as typeof formatted.response };
    },
  });
}

function setCacheHeaders(reply: FastifyReply, entry: CachedResponse, seconds: number) {
  reply.header('Cache-Control', `public, max-age=0, must-revalidate, s-maxage=${seconds}`);
  reply.header('Vary', 'Store, Content-Currency, X-Magento-Cache-Id');
  reply.header('ETag', entry.etag);
}

/** Client-aware errors keep their message; anything else is Magento's "Internal server error". */
function maskInternal(e: GraphQLFormattedError, development: boolean, ctx: { reply?: FastifyReply }) {
  const knownCategory = typeof e.extensions?.category === 'string';
  const isValidation = !e.path; // parse/validation errors carry no path
  if (knownCategory || isValidation) return e;
  ctx.reply?.log.error({ err: e }, 'resolver failed');
  return development
    ? { ...e, extensions: { ...e.extensions, category: 'internal' } }
    : { ...e, message: 'Internal server error', extensions: { category: 'internal' } };
}
