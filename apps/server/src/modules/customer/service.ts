/**
 * The customer's rules (Magento's CustomerGraphQl): accounts, the address book and the
 * newsletter, with Magento's texts and categories. Every operation on an account needs the
 * caller's token (`signedIn`); sign-in itself is sign-in.ts, resets password-reset.ts, orders
 * orders.ts. The cart module uses `ownAddress` and `customerAddressById`.
 */
import type { Queryable } from '../../db/connection.ts';
import type { Context } from '../../graphql-context.ts';
import type {
  CustomerAddressInput,
  CustomerCreateInput,
  CustomerInput,
  CustomerUpdateInput,
} from '../../generated/graphql.ts';
import { NOT_AUTHORIZED } from '../../graphql-guard/authenticate.ts';
import { authorizationError, inputError, MagentoError, noSuchEntity } from '../../shared/errors.ts';
import { ensureCard } from '../loyalty/service.ts';
import { checkPasswordRules, hasherOf } from './passwords.ts';
import {
  addressExists,
  deleteAddressRow,
  deleteCustomerRow,
  emailTaken,
  insertAddress,
  insertCustomer,
  renameSubscription,
  selectAddress,
  selectAddresses,
  selectCustomer,
  selectPasswordHash,
  updateAddressRow,
  updateCustomerRow,
  upsertSubscription,
  type AddressFields,
  type AddressRow,
  type CustomerChanges,
  type CustomerRow,
} from './queries.ts';
import { ACCOUNT_LOCKED, signInAllowed } from './sign-in.ts';
import { isLocked, recordFailure } from './throttle.ts';
import { revokeCustomerTokens } from './tokens.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_TEXT = 255;
export const EMAIL_TAKEN = 'A customer with the same email address already exists in an associated website.';
export const WRONG_PASSWORD = "The password doesn't match this account. Verify the password and try again.";

/** The caller's customer id; Magento's authorization error for a guest. */
export function signedIn(ctx: Context): number {
  const id = ctx.customer.customerId;
  if (id === null) throw authorizationError(NOT_AUTHORIZED);
  return id;
}

export async function currentCustomer(ctx: Context): Promise<CustomerRow> {
  const row = await selectCustomer(ctx.services.db, signedIn(ctx));
  // A token outliving its account (deleted in the same instant): not authorized.
  if (!row) throw authorizationError(NOT_AUTHORIZED);
  return row;
}

// ---- field rules ----

export function checkEmail(email: string): string {
  const trimmed = email.trim();
  if (!trimmed || trimmed.length > MAX_TEXT || !EMAIL.test(trimmed))
    throw inputError(`"${email}" is not a valid email address.`);
  return trimmed;
}

/** +380 and nine digits; spaces, dashes and brackets are ignored. */
function checkPhone(phone: string | null | undefined): string | null | undefined {
  if (phone == null) return phone;
  const digits = phone.replace(/[\s\-()]/g, '');
  if (digits === '') return null;
  const normal = /^\+?380\d{9}$/.test(digits) ? `+${digits.replace(/^\+/, '')}` : null;
  if (!normal) throw inputError(`Invalid value of "${phone}" provided for the phone field.`);
  return normal;
}

function checkGender(gender: number | null | undefined): number | undefined {
  if (gender == null) return undefined;
  if (![1, 2, 3].includes(gender)) throw inputError(`"${gender}" is not a valid gender value.`);
  return gender;
}

