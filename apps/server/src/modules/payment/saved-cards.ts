/**
 * Saved cards (Magento's vault, VaultGraphQl): the acquirer's reusable token of a card a customer
 * chose to keep, with what may be shown of it (type, last four digits, expiry), never the card
 * number. A card is named outside only by its random public hash, and every read, charge and
 * delete is of the caller's own cards: another customer's hash is "not found", like an unknown one.
 */
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/connection.ts';
import type { Context } from '../../graphql-context.ts';
import { NOT_AUTHORIZED } from '../../graphql-guard/authenticate.ts';
import { authorizationError, noSuchEntity } from '../../shared/errors.ts';
import type { SavedCard } from './gateway.ts';

export interface PaymentTokenRow {
  public_hash: string;
  payment_method_code: string;
  type: 'card' | 'account';
  gateway_token: string;
  details: SavedCard['details'] | string;
}

export const tokenNotFound = (publicHash: string) =>
  noSuchEntity(`Could not find a token using public hash: ${publicHash}`);

/** Keeps a card the acquirer tokenized for the customer; answers its public hash. */
export async function insertPaymentToken(
  tx: Queryable,
  customerId: number,
  methodCode: string,
  card: SavedCard,
): Promise<string> {
  const publicHash = randomBytes(32).toString('hex');
  await tx.query(
    `INSERT INTO customer_payment_token (customer_id, public_hash, payment_method_code, gateway_token, details)
     VALUES ($1, $2, $3, $4, $5::jsonb)`,
    [customerId, publicHash, methodCode, card.gatewayToken, JSON.stringify(card.details)],
    { name: 'payment.token-insert' },
  );
  return publicHash;
}

/** One of the customer's saved cards by public hash, or null (unknown or someone else's). */
export async function findPaymentToken(
  db: Queryable,
  customerId: number,
  publicHash: string,
): Promise<PaymentTokenRow | null> {
  if (publicHash.length > 128) return null;
  const [row] = await db.query<PaymentTokenRow>(
    `SELECT public_hash, payment_method_code, type, gateway_token, details FROM customer_payment_token
      WHERE customer_id = $1 AND public_hash = $2`,
    [customerId, publicHash],
    { name: 'payment.token-find' },
  );
  return row ?? null;
}

async function listPaymentTokens(db: Queryable, customerId: number): Promise<PaymentTokenRow[]> {
  return db.query<PaymentTokenRow>(
    `SELECT public_hash, payment_method_code, type, gateway_token, details FROM customer_payment_token
      WHERE customer_id = $1 ORDER BY id`,
    [customerId],
    { name: 'payment.token-list' },
  );
}

/** PaymentToken as VaultGraphQl answers it: details are a JSON string; the gateway token stays here. */
function shown(row: PaymentTokenRow) {
  return {
    public_hash: row.public_hash,
    payment_method_code: row.payment_method_code,
    type: row.type,
    details: typeof row.details === 'string' ? row.details : JSON.stringify(row.details),
  };
}

function requireCustomer(ctx: Context): number {
  const customerId = ctx.customer.customerId;
  if (customerId === null) throw authorizationError(NOT_AUTHORIZED);
  return customerId;
}

export async function customerPaymentTokens(ctx: Context) {
  const customerId = requireCustomer(ctx);
  return { items: (await listPaymentTokens(ctx.services.db, customerId)).map(shown) };
}

export async function deletePaymentToken(ctx: Context, publicHash: string) {
  const customerId = requireCustomer(ctx);
  const deleted = await ctx.services.db.query(
    'DELETE FROM customer_payment_token WHERE customer_id = $1 AND public_hash = $2 RETURNING id',
    [customerId, publicHash],
    { name: 'payment.token-delete' },
  );
  if (!deleted.length) throw tokenNotFound(publicHash);
  return { result: true, customerPaymentTokens: await customerPaymentTokens(ctx) };
}
