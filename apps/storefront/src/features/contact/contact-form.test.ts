import { describe, expect, it } from 'vitest';
import {
  CONTACT_US_ERRORS,
  isEmailOrPhone,
  submitContactRequest,
  validateContactUs,
} from './contact-form.ts';

describe('contact-us form rules', () => {
  it('requires a name, a contact and a message', () => {
    expect(validateContactUs({ name: ' ', contact: '', message: '\n' })).toEqual({
      name: CONTACT_US_ERRORS.nameRequired,
      contact: CONTACT_US_ERRORS.contactRequired,
      message: CONTACT_US_ERRORS.messageRequired,
    });
    expect(validateContactUs({ name: 'Olena', contact: 'olena@example.com', message: 'Hello' })).toEqual({});
  });

  it('accepts an e-mail or a phone number of 10 to 15 digits', () => {
    for (const value of ['olena@example.com', '+38 (050) 123-45-67', '0501234567'])
      expect(isEmailOrPhone(value)).toBe(true);
    for (const value of ['olena@', '12345', 'call me', '+38 050 123 45 67 89 00 11'])
      expect(isEmailOrPhone(value)).toBe(false);
    expect(validateContactUs({ name: 'O', contact: 'nope', message: 'x' })).toEqual({
      contact: CONTACT_US_ERRORS.contactInvalid,
    });
  });

  it('has a submit function that resolves (no backend mutation yet)', async () => {
    await expect(
      submitContactRequest({ name: 'O', contact: '0501234567', message: 'x' }),
    ).resolves.toBeUndefined();
  });
});
