/**
 * /graphql: Magento-compatible GraphQL over HTTP. Queries by GET (cacheable) and POST, mutations
 * by POST only; the Store, Content-Currency and Authorization headers set the request's scope;
 * every answer carries X-Magento-Cache-Id; cacheable GET answers are kept in an in-process
 * HTTP cache keyed the way Magento's Varnish configuration keys them.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import mercurius from 'mercurius';
import { createCatalogLoaders } from '../modules/catalog/loaders.ts';
import { CURRENCY, type StoreView } from '../modules/store/stores.ts';
import { authenticate, GUEST, noCustomerTokens } from '../graphql-guard/authenticate.ts';
import { formatErrors } from '../graphql-guard/error-format.ts';
import {
  checkVariables,
  MAX_TOKENS,
  RequestRefused,
  tooLargeToCompile,
  validationRules,
} from '../graphql-guard/rules.ts';
import { inputError, type MagentoError } from '../shared/errors.ts';
import { cacheId } from './cache-id.ts';
import { RequestShape } from '../graphql-guard/request-shape.ts';
import { selectsPersonalField, uncacheableRootFields } from '../graphql-guard/personal-fields.ts';
import { encodeBody, MIN_ENCODED_LENGTH, negotiateEncoding, type BodyEncoding } from './encoded-bodies.ts';
import type { CatalogVersion } from './catalog-version.ts';
import type { Context, CustomerContext, Services } from '../graphql-context.ts';
import { schemaSdl } from '../schema.ts';
import { resolvers } from './resolvers.ts';

const ALLOWED_CURRENCIES = [CURRENCY];

interface RequestScope {
  store: StoreView;
  currency: string;
  customer: CustomerContext;
  cacheId: string;
  cacheKey: string | null;
  /** Set when the operation selects a personal field: the answer is never kept. */
  personal?: boolean;
  /**
   * Set once the operation ran without an error (mercurius' onResolution): only such an answer is
   * kept. Told by the execution, where a search of the answer's text for "errors" cost 5 % of an
   * uncached listing's CPU (60-80 KB of two-byte text scanned per answer).
   */
  resolvedWithoutErrors?: boolean;
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

