/**
 * How long a new sign-in token lives: Magento's storeConfig.customer_access_token_lifetime (in hours,
 * as Magento's setting and Venia read it) when the server answers it, else the spec's 3600 s.
 */
import { SIGNIN_TOKEN_TTL_SECONDS } from '../storage/storage-keys.ts';
import { GET_CUSTOMER_ACCESS_TOKEN_LIFETIME } from './session-documents.ts';
import { fetchFresh, type SessionDeps } from './session-client.ts';

export function lifetimeSecondsOf(hours: unknown): number {
  return typeof hours === 'number' && Number.isFinite(hours) && hours > 0
    ? Math.round(hours * 3600)
    : SIGNIN_TOKEN_TTL_SECONDS;
}

/** Never fails: any error (a server without the field, offline) gives the default. */
export async function tokenLifetimeSeconds(deps: SessionDeps): Promise<number> {
  try {
    const result = await fetchFresh(deps, GET_CUSTOMER_ACCESS_TOKEN_LIFETIME, {});
    return lifetimeSecondsOf(result.data?.storeConfig?.customer_access_token_lifetime);
  } catch {
    return SIGNIN_TOKEN_TTL_SECONDS;
  }
}
