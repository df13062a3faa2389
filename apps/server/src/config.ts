/** Settings read from the environment once at start; the README lists them with their defaults. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getHeapStatistics } from 'node:v8';

export interface Config {
  port: number;
  /** Server processes sharing the port (WEB_CONCURRENCY, node:cluster); more than 1 needs DATABASE_URL. */
  processes: number;
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
  /** Listings answered from an in-memory index per catalogue version (listing-index.ts). */
  listingIndex: boolean;
  /** Memory for the storefront's rendered pages, addresses included (page-cache.ts); 0 turns it off. */
  pageCacheMb: number;
  /** Disk budget for resized images in DATA_DIR/media-cache (least recently used go first). */
  mediaCacheMb: number;
  /** Image resizes (and demo paintings) at once per process. */
  mediaResizeConcurrency: number;
  /** Image jobs that may wait for a slot; beyond that /media answers 503 with Retry-After. */
  mediaResizeQueue: number;
  /** Paint the demo catalogue's images on first request when no stored original exists. */
  mediaDemoImages: boolean;
  /** SMTP server for outgoing mail (nodemailer URL); unset: messages go to DATA_DIR/outbox as .eml files. */
  smtpUrl: string | undefined;
  /** Sender of outgoing mail. */
  mailFrom: string;
  /** Where the shop is told of each new order (SHOP_ORDER_EMAIL); undefined: no notice. */
  shopOrderEmail: string | undefined;
  /** Where contact-form messages go (SHOP_CONTACT_EMAIL); undefined: kept in the database only. */
  shopContactEmail: string | undefined;
  /** Contact-form messages per client address per hour (0: no limit). */
  contactRatePerHour: number;
  /** Runs background jobs in this process (a process may only send them). */
  jobsWorker: boolean;
  /** Jobs of one type run at once per process. */
  jobsConcurrency: number;
  /** Seconds between polls of an idle job queue. */
  jobsPollSeconds: number;
  /** Memory for prepared search texts (listing-cache.ts), keys included; 0 turns it off. */
  searchCacheMb: number;
  /** Memory for GraphQL GET answers kept by the server (graphql.ts), keys included. */
  graphqlCacheMb: number;
  /** Largest GraphQL request: a POST body, or a GET query string (graphql-guard/). */
  graphqlMaxQueryBytes: number;
  /** Documents mercurius keeps parsed and validated (http/graphql.ts); each is at most graphqlMaxQueryBytes. */
  graphqlDocumentCache: number;
  /** Ceiling on a request's cost (graphql-guard/cost.ts). */
  graphqlMaxCost: number;
  /** Introspection and GraphiQL; on outside production. */
  graphqlIntrospection: boolean;
  /** Longest a request may take, GraphQL work included, before it answers 503. */
  requestTimeoutMs: number;
  /** PostgreSQL server: statement_timeout on the serving pool (0: none). */
  statementTimeoutMs: number;
  /** Longest the readiness check (/readyz) waits for the database. */
  readyTimeoutMs: number;
  /** Longest a shutdown waits for requests in flight before it closes what is left. */
  shutdownTimeoutMs: number;
  /** @fastify/under-pressure: 503 with Retry-After past any of these (0 turns one off). */
  pressure: { maxEventLoopDelayMs: number; maxHeapMb: number; maxRssMb: number };
  /** Bearer token /metrics asks for; unset: open in development, off in production. */
  metricsToken: string | undefined;
  /**
   * Bearer token of the shop's integration REST API (catalogue updates, order status), Magento's
   * integration access token; unset: that API answers 401 to everyone.
   */
  integrationToken: string | undefined;
  /** Customer accounts (modules/customer): sign-in, passwords, lockout, throttles. */
  customer: CustomerSettings;
  /** Social sign-in providers (modules/social-login): only configured ones get a button. */
  socialLogin: SocialLoginSettings;
}

export const SOCIAL_LOGIN_TYPES = ['google', 'facebook', 'apple'] as const;
export type SocialLoginType = (typeof SOCIAL_LOGIN_TYPES)[number];

/** An OpenID Connect provider: its issuer (discovery at `/.well-known/openid-configuration`) and our client. */
export interface SocialLoginProvider {
  issuer: string;
  clientId: string;
  /** Unset: a public client (PKCE alone). */
  clientSecret: string | undefined;
}

