/**
 * npm run fuzz -w apps/server [-- options]
 *
 *   --runs N          GraphQL requests (default 10000)
 *   --media-runs N    /media requests (default 2000)
 *   --seed S          fast-check seed (default: random, printed)
 *   --url URL         fuzz a server that is already running instead of starting one
 *   --pid PID         with --url: the server's process id, to watch its RSS
 *   --timeout-ms MS   time bound for every answer (default 5000, or FUZZ_TIMEOUT_MS)
 *   --rss-mb MB       RSS ceiling of the server process (default 1024, or FUZZ_RSS_MB)
 *   --seed-products N products of the server started here (default 400)
 *   --keep-going      run every case and list each kind of failure, instead of stopping at the
 *                     first and shrinking it
 *   --development     start the server with NODE_ENV=development (unmasked internal error texts)
 *   --replay FILE     send one saved case (printed as "saved: …" by a failing run) and show the answer
 *
 * Starts the server as a child process (NODE_ENV=production, embedded PGlite unless
 * DATABASE_URL is set), runs the generated requests, prints the figures and exits 1 on any
 * 5xx, reset connection, answer slower than the bound, crash or RSS over the ceiling.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { buildSchema } from 'graphql';
import { schemaSdl } from '../../src/schema.ts';
import { graphqlRequests } from './graphql-requests.ts';
import { send, type HttpCase } from './http-case.ts';
import { mediaRequests } from './media-urls.ts';
import { formatReport, fuzz, violations, type FuzzTarget } from './run.ts';
import { discoverCatalogue, rssOf, startServerProcess, type ServerProcess } from './server-process.ts';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '10000' },
    'media-runs': { type: 'string', default: '2000' },
    seed: { type: 'string' },
    url: { type: 'string' },
    pid: { type: 'string' },
    'timeout-ms': { type: 'string', default: process.env.FUZZ_TIMEOUT_MS ?? '5000' },
    'rss-mb': { type: 'string', default: process.env.FUZZ_RSS_MB ?? '1024' },
    'seed-products': { type: 'string', default: '400' },
    'keep-going': { type: 'boolean', default: false },
    development: { type: 'boolean', default: false },
    replay: { type: 'string' },
  },
});

const seed = args.seed !== undefined ? Number(args.seed) : Math.floor(Math.random() * 2 ** 31);
const limits = { timeoutMs: Number(args['timeout-ms']), rssCeilingMb: Number(args['rss-mb']) };

async function main(): Promise<number> {
  let server: ServerProcess | undefined;
  let target: FuzzTarget;
  if (args.url) {
    const pid = args.pid ? Number(args.pid) : undefined;
    target = {
      baseUrl: args.url,
      ...(pid ? { rss: () => rssOf(pid), alive: () => rssOf(pid) !== undefined } : {}),
    };
  } else {
    const env = args.development ? 'development' : 'production';
    console.log(`starting the server (${args['seed-products']} products, NODE_ENV=${env})...`);
    server = await startServerProcess({
      seedProducts: Number(args['seed-products']),
      env: { NODE_ENV: env },
    });
    target = { baseUrl: server.url, rss: server.rss, alive: server.alive };
    console.log(
      `server ${server.url} (pid ${server.pid}), RSS ${((server.rss() ?? 0) / 2 ** 20).toFixed(0)} MB`,
    );
  }
  try {
    if (args.replay) {
      const c = JSON.parse(readFileSync(args.replay, 'utf8')) as HttpCase;
      const o = await send(target.baseUrl, c, limits.timeoutMs);
      console.log(
        `${c.method} ${c.path.slice(0, 300)} → ${o.status ?? o.failure} in ${o.ms.toFixed(0)} ms\n${o.snippet}`,
      );
      return o.status !== undefined && o.status < 500 && !o.failure ? 0 : 1;
    }
    const catalogue = await discoverCatalogue(target.baseUrl);
    const schema = buildSchema(schemaSdl);
    const started = Date.now();
    const reports = [];
    const runs: Array<[string, number, ReturnType<typeof mediaRequests>]> = [
      ['graphql', Number(args.runs), graphqlRequests(schema, { known: catalogue.strings })],
      ['media', Number(args['media-runs']), mediaRequests(catalogue.mediaPaths)],
    ];
    for (const [name, count, arb] of runs) {
      if (count <= 0) continue;
      const report = await fuzz(arb, target, limits, {
        name,
        runs: count,
        seed,
        keepGoing: args['keep-going'],
      });
      console.log(formatReport(report));
      reports.push(report);
      if (report.fatal) break;
    }
    const failed = reports.some((r) => violations(r).length > 0);
    console.log(
      `fuzz ${failed ? 'FAILED' : 'passed'}: seed ${seed}, ${((Date.now() - started) / 1000).toFixed(0)} s, ` +
        `time bound ${limits.timeoutMs} ms, RSS ceiling ${limits.rssCeilingMb} MB`,
    );
    if (failed && server)
      console.log(`last server output:\n${server.output().split('\n').slice(-30).join('\n')}`);
    return failed ? 1 : 0;
  } finally {
    await server?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e);
    process.exit(2);
  },
);
