/**
 * `npm test`. On the embedded database the checks and unit tests run beside the browser journeys
 * (one chain of tests kept about one of the machine's two cores busy). On a PostgreSQL server
 * (DATABASE_URL) both chains would reset the same database, so they run one after the other.
 */
import { spawnSync } from 'node:child_process';

const [runner, ...flags] = process.env.DATABASE_URL ? ['run-s'] : ['run-p', '--print-label'];
const { status, error } = spawnSync(runner, [...flags, 'test:units', 'test:journeys'], {
  stdio: 'inherit',
  // npm puts node_modules/.bin (npm-run-all2's run-p and run-s) on the PATH of its scripts.
  shell: process.platform === 'win32',
});
if (error) throw error;
process.exit(status ?? 1);
