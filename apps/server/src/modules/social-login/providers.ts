/**
 * The providers the shop has configured (SOCIAL_LOGIN_<TYPE>_ISSUER / _CLIENT_ID / _CLIENT_SECRET)
 * and their OpenID Connect configuration, discovered once per process from the issuer's
 * `/.well-known/openid-configuration` (a failed discovery is not kept, so the next try asks again).
 */
import * as oidc from 'openid-client';
import {
  SOCIAL_LOGIN_TYPES,
  type SocialLoginProvider,
  type SocialLoginSettings,
  type SocialLoginType,
} from '../../config.ts';

export const PROVIDER_LABELS: Record<SocialLoginType, string> = {
  google: 'Google',
  facebook: 'Facebook',
  apple: 'Apple',
};

/** Paths of the flow, in Amasty's style (its controllers live under amsociallogin/social/…). */
export const START_PATH = '/amsociallogin/social/login';
export const CALLBACK_PATH = '/amsociallogin/social/callback';

export interface ConfiguredProvider extends SocialLoginProvider {
  type: SocialLoginType;
  label: string;
}

export const isSocialType = (type: string): type is SocialLoginType =>
  (SOCIAL_LOGIN_TYPES as readonly string[]).includes(type);

/** The configured providers, in the order of SOCIAL_LOGIN_TYPES. */
export function configuredProviders(settings: SocialLoginSettings): ConfiguredProvider[] {
  return SOCIAL_LOGIN_TYPES.flatMap((type) => {
    const provider = settings.providers[type];
    return provider ? [{ ...provider, type, label: PROVIDER_LABELS[type] }] : [];
  });
}

export function providerOf(settings: SocialLoginSettings, type: string): ConfiguredProvider | undefined {
  return configuredProviders(settings).find((p) => p.type === type);
}

/** Plain http only for an issuer on this machine (a local provider for development and tests). */
const isLoopback = (url: URL) =>
  url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

const discovered = new Map<string, Promise<oidc.Configuration>>();

export function oidcConfiguration(provider: ConfiguredProvider): Promise<oidc.Configuration> {
  const key = `${provider.issuer}\n${provider.clientId}\n${provider.clientSecret ?? ''}`;
  let config = discovered.get(key);
  if (!config) {
    const issuer = new URL(provider.issuer);
    config = oidc.discovery(
      issuer,
      provider.clientId,
      undefined,
      provider.clientSecret ? oidc.ClientSecretPost(provider.clientSecret) : oidc.None(),
      { execute: isLoopback(issuer) ? [oidc.allowInsecureRequests] : [], timeout: 10 },
    );
    config.catch(() => discovered.delete(key));
    discovered.set(key, config);
  }
  return config;
}
