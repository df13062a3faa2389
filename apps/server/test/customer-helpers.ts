/** Shared pieces of the customer tests: unique accounts, signing in, the bearer header. */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { GqlResponse, TestServer } from './harness.ts';

export const PASSWORD = 'Kashtan-u-Kyievi-42';

export const uniqueEmail = (prefix = 'shopper') => `${prefix}.${randomUUID().slice(0, 8)}@example.com`;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface Account {
  email: string;
  password: string;
  token: string;
  id: number;
}

/** A POST mutation (or query) with the customer's token. */
export function call<T = Record<string, unknown>>(
  s: TestServer,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<GqlResponse<T>> {
  return s.gql<T>(query, { method: 'POST', variables, headers: token ? bearer(token) : {} });
}

export const firstError = (r: GqlResponse<unknown>) => r.body.errors?.[0];

export function expectError(r: GqlResponse<unknown>, message: string, category: string) {
  expect(r.body.errors?.[0]).toMatchObject({ message, extensions: { category } });
}

export async function signIn(
  s: TestServer,
  email: string,
  password: string,
): Promise<GqlResponse<{ generateCustomerToken: { token: string } }>> {
  return call(
    s,
    'mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }',
    {
      e: email,
      p: password,
    },
  );
}

/** Creates an account and signs it in. */
export async function signUp(s: TestServer, input: Record<string, unknown> = {}): Promise<Account> {
  const email = (input.email as string | undefined) ?? uniqueEmail();
  const password = (input.password as string | undefined) ?? PASSWORD;
  const created = await call<{ createCustomerV2: { customer: { email: string } } }>(
    s,
    'mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
    { input: { firstname: 'Олена', lastname: 'Коваль', ...input, email, password } },
  );
  expect(created.body.errors).toBeUndefined();
  const signed = await signIn(s, email, password);
  expect(signed.body.errors).toBeUndefined();
  const token = signed.body.data!.generateCustomerToken.token;
  const [row] = await s.db.query<{ id: number }>(`SELECT id FROM customer WHERE lower(email) = lower($1)`, [
    email,
  ]);
  return { email, password, token, id: row!.id };
}
