/** `npm run mail:test`: a retailer's check of the mail setting, run as the command is. */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';

const cli = path.join(path.dirname(fileURLToPath(import.meta.url)), 'cli.ts');
const dataDir = mkdtempSync(path.join(tmpdir(), 'vitryna-mailcli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function run(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    const { DATABASE_URL: _ignored, SMTP_URL: _unset, ...inherited } = process.env;
    execFile(
      process.execPath,
      ['--import', 'tsx', cli, ...args],
      { env: { ...inherited, DATA_DIR: dataDir, PUBLIC_URL: 'https://shop.example', ...env } },
      (err, stdout, stderr) => resolve({ code: err ? Number(err.code) : 0, stdout, stderr }),
    );
  });
}

it('puts the test message in the outbox without SMTP_URL and says where', async () => {
  const { code, stdout } = await run(['--to', 'olena@example.com', '--locale', 'ru'], {});
  expect(code).toBe(0);
  const [file] = readdirSync(path.join(dataDir, 'outbox'));
  expect(file).toMatch(/@shop\.example\.eml$/);
  expect(stdout).toContain(`Written to ${path.join(dataDir, 'outbox', file!)}`);
}, 120_000);

it('fails with the SMTP error when the server cannot be reached', async () => {
  // A port that was free a moment ago: nothing listens there.
  const port = await new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => resolve(p));
    });
  });
  const { code, stderr } = await run(['--to', 'olena@example.com'], { SMTP_URL: `smtp://127.0.0.1:${port}` });
  expect(code).toBe(1);
  expect(stderr).toContain('Not sent: ');
  expect(stderr).toContain('ECONNREFUSED');
}, 120_000);

it('explains its usage without --to', async () => {
  const { code, stderr } = await run([], {});
  expect(code).toBe(2);
  expect(stderr).toContain('usage: npm run mail:test');
});
