/** Settings read from the environment once at start; the README lists them with their defaults. */
export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  logLevel: string;
  /** Origin that absolute media and page URLs are built on. */
  publicUrl: string;
  /** GraphiQL and detailed errors. */
  development: boolean;
  /** Products seeded on first start with an empty database. */
  seedProducts: number;
  /** Seconds an HTTP cache may keep a catalogue GET response. */
  graphqlCacheSeconds: number;
  /** Memory for listing answers kept per catalogue version (listing-cache.ts); 0 turns it off. */
  listingCacheMb: number;
}

function intSetting(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = intSetting(env, 'PORT', 8080, 0, 65535);
  const host = env.HOST || '127.0.0.1';
  return {
    port,
    host,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || './var',
    logLevel: env.LOG_LEVEL || 'info',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    development: env.NODE_ENV !== 'production',
    seedProducts: intSetting(env, 'SEED_PRODUCTS', 3000, 0, 1_000_000),
    graphqlCacheSeconds: intSetting(env, 'GRAPHQL_CACHE_SECONDS', 600, 0, 86_400),
    listingCacheMb: intSetting(env, 'LISTING_CACHE_MB', 64, 0, 16_384),
  };
}
