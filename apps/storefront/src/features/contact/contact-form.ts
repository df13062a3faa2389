/**
 * The contact-us form (the spec leaves its validation open): name, a phone number or e-mail, and a
 * message are required; the contact must look like an e-mail address or a phone number. The rules
 * are a zod/mini schema (the form pattern of shared/forms); values come out trimmed.
 */
import * as z from 'zod/mini';
import { validationMessages } from '../../shared/forms/use-schema-form.ts';
import { EMAIL_PATTERN as EMAIL } from '../../shared/forms/email.ts';

/** Message ids and English defaults of the validation messages. */
export const CONTACT_US_ERRORS = validationMessages({
  nameRequired: { id: 'contactUs.error.nameRequired', defaultMessage: 'Please enter your name.' },
  contactRequired: {
    id: 'contactUs.error.contactRequired',
    defaultMessage: 'Please enter a phone number or e-mail.',
  },
  contactInvalid: {
    id: 'contactUs.error.contactInvalid',
    defaultMessage: 'Enter a valid phone number or e-mail.',
  },
  messageRequired: { id: 'contactUs.error.messageRequired', defaultMessage: 'Please enter your message.' },
});

/** Digits with the usual separators; 10 to 15 digits (a Ukrainian number is 10, with +380 it is 12). */
const PHONE = /^\+?[\d\s()-]+$/;

export function isEmailOrPhone(value: string): boolean {
  const text = value.trim();
  if (EMAIL.test(text)) return true;
  if (!PHONE.test(text)) return false;
  const digits = text.replace(/\D/g, '').length;
  return digits >= 10 && digits <= 15;
}

/** A trimmed text that must not be empty; `abort` keeps later checks quiet for an empty field. */
const requiredText = (messageId: string) =>
  z.string().check(z.trim(), z.minLength(1, { error: messageId, abort: true }));

export const contactUsSchema = z.object({
  name: requiredText(CONTACT_US_ERRORS.nameRequired.id),
  contact: requiredText(CONTACT_US_ERRORS.contactRequired.id).check(
    z.refine(isEmailOrPhone, { error: CONTACT_US_ERRORS.contactInvalid.id }),
  ),
  message: requiredText(CONTACT_US_ERRORS.messageRequired.id),
});

export type ContactUsValues = z.output<typeof contactUsSchema>;
export type ContactUsField = keyof ContactUsValues;

export const CONTACT_US_FIELDS: readonly ContactUsField[] = ['name', 'contact', 'message'];

/**
 * Sends a contact request. The commerce server has no contact mutation yet, so this resolves without
 * sending anything; when one exists, this is the one function to change.
 */
export async function submitContactRequest(values: ContactUsValues): Promise<void> {
  void values;
}
