/**
 * Forgotten passwords (Magento's requestPasswordResetEmail and resetPassword). The e-mailed link
 * carries a random token whose SHA-256 digest alone is stored; it works once, for two hours, and
 * only with its e-mail. The request answers true at once whether or not the e-mail has an
 * account (Magento's tells): the lookup, the link and the mail job are done after the answer, so
 * neither the answer nor its timing differ. Reset mails are throttled per e-mail
 * (PASSWORD_RESET_PER_HOUR; more are dropped silently) and requests per client address.
 */
import type { Context } from '../../graphql-context.ts';
import { inputError } from '../../shared/errors.ts';
import { checkPasswordRules, hasherOf } from './passwords.ts';
import { consumeReset, insertReset, selectCredentials, updateCustomerRow } from './queries.ts';
import { signInAllowed } from './sign-in.ts';
import { clearFailures, hitWithinLimit } from './throttle.ts';
import { newSecret, revokeCustomerTokens, secretDigest } from './tokens.ts';

export const RESET_LINK_HOURS = 2;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CANNOT_SET = "Cannot set the customer's password";

function checkResetEmail(email: string): string {
  const trimmed = email.trim();
  if (!trimmed) throw inputError('You must specify an email address.');
  if (trimmed.length > 255 || !EMAIL.test(trimmed))
    throw inputError('The email address has an invalid format.');
  return trimmed;
}

/** Work left running after the answer; tests and shutdown may wait for it. */
const pending = new Set<Promise<void>>();
export const resetWorkSettled = () => Promise.allSettled([...pending]);

export async function requestPasswordResetEmail(ctx: Context, email: string): Promise<boolean> {
  const address = checkResetEmail(email);
  const { db, config, jobs } = ctx.services;
  if (!(await signInAllowed(ctx))) return true;
  if (
    !(await hitWithinLimit(db, `reset:${address.toLowerCase()}`, config.customer.passwordResetPerHour, 3600))
  )
    return true;
  const work = (async () => {
    const account = await selectCredentials(db, address);
    if (!account || !jobs) return;
    const token = newSecret();
    const link = new URL(`${config.publicUrl}/${ctx.store.code}/customer/account/createPassword`);
    link.searchParams.set('token', token);
    link.searchParams.set('email', address);
    await db.transaction(async (tx) => {
      await insertReset(tx, account.id, secretDigest(token), RESET_LINK_HOURS);
      await jobs.mail.send(
        'customer.password-reset',
        address,
        ctx.store.locale,
        { firstname: account.firstname, link: link.toString(), hours: RESET_LINK_HOURS },
        { tx },
      );
    });
  })().catch(() => undefined);
  pending.add(work);
  void work.finally(() => pending.delete(work));
  return true;
}

export async function resetPassword(
  ctx: Context,
  email: string,
  resetPasswordToken: string,
  newPassword: string,
): Promise<boolean> {
  const address = checkResetEmail(email);
  if (!resetPasswordToken) throw inputError('resetPasswordToken must be specified');
  if (!newPassword) throw inputError('newPassword must be specified');
  const { db, config } = ctx.services;
  checkPasswordRules(newPassword, address, config.customer);
  if (!(await signInAllowed(ctx))) throw inputError(CANNOT_SET);
  const customerId =
    resetPasswordToken.length <= 256
      ? await consumeReset(db, address, secretDigest(resetPasswordToken))
      : undefined;
  if (customerId === undefined) throw inputError(CANNOT_SET);
  await updateCustomerRow(db, customerId, {
    password_hash: await hasherOf(config.customer).hash(newPassword),
  });
  // Whoever had the old password is signed out everywhere; the lock on the e-mail ends.
  await revokeCustomerTokens(db, customerId);
  await clearFailures(db, address);
  return true;
}
