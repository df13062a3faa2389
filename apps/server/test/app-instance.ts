/** A commerce app of its own, listening on 127.0.0.1, for tests that need other settings. */
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../src/config.ts';
import type { Db } from '../src/db/connection.ts';
import { buildApp, type App } from '../src/http/app.ts';

export interface Instance extends App {
  url: string;
  close(): Promise<void>;
}

export async function startInstance(
  db: Db,
  env: Record<string, string>,
  extend?: (app: FastifyInstance) => void,
): Promise<Instance> {
  const config = loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'vitryna-instance-')),
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    // The tests share one process with work that blocks its event loop (PGlite queries): a
    // pressure check on the loop's delay would answer 503 at random. Tests of it set it back.
    MAX_EVENT_LOOP_DELAY_MS: '0',
    ...env,
  });
  const app = await buildApp(db, config);
  extend?.(app.app);
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    ...app,
    url: `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}`,
    close: () => app.app.close(),
  };
}
