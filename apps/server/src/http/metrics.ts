/** /metrics in Prometheus text format: process metrics plus request counts and durations by route. */
import type { FastifyInstance } from 'fastify';
import { Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export function registerMetrics(app: FastifyInstance): Registry {
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
  app.get('/metrics', async (_req, reply) => reply.type(registry.contentType).send(await registry.metrics()));
  return registry;
}
