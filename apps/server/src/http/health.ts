/**
 * /healthz (liveness) answers from memory: the process is up and not shutting down; it never
 * touches the database, so a busy engine cannot make a probe restart a healthy server.
 * /readyz (readiness) asks the database for `SELECT 1` within READY_TIMEOUT_MS and answers 503
 * without the database's error text (that goes to the log) when it cannot.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connection.ts';
import { withDeadline } from '../db/deadline.ts';
import type { CatalogVersion } from './catalog-version.ts';

export interface HealthState {
  /** Set when shutdown begins: both checks answer 503 so balancers stop sending traffic. */
  stopping: boolean;
}

export function registerHealth(
  app: FastifyInstance,
  deps: { db: Db; version: CatalogVersion; readyTimeoutMs: number },
): HealthState {
  const state: HealthState = { stopping: false };
  // Liveness must not fail under load: a restart would not help (@fastify/under-pressure skips it).
  const exempt = { config: { pressureHandler: () => undefined } };
  app.get('/healthz', exempt, async (_req, reply) =>
    state.stopping ? reply.code(503).send({ status: 'stopping' }) : { status: 'ok' },
  );
  app.get('/readyz', async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (state.stopping) return reply.code(503).send({ status: 'stopping' });
    try {
      await withDeadline(deps.readyTimeoutMs, () =>
        withTimeout(deps.db.query('SELECT 1'), deps.readyTimeoutMs),
      );
      return { status: 'ready', database: deps.db.kind, catalogVersion: deps.version.current };
    } catch (err) {
      req.log.warn({ err }, 'readiness check: database unavailable');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
  return state;
}

/** Rejects after ms even if the query itself cannot be interrupted (a server that does not answer). */
function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
