/**
 * Price alerts' calls (cart-account spec §3, §4, §7), loaded only when used: the start-up load of
 * the alerted skus (GetPriceAlertProducts, network-only, signed in only; its failure is swallowed
 * like every start-up query's) and subscribe / unsubscribe by sku, which set the whole list from
 * the server's answer. Not public operations (public-operations.ts): never cached or persisted.
 */
import type { Client } from 'urql';
import { graphql } from '../graphql/graphql.ts';
import { requestPolicyFor } from '../graphql/fetch-policies.ts';
import type { AppStore, RootAction } from '../state/app-store.tsx';
import { priceAlertActions } from '../state/price-alert-state.ts';

export const GET_PRICE_ALERT_PRODUCTS = graphql(`
  query GetPriceAlertProducts {
    priceAlert {
      products {
        sku
      }
    }
  }
`);

export const SUBSCRIBE_PRICE_ALERT = graphql(`
  mutation SubscribePriceAlert($sku: String!) {
    subscribePriceAlert(sku: $sku) {
      price_alert {
        products {
          sku
        }
      }
      user_errors {
        code
        message
      }
    }
  }
`);

export const UNSUBSCRIBE_PRICE_ALERT = graphql(`
  mutation UnsubscribePriceAlert($sku: String!) {
    unsubscribePriceAlert(sku: $sku) {
      price_alert {
        products {
          sku
        }
      }
      user_errors {
        code
        message
      }
    }
  }
`);

type Dispatch = (action: RootAction) => void;

/**
 * The start-up load: sets the list, or leaves it as it is when the call fails (swallowed, spec §8);
 * an answer arriving after a sign-out is dropped, and the list is emptied at sign-out.
 */
const watched = new WeakSet<AppStore>();
export async function loadPriceAlerts(client: Client, store: AppStore): Promise<void> {
  // Customer data does not outlive the session: the list empties at sign-out.
  if (!watched.has(store)) {
    watched.add(store);
    store.subscribe((s) => {
      if (!s.user.isSignedIn && s.priceAlerts.skus.length) store.dispatch(priceAlertActions.set([]));
    });
  }
  const result = await client
    .query(GET_PRICE_ALERT_PRODUCTS, {}, { requestPolicy: requestPolicyFor('GetPriceAlertProducts', false) })
    .toPromise()
    .catch(() => null);
  const products = result?.data?.priceAlert?.products;
  if (products && store.getState().user.isSignedIn) {
    store.dispatch(priceAlertActions.set(products.map((p) => p.sku)));
  }
}

export type PriceAlertChange = { ok: true } | { ok: false; message: string | null };

/** Subscribes (on) or unsubscribes (off) the sku; on success the list is the server's. */
export async function setPriceAlert(
  client: Client,
  dispatch: Dispatch,
  sku: string,
  on: boolean,
): Promise<PriceAlertChange> {
  const result = on
    ? await client.mutation(SUBSCRIBE_PRICE_ALERT, { sku }).toPromise()
    : await client.mutation(UNSUBSCRIBE_PRICE_ALERT, { sku }).toPromise();
  const data =
    result.data &&
    ('subscribePriceAlert' in result.data
      ? result.data.subscribePriceAlert
      : result.data.unsubscribePriceAlert);
  if (result.error || !data) return { ok: false, message: null };
  dispatch(priceAlertActions.set(data.price_alert.products.map((p) => p.sku)));
  const [userError] = data.user_errors;
  return userError ? { ok: false, message: userError.message } : { ok: true };
}

/**
 * The product page's switch, loaded on its first click: a guest goes to sign-in and back; otherwise
 * the sku is subscribed or unsubscribed (a click while one is on its way is ignored). Answers the
 * failure to show (null: none).
 */
const changing = new Set<string>();
export async function clickPriceAlert(input: {
  client: Client;
  store: AppStore;
  sku: string;
  location: string;
  navigate: (to: string) => void;
  t: (id: string, defaultMessage: string) => string;
}): Promise<string | null> {
  const { user, priceAlerts } = input.store.getState();
  if (!user.isSignedIn) {
    input.navigate(`/sign-in?redirect=${encodeURIComponent(input.location)}`);
    return null;
  }
  if (!input.sku || changing.has(input.sku)) return null;
  changing.add(input.sku);
  const outcome = await setPriceAlert(
    input.client,
    input.store.dispatch,
    input.sku,
    !priceAlerts.skus.includes(input.sku),
  )
    .catch(() => ({ ok: false as const, message: null }))
    .finally(() => changing.delete(input.sku));
  return outcome.ok
    ? null
    : (outcome.message ?? input.t('toast.unexpectedError', 'Sorry! An unexpected error occurred.'));
}
