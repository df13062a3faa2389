/**
 * The contact-us form, sent as Magento's contactUs(input: {name, email, telephone, comment}) (the spec
 * leaves its validation open; these are Magento's fields): a name, an e-mail and a message are
 * required, a phone number is optional and must look like one. The rules are a zod/mini schema (the
 * form pattern of shared/forms); values come out trimmed. The server checks the same and answers
 * Magento's texts, which `refusalOf` turns back into the field they concern.
 */
import type { Client } from '@urql/core';
import * as z from 'zod/mini';
import { validationMessages } from '../../shared/forms/use-schema-form.ts';
import { EMAIL_PATTERN as EMAIL } from '../../shared/forms/email.ts';
import { CONTACT_US } from './contact-documents.ts';

/** The server's longest comment (modules/contact on the server). */
export const MAX_COMMENT = 2000;

/** Message ids and English defaults of the validation messages. */
export const CONTACT_US_ERRORS = validationMessages({
  nameRequired: { id: 'contactUs.error.nameRequired', defaultMessage: 'Please enter your name.' },
  nameTooLong: {
    id: 'contactUs.error.nameTooLong',
    defaultMessage: 'The name is too long: at most 255 characters.',
  },
  emailRequired: { id: 'contactUs.error.emailRequired', defaultMessage: 'Please enter your e-mail.' },
  emailInvalid: { id: 'contactUs.error.emailInvalid', defaultMessage: 'Enter a valid e-mail.' },
  telephoneInvalid: {
    id: 'contactUs.error.telephoneInvalid',
    defaultMessage: 'Enter a valid phone number, e.g. +380 50 123 45 67.',
  },
  commentRequired: { id: 'contactUs.error.messageRequired', defaultMessage: 'Please enter your message.' },
  commentTooLong: {
    id: 'contactUs.error.messageTooLong',
    defaultMessage: 'The message is too long: at most 2000 characters.',
  },
});

/** Digits with the usual separators; 10 to 15 digits (a Ukrainian number is 10, with +380 it is 12). */
const PHONE = /^\+?[\d\s()-]+$/;

export function isPhone(value: string): boolean {
  const text = value.trim();
  if (!PHONE.test(text)) return false;
  const digits = text.replace(/\D/g, '').length;
  return digits >= 10 && digits <= 15;
}

/** A trimmed text that must not be empty; `abort` keeps later checks quiet for an empty field. */
const requiredText = (messageId: string) =>
  z.string().check(z.trim(), z.minLength(1, { error: messageId, abort: true }));

export const contactUsSchema = z.object({
  name: requiredText(CONTACT_US_ERRORS.nameRequired.id).check(
    z.maxLength(255, { error: CONTACT_US_ERRORS.nameTooLong.id }),
  ),
  email: requiredText(CONTACT_US_ERRORS.emailRequired.id).check(
    z.refine((v) => EMAIL.test(v), { error: CONTACT_US_ERRORS.emailInvalid.id }),
  ),
  telephone: z.string().check(
    z.trim(),
    z.refine((v) => v === '' || isPhone(v), { error: CONTACT_US_ERRORS.telephoneInvalid.id }),
  ),
  comment: requiredText(CONTACT_US_ERRORS.commentRequired.id).check(
    z.maxLength(MAX_COMMENT, { error: CONTACT_US_ERRORS.commentTooLong.id }),
  ),
});

export type ContactUsValues = z.output<typeof contactUsSchema>;
export type ContactUsField = keyof ContactUsValues;

export const CONTACT_US_FIELDS: readonly ContactUsField[] = ['name', 'email', 'telephone', 'comment'];

/** The server refused the input: the field it concerns (none: the whole form) and the message id. */
export class ContactUsRefusal extends Error {
  constructor(
    readonly field: ContactUsField | null,
    readonly messageId: string,
  ) {
    super(messageId);
    this.name = 'ContactUsRefusal';
  }
}

/** Form-wide refusals (no field of theirs). */
export const CONTACT_US_FORM_ERRORS = validationMessages({
  tooMany: {
    id: 'contactUs.error.tooMany',
    defaultMessage: 'You have sent several messages already. Please try again in an hour.',
  },
});

/** The server's texts (modules/contact: Magento's where it has them) and what the form shows for each. */
const SERVER_REFUSALS: readonly [RegExp, ContactUsField | null, string][] = [
  [/^The email address is invalid/, 'email', CONTACT_US_ERRORS.emailInvalid.id],
  [/^Name field is required/, 'name', CONTACT_US_ERRORS.nameRequired.id],
  [/^Comment field is required/, 'comment', CONTACT_US_ERRORS.commentRequired.id],
  [/^The telephone number is invalid/, 'telephone', CONTACT_US_ERRORS.telephoneInvalid.id],
  [/^The comment must be at most/, 'comment', CONTACT_US_ERRORS.commentTooLong.id],
  [/^The name must be at most/, 'name', CONTACT_US_ERRORS.nameTooLong.id],
  [/^Too many messages/, null, CONTACT_US_FORM_ERRORS.tooMany.id],
];

export function refusalOf(message: string): ContactUsRefusal | null {
  const known = SERVER_REFUSALS.find(([pattern]) => pattern.test(message));
  return known ? new ContactUsRefusal(known[1], known[2]) : null;
}

/**
 * Sends the message (a mutation: POST, never cached). Resolves when the server answered status true;
 * throws a ContactUsRefusal for input it refused, any other error for a failure (network, server).
 */
export async function submitContactRequest(client: Client, values: ContactUsValues): Promise<void> {
  const result = await client
    .mutation(CONTACT_US, {
      input: {
        name: values.name,
        email: values.email,
        telephone: values.telephone || null,
        comment: values.comment,
      },
    })
    .toPromise();
  const refusal = result.error?.graphQLErrors.map((e) => refusalOf(e.message)).find(Boolean);
  if (refusal) throw refusal;
  if (result.error) throw result.error;
  if (result.data?.contactUs?.status !== true) throw new Error('The contact form was not accepted.');
}
