/** /metrics: bearer token when METRICS_TOKEN is set; open in development, off in production without it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInstance, type Instance } from './app-instance.ts';
import { testServer } from './harness.ts';

let withToken: Instance;
let production: Instance;
let productionWithToken: Instance;

beforeAll(async () => {
  const { db } = await testServer();
  withToken = await startInstance(db, { METRICS_TOKEN: 'scrape-secret' });
  production = await startInstance(db, { NODE_ENV: 'production' });
  productionWithToken = await startInstance(db, { NODE_ENV: 'production', METRICS_TOKEN: 'scrape-secret' });
});

afterAll(async () => {
  await Promise.all([withToken, production, productionWithToken].map((i) => i?.close()));
});

const scrape = (i: Instance, token?: string) =>
  fetch(`${i.url}/metrics`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('/metrics access', () => {
  it('asks for the bearer token when METRICS_TOKEN is set', async () => {
    const none = await scrape(withToken);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer');
    expect((await scrape(withToken, 'scrape-secreT')).status).toBe(401);
    const ok = await scrape(withToken, 'scrape-secret');
    expect(ok.status).toBe(200);
    expect(await ok.text()).toMatch(/process_cpu_user_seconds_total/);
  });

  it('is absent in production without a token, and served with one', async () => {
    expect((await scrape(production)).status).toBe(404);
    expect((await scrape(productionWithToken)).status).toBe(401);
    expect((await scrape(productionWithToken, 'scrape-secret')).status).toBe(200);
  });
});
