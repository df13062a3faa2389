/**
 * X-Magento-Cache-Id as Magento's CacheIdCalculator derives it: sha256 of the upper-cased factor
 * values joined with "|" in factor-name order, then "|" and a per-installation salt.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/connection.ts';

export interface CacheIdFactors {
  store: string;
  currency: string;
  customerGroup: number;
  customerTaxRate: number;
  isLoggedIn: boolean;
}

export function cacheId(f: CacheIdFactors, salt: string): string {
  const byName: Record<string, string> = {
    CURRENCY: f.currency,
    CUSTOMER_GROUP: String(f.customerGroup),
    CUSTOMER_TAX_RATE: String(f.customerTaxRate),
    IS_LOGGED_IN: f.isLoggedIn ? '1' : '0',
    STORE: f.store,
  };
  const joined = Object.keys(byName)
    .sort()
    .map((k) => byName[k])
    .join('|')
    .toUpperCase();
  const input = `${joined}|${salt}`;
  let id = computed.get(input);
  if (id === undefined) {
    // A handful of factor sets exist (store views × currencies × groups × signed in): the bound
    // only guards against a salt that changes under a long-running process.
    if (computed.size >= MAX_COMPUTED) computed.clear();
    computed.set(input, (id = createHash('sha256').update(input).digest('hex')));
  }
  return id;
}

/** Ids already computed, by their hash input: every request asks for one, the set is tiny. */
const computed = new Map<string, string>();
const MAX_COMPUTED = 1000;

/** The salt is generated on first use and kept in the database, so every server copy agrees. */
export async function loadCacheIdSalt(db: Queryable): Promise<string> {
  await db.query(
    `INSERT INTO app_config (path, value) VALUES ('graphql/id_salt', $1) ON CONFLICT (path) DO NOTHING`,
    [randomBytes(16).toString('hex')],
  );
  const [row] = await db.query<{ value: string }>(
    `SELECT value FROM app_config WHERE path = 'graphql/id_salt'`,
  );
  return row!.value;
}
