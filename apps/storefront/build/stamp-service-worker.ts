/**
 * Stamps the service worker with its release: `const VERSION = 'dev'` in public/sw.js becomes a hash
 * of the worker's own text and every emitted file name (which carry content hashes). A release that
 * changes any script, style or the worker itself gets new cache names, so the worker drops the old
 * caches on activation; one that changes nothing keeps them. Nobody bumps a version by hand.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export const SW_VERSION_PLACEHOLDER = "const VERSION = 'dev';";

export function stampServiceWorkerSource(source: string, fileNames: readonly string[]): string {
  if (!source.includes(SW_VERSION_PLACEHOLDER)) {
    throw new Error(`public/sw.js must declare ${SW_VERSION_PLACEHOLDER} for the build to stamp it`);
  }
  const hash = createHash('sha256').update(source);
  for (const name of [...fileNames].sort()) hash.update(`\n${name}`);
  const version = hash.digest('base64url').slice(0, 12);
  return source.replace(SW_VERSION_PLACEHOLDER, `const VERSION = '${version}';`);
}

export function stampServiceWorker(): Plugin {
  let outDir = '';
  return {
    name: 'vitryna:stamp-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      const file = path.join(outDir, 'sw.js');
      writeFileSync(file, stampServiceWorkerSource(readFileSync(file, 'utf8'), Object.keys(bundle)));
    },
  };
}
