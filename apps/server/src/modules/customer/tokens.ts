/**
 * Customer sign-in tokens (Magento's customer access tokens). The bearer value is 32 random bytes
 * handed out once; the database keeps only its SHA-256 digest, so a leaked table signs nobody in.
 * Every request checks the digest in the database, so a token revoked or expired on one server
 * process is refused by all of them at once (no process-local cache to go stale).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/connection.ts';
import type { CustomerContext } from '../../graphql-context.ts';
import type { TokenVerifier } from '../../graphql-guard/authenticate.ts';

/** Magento's default `customer_access_token_lifetime`: one hour. */
export const DEFAULT_TOKEN_LIFETIME_SECONDS = 3600;

/** The hex SHA-256 digest under which a secret value (token, reset link) is stored. */
export const secretDigest = (value: string): string => createHash('sha256').update(value).digest('hex');

/** A new random secret: 43 URL-safe characters (256 bits). */
export const newSecret = (): string => randomBytes(32).toString('base64url');

/** Issues a token for the customer, valid for `lifetimeSeconds`; answers the bearer value. */
export async function issueCustomerToken(
  db: Queryable,
  customerId: number,
  lifetimeSeconds = DEFAULT_TOKEN_LIFETIME_SECONDS,
): Promise<string> {
  const value = newSecret();
  await db.query(
    `INSERT INTO customer_token (customer_id, token_hash, expires_at)
     VALUES ($1, decode($2, 'hex'), now() + make_interval(secs => $3))`,
    [customerId, secretDigest(value), lifetimeSeconds],
  );
  return value;
}

/**
 * Ends the customer's tokens (Magento's revokeCustomerToken ends all of them); `keep` spares the
 * one in use, for a password change that signs out only the customer's other sessions.
 */
export async function revokeCustomerTokens(db: Queryable, customerId: number, keep?: string): Promise<void> {
  await db.query(
    `UPDATE customer_token SET revoked_at = now()
      WHERE customer_id = $1 AND revoked_at IS NULL
        AND ($2::text IS NULL OR token_hash <> decode($2, 'hex'))`,
    [customerId, keep ? secretDigest(keep) : null],
  );
}

/** The token verifier the request layer (graphql-guard/authenticate.ts) asks on every request. */
export function customerTokenVerifier(db: Queryable): TokenVerifier {
  return {
    async verify(token: string): Promise<CustomerContext | null> {
      // Bearer values are 43 characters; anything far longer is not ours (and not worth hashing).
      if (token.length > 256) return null;
      const rows = await db.query<{
        customer_id: number;
        group_id: number;
        tax_rate: string | number | null;
      }>(
        `SELECT t.customer_id, c.group_id, 0 AS tax_rate
           FROM customer_token t JOIN customer c ON c.id = t.customer_id
          WHERE t.token_hash = decode($1, 'hex') AND t.revoked_at IS NULL AND t.expires_at > now()`,
        [secretDigest(token)],
        { name: 'customer-token-verify' },
      );
      const row = rows[0];
      if (!row) return null;
      // Shelf prices include VAT for every group (Ukraine): no customer tax rate to tell apart.
      return { customerId: row.customer_id, groupId: row.group_id, taxRate: 0 };
    },
  };
}
