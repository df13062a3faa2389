import { Client, makeErrorResult, makeResult, type Exchange, type Operation } from '@urql/core';
import { map, pipe } from 'wonka';
import { describe, expect, it } from 'vitest';
import {
  CONTACT_US_ERRORS,
  CONTACT_US_FORM_ERRORS,
  ContactUsRefusal,
  contactUsSchema,
  isPhone,
  refusalOf,
  submitContactRequest,
} from './contact-form.ts';

/** Issue message ids by field, as the form shows them (the first per field). */
function issues(values: Record<string, string>) {
  const result = contactUsSchema.safeParse(values);
  if (result.success) return {};
  const byField: Record<string, string> = {};
  for (const issue of result.error.issues) byField[String(issue.path[0])] ??= issue.message;
  return byField;
}

const valid = { name: 'Olena', email: 'olena@example.com', telephone: '', comment: 'Hi' };

describe('contact-us form rules', () => {
  it('requires a name, an e-mail and a message (blank counts as empty); the phone is optional', () => {
    expect(issues({ name: ' ', email: '', telephone: '', comment: '\n' })).toEqual({
      name: CONTACT_US_ERRORS.nameRequired.id,
      email: CONTACT_US_ERRORS.emailRequired.id,
      comment: CONTACT_US_ERRORS.commentRequired.id,
    });
    expect(issues(valid)).toEqual({});
  });

  it('gives the values trimmed', () => {
    expect(
      contactUsSchema.parse({
        name: ' Olena ',
        email: ' o@example.com ',
        telephone: ' 0501234567 ',
        comment: ' Hi\n',
      }),
    ).toEqual({ name: 'Olena', email: 'o@example.com', telephone: '0501234567', comment: 'Hi' });
  });

  it('checks the e-mail, a phone of 10 to 15 digits when given, and the lengths the server takes', () => {
    for (const value of ['+38 (050) 123-45-67', '0501234567']) expect(isPhone(value)).toBe(true);
    for (const value of ['12345', 'call me', '+38 050 123 45 67 89 00 11'])
      expect(isPhone(value)).toBe(false);
    expect(issues({ ...valid, email: 'olena@', telephone: 'call me' })).toEqual({
      email: CONTACT_US_ERRORS.emailInvalid.id,
      telephone: CONTACT_US_ERRORS.telephoneInvalid.id,
    });
    expect(issues({ ...valid, name: 'я'.repeat(256), comment: 'x'.repeat(2001) })).toEqual({
      name: CONTACT_US_ERRORS.nameTooLong.id,
      comment: CONTACT_US_ERRORS.commentTooLong.id,
    });
  });

  it("maps the server's texts (Magento's where it has them) to their fields", () => {
    expect(refusalOf('The email address is invalid. Verify the email address and try again.')).toEqual(
      new ContactUsRefusal('email', CONTACT_US_ERRORS.emailInvalid.id),
    );
    expect(refusalOf('Comment field is required.')?.field).toBe('comment');
    expect(refusalOf('Name field is required.')?.field).toBe('name');
    expect(refusalOf('The telephone number is invalid.')?.field).toBe('telephone');
    expect(refusalOf('Too many messages were sent from your address. Please try again later.')).toMatchObject(
      {
        field: null,
        messageId: CONTACT_US_FORM_ERRORS.tooMany.id,
      },
    );
    expect(refusalOf('Internal server error')).toBeNull();
  });
});

/** A client whose one exchange answers every mutation with `answer` and keeps what was sent. */
function client(answer: (op: Operation) => ReturnType<typeof makeResult>) {
  const sent: Operation[] = [];
  const exchange: Exchange = () => (ops$) =>
    pipe(
      ops$,
      map((op) => {
        sent.push(op);
        return answer(op);
      }),
    );
  return { client: new Client({ url: '/graphql', exchanges: [exchange] }), sent };
}

describe('submitContactRequest', () => {
  it("sends Magento's contactUs with the telephone null when empty, and resolves on status true", async () => {
    const c = client((op) => makeResult(op, { data: { contactUs: { status: true } } }));
    await expect(submitContactRequest(c.client, valid)).resolves.toBeUndefined();
    expect(c.sent).toHaveLength(1);
    expect(c.sent[0]!.kind).toBe('mutation');
    expect(c.sent[0]!.variables).toEqual({
      input: { name: 'Olena', email: 'olena@example.com', telephone: null, comment: 'Hi' },
    });
  });

  it('throws a refusal for a text it knows and the error for anything else', async () => {
    const refused = client((op) =>
      makeResult(op, { data: { contactUs: null }, errors: [{ message: 'Name field is required.' }] }),
    );
    await expect(submitContactRequest(refused.client, valid)).rejects.toEqual(
      new ContactUsRefusal('name', CONTACT_US_ERRORS.nameRequired.id),
    );
    const offline = client((op) => makeErrorResult(op, new Error('offline')));
    await expect(submitContactRequest(offline.client, valid)).rejects.not.toBeInstanceOf(ContactUsRefusal);
    const odd = client((op) => makeResult(op, { data: { contactUs: { status: false } } }));
    await expect(submitContactRequest(odd.client, valid)).rejects.toThrow('not accepted');
  });
});
