/**
 * The OpenID Connect flow (authorization code with PKCE, state and nonce; openid-client):
 * `startFlow` keeps the flow server-side (social_login_state, any process can finish it) and
 * answers the provider's authorization address; `finishFlow` takes the flow of the callback's
 * state once, checks that the browser finishing it is the one that started it (the digest of an
 * httpOnly cookie), exchanges the code with the PKCE verifier, checks the ID token's nonce, and
 * signs in (or links) by accounts.ts' rules. Every failure is a result 0 with a message.
 */
import * as oidc from 'openid-client';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connection.ts';
import type { StoreRegistry, StoreView } from '../store/stores.ts';
import { issueCustomerToken, newSecret, secretDigest } from '../customer/tokens.ts';
import { identityOf, linkTo, signInAs, type Outcome } from './accounts.ts';
import { socialMessage, type SocialMessage } from './messages.ts';
import {
  CALLBACK_PATH,
  oidcConfiguration,
  providerOf,
  PROVIDER_LABELS,
  type ConfiguredProvider,
} from './providers.ts';
import { insertFlow, takeFlow, takeLinkIntent } from './queries.ts';

/** How long a started sign-in may take at the provider. */
export const FLOW_LIFETIME_SECONDS = 600;

export interface FlowDeps {
  db: Db;
  config: Config;
  stores: StoreRegistry;
}

/** What the callback page posts to the opener (Amasty's shape), and where it goes without one. */
export interface SocialResult {
  result: 0 | 1;
  token?: string;
  messages: string[];
  redirect_data: { type: string; action: 'login' | 'link'; redirectWithError: boolean };
}

export interface Finished {
  payload: SocialResult;
  store: StoreView;
}

export const callbackUrl = (config: Config) => `${config.publicUrl}${CALLBACK_PATH}`;

function storeOf(stores: StoreRegistry, code: string | undefined): StoreView {
  try {
    return stores.resolve(code);
  } catch {
    return stores.defaultStore();
  }
}

function failure(store: StoreView, type: string, action: 'login' | 'link', message: SocialMessage): Finished {
  const label = PROVIDER_LABELS[type as keyof typeof PROVIDER_LABELS] ?? type;
  return {
    store,
    payload: {
      result: 0,
      messages: [socialMessage(store.locale, message, label)],
      redirect_data: { type, action, redirectWithError: true },
    },
  };
}

export interface StartRequest {
  type: string;
  store?: string;
  /** amSocialLoginLinkAccount's ticket: binds the flow to the customer who asked for it. */
  intent?: string;
}

export type Started = { redirect: string; browserSecret: string } | { failed: Finished };

export async function startFlow(deps: FlowDeps, req: StartRequest): Promise<Started> {
  const store = storeOf(deps.stores, req.store);
  const action = req.intent ? 'link' : 'login';
  const provider = providerOf(deps.config.socialLogin, req.type);
  if (!store.config.amsociallogin_general_enabled)
    return { failed: failure(store, req.type, action, 'disabled') };
  if (!provider) return { failed: failure(store, req.type, action, 'unknownType') };
  let linkCustomerId: number | null = null;
  if (req.intent) {
    const customer = await takeLinkIntent(deps.db, secretDigest(req.intent), provider.type);
    if (customer === undefined) return { failed: failure(store, provider.type, action, 'badState') };
    linkCustomerId = customer;
  }
  let configuration: oidc.Configuration;
  try {
    configuration = await oidcConfiguration(provider);
  } catch {
    return { failed: failure(store, provider.type, action, 'providerError') };
  }
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const browserSecret = newSecret();
  await insertFlow(deps.db, {
    stateHash: secretDigest(state),
    type: provider.type,
    codeVerifier,
    nonce,
    storeCode: store.code,
    browserHash: secretDigest(browserSecret),
    linkCustomerId,
    lifetimeSeconds: FLOW_LIFETIME_SECONDS,
  });
  const params: Record<string, string> = {
    redirect_uri: callbackUrl(deps.config),
    scope: 'openid email profile',
    response_type: 'code',
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    ui_locales: store.locale.slice(0, 2),
  };
  // Apple sends the name and e-mail only to a form_post callback, and has no `profile` scope.
  if (provider.type === 'apple')
    Object.assign(params, { response_mode: 'form_post', scope: 'openid email name' });
  const redirect = oidc.buildAuthorizationUrl(configuration, params).href;
  return { redirect, browserSecret };
}

export interface CallbackRequest {
  /** The callback's query (the provider's answer). */
  url: URL;
  /** A form_post answer's fields (Apple); empty for a query answer. */
  form?: URLSearchParams;
  /** The browser-binding cookie's value. */
  browserSecret: string | undefined;
}

export async function finishFlow(deps: FlowDeps, req: CallbackRequest): Promise<Finished> {
  const params = req.form && req.form.has('state') ? req.form : req.url.searchParams;
  const state = params.get('state');
  const flow = state ? await takeFlow(deps.db, secretDigest(state)) : undefined;
  if (!flow || !req.browserSecret || secretDigest(req.browserSecret) !== flow.browser_hash) {
    return failure(storeOf(deps.stores, undefined), flow?.type ?? '', 'login', 'badState');
  }
  const store = storeOf(deps.stores, flow.store_code);
  const action = flow.link_customer_id === null ? 'login' : 'link';
  const provider = providerOf(deps.config.socialLogin, flow.type);
  if (!provider) return failure(store, flow.type, action, 'unknownType');
  let claims: Record<string, unknown>;
  try {
    const current = new URL(callbackUrl(deps.config));
    current.search = params.toString();
    claims = await exchange(provider, current, flow.code_verifier, state!, flow.nonce);
  } catch {
    return failure(store, flow.type, action, 'providerError');
  }
  const identity = identityOf(claims);
  const outcome: Outcome =
    flow.link_customer_id === null
      ? await signInAs(deps.db, flow.type, identity, deps.config.customer, store.id)
      : await linkTo(deps.db, flow.link_customer_id, flow.type, identity);
  if (!outcome.ok) return failure(store, flow.type, action, outcome.message);
  const token =
    action === 'login'
      ? await issueCustomerToken(deps.db, outcome.customerId, deps.config.customer.tokenLifetimeSeconds)
      : undefined;
  return {
    store,
    payload: {
      result: 1,
      ...(token ? { token } : {}),
      messages: [socialMessage(store.locale, outcome.message, provider.label)],
      redirect_data: { type: flow.type, action, redirectWithError: false },
    },
  };
}

/** The code for tokens (PKCE verifier, state and nonce checked), then the claims with UserInfo's. */
async function exchange(
  provider: ConfiguredProvider,
  /** The registered callback address with the provider's answer as its query. */
  current: URL,
  codeVerifier: string,
  state: string,
  nonce: string,
): Promise<Record<string, unknown>> {
  const configuration = await oidcConfiguration(provider);
  const tokens = await oidc.authorizationCodeGrant(configuration, current, {
    pkceCodeVerifier: codeVerifier,
    expectedState: state,
    expectedNonce: nonce,
    idTokenExpected: true,
  });
  const claims: Record<string, unknown> = { ...tokens.claims() };
  // Some providers keep e-mail and names out of the ID token: ask UserInfo for the same subject.
  if (configuration.serverMetadata().userinfo_endpoint && (!claims.email || !claims.name)) {
    const info = await oidc.fetchUserInfo(configuration, tokens.access_token, String(claims.sub));
    for (const [key, value] of Object.entries(info)) if (claims[key] === undefined) claims[key] = value;
  }
  return claims;
}
