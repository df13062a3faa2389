/**
 * WEB_CONCURRENCY processes serving one port (node:cluster), so a server uses every core: one
 * Node process runs JavaScript on one core only, and pages and GraphQL answers are CPU work.
 * The primary only forks, watches and relays signals; each worker is a whole server (migrations
 * and the first seed take turns under the setup lock, start.ts). Only with a PostgreSQL server:
 * the embedded database belongs to one process.
 */
import cluster, { type Worker } from 'node:cluster';

const STOPPING = 'vitryna:stopping';
/** How long the primary waits for workers to report a signal they got themselves. */
const RELAY_DELAY_MS = 250;

export interface ProcessOptions {
  processes: number;
  /** The database is a PostgreSQL server (several processes may share it). */
  sharedDatabase: boolean;
  log?: (line: string) => void;
}

/** Runs `start` in this process, or in `processes` workers of a cluster. */
export function runProcesses(opts: ProcessOptions, start: () => Promise<unknown>): void {
  const log = opts.log ?? ((line: string) => console.log(line));
  const fail = (e: unknown) => {
    console.error(e);
    process.exit(1);
  };
  if (cluster.isWorker) {
    // A signal sent to the whole process group (Ctrl-C, `kill -- -pgid`) reaches the workers too:
    // they tell the primary, which then does not send a second one (that would cut requests short).
    for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => process.send?.(STOPPING));
  }
  if (opts.processes <= 1 || cluster.isWorker) {
    start().catch(fail);
    return;
  }
  if (!opts.sharedDatabase) {
    fail(
      new Error(
        `WEB_CONCURRENCY=${opts.processes} needs DATABASE_URL: the embedded database belongs to one process.`,
      ),
    );
    return;
  }
  supervise(opts.processes, log);
}

function supervise(count: number, log: (line: string) => void): void {
  let stopping = false;
  let exitCode = 0;
  const listening = new WeakSet<Worker>();
  const signalled = new WeakSet<Worker>();
  const fork = () => {
    const worker = cluster.fork();
    worker.once('listening', () => listening.add(worker));
    worker.on('message', (message) => {
      if (message === STOPPING) signalled.add(worker);
    });
  };
  cluster.on('exit', (worker, code, signal) => {
    if (code) exitCode = code;
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
      return;
    }
    if (!listening.has(worker)) {
      // It never served (database unreachable, port taken): another would fail the same way.
      log(`A server process exited before it listened (${signal ?? `code ${code}`}): stopping.`);
      exitCode ||= 1;
      stop('SIGTERM');
      return;
    }
    log(`A server process exited (${signal ?? `code ${code}`}): starting another.`);
    fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      // A second signal: no more waiting for requests in flight.
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }
    stopping = true;
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) {
        if (worker && !signalled.has(worker)) worker.process.kill(signal);
      }
    }, RELAY_DELAY_MS).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  log(`Starting ${count} server processes (WEB_CONCURRENCY).`);
  for (let i = 0; i < count; i++) fork();
}
