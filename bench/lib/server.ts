/**
 * The commerce server as a child process: `npx tsx apps/server/src/main.ts` in its own process
 * group (npx → tsx → node), so stopping it signals exactly the processes this module started.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { REPO_ROOT } from './paths.ts';

export interface ServerOptions {
  /** Label for the log file name and messages. */
  name: string;
  /** DATABASE_URL or DATA_DIR, GRAPHQL_CACHE_SECONDS, SEED_PRODUCTS... */
  env: Record<string, string>;
  logDir: string;
}

export interface RunningServer {
  name: string;
  origin: string;
  port: number;
  pid: number;
  logFile: string;
  /** performance.now() when the process was spawned. */
  spawnedAt: number;
  /** Log lines at level error or above (pino JSON level >= 50), and non-JSON stderr lines. */
  errorLines: string[];
  tail(): string;
  exited(): boolean;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });
}

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Spawns the server; does not wait for it (see waitHealthy / startup timing). */
export async function spawnServer(opts: ServerOptions): Promise<RunningServer> {
  const port = await freePort();
  mkdirSync(opts.logDir, { recursive: true });
  const logFile = path.join(opts.logDir, `server-${opts.name}.log`);
  const log = createWriteStream(logFile, { flags: 'a' });
  log.write(`\n--- ${new Date().toISOString()} start ${opts.name} on port ${port}\n`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ...opts.env,
  };
  // Never let the bench's own environment pick the database.
  if (!opts.env.DATABASE_URL) delete env.DATABASE_URL;
  const spawnedAt = performance.now();
  const child: ChildProcess = spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`could not start the server (${opts.name})`);
  let exitCode: number | null | undefined;
  let stopping = false;
  child.on('exit', (code, signal) => {
    exitCode = code ?? (signal ? 128 : 0);
    const how = `${new Date().toISOString()} exited with ${code ?? signal}${stopping ? '' : ' (not stopped by the bench)'}`;
    log.write(`--- ${how}\n`);
    if (!stopping) process.stderr.write(`  ✗ server ${opts.name} (process group ${pid}) ${how}\n`);
  });
  const tail: string[] = [];
  const errorLines: string[] = [];
  const onLine = (line: string, stream: 'out' | 'err') => {
    tail.push(line);
    if (tail.length > 40) tail.shift();
    let level = 0;
    try {
      level = (JSON.parse(line) as { level?: number }).level ?? 0;
    } catch {
      // plain text: npm's warnings on stderr are noise, anything else is worth seeing
      if (stream === 'err' && line.trim() && !/^npm warn/i.test(line)) level = 50;
    }
    if (level >= 50) errorLines.push(line);
  };
  for (const [stream, source] of [
    ['out', child.stdout],
    ['err', child.stderr],
  ] as const) {
    let partial = '';
    source?.on('data', (chunk: Buffer) => {
      log.write(chunk);
      const lines = (partial + chunk.toString('utf8')).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) onLine(line, stream);
    });
  }

  return {
    name: opts.name,
    origin: `http://127.0.0.1:${port}`,
    port,
    pid,
    logFile,
    spawnedAt,
    errorLines,
    tail: () => tail.join('\n'),
    exited: () => exitCode !== undefined,
    async stop() {
      stopping = true;
      if (groupAlive(pid)) {
        try {
          process.kill(-pid, 'SIGTERM');
        } catch {
          // already gone
        }
        // The server closes its database on SIGTERM (PGlite must not be killed mid-write).
        const deadline = Date.now() + 30_000;
        while (groupAlive(pid) && Date.now() < deadline) await sleep(100);
        if (groupAlive(pid)) {
          process.stderr.write(
            `  ${opts.name}: still running 30 s after SIGTERM, killing process group ${pid}\n`,
          );
          try {
            process.kill(-pid, 'SIGKILL');
          } catch {
            // gone meanwhile
          }
          while (groupAlive(pid)) await sleep(100);
        }
      }
      await new Promise<void>((resolve) => log.end(resolve));
    },
  };
}

/** Polls `probe` every 100 ms until it answers true; throws if the server exits or the time runs out. */
export async function pollUntil(
  server: RunningServer,
  probe: () => Promise<boolean>,
  timeoutMs: number,
): Promise<number> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const attemptAt = performance.now();
    if (await probe().catch(() => false)) return performance.now();
    if (server.exited()) {
      throw new Error(`the server (${server.name}) exited before answering; last output:\n${server.tail()}`);
    }
    if (performance.now() > deadline) {
      throw new Error(
        `the server (${server.name}) did not answer within ${timeoutMs / 1000} s; last output:\n${server.tail()}`,
      );
    }
    await sleep(Math.max(0, 100 - (performance.now() - attemptAt)));
  }
}

/**
 * Waits until the server's in-memory listing and text indexes are built (its /metrics says so),
 * so no run measures SQL answers given meanwhile, or a build competing with the load. A server
 * with NODE_ENV=production shows /metrics only with its METRICS_TOKEN.
 */
export async function indexesBuilt(server: RunningServer, metricsToken?: string): Promise<void> {
  if (process.env.LISTING_INDEX === '0') return;
  const started = performance.now();
  await pollUntil(
    server,
    async () => {
      const headers = metricsToken ? { authorization: `Bearer ${metricsToken}` } : undefined;
      const text = await (await fetch(`${server.origin}/metrics`, { headers })).text();
      return (
        /^catalog_index_ready\{index="listing"\} 1$/m.test(text) &&
        /^catalog_index_ready\{index="text"\} 1$/m.test(text)
      );
    },
    300_000,
  );
  console.log(
    `  indexes built ${((performance.now() - started) / 1000).toFixed(1)} s after the server answered`,
  );
}

export async function healthy(server: RunningServer): Promise<boolean> {
  const res = await fetch(`${server.origin}/healthz`, { signal: AbortSignal.timeout(5000) });
  await res.arrayBuffer();
  return res.ok;
}

/** Starts a server and waits until /healthz answers. */
export async function startServer(opts: ServerOptions, timeoutMs = 300_000): Promise<RunningServer> {
  const server = await spawnServer(opts);
  try {
    await pollUntil(server, () => healthy(server), timeoutMs);
  } catch (e) {
    await server.stop();
    throw e;
  }
  return server;
}
