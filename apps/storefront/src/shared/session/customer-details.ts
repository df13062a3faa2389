/**
 * The signed-in customer's details (GetCustomerAfterSignIn: email, names, newsletter) into the user
 * slice, with its request and receive actions. Asked after sign-in and on start when signed in.
 */
import { userActions, type CurrentUser } from '../state/user-state.ts';
import { GET_CUSTOMER_AFTER_SIGN_IN } from './session-documents.ts';
import { fetchFresh, sessionErrorOf, type SessionDeps } from './session-client.ts';

/** Loads the details; throws the server's error after recording it in the slice. */
export async function loadCustomerDetails(deps: SessionDeps): Promise<CurrentUser> {
  const { dispatch } = deps.store;
  dispatch(userActions.getDetailsRequest());
  const result = await fetchFresh(deps, GET_CUSTOMER_AFTER_SIGN_IN, {});
  const customer = result.data?.customer;
  if (result.error || !customer) {
    const error = sessionErrorOf(result.error, 'Could not load the customer');
    dispatch(userActions.getDetailsReceive(null, error));
    throw error;
  }
  const user: CurrentUser = {
    email: customer.email ?? '',
    firstname: customer.firstname ?? '',
    lastname: customer.lastname ?? '',
    is_subscribed: customer.is_subscribed ?? null,
  };
  dispatch(userActions.getDetailsReceive(user));
  return user;
}

/** The server refused the token (revoked elsewhere, e.g. by a password change): the session is over. */
export function isAuthorizationFailure(error: unknown): boolean {
  const cause = (error as { cause?: { graphQLErrors?: { extensions?: { category?: unknown } }[] } })?.cause;
  return Boolean(cause?.graphQLErrors?.some((e) => e.extensions?.category === 'graphql-authorization'));
}
