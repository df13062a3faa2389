import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { stampServiceWorkerSource } from './stamp-service-worker.ts';

const SOURCE = readFileSync(fileURLToPath(new URL('../public/sw.js', import.meta.url)), 'utf8');
const versionOf = (source: string) => /const VERSION = '([^']+)';/.exec(source)?.[1];

describe('stampServiceWorkerSource', () => {
  it('replaces the development version with a hash of the release', () => {
    const stamped = stampServiceWorkerSource(SOURCE, ['assets/entry-abc.js', 'assets/style-def.css']);
    expect(versionOf(SOURCE)).toBe('dev');
    expect(versionOf(stamped)).toMatch(/^[\w-]{12}$/);
  });

  it('changes the version when any emitted file changes, and only then', () => {
    const a = versionOf(stampServiceWorkerSource(SOURCE, ['assets/entry-abc.js', 'assets/x-1.js']));
    const same = versionOf(stampServiceWorkerSource(SOURCE, ['assets/x-1.js', 'assets/entry-abc.js']));
    const b = versionOf(stampServiceWorkerSource(SOURCE, ['assets/entry-abd.js', 'assets/x-1.js']));
    expect(same).toBe(a);
    expect(b).not.toBe(a);
  });

  it('refuses a worker without the placeholder', () => {
    expect(() => stampServiceWorkerSource("const VERSION = 'v7';", [])).toThrow(/must declare/);
  });
});
