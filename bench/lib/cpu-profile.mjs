/**
 * Preloaded into the server (`NODE_OPTIONS=--import …/cpu-profile.mjs`; Node refuses `--cpu-prof`
 * there): the commerce server's process records a V8 CPU profile and writes it to
 * `CPU_PROFILE_DIR` when it exits, for Chrome DevTools or speedscope. The npx and tsx processes
 * in front of it load this too and profile nothing.
 */
import { Session } from 'node:inspector';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.env.CPU_PROFILE_DIR;
if (dir && process.argv.some((a) => a.endsWith('main.ts'))) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: 500 });
  session.post('Profiler.start');
  // An in-thread session answers synchronously, so the profile is written within 'exit'.
  process.on('exit', () => {
    session.post('Profiler.stop', (error, result) => {
      if (error) return;
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, `server-${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    });
  });
}
