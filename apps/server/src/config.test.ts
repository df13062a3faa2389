import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

describe('DATA_DIR', () => {
  it('defaults to var/ at the repository root, whichever workspace the command runs in', () => {
    expect(loadConfig({}).dataDir).toBe(path.join(repoRoot, 'var'));
  });

  it('takes a relative DATA_DIR from where npm was invoked', () => {
    expect(loadConfig({ DATA_DIR: 'shop-data', INIT_CWD: '/srv/vitryna' }).dataDir).toBe(
      '/srv/vitryna/shop-data',
    );
    expect(loadConfig({ DATA_DIR: '/data/vitryna', INIT_CWD: '/srv' }).dataDir).toBe('/data/vitryna');
  });
});

describe('GRAPHQL_DOCUMENT_CACHE', () => {
  it('sets how many documents mercurius keeps, and refuses nonsense', () => {
    expect(loadConfig({}).graphqlDocumentCache).toBe(64);
    expect(loadConfig({ GRAPHQL_DOCUMENT_CACHE: '8' }).graphqlDocumentCache).toBe(8);
    expect(() => loadConfig({ GRAPHQL_DOCUMENT_CACHE: '0' })).toThrow(/GRAPHQL_DOCUMENT_CACHE/);
  });
});

describe('MAX_EVENT_LOOP_DELAY_MS', () => {
  it('checks the event loop against a PostgreSQL server, not on the embedded database, unless set', () => {
    const pg = { DATABASE_URL: 'postgres://127.0.0.1/shop' };
    expect(loadConfig(pg).pressure.maxEventLoopDelayMs).toBe(1000);
    expect(loadConfig({}).pressure.maxEventLoopDelayMs).toBe(0);
    expect(loadConfig({ MAX_EVENT_LOOP_DELAY_MS: '500' }).pressure.maxEventLoopDelayMs).toBe(500);
    expect(loadConfig({ ...pg, MAX_EVENT_LOOP_DELAY_MS: '0' }).pressure.maxEventLoopDelayMs).toBe(0);
  });
});
