/** Command-line options of bench/graphql.ts. */

export type DbChoice = 'pg' | 'pglite';

export interface BenchArgs {
  dbs: DbChoice[];
  /** Measured seconds per scenario, concurrency and mode. */
  duration: number;
  /** Warm-up seconds before each measured run. */
  warmup: number;
  products: number;
  fresh: boolean;
  /** Run ANALYZE on a benchmark database without planner statistics. */
  analyze: boolean;
  connections: number[];
  modes: ('nocache' | 'uncached' | 'cached')[];
  scenarios: string[] | null;
  startup: boolean;
  /** Restarts measured on the seeded folder. */
  restarts: number;
  databaseUrl: string;
  help: boolean;
}

export const USAGE = `Usage: npm run bench -- [options]      (or: npm run bench -w bench -- [options])

  --db pg|pglite|both      databases to run on (default both)
  --duration S             measured seconds per run (default 10)
  --warmup S               warm-up seconds before each run (default 3)
  --products N             catalogue size of the benchmark databases (default 100000)
  --fresh                  reseed the benchmark databases even when already seeded at that size
  --no-analyze             do not ANALYZE a benchmark database that has no planner statistics
  --connections 1,32       concurrent connections to measure (default 1,32)
  --mode nocache,uncached,cached
                           which server modes to run (default all three)
  --scenario a,b           only these scenarios: category, suggest, product, route (default all)
  --no-startup             skip the startup-time measurement
  --restarts N             restarts of a seeded folder to time (default 3)
  --help                   show this help

PostgreSQL server: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/vitryna_bench).
Embedded PGlite: bench/.data/pglite-<size>.`;

export class UsageError extends Error {}

function list(value: string | undefined, name: string): string[] {
  if (!value || value.startsWith('--')) throw new UsageError(`${name} needs a value`);
  return value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

function positive(value: string | undefined, name: string, allowZero = false): number {
  const n = Number(value?.replace(/_/g, ''));
  if (!value || !Number.isInteger(n) || n < (allowZero ? 0 : 1)) {
    throw new UsageError(
      `${name} must be a whole number${allowZero ? '' : ' above 0'}, got "${value ?? ''}"`,
    );
  }
  return n;
}

export function parseArgs(argv: string[], env: NodeJS.ProcessEnv = process.env): BenchArgs {
  const args: BenchArgs = {
    dbs: ['pg', 'pglite'],
    duration: 10,
    warmup: 3,
    products: 100_000,
    fresh: false,
    analyze: true,
    connections: [1, 32],
    modes: ['nocache', 'uncached', 'cached'],
    scenarios: null,
    startup: true,
    restarts: 3,
    databaseUrl: env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/vitryna_bench',
    help: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const raw = argv[i] as string;
    const [name, inline] = raw.startsWith('--') && raw.includes('=') ? raw.split('=', 2) : [raw, undefined];
    const value = () => inline ?? argv[++i];
    switch (name) {
      case '--help':
      case '-h':
        args.help = true;
        break;
      case '--db': {
        const v = value();
        if (v === 'both') args.dbs = ['pg', 'pglite'];
        else if (v === 'pg' || v === 'pglite') args.dbs = [v];
        else throw new UsageError(`--db must be pg, pglite or both, got "${v ?? ''}"`);
        break;
      }
      case '--duration':
        args.duration = positive(value(), '--duration');
        break;
      case '--warmup':
        args.warmup = positive(value(), '--warmup', true);
        break;
      case '--products':
        args.products = positive(value(), '--products');
        break;
      case '--fresh':
        args.fresh = true;
        break;
      case '--no-analyze':
        args.analyze = false;
        break;
      case '--connections':
        args.connections = list(value(), '--connections').map((c) => positive(c, '--connections'));
        break;
      case '--mode': {
        const modes = list(value(), '--mode');
        for (const m of modes) {
          if (m !== 'nocache' && m !== 'uncached' && m !== 'cached')
            throw new UsageError(`--mode takes nocache, uncached and/or cached, got "${m}"`);
        }
        args.modes = modes as BenchArgs['modes'];
        break;
      }
      case '--scenario': {
        const names = list(value(), '--scenario');
        for (const s of names) {
          if (!['category', 'suggest', 'product', 'route'].includes(s)) {
            throw new UsageError(`unknown scenario "${s}" (category, suggest, product, route)`);
          }
        }
        args.scenarios = names;
        break;
      }
      case '--no-startup':
        args.startup = false;
        break;
      case '--restarts':
        args.restarts = positive(value(), '--restarts', true);
        break;
      default:
        throw new UsageError(`unknown argument "${raw}"`);
    }
  }
  return args;
}
