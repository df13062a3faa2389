/**
 * The contact-us form (the spec leaves its validation open): name, a phone number or e-mail, and a
 * message are required; the contact must look like an e-mail address or a phone number.
 */

export interface ContactUsValues {
  name: string;
  contact: string;
  message: string;
}

export type ContactUsField = keyof ContactUsValues;

/** Message ids and English defaults of the validation messages. */
export const CONTACT_US_ERRORS = {
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
} as const;

export type ContactUsError = (typeof CONTACT_US_ERRORS)[keyof typeof CONTACT_US_ERRORS];
export type ContactUsErrors = Partial<Record<ContactUsField, ContactUsError>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** Digits with the usual separators; 10 to 15 digits (a Ukrainian number is 10, with +380 it is 12). */
const PHONE = /^\+?[\d\s()-]+$/;

export function isEmailOrPhone(value: string): boolean {
  const text = value.trim();
  if (EMAIL.test(text)) return true;
  if (!PHONE.test(text)) return false;
  const digits = text.replace(/\D/g, '').length;
  return digits >= 10 && digits <= 15;
}

export function validateContactUs(values: ContactUsValues): ContactUsErrors {
  const errors: ContactUsErrors = {};
  if (!values.name.trim()) errors.name = CONTACT_US_ERRORS.nameRequired;
  if (!values.contact.trim()) errors.contact = CONTACT_US_ERRORS.contactRequired;
  else if (!isEmailOrPhone(values.contact)) errors.contact = CONTACT_US_ERRORS.contactInvalid;
  if (!values.message.trim()) errors.message = CONTACT_US_ERRORS.messageRequired;
  return errors;
}

/**
 * Sends a contact request. The commerce server has no contact mutation yet, so this resolves without
 * sending anything; when one exists, this is the one function to change.
 */
export async function submitContactRequest(values: ContactUsValues): Promise<void> {
  void values;
}
