/**
 * WEB_CONCURRENCY: several server processes on one port (node:cluster). Refused on the embedded
 * database; on a PostgreSQL server the workers serve, one that dies is replaced, and SIGTERM to
 * the primary stops every worker gracefully with exit code 0.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChild, type ChildServer } from './child-server.ts';
import { scratchPostgres, type ScratchDatabase } from './scratch-db.ts';

const serverUrl = process.env.DATABASE_URL;
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let scratch: ScratchDatabase | undefined;
let child: ChildServer | undefined;

beforeAll(async () => {
  if (serverUrl) scratch = await scratchPostgres(serverUrl);
});

afterAll(async () => {
  if (child && child.proc.exitCode === null) {
    for (const pid of workerPids(child.proc.pid!)) process.kill(pid, 'SIGKILL');
    child.proc.kill('SIGKILL');
  }
  await scratch?.dispose();
});

/** Node processes the primary forked (tsx's esbuild service is a child too, not a node). */
function workerPids(primary: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(primary)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .filter(([pid, comm]) => pid && comm === 'node')
      .map(([pid]) => Number(pid));
  } catch {
    return []; // ps exits 1 when there are none
  }
}

const count = (text: string, pattern: RegExp) => text.match(new RegExp(pattern, 'g'))?.length ?? 0;

describe('several server processes', () => {
  it('are refused on the embedded database, with the reason', async () => {
    const proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        DATABASE_URL: '',
        WEB_CONCURRENCY: '2',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'vitryna-procs-')),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    proc.stdout.on('data', (d) => (out += d));
    proc.stderr.on('data', (d) => (out += d));
    const code = await new Promise<number | null>((resolve) => proc.once('exit', resolve));
    expect(code).toBe(1);
    expect(out).toMatch(/WEB_CONCURRENCY=2 needs DATABASE_URL/);
  }, 60_000);

  it.runIf(serverUrl)(
    'serve one port on a PostgreSQL server, replace a worker that dies, and stop on SIGTERM',
    async () => {
      child = await startChild('src/main.ts', {
        DATABASE_URL: scratch!.url,
        WEB_CONCURRENCY: '2',
        SEED_PRODUCTS: '20',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'vitryna-procs-')),
      });
      const listening = /Vitryna commerce server on/;
      await child.waitForOutput(/Starting 2 server processes/);
      // Both workers come up (the first seeds under the setup lock, the other waits for it).
      for (const until = Date.now() + 60_000; count(child.output(), listening) < 2;) {
        if (Date.now() > until) throw new Error(`two workers did not listen:\n${child.output()}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      const before = workerPids(child.proc.pid!);
      expect(before).toHaveLength(2);
      for (let i = 0; i < 6; i++) expect((await fetch(`${child.url}/readyz`)).status).toBe(200);

      process.kill(before[0]!, 'SIGKILL');
      await child.waitForOutput(/A server process exited \(SIGKILL\): starting another/);
      for (const until = Date.now() + 60_000; count(child.output(), listening) < 3;) {
        if (Date.now() > until) throw new Error(`no replacement worker:\n${child.output()}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      const after = workerPids(child.proc.pid!);
      expect(after).toHaveLength(2);
      expect(after).not.toContain(before[0]);
      expect((await fetch(`${child.url}/readyz`)).status).toBe(200);

      child.proc.kill('SIGTERM');
      expect(await child.exited).toEqual({ code: 0, signal: null });
      // Each worker finished its requests and closed its database: a graceful stop each.
      expect(count(child.output(), /"msg":"shut down"/)).toBe(2);
      expect(workerPids(child.proc.pid!)).toEqual([]);
    },
    180_000,
  );
});
