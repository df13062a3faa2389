/**
 * /metrics in Prometheus text format: process metrics plus request counts and durations by route.
 * With METRICS_TOKEN it asks for `Authorization: Bearer <token>`; without one it is open in
 * development and absent (404) in production, where a scraper has to be given the token.
 */
import type { FastifyInstance } from 'fastify';
import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { JobCount } from '../platform/jobs/queue.ts';
import { bearerMatches } from './bearer.ts';

export interface MetricsAccess {
  token: string | undefined;
  development: boolean;
}

export function registerMetrics(app: FastifyInstance, access: MetricsAccess): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by route, method and status',
    labelNames: ['route', 'method', 'status', 'cache'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  app.addHook('onResponse', async (req, reply) => {
    duration.observe(
      {
        route: req.routeOptions.url ?? 'unknown',
        method: req.method,
        status: String(reply.statusCode),
        cache: String(reply.getHeader('x-cache') ?? 'none'),
      },
      reply.elapsedTime / 1000,
    );
  });
  if (!access.token && !access.development) return registry;
  // A scrape under load is when the figures matter most: @fastify/under-pressure lets it through.
  const config = { pressureHandler: () => undefined };
  app.get('/metrics', { config }, async (req, reply) => {
    if (access.token && !bearerMatches(req, access.token)) {
      return reply.code(401).header('WWW-Authenticate', 'Bearer').send({ error: 'Unauthorized' });
    }
    return reply
      .type(registry.contentType)
      .header('Cache-Control', 'no-store')
      .send(await registry.metrics());
  });
  return registry;
}

/**
 * Whether the in-memory indexes of the catalogue version now are built (1) or being built (0,
 * listings and searches run in SQL meanwhile), and the bytes of the text index.
 */
export function registerIndexMetrics(
  registry: Registry,
  status: () => { listing: boolean; text: boolean; textBytes: number },
): void {
  new Gauge({
    name: 'catalog_index_ready',
    help: 'In-memory catalogue indexes of the current version: 1 built, 0 being built (SQL answers meanwhile)',
    labelNames: ['index'],
    registers: [registry],
    collect() {
      const now = status();
      this.set({ index: 'listing' }, now.listing ? 1 : 0);
      this.set({ index: 'text' }, now.text ? 1 : 0);
    },
  });
  new Gauge({
    name: 'catalog_text_index_bytes',
    help: 'Memory of the search documents held in memory (postings and positions)',
    registers: [registry],
    collect() {
      this.set(status().textBytes);
    },
  });
}

/** Background jobs waiting, running and failed per queue, counted when /metrics is read. */
export function registerJobMetrics(registry: Registry, counts: () => Promise<JobCount[]>): void {
  new Gauge({
    name: 'background_jobs',
    help: 'Background jobs by queue and state: created and retry (queued), active, failed (dead)',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      const rows = await counts();
      this.reset();
      for (const r of rows) this.set({ queue: r.queue, state: r.state }, r.count);
    },
  });
}
