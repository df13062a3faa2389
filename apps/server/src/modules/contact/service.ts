/**
 * The contact form (Magento's contactUs): the input checked with Magento's texts, the message
 * stored and its e-mail to the shop queued in one transaction (a stored message always has its
 * mail job, and the job runs only if the message was stored), limited per client address across
 * processes (CONTACT_RATE_PER_HOUR) so the form cannot be used to flood the shop's mailbox.
 */
import type { Context } from '../../graphql-context.ts';
import type { ContactUsInput } from '../../generated/graphql.ts';
import { inputError } from '../../shared/errors.ts';
import { hitWithinLimit } from '../customer/throttle.ts';
import { insertContactMessage } from './queries.ts';

// Magento's ContactUsValidator texts.
export const EMAIL_INVALID = 'The email address is invalid. Verify the email address and try again.';
export const NAME_REQUIRED = 'Name field is required.';
export const COMMENT_REQUIRED = 'Comment field is required.';
// Ours, where Magento checks nothing.
export const TELEPHONE_INVALID = 'The telephone number is invalid.';
export const TOO_LONG = (field: string, max: number) => `The ${field} must be at most ${max} characters.`;
export const TOO_MANY = 'Too many messages were sent from your address. Please try again later.';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Digits with the usual separators, 10 to 15 digits (a Ukrainian number is 10, 12 with +380). */
const PHONE = /^\+?[\d\s()-]+$/;
const MAX_NAME = 255;
// Under the 2,048 characters graphql-guard lets any string argument carry.
const MAX_COMMENT = 2000;

/** The shop's staff read Ukrainian. */
const SHOP_LOCALE = 'uk_UA';

/** The input, checked and trimmed; no telephone is null. */
export type ContactMessage = Omit<ContactUsInput, 'telephone'> & { telephone: string | null };

export function checkContactInput(input: ContactUsInput): ContactMessage {
  const email = input.email.trim();
  if (!EMAIL.test(email) || email.length > 254) throw inputError(EMAIL_INVALID);
  const name = input.name.trim();
  if (!name) throw inputError(NAME_REQUIRED);
  if (name.length > MAX_NAME) throw inputError(TOO_LONG('name', MAX_NAME));
  const comment = input.comment.trim();
  if (!comment) throw inputError(COMMENT_REQUIRED);
  if (comment.length > MAX_COMMENT) throw inputError(TOO_LONG('comment', MAX_COMMENT));
  const telephone = input.telephone?.trim() || null;
  if (telephone !== null) {
    const digits = telephone.replace(/\D/g, '').length;
    if (!PHONE.test(telephone) || digits < 10 || digits > 15) throw inputError(TELEPHONE_INVALID);
  }
  return { name, email, telephone, comment };
}

export async function contactUs(ctx: Context, input: ContactUsInput): Promise<{ status: boolean }> {
  const message = checkContactInput(input);
  const { db, config, jobs } = ctx.services;
  if (config.contactRatePerHour > 0) {
    const key = `contact:ip:${ctx.clientAddress ?? 'unknown'}`;
    if (!(await hitWithinLimit(db, key, config.contactRatePerHour, 3600))) throw inputError(TOO_MANY);
  }
  const to = config.shopContactEmail;
  await db.transaction(async (tx) => {
    const id = await insertContactMessage(tx, {
      ...message,
      storeCode: ctx.store.code,
      customerId: ctx.customer.customerId,
    });
    if (to && jobs?.mail) {
      await jobs.mail.send(
        'contact.message',
        to,
        SHOP_LOCALE,
        { messageId: id, ...message, storeCode: ctx.store.code },
        { tx },
      );
    }
  });
  return { status: true };
}
