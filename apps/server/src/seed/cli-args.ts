/** Command-line arguments of the seed command (kept apart from cli.ts so tests can import them). */
import { DEFAULT_PRODUCTS, MAX_PRODUCTS } from './index.ts';

export const USAGE = `Usage: npm run seed -w apps/server -- [--products N] [--reset] [--images]

  --products N   visible products to generate (1 to ${MAX_PRODUCTS.toLocaleString('en')}, default ${DEFAULT_PRODUCTS})
  --reset        empty the catalogue tables first (also rows that reference them, e.g. carts)
  --images       paint every demo image into DATA_DIR/media now instead of on first request
                 (with an already seeded catalogue: only the images; stored files are kept)
  --help         show this help

Database: DATABASE_URL (PostgreSQL server) or the embedded database in DATA_DIR (default var/ at the repository's root).`;

export class UsageError extends Error {}

export interface CliArgs {
  products: number;
  reset: boolean;
  images: boolean;
  help: boolean;
}

export function parseArgs(argv: string[]): CliArgs {
  const args: CliArgs = { products: DEFAULT_PRODUCTS, reset: false, images: false, help: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const [name, inline] = arg.startsWith('--') && arg.includes('=') ? arg.split('=', 2) : [arg, undefined];
    if (name === '--help' || name === '-h') args.help = true;
    else if (name === '--reset') {
      if (inline !== undefined) throw new UsageError('--reset takes no value');
      args.reset = true;
    } else if (name === '--images') {
      if (inline !== undefined) throw new UsageError('--images takes no value');
      args.images = true;
    } else if (name === '--products') {
      const value = inline ?? argv[++i];
      if (value === undefined || value.startsWith('--'))
        throw new UsageError('--products needs a number, e.g. --products 3000');
      if (!/^\d+$/.test(value.replace(/_/g, '')))
        throw new UsageError(`--products must be a whole number, got "${value}"`);
      const n = Number(value.replace(/_/g, ''));
      if (n < 1 || n > MAX_PRODUCTS) {
        throw new UsageError(
          `--products must be between 1 and ${MAX_PRODUCTS.toLocaleString('en')}, got ${value}`,
        );
      }
      args.products = n;
    } else throw new UsageError(`unknown argument "${arg}"`);
  }
  return args;
}
