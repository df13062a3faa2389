/**
 * Amasty Social Login's GraphQL: the buttons, the signed-in customer's linked accounts, link and
 * unlink. Linking hands out a single-use ticket (social_login_link_intent, 5 minutes) that the
 * start route exchanges for a flow bound to this customer: the customer is never named by a
 * parameter a page could forge.
 *
 * Unlinking is always allowed, even of the account's only provider: every account has an e-mail
 * the provider verified, so "forgot password" always gives it a password.
 */
import type { Context } from '../../graphql-context.ts';
import type {
  AmSocialLoginAccountData,
  AmSocialLoginButtonConfig,
  AmSocialLoginLinkOutput,
  AmSocialLoginOutput,
} from '../../generated/graphql.ts';
import { newSecret, secretDigest } from '../customer/tokens.ts';
import { signedIn } from '../customer/service.ts';
import { socialMessage } from './messages.ts';
import { configuredProviders, providerOf, PROVIDER_LABELS, START_PATH } from './providers.ts';
import { deleteLink, insertLinkIntent, selectLinks } from './queries.ts';

export const LINK_INTENT_SECONDS = 300;

const enabled = (ctx: Context) => Boolean(ctx.store.config.amsociallogin_general_enabled);

function startUrl(ctx: Context, type: string, intent?: string): string {
  const query = new URLSearchParams({ type, store: ctx.store.code });
  if (intent) query.set('intent', intent);
  return `${ctx.services.config.publicUrl}${START_PATH}?${query}`;
}

export function buttonConfig(ctx: Context): AmSocialLoginButtonConfig[] {
  if (!enabled(ctx)) return [];
  return configuredProviders(ctx.services.config.socialLogin).map((p) => ({
    type: p.type,
    label: p.label,
    url: startUrl(ctx, p.type),
  }));
}

export async function accountData(ctx: Context): Promise<AmSocialLoginAccountData[]> {
  const links = await selectLinks(ctx.services.db, signedIn(ctx));
  return links.map((l) => ({ type: l.type, name: l.name ?? l.email }));
}

const labelOf = (type: string) => PROVIDER_LABELS[type as keyof typeof PROVIDER_LABELS] ?? type;

export async function linkAccount(ctx: Context, type: string): Promise<AmSocialLoginLinkOutput> {
  const customerId = signedIn(ctx);
  const locale = ctx.store.locale;
  if (!enabled(ctx)) return { isSuccess: false, message: socialMessage(locale, 'disabled'), url: null };
  const provider = providerOf(ctx.services.config.socialLogin, type);
  if (!provider) return { isSuccess: false, message: socialMessage(locale, 'unknownType'), url: null };
  const intent = newSecret();
  await insertLinkIntent(
    ctx.services.db,
    secretDigest(intent),
    customerId,
    provider.type,
    LINK_INTENT_SECONDS,
  );
  return { isSuccess: true, message: '', url: startUrl(ctx, provider.type, intent) };
}

export async function unlinkAccount(ctx: Context, type: string): Promise<AmSocialLoginOutput> {
  const customerId = signedIn(ctx);
  const removed = await deleteLink(ctx.services.db, customerId, type);
  return {
    isSuccess: removed,
    message: socialMessage(ctx.store.locale, removed ? 'unlinked' : 'notLinked', labelOf(type)),
  };
}