function header(req: FastifyRequest, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

function requestError(reply: FastifyReply, message: string, category: string, status = 400) {
  return reply.code(status).send({ errors: [{ message, extensions: { category } }] });
}

/** Bytes a string takes in memory, at most: two per UTF-16 code unit. */
const stringBytes = (s: string) => s.length * 2;

export async function registerGraphql(app: FastifyInstance, services: Services, version: CatalogVersion) {
  const { config } = services;
  const tokens = services.tokens ?? noCustomerTokens;
  const cache =
    config.graphqlCacheMb > 0
      ? new LRUCache<string, CachedResponse>({
          maxSize: config.graphqlCacheMb * 1024 * 1024,
          // Key and body as held in memory; compressed copies are a fraction of the body, counted
          // as half of it.
          sizeCalculation: (v, key) => stringBytes(key) + Math.ceil(stringBytes(v.body) * 1.5) + 200,
          ttl: config.graphqlCacheSeconds * 1000,
        })
      : null;

  /** The request's store, currency and customer scope; throws a client error for bad headers. */
  const scopeOf = async (req: FastifyRequest): Promise<RequestScope> => {
    const customer = await authenticate(header(req, 'authorization'), tokens);
    return scopeFor(req, customer);
  };

  const scopeFor = (req: FastifyRequest, customer: CustomerContext): RequestScope => {
    const store = services.stores.resolve(header(req, 'store'));
    const currency = (header(req, 'content-currency') || CURRENCY).toUpperCase();
    if (!ALLOWED_CURRENCIES.includes(currency))
      throw inputError(`Currency not allowed for store ${store.code}`);
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
      !cache ||
      services.config.graphqlCacheSeconds === 0 ||
      (header(req, 'authorization') && !header(req, 'x-magento-cache-id'));
    const cacheKey = req.method === 'GET' && !bypass ? `${store.code}|${currency}|${id}|${req.url}` : null;
    return { store, currency, customer, cacheId: id, cacheKey };
  };

  // Scope first: an unknown store or currency is the client's mistake, answered before any work.
  app.addHook('preHandler', async (req, reply) => {
    if (req.routeOptions.url !== '/graphql') return;
    // A GET's document travels in the URL: the same bound as a POST body (bodyLimit below).
    if (req.url.length > config.graphqlMaxQueryBytes) {
      return requestError(
        reply,
        `The request is larger than ${config.graphqlMaxQueryBytes} bytes.`,
        'graphql-input',
        414,
      );
    }
    try {
      req.graphqlScope = await scopeOf(req);
    } catch (e) {
      const err = e as MagentoError;
      const category = String(err.extensions?.category ?? 'graphql-input');
      // Magento answers a refused token like any resolver error: HTTP 200, no data.
      const status = category === 'graphql-authorization' ? 200 : 400;
      reply.header('Cache-Control', 'no-store');
      return requestError(reply, err.message, category, status);
    }
    const { cacheId: id, cacheKey } = req.graphqlScope;
    reply.header('X-Magento-Cache-Id', id);
    if (!cacheKey || !cache) return;
    const hit = cache.get(cacheKey);
    if (hit && hit.version === version.current) {
      reply.header('X-Cache', 'HIT');
      return sendCacheable(req, reply, hit);
    }
  });

  // A GET after the cache (a kept answer never needs the check, a malformed request is never kept);
  // a POST before the body's schema, which would turn {"query": 1} into the text "1".
  const shape = new RequestShape({ maxTokens: MAX_TOKENS });
  const checkShape = async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.routeOptions.url !== '/graphql' || reply.sent) return;
    const problem = shape.check(req.method, (req.method === 'GET' ? req.query : req.body) as object);
    if (problem) return requestError(reply, problem, 'graphql-input');
  };
  app.addHook('preHandler', async (req, reply) =>
    req.method === 'GET' ? checkShape(req, reply) : undefined,
  );
  app.addHook('preValidation', async (req, reply) =>
    req.method === 'POST' ? checkShape(req, reply) : undefined,
  );

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
      req.method === 'GET' &&
      !scope.personal &&
      reply.statusCode === 200 &&
      body !== null &&
      scope.resolvedWithoutErrors === true;
    if (!cacheable) {
      reply.header('Cache-Control', 'no-store');
      return encoded(req, reply, payload);
    }
    // The answer's UTF-8 bytes, made once for its ETag and its compression.
    const bytes = Buffer.from(body);
    const entry: CachedResponse = {
      body,
      etag: `"${createHash('sha1').update(bytes).digest('base64url')}"`,
      version: version.current,
      encoded: {},
    };
    if (scope.cacheKey) cache?.set(scope.cacheKey, entry);
    reply.header('X-Cache', 'MISS');
    setCacheHeaders(reply, entry, services.config.graphqlCacheSeconds);
    if (header(req, 'if-none-match') === entry.etag) {
      reply.code(304);
      return '';
    }
    return encoded(req, reply, body, bytes);
  });

  /** An answer compressed in one piece as the client accepts (@fastify/compress passes it through). */
  const encoded = (req: FastifyRequest, reply: FastifyReply, payload: unknown, bytes?: Buffer) => {
    if (typeof payload !== 'string' || payload.length < MIN_ENCODED_LENGTH) return payload;
    const encoding = negotiateEncoding(header(req, 'accept-encoding'));
    if (!encoding) return payload;
    reply.header('Content-Encoding', encoding);
    reply.header(
      'Vary',
      reply.getHeader('Vary') ? `${reply.getHeader('Vary')}, Accept-Encoding` : 'Accept-Encoding',
    );
    return encodeBody(bytes ?? payload, encoding, false);
  };

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

  // A POST's body is bounded like a GET's URL: mercurius keeps documents, so their size is bounded.
  app.addHook('onRoute', (route) => {
    if (route.url === '/graphql') route.bodyLimit = config.graphqlMaxQueryBytes;
  });

  await app.register(mercurius, {
    schema: schemaSdl,
    resolvers: resolvers as never,
    path: '/graphql',
    graphiql: config.graphqlIntrospection,
    jit: 1,
    // Documents mercurius keeps parsed and validated (and, from the second use, compiled), in each
    // of its two caches (valid, refused). Each holds at most GRAPHQL_MAX_QUERY_BYTES of text and
    // MAX_TOKENS tokens, and only small ones are compiled (JIT_MAX_FIELDS), so the count bounds
    // their memory (`npm run graphql-memory -w bench`).
    cache: config.graphqlDocumentCache,
    graphql: { parseOptions: { maxTokens: MAX_TOKENS } },
    // Static rules keep mercurius' cache of parsed and validated queries.
    validationRules: validationRules({
      maxCost: config.graphqlMaxCost,
      introspection: config.graphqlIntrospection,
    }),
    context: (req): Omit<Context, never> => {
      // Set by the preHandler, except on error paths that skip it (e.g. a body that is not JSON),
      // where nothing runs: the default store for a guest.
      const scope = req.graphqlScope ?? guestScope(req);
      return {
        services,
        store: scope.store,
        currency: scope.currency,
        customer: scope.customer,
        loaders: createCatalogLoaders(services.db, scope.store, services.options, services.categories),
        clientAddress: req.ip,
      };
    },
    errorFormatter: (execution, ctx) =>
      formatErrors(execution as Parameters<typeof formatErrors>[0], ctx, config.development) as never,
  });

  const personalFields = uncacheableRootFields(app.graphql.schema);

  // Validation never sees variables: their strings, lists and page sizes are checked per request.
  app.graphql.addHook('preExecution', async (_schema, document, context, variables) => {
    const request = (context as { reply?: FastifyReply }).reply?.request;
    const params = (request?.method === 'GET' ? request.query : request?.body) as
      { operationName?: unknown } | undefined;
    const operationName = typeof params?.operationName === 'string' ? params.operationName : undefined;
    if (request?.graphqlScope && selectsPersonalField(document, operationName, personalFields)) {
      request.graphqlScope.personal = true;
    }
    const errors = checkVariables(document, variables, operationName, config.graphqlMaxCost);
    if (errors.length > 0) throw new RequestRefused(errors);
    // A document handed back as "modified" is run by graphql-js and never compiled by graphql-jit,
    // whose code for a large document would stay in mercurius' cache with it.
    if (tooLargeToCompile(document)) return { document };
  });

  // After errorFormatter, which every failing path goes through; a path that skips this hook
  // (a request refused before it ran) leaves the flag unset and its answer unkept.
  app.graphql.addHook('onResolution', async (execution, context) => {
    const scope = (context as { reply?: FastifyReply }).reply?.request.graphqlScope;
    if (scope) scope.resolvedWithoutErrors = !execution.errors?.length;
  });

  const guestScope = (req: FastifyRequest): RequestScope => {
    try {
      return scopeFor(req, GUEST);
    } catch {
      return { ...scopeFor({ ...req, headers: {} } as FastifyRequest, GUEST), cacheKey: null };
    }
  };
}

function setCacheHeaders(reply: FastifyReply, entry: CachedResponse, seconds: number) {
  reply.header('Cache-Control', `public, max-age=0, must-revalidate, s-maxage=${seconds}`);
  reply.header('Vary', 'Store, Content-Currency, X-Magento-Cache-Id');
  reply.header('ETag', entry.etag);
}
