/** SQL of social sign-in (Kysely, generated row types): linked accounts, flows in flight, link intents. */
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { kyselyOf } from '../../db/kysely.ts';
import type { SocialLoginAccount } from '../../generated/db.ts';

/** A hex SHA-256 digest as the bytea it is stored as. */
const digest = (hex: string) => sql<Buffer>`decode(${hex}, 'hex')`;

export type LinkedAccountRow = Pick<
  Selectable<SocialLoginAccount>,
  'customer_id' | 'type' | 'email' | 'name'
>;

export interface NewFlow {
  stateHash: string;
  type: string;
  codeVerifier: string;
  nonce: string;
  storeCode: string;
  browserHash: string;
  linkCustomerId: number | null;
  lifetimeSeconds: number;
}

export interface FlowRow {
  type: string;
  code_verifier: string;
  nonce: string;
  store_code: string;
  browser_hash: string;
  link_customer_id: number | null;
}

/** Keeps a flow in flight (and drops the expired ones, so the table stays small). */
export async function insertFlow(db: Db, flow: NewFlow): Promise<void> {
  const k = kyselyOf(db);
  await k
    .deleteFrom('social_login_state')
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
  await k
    .insertInto('social_login_state')
    .values({
      state_hash: digest(flow.stateHash),
      type: flow.type,
      code_verifier: flow.codeVerifier,
      nonce: flow.nonce,
      store_code: flow.storeCode,
      browser_hash: digest(flow.browserHash),
      link_customer_id: flow.linkCustomerId,
      expires_at: sql<Date>`now() + make_interval(secs => ${flow.lifetimeSeconds})`,
    })
    .execute();
}

/** The flow of a state, taken once: a second callback with the same state finds nothing. */
export async function takeFlow(db: Db, stateHash: string): Promise<FlowRow | undefined> {
  return kyselyOf(db)
    .deleteFrom('social_login_state')
    .where('state_hash', '=', digest(stateHash))
    .where('expires_at', '>', sql<Date>`now()`)
    .returning([
      'type',
      'code_verifier',
      'nonce',
      'store_code',
      sql<string>`encode(browser_hash, 'hex')`.as('browser_hash'),
      'link_customer_id',
    ])
    .executeTakeFirst();
}

export async function insertLinkIntent(
  db: Db,
  intentHash: string,
  customerId: number,
  type: string,
  lifetimeSeconds: number,
): Promise<void> {
  const k = kyselyOf(db);
  await k
    .deleteFrom('social_login_link_intent')
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
  await k
    .insertInto('social_login_link_intent')
    .values({
      intent_hash: digest(intentHash),
      customer_id: customerId,
      type,
      expires_at: sql<Date>`now() + make_interval(secs => ${lifetimeSeconds})`,
    })
    .execute();
}

/** The customer a link intent was made for, taken once, if it is for this provider and still fresh. */
export async function takeLinkIntent(db: Db, intentHash: string, type: string): Promise<number | undefined> {
  const row = await kyselyOf(db)
    .deleteFrom('social_login_link_intent')
    .where('intent_hash', '=', digest(intentHash))
    .where('type', '=', type)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('customer_id')
    .executeTakeFirst();
  return row?.customer_id;
}

export async function selectLinkedCustomer(
  db: Db,
  type: string,
  subject: string,
): Promise<number | undefined> {
  const row = await kyselyOf(db)
    .selectFrom('social_login_account')
    .select('customer_id')
    .where('type', '=', type)
    .where('subject', '=', subject)
    .executeTakeFirst();
  return row?.customer_id;
}

export interface NewLink {
  customerId: number;
  type: string;
  subject: string;
  email: string | null;
  name: string | null;
}

/** Links the account; false when this provider account or this customer's type is already linked. */
export async function insertLink(db: Db, link: NewLink): Promise<boolean> {
  const row = await kyselyOf(db)
    .insertInto('social_login_account')
    .values({
      customer_id: link.customerId,
      type: link.type,
      subject: link.subject,
      email: link.email,
      name: link.name,
    })
    .onConflict((c) => c.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** What the provider says now about a linked account (shown on the social accounts page). */
export async function refreshLink(db: Db, link: Omit<NewLink, 'customerId'>): Promise<void> {
  await kyselyOf(db)
    .updateTable('social_login_account')
    .set({ email: link.email, name: link.name, updated_at: sql<Date>`now()` })
    .where('type', '=', link.type)
    .where('subject', '=', link.subject)
    .execute();
}

export function selectLinks(db: Db, customerId: number): Promise<LinkedAccountRow[]> {
  return kyselyOf(db)
    .selectFrom('social_login_account')
    .select(['customer_id', 'type', 'email', 'name'])
    .where('customer_id', '=', customerId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function deleteLink(db: Db, customerId: number, type: string): Promise<boolean> {
  const result = await kyselyOf(db)
    .deleteFrom('social_login_account')
    .where('customer_id', '=', customerId)
    .where('type', '=', type)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