/** Magento takes dates as YYYY-MM-DD (time ignored); the date must exist and be in the past. */
function checkDate(value: string | null | undefined): string | null | undefined {
  if (value == null || value === '') return value === '' ? null : value;
  const day = value.trim().slice(0, 10);
  const parsed = /^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T00:00:00Z`) : null;
  if (
    !parsed ||
    Number.isNaN(parsed.getTime()) ||
    parsed.toISOString().slice(0, 10) !== day ||
    parsed > new Date()
  )
    throw inputError(`Invalid date`);
  return day;
}

function text(value: string | null | undefined, field: string, required: boolean): string | null | undefined {
  if (value === undefined) return undefined;
  const trimmed = value?.trim() ?? '';
  if (!trimmed) {
    if (required) throw inputError(`Required parameters are missing: ${field}`);
    return null;
  }
  if (trimmed.length > MAX_TEXT)
    throw inputError(`Invalid value of "${value}" provided for the ${field} field.`);
  return trimmed;
}

// ---- accounts ----

type CreateInput = CustomerCreateInput & { phone?: string | null };

export async function createCustomer(ctx: Context, input: CreateInput | CustomerInput): Promise<CustomerRow> {
  const missing = (['email', 'firstname', 'lastname'] as const).filter((f) => !input[f]?.trim());
  if (missing.length) throw inputError(`Required parameters are missing: ${missing.join(', ')}`);
  const email = checkEmail(input.email ?? '');
  const password = input.password ?? '';
  // Magento allows an account without a password (it is set by a reset); the shop requires one.
  if (!password) throw inputError('Specify the "password" value.');
  const settings = ctx.services.config.customer;
  checkPasswordRules(password, email, settings);
  if (!(await signInAllowed(ctx))) throw rateLimited();
  const db = ctx.services.db;
  const row = await insertCustomer(db, {
    email,
    firstname: text(input.firstname, 'firstname', true)!,
    middlename: text(input.middlename, 'middlename', false) ?? null,
    lastname: text(input.lastname, 'lastname', true)!,
    gender: checkGender(input.gender) ?? 2,
    dateOfBirth: checkDate(input.date_of_birth ?? input.dob) ?? null,
    phone: checkPhone('phone' in input ? input.phone : null) ?? null,
    passwordHash: await hasherOf(settings).hash(password),
    storeId: ctx.store.id,
  });
  if (!row) throw inputError(EMAIL_TAKEN);
  // The loyalty card comes with the account (older accounts get theirs on first read).
  await ensureCard(db, row.id);
  if (!input.is_subscribed) return row;
  await setSubscription(db, row, ctx.store.id, true);
  return { ...row, is_subscribed: true };
}

type UpdateInput = CustomerUpdateInput & { phone?: string | null };

export async function updateCustomer(ctx: Context, input: UpdateInput | CustomerInput): Promise<CustomerRow> {
  const customer = await currentCustomer(ctx);
  if (!input || Object.keys(input).length === 0) throw inputError('"input" value should be specified');
  const db = ctx.services.db;
  // The deprecated updateCustomer may change the e-mail, with the password, as Magento's.
  if ('email' in input && input.email != null && input.email.trim() !== customer.email) {
    await updateEmail(ctx, input.email, input.password ?? '');
  }
  const changes: CustomerChanges = {
    firstname: text(input.firstname, 'firstname', true) ?? undefined,
    middlename: text(input.middlename, 'middlename', false),
    lastname: text(input.lastname, 'lastname', true) ?? undefined,
    gender: checkGender(input.gender),
    date_of_birth: checkDate(input.date_of_birth ?? ('dob' in input ? input.dob : undefined)),
    phone: 'phone' in input ? checkPhone(input.phone) : undefined,
  };
  await updateCustomerRow(db, customer.id, changes);
  if (input.is_subscribed != null) {
    const { email } = (await selectCustomer(db, customer.id))!;
    await setSubscription(db, { ...customer, email }, ctx.store.id, input.is_subscribed);
  }
  return (await selectCustomer(db, customer.id))!;
}

/**
 * Checks the signed-in customer's password; Magento's authentication error when wrong or locked.
 * Failures count toward the e-mail's lockout, as Magento's: a stolen token cannot guess on.
 */
async function checkOwnPassword(ctx: Context, customer: CustomerRow, password: string): Promise<void> {
  const { db, config } = ctx.services;
  const settings = config.customer;
  if (settings.lockoutFailures > 0 && (await isLocked(db, customer.email)))
    throw new MagentoError(ACCOUNT_LOCKED, 'graphql-authentication');
  const hash = await selectPasswordHash(db, customer.id);
  const { ok } = hash ? await hasherOf(settings).verify(hash, password) : { ok: false };
  if (!ok) {
    await recordFailure(db, customer.email, settings.lockoutFailures, settings.lockoutMinutes);
    throw new MagentoError(WRONG_PASSWORD, 'graphql-authentication');
  }
}

export async function updateEmail(ctx: Context, email: string, password: string): Promise<CustomerRow> {
  const customer = await currentCustomer(ctx);
  if (!email.trim()) throw inputError('Specify the "email" value.');
  if (!password) throw inputError('Provide the current "password" to change "email".');
  const next = checkEmail(email);
  await checkOwnPassword(ctx, customer, password);
  const db = ctx.services.db;
  if (await emailTaken(db, next, customer.id)) throw inputError(EMAIL_TAKEN);
  if (!(await updateCustomerRow(db, customer.id, { email: next }))) throw inputError(EMAIL_TAKEN);
  await renameSubscription(db, customer.email, next);
  return (await selectCustomer(db, customer.id))!;
}

/** The bearer value of the request (to keep the session that changes the password). */
export type CurrentToken = string | undefined;

export async function changePassword(
  ctx: Context,
  currentPassword: string,
  newPassword: string,
  currentToken: CurrentToken,
): Promise<CustomerRow> {
  const customer = await currentCustomer(ctx);
  if (!currentPassword) throw inputError('Specify the "currentPassword" value.');
  if (!newPassword) throw inputError('Specify the "newPassword" value.');
  await checkOwnPassword(ctx, customer, currentPassword);
  const settings = ctx.services.config.customer;
  checkPasswordRules(newPassword, customer.email, settings);
  const db = ctx.services.db;
  await updateCustomerRow(db, customer.id, { password_hash: await hasherOf(settings).hash(newPassword) });
  // Every other session ends: a thief who had the old password is signed out.
  await revokeCustomerTokens(db, customer.id, currentToken);
  return customer;
}

export async function deleteCustomer(ctx: Context): Promise<boolean> {
  const customer = await currentCustomer(ctx);
  await deleteCustomerRow(ctx.services.db, customer.id);
  return true;
}

export function rateLimited(): MagentoError {
  return new MagentoError(
    'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
    'graphql-authentication',
  );
}

// ---- newsletter ----

async function setSubscription(db: Queryable, c: CustomerRow, storeId: number, subscribed: boolean) {
  await upsertSubscription(db, { email: c.email, storeId, customerId: c.id, subscribed });
}

/** Magento's NewsletterGraphQl: guests and customers; the customer may subscribe only their own e-mail. */
export async function subscribeEmailToNewsletter(
  ctx: Context,
  email: string,
): Promise<{ status: 'SUBSCRIBED' }> {
  if (!email.trim()) throw inputError('You must specify an email address to subscribe to a newsletter.');
  const trimmed = email.trim();
  if (trimmed.length > MAX_TEXT || !EMAIL.test(trimmed)) throw inputError('Enter a valid email address.');
  const db = ctx.services.db;
  let customerId: number | null = null;
  if (ctx.customer.customerId !== null) {
    const me = await currentCustomer(ctx);
    if (me.email.toLowerCase() !== trimmed.toLowerCase())
      throw inputError('Cannot create a newsletter subscription.');
    customerId = me.id;
  }
  const before = await upsertSubscription(db, {
    email: trimmed,
    storeId: ctx.store.id,
    customerId,
    subscribed: true,
  });
  if (before === 'SUBSCRIBED') throw inputError('This email address is already subscribed.');
  return { status: 'SUBSCRIBED' };
}

// ---- addresses ----

const REQUIRED_ADDRESS_FIELDS = ['firstname', 'lastname', 'street', 'city', 'telephone'] as const;

function missingAddressFields(a: Partial<AddressFields>): string[] {
  return REQUIRED_ADDRESS_FIELDS.filter((f) => {
    const v = a[f];
    return Array.isArray(v) ? !v.some((line) => line.trim()) : !v;
  });
}

/** The address input as columns: only the fields given (undefined: unchanged). */
function addressFields(input: CustomerAddressInput): Partial<AddressFields> {
  const opt = (v: string | null | undefined, field: string) => text(v, field, false);
  // A required field given empty becomes '', which the missing-fields check names.
  const req = (v: string | null | undefined, field: string) =>
    v === undefined ? undefined : (opt(v, field) ?? '');
  const street = input.street?.map((l) => (l ?? '').trim()).filter(Boolean);
  if (street && street.some((l) => l.length > MAX_TEXT))
    throw inputError(`Invalid value of "${street.join(' ')}" provided for the street field.`);
  const region = input.region;
  return {
    firstname: req(input.firstname, 'firstname'),
    middlename: opt(input.middlename, 'middlename'),
    lastname: req(input.lastname, 'lastname'),
    street: street,
    city: req(input.city, 'city'),
    region: region === undefined ? undefined : (region?.region ?? null),
    region_code: region === undefined ? undefined : (region?.region_code ?? null),
    region_id: region === undefined ? undefined : (region?.region_id ?? null),
    postcode: opt(input.postcode, 'postcode'),
    country_code: input.country_code ?? input.country_id ?? undefined,
    telephone: input.telephone === undefined ? undefined : (checkPhone(input.telephone) ?? ''),
    nova_poshta_city_ref: opt(input.nova_poshta_city_ref, 'nova_poshta_city_ref'),
    nova_poshta_street_ref: opt(input.nova_poshta_street_ref, 'nova_poshta_street_ref'),
    nova_poshta_warehouse_ref: opt(input.nova_poshta_warehouse_ref, 'nova_poshta_warehouse_ref'),
    delivery_time_slots: opt(input.delivery_time_slots, 'delivery_time_slots'),
    default_shipping: input.default_shipping ?? undefined,
    default_billing: input.default_billing ?? undefined,
  };
}

/** One address of the customer, or undefined when it is not theirs (or does not exist). */
export async function customerAddressById(
  db: Queryable,
  customerId: number,
  addressId: number,
): Promise<AddressRow | undefined> {
  return selectAddress(db, customerId, addressId);
}

/** Adds an address to the customer's book (Magento's validation texts); the cart saves checkout's with it. */
export async function createAddress(
  db: Queryable,
  customerId: number,
  input: CustomerAddressInput,
): Promise<AddressRow> {
  const fields = addressFields(input);
  const missing = missingAddressFields(fields);
  if (missing.length) throw inputError(`Required parameters are missing: ${missing.join(', ')}`);
  return insertAddress(db, customerId, {
    firstname: '',
    lastname: '',
    street: [],
    city: '',
    telephone: null,
    middlename: null,
    region: null,
    region_code: null,
    region_id: null,
    postcode: null,
    country_code: 'UA',
    nova_poshta_city_ref: null,
    nova_poshta_street_ref: null,
    nova_poshta_warehouse_ref: null,
    delivery_time_slots: null,
    default_shipping: false,
    default_billing: false,
    ...(Object.fromEntries(
      Object.entries(fields).filter(([, v]) => v !== undefined),
    ) as Partial<AddressFields>),
  });
}

export async function addresses(ctx: Context, customerId: number): Promise<AddressRow[]> {
  return selectAddresses(ctx.services.db, customerId);
}

/**
 * The customer's own address, or Magento's errors: unknown id, or another customer's. The cart
 * uses it for customer_address_id.
 */
export async function ownAddress(ctx: Context, customerId: number, id: number): Promise<AddressRow> {
  const db = ctx.services.db;
  const row = await selectAddress(db, customerId, id);
  if (row) return row;
  if (await addressExists(db, id))
    throw authorizationError(`Current customer does not have permission to address with ID "${id}"`);
  throw noSuchEntity(`Could not find a address with ID "${id}"`);
}

export async function createCustomerAddress(ctx: Context, input: CustomerAddressInput): Promise<AddressRow> {
  return createAddress(ctx.services.db, signedIn(ctx), input);
}

export async function updateCustomerAddress(
  ctx: Context,
  id: number,
  input: CustomerAddressInput | null | undefined,
): Promise<AddressRow> {
  const customerId = signedIn(ctx);
  if (!id || id <= 0) throw inputError('Address "id" value should be specified');
  if (!input || Object.keys(input).length === 0) throw inputError('"input" value should be specified');
  const current = await ownAddress(ctx, customerId, id);
  const changes = addressFields(input);
  const missing = missingAddressFields({
    ...current,
    ...Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)),
  });
  if (missing.length) throw inputError(`Required parameters are missing: ${missing.join(', ')}`);
  const row = await updateAddressRow(ctx.services.db, customerId, id, changes);
  if (!row) throw noSuchEntity(`Could not find a address with ID "${id}"`);
  return row;
}

export async function deleteCustomerAddress(ctx: Context, id: number): Promise<boolean> {
  const customerId = signedIn(ctx);
  if (!id || id <= 0) throw inputError('Address "id" value should be specified');
  const current = await ownAddress(ctx, customerId, id);
  if (current.default_billing)
    throw inputError(`Customer Address ${id} is set as default billing address and can not be deleted`);
  if (current.default_shipping)
    throw inputError(`Customer Address ${id} is set as default shipping address and can not be deleted`);
  return deleteAddressRow(ctx.services.db, customerId, id);
}
