/**
 * `npm test` in two chains: type checks and lint, then the server's tests (mostly waiting: for
 * timers, queues, child processes); the storefront's unit tests, then the browser journeys. On
 * the embedded database the two run side by side: one after the other, they kept about one of the
 * machine's two cores busy (a third chain beside them made every test slower). On a PostgreSQL
 * server (DATABASE_URL) the server's tests and the journeys would reset the same database, so
 * everything runs in turn.
 */
import { spawnSync } from 'node:child_process';

const [runner, ...flags] = process.env.DATABASE_URL ? ['run-s'] : ['run-p', '--print-label'];
const tasks = ['test:checks-server', 'test:storefront-journeys'];
const { status, error } = spawnSync(runner, [...flags, ...tasks], {
  stdio: 'inherit',
  // npm puts node_modules/.bin (npm-run-all2's run-p and run-s) on the PATH of its scripts.
  shell: process.platform === 'win32',
});
if (error) throw error;
process.exit(status ?? 1);
