/**
 * A whole shop for the catalogue-update and price-alert tests: a scratch database with a small
 * catalogue (so the shared test server's prices stay as seeded), the integration token set, the
 * job queue working (mail to DATA_DIR/outbox) and the HTTP app on 127.0.0.1.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { loadConfig } from '../src/config.ts';
import { buildApp } from '../src/http/app.ts';
import { definePriceAlertJobs } from '../src/modules/price-alert/jobs.ts';
import { startJobs } from '../src/platform/start-jobs.ts';
import type { GqlOptions, GqlResponse, TestServer } from './harness.ts';
import { seededScratchDb } from './scratch-db.ts';

export const INTEGRATION_TOKEN = 'integration-token-for-tests';

export interface Shop extends TestServer {
  dataDir: string;
  /** A REST call with the integration token (or the headers given). */
  rest(
    method: string,
    route: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** The messages in the outbox now. */
  outbox(): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

const quiet = { info: () => undefined, error: () => undefined };

export async function startShop(env: Record<string, string> = {}): Promise<Shop> {
  const scratch = await seededScratchDb();
  const db = scratch.db;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitryna-shop-'));
  const config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      SIGN_IN_RATE_PER_MINUTE: '0',
      PUBLIC_URL: 'https://shop.example',
      JOBS_POLL_SECONDS: '1',
      INTEGRATION_TOKEN,
      ...env,
    }),
    port: 0,
  };
  const jobs = await startJobs(db, config, quiet, { work: true });
  await definePriceAlertJobs(db, jobs.queue, jobs.mail);
  const app = await buildApp(db, config, { jobs });
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}`;
  const outboxDir = path.join(dataDir, 'outbox');
  return {
    url,
    db,
    app,
    dataDir,
    async gql<T>(query: string, opts: GqlOptions = {}): Promise<GqlResponse<T>> {
      const method = opts.method ?? 'GET';
      const headers: Record<string, string> = { ...opts.headers };
      let target = `${url}/graphql`;
      let body: string | undefined;
      if (method === 'GET') {
        const qs = new URLSearchParams({ query });
        if (opts.variables) qs.set('variables', JSON.stringify(opts.variables));
        target += `?${qs}`;
      } else {
        headers['content-type'] = 'application/json';
        body = JSON.stringify({ query, variables: opts.variables });
      }
      const res = await fetch(target, { method, headers, body });
      const text = await res.text();
      return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : {} };
    },
    async rest(method, route, body, headers) {
      const isText = typeof body === 'string';
      const res = await fetch(`${url}${route}`, {
        method,
        headers: {
          authorization: `Bearer ${INTEGRATION_TOKEN}`,
          ...(body === undefined ? {} : { 'content-type': isText ? 'text/csv' : 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : isText ? body : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : undefined };
    },
    async outbox() {
      let files: string[] = [];
      try {
        files = readdirSync(outboxDir);
      } catch {
        // nothing sent yet
      }
      return Promise.all(files.map((f) => simpleParser(readFileSync(path.join(outboxDir, f)))));
    },
    async close() {
      await app.app.close();
      await scratch.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
