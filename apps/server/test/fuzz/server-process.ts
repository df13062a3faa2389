/**
 * The commerce server as a child process (`node --import tsx src/main.ts`) on a free port of
 * 127.0.0.1, with a fresh embedded database (or DATABASE_URL's server), so its RSS can be read
 * from /proc and a crash is seen as an exit rather than taking the fuzzer down with it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface ServerProcess {
  url: string;
  pid: number;
  alive(): boolean;
  rss(): number | undefined;
  /** The last lines the server printed. */
  output(): string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** VmRSS of a process in bytes (Linux), or undefined when it cannot be read. */
export function rssOf(pid: number): number | undefined {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

export async function startServerProcess(opts: {
  seedProducts: number;
  env?: Record<string, string>;
  readyTimeoutMs?: number;
}): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitryna-fuzz-'));
  const lines: string[] = [];
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_PRODUCTS: String(opts.seedProducts),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (lines.length > 400) lines.splice(0, lines.length - 400);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exit.then(() => (exited = true));

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (opts.readyTimeoutMs ?? 300_000);
  for (;;) {
    if (exited) throw new Error(`the server exited while starting:\n${lines.join('\n')}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer /healthz in time:\n${lines.join('\n')}`);
    }
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }

  return {
    url,
    pid: child.pid!,
    alive: () => !exited,
    rss: () => rssOf(child.pid!),
    output: () => lines.join('\n'),
    async stop() {
      if (!exited) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exit;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Real values of the catalogue for the generators: url keys, uids, paths and media paths. */
export async function discoverCatalogue(url: string): Promise<{ strings: string[]; mediaPaths: string[] }> {
  const query = `{
    products(filter: { price: { from: "0" } }, pageSize: 40) {
      items { sku url_key uid small_image { url } image { url } }
      aggregations { attribute_code options { value } }
    }
    categories(pageSize: 40) { items { uid url_key url_path children { uid url_path } } }
  }`;
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const body = (await res.json()) as { data?: Record<string, { items?: Record<string, unknown>[] } | null> };
  const strings = new Set<string>();
  const mediaPaths = new Set<string>();
  const walk = (v: unknown, key = '') => {
    if (Array.isArray(v)) v.forEach((x) => walk(x, key));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, k);
    else if (typeof v === 'string') {
      if (key === 'url') mediaPaths.add(new URL(v, url).pathname);
      else strings.add(v);
    }
  };
  walk(body.data);
  return { strings: [...strings], mediaPaths: [...mediaPaths] };
}