export interface SocialLoginSettings {
  providers: Partial<Record<SocialLoginType, SocialLoginProvider>>;
}

/** SOCIAL_LOGIN_<TYPE>_ISSUER and _CLIENT_ID (both needed) and _CLIENT_SECRET. */
function socialLoginSettings(env: NodeJS.ProcessEnv): SocialLoginSettings {
  const providers: SocialLoginSettings['providers'] = {};
  for (const type of SOCIAL_LOGIN_TYPES) {
    const prefix = `SOCIAL_LOGIN_${type.toUpperCase()}_`;
    const issuer = env[`${prefix}ISSUER`];
    const clientId = env[`${prefix}CLIENT_ID`];
    if (!issuer || !clientId) continue;
    if (!/^https?:\/\//.test(issuer))
      throw new Error(`${prefix}ISSUER must be an http(s) URL, got "${issuer}"`);
    providers[type] = { issuer, clientId, clientSecret: env[`${prefix}CLIENT_SECRET`] || undefined };
  }
  return { providers };
}

export interface CustomerSettings {
  /** Seconds a customer token lives (Magento's customer_access_token_lifetime, there in hours). */
  tokenLifetimeSeconds: number;
  /** Shortest password accepted (OWASP ASVS 5.0: 8). */
  passwordMinLength: number;
  /** Character classes a password needs (0: none, ASVS; Magento's rule: 3 of lower, upper, digit, other). */
  passwordCharacterClasses: number;
  /** argon2id cost: memory in KiB, passes, lanes (OWASP: 19456 KiB, 2, 1). */
  argon2: { memoryKib: number; iterations: number; parallelism: number };
  /** Failed sign-ins within lockoutMinutes that lock an e-mail for lockoutMinutes (0 turns it off). */
  lockoutFailures: number;
  lockoutMinutes: number;
  /** Sign-in and reset attempts per client address per minute, across processes (0 turns it off). */
  signInRatePerMinute: number;
  /** Password-reset e-mails per address per hour (more are dropped silently). */
  passwordResetPerHour: number;
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

/** 90% of V8's heap limit: answering 503 a little before an out-of-memory crash. */
function defaultMaxHeapMb(): number {
  return Math.floor((getHeapStatistics().heap_size_limit / 1024 / 1024) * 0.9);
}

/**
 * The data folder, absolute. The default is `var/` at the repository's root whichever workspace
 * a command runs in (`npm start` runs in apps/storefront, `npm run seed` in apps/server: both must
 * open the same database and media). A relative DATA_DIR is taken from where npm was invoked
 * (INIT_CWD), as a shopkeeper typing it expects.
 */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../var', import.meta.url));

export function resolveDataDir(env: NodeJS.ProcessEnv): string {
  if (!env.DATA_DIR) return DEFAULT_DATA_DIR;
  return path.resolve(env.INIT_CWD || process.cwd(), env.DATA_DIR);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = intSetting(env, 'PORT', 8080, 0, 65535);
  const host = env.HOST || '127.0.0.1';
  return {
    port,
    processes: intSetting(env, 'WEB_CONCURRENCY', 1, 1, 64),
    host,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolveDataDir(env),
    logLevel: env.LOG_LEVEL || 'info',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    development: env.NODE_ENV !== 'production',
    seedProducts: intSetting(env, 'SEED_PRODUCTS', 3000, 0, 1_000_000),
    graphqlCacheSeconds: intSetting(env, 'GRAPHQL_CACHE_SECONDS', 600, 0, 86_400),
    listingCacheMb: intSetting(env, 'LISTING_CACHE_MB', 64, 0, 16_384),
    listingIndex: intSetting(env, 'LISTING_INDEX', 1, 0, 1) === 1,
    pageCacheMb: intSetting(env, 'PAGE_CACHE_MB', 32, 0, 16_384),
    mediaCacheMb: intSetting(env, 'MEDIA_CACHE_MB', 1024, 0, 1_048_576),
    mediaResizeConcurrency: intSetting(env, 'MEDIA_RESIZE_CONCURRENCY', 2, 1, 64),
    mediaResizeQueue: intSetting(env, 'MEDIA_RESIZE_QUEUE', 32, 0, 10_000),
    mediaDemoImages: intSetting(env, 'MEDIA_DEMO_IMAGES', 1, 0, 1) === 1,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Вітрина <shop@localhost>',
    // Set but empty turns the notice off; unset sends it to the demo's local address.
    shopOrderEmail:
      env.SHOP_ORDER_EMAIL === undefined ? 'orders@localhost' : env.SHOP_ORDER_EMAIL || undefined,
    shopContactEmail:
      env.SHOP_CONTACT_EMAIL === undefined ? 'orders@localhost' : env.SHOP_CONTACT_EMAIL || undefined,
    contactRatePerHour: intSetting(env, 'CONTACT_RATE_PER_HOUR', 10, 0, 1_000_000),
    jobsWorker: env.JOBS_WORKER !== 'off',
    jobsConcurrency: intSetting(env, 'JOBS_CONCURRENCY', 4, 1, 100),
    jobsPollSeconds: intSetting(env, 'JOBS_POLL_SECONDS', 2, 1, 3600),
    searchCacheMb: intSetting(env, 'SEARCH_CACHE_MB', 8, 0, 16_384),
    graphqlCacheMb: intSetting(env, 'GRAPHQL_CACHE_MB', 64, 0, 16_384),
    graphqlMaxQueryBytes: intSetting(env, 'GRAPHQL_MAX_QUERY_BYTES', 16_384, 1024, 16 * 1024 * 1024),
    graphqlDocumentCache: intSetting(env, 'GRAPHQL_DOCUMENT_CACHE', 64, 1, 10_000),
    graphqlMaxCost: intSetting(env, 'GRAPHQL_MAX_COST', 10_000, 1, 1_000_000_000),
    graphqlIntrospection:
      env.GRAPHQL_INTROSPECTION === undefined || env.GRAPHQL_INTROSPECTION === ''
        ? env.NODE_ENV !== 'production'
        : env.GRAPHQL_INTROSPECTION === '1',
    requestTimeoutMs: intSetting(env, 'REQUEST_TIMEOUT_MS', 15_000, 100, 600_000),
    statementTimeoutMs: intSetting(env, 'STATEMENT_TIMEOUT_MS', 10_000, 0, 600_000),
    readyTimeoutMs: intSetting(env, 'READY_TIMEOUT_MS', 1000, 10, 60_000),
    shutdownTimeoutMs: intSetting(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, 0, 600_000),
    pressure: {
      // On the embedded database the event loop runs the database too: its delay measures
      // PGlite's statements (an index build's hold the loop up to a second), not overload, and a
      // shop of one process has nothing to shed to. Off there unless set.
      maxEventLoopDelayMs: intSetting(
        env,
        'MAX_EVENT_LOOP_DELAY_MS',
        env.DATABASE_URL ? 1000 : 0,
        0,
        600_000,
      ),
      maxHeapMb: intSetting(env, 'MAX_HEAP_MB', defaultMaxHeapMb(), 0, 1_048_576),
      maxRssMb: intSetting(env, 'MAX_RSS_MB', 0, 0, 1_048_576),
    },
    metricsToken: env.METRICS_TOKEN || undefined,
    integrationToken: env.INTEGRATION_TOKEN || undefined,
    customer: {
      tokenLifetimeSeconds: intSetting(env, 'CUSTOMER_TOKEN_LIFETIME_SECONDS', 3600, 60, 31_536_000),
      passwordMinLength: intSetting(env, 'PASSWORD_MIN_LENGTH', 8, 1, 64),
      passwordCharacterClasses: intSetting(env, 'PASSWORD_CHARACTER_CLASSES', 0, 0, 4),
      argon2: {
        memoryKib: intSetting(env, 'ARGON2_MEMORY_KIB', 19_456, 8192, 4_194_304),
        iterations: intSetting(env, 'ARGON2_ITERATIONS', 2, 1, 100),
        parallelism: intSetting(env, 'ARGON2_PARALLELISM', 1, 1, 16),
      },
      lockoutFailures: intSetting(env, 'LOCKOUT_FAILURES', 10, 0, 1000),
      lockoutMinutes: intSetting(env, 'LOCKOUT_MINUTES', 10, 1, 10_080),
      signInRatePerMinute: intSetting(env, 'SIGN_IN_RATE_PER_MINUTE', 30, 0, 1_000_000),
      passwordResetPerHour: intSetting(env, 'PASSWORD_RESET_PER_HOUR', 3, 1, 1000),
    },
    socialLogin: socialLoginSettings(env),
  };
}
