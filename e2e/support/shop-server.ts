/**
 * The shop under test as a child process: the storefront build (STOREFRONT_DIST, relative to
 * apps/storefront) and `tsx apps/storefront/src/server/main.ts`, in its own process group so that
 * stopping it reaches npx/tsx/node and nothing else.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const STOREFRONT_DIR = path.join(REPO_ROOT, 'apps/storefront');

/** The two files the storefront server needs from a build (see apps/storefront/src/server/storefront.ts). */
export function isBuilt(dist: string): boolean {
  const root = path.resolve(STOREFRONT_DIR, dist);
  return (
    existsSync(path.join(root, 'server/entry-server.js')) &&
    existsSync(path.join(root, 'client/.vite/manifest.json'))
  );
}

/** The environment of a child: ours without the test runner's settings (NODE_ENV=test would load React's development build on the server). */
function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of Object.keys(env)) {
    if (key === 'NODE_ENV' || key.startsWith('VITEST') || key === 'TEST') delete env[key];
  }
  return { ...env, ...extra };
}

/** Runs a command to completion, its output kept and printed only when it fails. */
function run(command: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: REPO_ROOT,
      env: childEnv(env),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else
        reject(
          new Error(
            `\`${command} ${args.join(' ')}\` failed (exit ${code}):\n${Buffer.concat(output).toString('utf8')}`,
          ),
        );
    });
  });
}

export async function buildStorefront(dist: string): Promise<void> {
  await run('npm', ['run', 'build', '-w', 'apps/storefront'], { STOREFRONT_DIST: dist });
  if (!isBuilt(dist)) throw new Error(`the storefront build finished but ${dist} holds no build`);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ShopServer {
  origin: string;
  /** Everything the server printed so far. */
  output(): string;
  stop(): Promise<void>;
}

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

function signalGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch {
    // already gone
  }
}

/** The tsx of the workspace (npx would add a process and a second of start-up). */
function tsxCommand(): { command: string; args: string[] } {
  const local = path.join(REPO_ROOT, 'node_modules/.bin/tsx');
  return existsSync(local) ? { command: local, args: [] } : { command: 'npx', args: ['tsx'] };
}

/**
 * The integration token the e2e shop is started with, so journeys can change prices and stock and
 * complete orders through the integration REST API (Authorization: Bearer …), as the retailer's tools would.
 */
export const E2E_INTEGRATION_TOKEN = 'e2e-integration-token';

export interface StartOptions {
  port: number;
  dist: string;
  /** DATA_DIR (always: it also holds the image cache) and, for a PostgreSQL server, DATABASE_URL. */
  dataDir: string;
  databaseUrl?: string;
  seedProducts: number;
  healthTimeoutMs: number;
  /** More settings of this shop (a journey that starts a shop of its own, e.g. with social sign-in). */
  env?: Record<string, string>;
}

export async function startShop(opts: StartOptions): Promise<ShopServer> {
  const origin = `http://127.0.0.1:${opts.port}`;
  const env: Record<string, string> = {
    PORT: String(opts.port),
    HOST: '127.0.0.1',
    PUBLIC_URL: origin,
    DATA_DIR: opts.dataDir,
    SEED_PRODUCTS: String(opts.seedProducts),
    STOREFRONT_DIST: opts.dist,
    LOG_LEVEL: 'warn',
    // Load shedding answers 503 when the event loop lags past a second: right for a shop, but on a
    // busy test machine it would fail journeys for the machine's load, not the shop's behaviour (the
    // server's own tests cover it).
    MAX_EVENT_LOOP_DELAY_MS: '0',
    // Likewise the bound on waiting image resizes: every picture is new to a fresh test shop.
    MEDIA_RESIZE_QUEUE: '512',
    // Sign-ins, registrations and reset requests per client address: every journey comes from
    // 127.0.0.1, and the account journeys make several a minute (the server's tests cover the limit).
    SIGN_IN_RATE_PER_MINUTE: '1000',
    // The shop's integration REST API: the loyalty journeys complete orders through it, the price-alert
    // journeys change a price.
    INTEGRATION_TOKEN: E2E_INTEGRATION_TOKEN,
    ...opts.env,
  };
  const childEnvironment = childEnv(env);
  if (opts.databaseUrl) childEnvironment.DATABASE_URL = opts.databaseUrl;
  else delete childEnvironment.DATABASE_URL;

  const tsx = tsxCommand();
  const child: ChildProcess = spawn(tsx.command, [...tsx.args, 'apps/storefront/src/server/main.ts'], {
    cwd: REPO_ROOT,
    env: childEnvironment,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('could not start the shop');
  // Should the test runner die without its teardown, the shop goes with it.
  const killOnExit = () => signalGroup(pid, 'SIGKILL');
  process.on('exit', killOnExit);

  const chunks: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
  let exit: string | null = null;
  child.on('exit', (code, signal) => {
    exit = signal ? `signal ${signal}` : `code ${code}`;
  });
  const output = () => Buffer.concat(chunks).toString('utf8');

  const stop = async () => {
    if (groupAlive(pid)) {
      // SIGTERM first: the server closes its database (PGlite must not be killed mid-write).
      signalGroup(pid, 'SIGTERM');
      const deadline = Date.now() + 20_000;
      while (groupAlive(pid) && Date.now() < deadline) await sleep(100);
      if (groupAlive(pid)) {
        signalGroup(pid, 'SIGKILL');
        while (groupAlive(pid)) await sleep(100);
      }
    }
    process.off('exit', killOnExit);
  };

  const deadline = Date.now() + opts.healthTimeoutMs;
  for (;;) {
    const healthy = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(5_000) })
      .then(async (res) => {
        await res.arrayBuffer();
        return res.ok;
      })
      .catch(() => false);
    if (healthy) return { origin, output, stop };
    if (exit !== null || Date.now() > deadline) {
      const why =
        exit !== null
          ? `exited (${exit}) before answering`
          : `did not answer /healthz within ${opts.healthTimeoutMs / 1000} s`;
      await stop();
      throw new Error(`The shop ${why}. Its output:\n${output()}`);
    }
    await sleep(250);
  }
}
