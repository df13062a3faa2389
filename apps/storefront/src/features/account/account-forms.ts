/**
 * The rules of the account's forms (the forms kit of shared/forms: zod/mini, message ids translated when
 * shown): personal information, the e-mail change (with the password, as `updateCustomerEmail` asks) and
 * an address of the address book (a Nova Poshta city, then a branch, a parcel locker or a street).
 */
import * as z from 'zod/mini';
import { isValidUkrainianPhone, UA_PHONE_PREFIX } from '../../shared/forms/ukrainian-phone.ts';
import { validationMessages } from '../../shared/forms/use-schema-form.ts';
import { ADDRESS_DELIVERY_KINDS, type AddressDeliveryKind, type AddressFormValues } from './address-book.ts';
import { EMAIL_PATTERN as EMAIL } from '../../shared/forms/email.ts';

export const ACCOUNT_ERRORS = validationMessages({
  firstnameRequired: {
    id: 'account.error.firstnameRequired',
    defaultMessage: 'Please enter your first name.',
  },
  lastnameRequired: { id: 'account.error.lastnameRequired', defaultMessage: 'Please enter your last name.' },
  phoneInvalid: {
    id: 'account.error.phoneInvalid',
    defaultMessage: 'Enter a Ukrainian phone number: +380 and 9 digits.',
  },
  dobInvalid: { id: 'account.error.dobInvalid', defaultMessage: 'Enter a date of birth in the past.' },
  emailRequired: { id: 'account.error.emailRequired', defaultMessage: 'Please enter your e-mail.' },
  emailInvalid: { id: 'account.error.emailInvalid', defaultMessage: 'Enter a valid e-mail address.' },
  passwordRequired: {
    id: 'account.error.passwordRequired',
    defaultMessage: 'Enter your password to confirm the change.',
  },
  cityRequired: { id: 'account.error.cityRequired', defaultMessage: 'Choose a city from the list.' },
  warehouseRequired: {
    id: 'account.error.warehouseRequired',
    defaultMessage: 'Choose a branch or parcel locker from the list.',
  },
  streetRequired: { id: 'account.error.streetRequired', defaultMessage: 'Please enter the street.' },
  houseRequired: { id: 'account.error.houseRequired', defaultMessage: 'Please enter the house number.' },
});

const trimmed = () => z.string().check(z.trim());
const required = (messageId: string) => trimmed().check(z.minLength(1, { error: messageId }));

/** Empty, or just the +380 the field starts with, means no phone. */
export const isBlankPhone = (value: string): boolean => {
  const compact = value.replace(/\s/g, '');
  return compact === '' || compact === UA_PHONE_PREFIX;
};

/** A date of birth: empty, or YYYY-MM-DD after 1900 and before today. */
export function isValidDateOfBirth(value: string, today: Date = new Date()): boolean {
  if (value === '') return true;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.getUTCFullYear() >= 1900 && date.getTime() < today.getTime();
}

export const GENDERS = ['1', '2'] as const;
/** Spec §3/§9: 2 unless the customer chose otherwise. */
export const DEFAULT_GENDER = '2';

export const personalSchema = z.object({
  firstname: required(ACCOUNT_ERRORS.firstnameRequired.id),
  middlename: trimmed(),
  lastname: required(ACCOUNT_ERRORS.lastnameRequired.id),
  gender: z.enum(GENDERS),
  dateOfBirth: trimmed().check(
    z.refine((v) => isValidDateOfBirth(v), { error: ACCOUNT_ERRORS.dobInvalid.id }),
  ),
  phone: z
    .string()
    .check(
      z.refine((v) => isBlankPhone(v) || isValidUkrainianPhone(v), { error: ACCOUNT_ERRORS.phoneInvalid.id }),
    ),
});

export type PersonalValues = z.input<typeof personalSchema>;
export const PERSONAL_FIELDS: readonly (keyof PersonalValues)[] = [
  'firstname',
  'middlename',
  'lastname',
  'gender',
  'dateOfBirth',
  'phone',
];

export const emailSchema = z.object({
  email: required(ACCOUNT_ERRORS.emailRequired.id).check(
    z.regex(EMAIL, { error: ACCOUNT_ERRORS.emailInvalid.id }),
  ),
  password: z.string().check(z.minLength(1, { error: ACCOUNT_ERRORS.passwordRequired.id })),
});

export type EmailValues = z.input<typeof emailSchema>;
export const EMAIL_FIELDS: readonly (keyof EmailValues)[] = ['email', 'password'];

const ADDRESS_NEEDS: Record<
  AddressDeliveryKind,
  readonly (readonly [keyof AddressFormValues, keyof typeof ACCOUNT_ERRORS])[]
> = {
  branch: [
    ['cityRef', 'cityRequired'],
    ['warehouseRef', 'warehouseRequired'],
  ],
  locker: [
    ['cityRef', 'cityRequired'],
    ['warehouseRef', 'warehouseRequired'],
  ],
  courier: [
    ['cityRef', 'cityRequired'],
    ['street', 'streetRequired'],
    ['house', 'houseRequired'],
  ],
};

/** One check per field a delivery kind may need; none aborts, so a refused submit shows every error. */
const addressChecks = (
  [
    ['cityRef', 'cityRequired'],
    ['warehouseRef', 'warehouseRequired'],
    ['street', 'streetRequired'],
    ['house', 'houseRequired'],
  ] as const
).map(([field, message]) =>
  z.refine<Record<string, unknown>>(
    (value) =>
      !(ADDRESS_NEEDS[value.delivery as AddressDeliveryKind] ?? []).some(([needed]) => needed === field) ||
      String(value[field] ?? '').trim() !== '',
    { error: ACCOUNT_ERRORS[message].id, path: [field] },
  ),
);

export const addressSchema = z
  .object({
    firstname: required(ACCOUNT_ERRORS.firstnameRequired.id),
    lastname: required(ACCOUNT_ERRORS.lastnameRequired.id),
    telephone: z.string().check(z.refine(isValidUkrainianPhone, { error: ACCOUNT_ERRORS.phoneInvalid.id })),
    delivery: z.enum(ADDRESS_DELIVERY_KINDS as [AddressDeliveryKind, ...AddressDeliveryKind[]]),
    city: trimmed(),
    cityRef: z.string(),
    warehouse: z.string(),
    warehouseRef: z.string(),
    street: trimmed(),
    streetRef: z.string(),
    house: trimmed(),
    flat: trimmed(),
    defaultShipping: z.boolean(),
  })
  .check(...addressChecks);

export const ADDRESS_FIELDS: readonly (keyof AddressFormValues)[] = [
  'firstname',
  'lastname',
  'telephone',
  'cityRef',
  'warehouseRef',
  'street',
  'house',
];
