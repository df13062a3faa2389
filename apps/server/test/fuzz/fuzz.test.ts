/**
 * The short run of the fuzz suite inside `npm test`: 300 generated GraphQL requests and 100
 * media URLs with a fixed seed against the shared test server (in process, so no RSS ceiling
 * here; `npm run fuzz -w apps/server` runs 10,000 + 2,000 against a child process and checks it).
 */
import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schemaSdl } from '../../src/schema.ts';
import { testServer } from '../harness.ts';
import { graphqlRequests } from './graphql-requests.ts';
import { mediaRequests } from './media-urls.ts';
import { formatReport, fuzz, violations } from './run.ts';
import { discoverCatalogue } from './server-process.ts';

const SEED = 20_261_125;
const limits = { timeoutMs: Number(process.env.FUZZ_TIMEOUT_MS ?? 5000) };

describe('fuzz (short run)', () => {
  it('answers 300 generated GraphQL requests without a 5xx, an internal error or a stall', async () => {
    const { url } = await testServer();
    const catalogue = await discoverCatalogue(url);
    expect(catalogue.strings.length).toBeGreaterThan(10);
    const arb = graphqlRequests(buildSchema(schemaSdl), { known: catalogue.strings });
    const report = await fuzz(arb, { baseUrl: url }, limits, {
      name: 'graphql',
      runs: 300,
      seed: SEED,
      keepGoing: true,
    });
    console.log(formatReport(report));
    expect(report.runs).toBe(300);
    expect(violations(report).map((f) => f.signature)).toEqual([]);
  }, 300_000);

  it('answers 100 random media URLs without a 5xx or a stall', async () => {
    const { url } = await testServer();
    const catalogue = await discoverCatalogue(url);
    expect(catalogue.mediaPaths.length).toBeGreaterThan(5);
    const report = await fuzz(mediaRequests(catalogue.mediaPaths), { baseUrl: url }, limits, {
      name: 'media',
      runs: 100,
      seed: SEED,
      keepGoing: true,
    });
    console.log(formatReport(report));
    expect(report.runs).toBe(100);
    expect(violations(report).map((f) => f.signature)).toEqual([]);
  }, 300_000);
});
