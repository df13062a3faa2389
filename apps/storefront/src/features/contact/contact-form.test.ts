import { describe, expect, it } from 'vitest';
import { CONTACT_US_ERRORS, contactUsSchema, isEmailOrPhone, submitContactRequest } from './contact-form.ts';

/** Issue message ids by field, as the form shows them (the first per field). */
function issues(values: Record<string, string>) {
  const result = contactUsSchema.safeParse(values);
  if (result.success) return {};
  const byField: Record<string, string> = {};
  for (const issue of result.error.issues) byField[String(issue.path[0])] ??= issue.message;
  return byField;
}

describe('contact-us form rules', () => {
  it('requires a name, a contact and a message (blank counts as empty)', () => {
    expect(issues({ name: ' ', contact: '', message: '\n' })).toEqual({
      name: CONTACT_US_ERRORS.nameRequired.id,
      contact: CONTACT_US_ERRORS.contactRequired.id,
      message: CONTACT_US_ERRORS.messageRequired.id,
    });
    expect(contactUsSchema.safeParse({ name: ' ', contact: '', message: '' }).error?.issues).toHaveLength(3);
  });

  it('gives the values trimmed', () => {
    expect(contactUsSchema.parse({ name: ' Olena ', contact: ' 0501234567 ', message: ' Hi\n' })).toEqual({
      name: 'Olena',
      contact: '0501234567',
      message: 'Hi',
    });
  });

  it('accepts an e-mail or a phone number of 10 to 15 digits', () => {
    for (const value of ['olena@example.com', '+38 (050) 123-45-67', '0501234567'])
      expect(isEmailOrPhone(value)).toBe(true);
    for (const value of ['olena@', '12345', 'call me', '+38 050 123 45 67 89 00 11'])
      expect(isEmailOrPhone(value)).toBe(false);
    expect(issues({ name: 'O', contact: 'nope', message: 'x' })).toEqual({
      contact: CONTACT_US_ERRORS.contactInvalid.id,
    });
  });

  it('has a submit function that resolves (no backend mutation yet)', async () => {
    await expect(
      submitContactRequest({ name: 'O', contact: '0501234567', message: 'x' }),
    ).resolves.toBeUndefined();
  });
});
