/**
 * Sign-in (Magento's generateCustomerToken and revokeCustomerToken), with the protections
 * Magento leaves to the web server: attempts per client address are limited across processes,
 * failures lock the e-mail (known or not: the lock tells nothing), and an unknown e-mail costs
 * the same argon2 verification as a known one, so neither the answer nor its time tells whether
 * an e-mail has an account. A hash made with older parameters is replaced on success.
 */
import type { Context } from '../../graphql-context.ts';
import { inputError, MagentoError } from '../../shared/errors.ts';
import { hasherOf } from './passwords.ts';
import { selectCredentials, updateCustomerRow } from './queries.ts';
import { clearFailures, hitWithinLimit, isLocked, recordFailure } from './throttle.ts';
import { issueCustomerToken, revokeCustomerTokens } from './tokens.ts';

export const SIGN_IN_INCORRECT =
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';
export const ACCOUNT_LOCKED = 'The account is locked.';

const authentication = (message: string) => new MagentoError(message, 'graphql-authentication');

/** Counts an attempt of the caller's address; false once past SIGN_IN_RATE_PER_MINUTE. */
export async function signInAllowed(ctx: Context): Promise<boolean> {
  const limit = ctx.services.config.customer.signInRatePerMinute;
  if (limit === 0) return true;
  return hitWithinLimit(ctx.services.db, `ip:${ctx.clientAddress ?? 'unknown'}`, limit, 60);
}

export async function generateCustomerToken(
  ctx: Context,
  email: string,
  password: string,
): Promise<{ token: string }> {
  if (!email.trim()) throw inputError('Specify the "email" value.');
  if (!password) throw inputError('Specify the "password" value.');
  const { db, config } = ctx.services;
  const settings = config.customer;
  const hasher = hasherOf(settings);
  if (!(await signInAllowed(ctx))) throw authentication(SIGN_IN_INCORRECT);
  const key = email.trim();
  if (settings.lockoutFailures > 0 && (await isLocked(db, key))) throw authentication(ACCOUNT_LOCKED);
  const account = await selectCredentials(db, key);
  if (!account) {
    await hasher.dummyVerify(password);
    await recordFailure(db, key, settings.lockoutFailures, settings.lockoutMinutes);
    throw authentication(SIGN_IN_INCORRECT);
  }
  const { ok, rehash } = await hasher.verify(account.password_hash, password);
  if (!ok) {
    await recordFailure(db, key, settings.lockoutFailures, settings.lockoutMinutes);
    throw authentication(SIGN_IN_INCORRECT);
  }
  await clearFailures(db, key);
  if (rehash) await updateCustomerRow(db, account.id, { password_hash: await hasher.hash(password) });
  return { token: await issueCustomerToken(db, account.id, settings.tokenLifetimeSeconds) };
}

/** Ends every token of the customer (Magento's revokeCustomerToken). */
export async function revokeCustomerToken(ctx: Context, customerId: number): Promise<{ result: boolean }> {
  await revokeCustomerTokens(ctx.services.db, customerId);
  return { result: true };
}
