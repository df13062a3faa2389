/**
 * The rules of the checkout's forms (the forms kit of shared/forms: zod/mini, message ids translated
 * when shown). The delivery form asks what its delivery kind needs: a Nova Poshta city and branch or
 * locker, a city and street address for the courier, or one of our stores; a guest also gives an
 * e-mail (spec §5).
 */
import * as z from 'zod/mini';
import { validationMessages } from '../../shared/forms/use-schema-form.ts';
import { isValidUkrainianPhone, normalizeUkrainianPhone } from '../../shared/forms/ukrainian-phone.ts';
import { DELIVERY_KINDS, type CheckoutAddress } from './checkout-address.ts';
import { EMAIL_PATTERN as EMAIL } from '../../shared/forms/email.ts';

export const CHECKOUT_ERRORS = validationMessages({
  emailRequired: { id: 'checkout.error.emailRequired', defaultMessage: 'Please enter your e-mail.' },
  emailInvalid: { id: 'checkout.error.emailInvalid', defaultMessage: 'Enter a valid e-mail address.' },
  firstnameRequired: {
    id: 'checkout.error.firstnameRequired',
    defaultMessage: 'Please enter your first name.',
  },
  lastnameRequired: { id: 'checkout.error.lastnameRequired', defaultMessage: 'Please enter your last name.' },
  phoneInvalid: {
    id: 'checkout.error.phoneInvalid',
    defaultMessage: 'Enter a Ukrainian phone number: +380 and 9 digits.',
  },
  cityRequired: { id: 'checkout.error.cityRequired', defaultMessage: 'Choose a city from the list.' },
  warehouseRequired: {
    id: 'checkout.error.warehouseRequired',
    defaultMessage: 'Choose a branch or parcel locker from the list.',
  },
  streetRequired: { id: 'checkout.error.streetRequired', defaultMessage: 'Please enter the street.' },
  houseRequired: { id: 'checkout.error.houseRequired', defaultMessage: 'Please enter the house number.' },
  storeRequired: { id: 'checkout.error.storeRequired', defaultMessage: 'Choose a store.' },
  nonceRequired: { id: 'checkout.error.nonceRequired', defaultMessage: 'Please enter the card token.' },
});

const trimmed = () => z.string().check(z.trim());
/**
 * No `abort` on field checks: an aborting issue would keep the object's delivery checks from running, and
 * the form shows only the first message of a field anyway.
 */
const required = (messageId: string) => trimmed().check(z.minLength(1, { error: messageId }));

const DELIVERY_FIELDS = {
  branch: [
    ['cityRef', 'cityRequired'],
    ['warehouseRef', 'warehouseRequired'],
  ],
  locker: [
    ['cityRef', 'cityRequired'],
    ['warehouseRef', 'warehouseRequired'],
  ],
  courier: [
    ['city', 'cityRequired'],
    ['street', 'streetRequired'],
    ['house', 'houseRequired'],
  ],
  pickup: [['pickupCode', 'storeRequired']],
} as const satisfies Record<
  string,
  readonly (readonly [keyof CheckoutAddress, keyof typeof CHECKOUT_ERRORS])[]
>;

/** The delivery form: contact, name, phone and the address its delivery kind needs. */
export function deliverySchema(guest: boolean) {
  return z
    .object({
      email: guest
        ? required(CHECKOUT_ERRORS.emailRequired.id).check(
            z.regex(EMAIL, { error: CHECKOUT_ERRORS.emailInvalid.id }),
          )
        : trimmed(),
      firstname: required(CHECKOUT_ERRORS.firstnameRequired.id),
      lastname: required(CHECKOUT_ERRORS.lastnameRequired.id),
      telephone: z.pipe(
        z.string().check(z.refine(isValidUkrainianPhone, { error: CHECKOUT_ERRORS.phoneInvalid.id })),
        z.transform(normalizeUkrainianPhone),
      ),
      delivery: z.enum(DELIVERY_KINDS as [CheckoutAddress['delivery'], ...CheckoutAddress['delivery'][]]),
      city: trimmed(),
      cityRef: z.string(),
      warehouse: z.string(),
      warehouseRef: z.string(),
      street: trimmed(),
      streetRef: z.string(),
      house: trimmed(),
      flat: trimmed(),
      pickupCode: z.string(),
      pickupAddress: z.string(),
    })
    .check(...deliveryChecks);
}

/** The address fields each delivery kind needs. */
const needs = (value: { delivery?: unknown }, field: keyof CheckoutAddress): boolean =>
  (DELIVERY_FIELDS[value.delivery as CheckoutAddress['delivery']] ?? []).some(([needed]) => needed === field);

/**
 * One check per field a delivery kind may need; they run even while other fields are invalid (their
 * issues do not abort), so a refused submit shows every error at once.
 */
const deliveryChecks = [
  ['cityRef', 'cityRequired'],
  ['city', 'cityRequired'],
  ['warehouseRef', 'warehouseRequired'],
  ['street', 'streetRequired'],
  ['house', 'houseRequired'],
  ['pickupCode', 'storeRequired'],
].map(([field, message]) =>
  z.refine<Record<string, unknown>>(
    (value) => !needs(value, field as keyof CheckoutAddress) || String(value[field!] ?? '').trim() !== '',
    {
      error: CHECKOUT_ERRORS[message as keyof typeof CHECKOUT_ERRORS].id,
      path: [field!],
    },
  ),
);

export type DeliveryValues = CheckoutAddress;

/** Fields in the order the form shows them, for the refused-submit announcement. */
export const DELIVERY_FORM_FIELDS: readonly (keyof CheckoutAddress)[] = [
  'email',
  'firstname',
  'lastname',
  'telephone',
  'cityRef',
  'city',
  'warehouseRef',
  'street',
  'house',
  'pickupCode',
];
