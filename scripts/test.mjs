/**
 * `npm test`: type checks and lint, then the storefront's unit tests (work for the CPU); the
 * server's tests (mostly waiting: for timers, queues, child processes); the browser journeys. On
 * the embedded database the three run side by side: one after the other, they kept about one of
 * the machine's two cores busy. On a PostgreSQL server (DATABASE_URL) the server's tests and the
 * journeys would reset the same database, so everything runs in turn.
 */
import { spawnSync } from 'node:child_process';

const [runner, ...flags] = process.env.DATABASE_URL ? ['run-s'] : ['run-p', '--print-label'];
const tasks = ['test:checks-storefront', 'test:server', 'test:journeys'];
const { status, error } = spawnSync(runner, [...flags, ...tasks], {
  stdio: 'inherit',
  // npm puts node_modules/.bin (npm-run-all2's run-p and run-s) on the PATH of its scripts.
  shell: process.platform === 'win32',
});
if (error) throw error;
process.exit(status ?? 1);
