/** A commerce server in a child process (tsx), for tests of start-up and shutdown. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ChildServer {
  proc: ChildProcess;
  url: string;
  /** Everything the process wrote so far. */
  output(): string;
  /** Resolves once the process has written something matching pattern. */
  waitForOutput(pattern: RegExp, ms?: number): Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts `script` (relative to apps/server) and resolves once it listens. */
export async function startChild(
  script: string,
  env: Record<string, string | undefined>,
  timeoutMs = 120_000,
): Promise<ChildServer> {
  const proc = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: serverDir,
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'info', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout!.on('data', (d) => (out += d));
  proc.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    proc.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start within ${timeoutMs} ms:\n${out}`)), timeoutMs);
    const look = () => {
      const m = /"port":(\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    };
    proc.stdout!.on('data', look);
    void exited.then(({ code }) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code} before listening:\n${out}`));
    });
  });
  const waitForOutput = async (pattern: RegExp, ms = 30_000) => {
    for (const until = Date.now() + ms; !pattern.test(out);) {
      if (Date.now() > until) throw new Error(`no ${pattern} within ${ms} ms:\n${out}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  return { proc, url: `http://127.0.0.1:${port}`, output: () => out, waitForOutput, exited };
}
