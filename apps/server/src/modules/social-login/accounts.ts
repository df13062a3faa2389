/**
 * Who a provider account signs in as. In order:
 *   1. the customer the account (type, sub) is linked to;
 *   2. an existing customer with the same e-mail, only when the provider says the e-mail is
 *      verified (`email_verified`): the account is linked to it;
 *   3. a new customer, again only for a verified e-mail: its name from the claims and a random
 *      password nobody knows (a password can be set later through "forgot password").
 * An unverified e-mail neither joins an existing account nor makes a new one: otherwise whoever
 * controls a provider account claiming an address could take over (or pre-create) that address's
 * account. Linking while signed in (`linkTo`) binds the account to that customer instead.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/connection.ts';
import type { CustomerSettings } from '../../config.ts';
import { hasherOf } from '../customer/passwords.ts';
import { insertCustomer, selectCredentials } from '../customer/queries.ts';
import { insertLink, refreshLink, selectLinkedCustomer } from './queries.ts';
import type { SocialMessage } from './messages.ts';

/** What the provider told about the person (ID token claims merged with UserInfo). */
export interface ProviderIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
  name: string | null;
}

export type Outcome =
  { ok: true; customerId: number; message: SocialMessage } | { ok: false; message: SocialMessage };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const clip = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, 255) : null;
};

/** Claims as they arrive: Apple sends `email_verified` as the string "true". */
export function identityOf(claims: Record<string, unknown>): ProviderIdentity {
  const str = (key: string) => (typeof claims[key] === 'string' ? clip(claims[key] as string) : null);
  const email = str('email');
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  return {
    subject: String(claims.sub),
    email: email && EMAIL.test(email) ? email : null,
    emailVerified: Boolean(email) && verified,
    givenName: str('given_name'),
    familyName: str('family_name'),
    name: str('name'),
  };
}

/** Magento needs a first and a last name: from the claims, else the full name split, else the e-mail's name. */
function namesOf(identity: ProviderIdentity): { firstname: string; lastname: string } {
  const words = identity.name?.split(/\s+/) ?? [];
  const fallback = identity.email?.split('@')[0] ?? 'Customer';
  const firstname = identity.givenName ?? words[0] ?? fallback;
  const lastname = identity.familyName ?? (words.length > 1 ? words.slice(1).join(' ') : firstname);
  return { firstname, lastname };
}

const displayName = (identity: ProviderIdentity) => identity.name ?? identity.email;

export async function signInAs(
  db: Db,
  type: string,
  identity: ProviderIdentity,
  settings: CustomerSettings,
  storeId: number,
): Promise<Outcome> {
  const link = { type, subject: identity.subject, email: identity.email, name: displayName(identity) };
  const linked = await selectLinkedCustomer(db, type, identity.subject);
  if (linked !== undefined) {
    await refreshLink(db, link);
    return { ok: true, customerId: linked, message: 'signedIn' };
  }
  if (!identity.email) return { ok: false, message: 'noEmail' };
  const existing = await selectCredentials(db, identity.email);
  if (existing) {
    if (!identity.emailVerified) return { ok: false, message: 'emailTakenUnverified' };
    if (!(await insertLink(db, { ...link, customerId: existing.id })))
      return { ok: false, message: 'typeAlreadyLinked' };
    return { ok: true, customerId: existing.id, message: 'signedIn' };
  }
  if (!identity.emailVerified) return { ok: false, message: 'unverifiedEmail' };
  const created = await insertCustomer(db, {
    email: identity.email,
    ...namesOf(identity),
    middlename: null,
    gender: 2,
    dateOfBirth: null,
    phone: null,
    // Random and never shown: the account signs in through the provider (or a password reset).
    passwordHash: await hasherOf(settings).hash(randomBytes(32).toString('base64url')),
    storeId,
  });
  // Registered by someone else in the same instant: the verified e-mail joins that account.
  const customerId = created?.id ?? (await selectCredentials(db, identity.email))?.id;
  if (customerId === undefined) return { ok: false, message: 'providerError' };
  if (!(await insertLink(db, { ...link, customerId }))) {
    // The same provider account finished a parallel sign-in first: sign in as that one.
    const winner = await selectLinkedCustomer(db, type, identity.subject);
    return winner === undefined
      ? { ok: false, message: 'providerError' }
      : { ok: true, customerId: winner, message: 'signedIn' };
  }
  return { ok: true, customerId, message: 'signedIn' };
}

/** Links the provider account to the signed-in customer who started the flow. */
export async function linkTo(
  db: Db,
  customerId: number,
  type: string,
  identity: ProviderIdentity,
): Promise<Outcome> {
  const owner = await selectLinkedCustomer(db, type, identity.subject);
  if (owner !== undefined && owner !== customerId) return { ok: false, message: 'linkedElsewhere' };
  if (owner === customerId) {
    await refreshLink(db, {
      type,
      subject: identity.subject,
      email: identity.email,
      name: displayName(identity),
    });
    return { ok: true, customerId, message: 'linked' };
  }
  const inserted = await insertLink(db, {
    customerId,
    type,
    subject: identity.subject,
    email: identity.email,
    name: displayName(identity),
  });
  return inserted ? { ok: true, customerId, message: 'linked' } : { ok: false, message: 'typeAlreadyLinked' };
}
