/**
 * Clean shutdown, on SIGTERM/SIGINT (and the other termination signals close-with-grace
 * listens to): the closers run one after another, in order (HTTP first: no new work; the
 * database last), each failure logged and the next still run; the process exits 0 when all
 * closed, 1 when one failed. A second signal exits at once; a shutdown still running after
 * SHUTDOWN_TIMEOUT_MS plus a grace period to close the rest exits 1 (close-with-grace).
 *
 * close-with-grace (fastify ecosystem) rather than hand-written listeners: it already handles
 * the second signal, the overall time bound, and uncaught errors (closed the same way, exit 1).
 */
import closeWithGrace from 'close-with-grace';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { HealthState } from './http/health.ts';

export interface Closer {
  name: string;
  close: () => Promise<void> | void;
}

/** Time given to the closers after HTTP (database, workers) before close-with-grace gives up. */
const GRACE_AFTER_DRAIN_MS = 5000;

export function closeOnSignals(closers: Closer[], opts: { drainMs: number; log: FastifyBaseLogger }) {
  return closeWithGrace(
    {
      delay: opts.drainMs + GRACE_AFTER_DRAIN_MS,
      logger: { error: (msg: unknown) => opts.log.error(msg) },
    },
    async ({ signal, err }) => {
      if (err) opts.log.error({ err }, 'uncaught error: shutting down');
      else opts.log.info({ signal }, 'shutting down');
      if (!(await runClosers(closers, opts.log))) throw new Error('shutdown incomplete');
      opts.log.info('shut down');
    },
  );
}

/** Runs every closer in order; returns whether all succeeded. */
export async function runClosers(closers: Closer[], log: FastifyBaseLogger): Promise<boolean> {
  let ok = true;
  for (const closer of closers) {
    try {
      await closer.close();
    } catch (err) {
      ok = false;
      log.error({ err, closer: closer.name }, 'closing failed');
    }
  }
  return ok;
}

/**
 * Stops taking connections and lets requests in flight finish for up to drainMs; then cuts the
 * connections still open. Readiness and liveness answer 503 from the first moment.
 */
export async function closeHttp(app: FastifyInstance, health: HealthState, drainMs: number): Promise<void> {
  health.stopping = true;
  let timer: NodeJS.Timeout | undefined;
  const drained = app.close().then(() => true);
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), drainMs);
  });
  if (!(await Promise.race([drained, late]))) {
    app.log.warn({ drainMs }, 'requests still running at the shutdown deadline: closing their connections');
    app.server.closeAllConnections();
    await drained;
  }
  clearTimeout(timer);
}
