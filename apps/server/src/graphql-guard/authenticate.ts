/**
 * The one place a customer token is checked. A request without an Authorization header (or with
 * another scheme than Bearer, which Magento ignores too) is a guest; a bearer token the verifier
 * does not accept is refused on every operation with Magento's error, never served as a guest.
 * The customer module's verifier (modules/customer/tokens.ts) is plugged in by http/app.ts.
 */
import type { CustomerContext } from '../graphql-context.ts';
import { authorizationError } from '../shared/errors.ts';

export interface TokenVerifier {
  /** The token's customer, or null when it is unknown, expired or revoked. */
  verify(token: string): Promise<CustomerContext | null>;
}

export const GUEST: CustomerContext = { customerId: null, groupId: 0, taxRate: 0 };

/** No token is valid: for a server without customers (tests of the layers below). */
export const noCustomerTokens: TokenVerifier = { verify: async () => null };

export const NOT_AUTHORIZED = "The current customer isn't authorized.";

/** The caller's customer context from the Authorization header; throws graphql-authorization. */
export async function authenticate(
  authorization: string | undefined,
  verifier: TokenVerifier,
): Promise<CustomerContext> {
  const match = /^\s*bearer(?:\s+(.*))?$/i.exec(authorization ?? '');
  if (!match) return GUEST;
  const token = (match[1] ?? '').trim();
  const customer = token ? await verifier.verify(token) : null;
  if (!customer) throw authorizationError(NOT_AUTHORIZED);
  return customer;
}
