/**
 * A real OpenID Connect provider on this machine (`oidc-provider`), for trying social sign-in
 * (`npm run oidc:dev`) and for the tests. It has one client and no login form: its interaction
 * signs in whichever account `setAccount` last named and grants `openid email profile`, so a
 * flow runs without a person typing. PKCE is required of every client.
 * Development and tests only: nothing in the server imports it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

export interface DevAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
}

export interface DevProviderOptions {
  host?: string;
  port: number;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  account: DevAccount;
}

export interface DevProvider {
  issuer: string;
  /** Names the account the next sign-in is done as. */
  setAccount(account: DevAccount): void;
  /** The authorization requests the provider received (to check PKCE and state in tests). */
  readonly authorizationRequests: URLSearchParams[];
  close(): Promise<void>;
}

export async function startDevProvider(opts: DevProviderOptions): Promise<DevProvider> {
  const host = opts.host ?? '127.0.0.1';
  const issuer = `http://${host}:${opts.port}`;
  let account = opts.account;
  const authorizationRequests: URLSearchParams[] = [];
  const configuration: Configuration = {
    clients: [
      {
        client_id: opts.clientId,
        client_secret: opts.clientSecret,
        redirect_uris: opts.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({ ...(id === account.sub ? account : { sub: id }) }),
    }),
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['vitryna-dev-provider-cookie-key'] },
    // Local only: plain http.
    clientBasedCORS: () => false,
  };
  const provider = new Provider(issuer, configuration);
  const callback = provider.callback();

  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', issuer);
      if (url.pathname === '/auth') authorizationRequests.push(url.searchParams);
      if (!url.pathname.startsWith('/interaction/')) return callback(req, res);
      // The automatic "person": logs in the current account, then consents to what was asked.
      const details = await provider.interactionDetails(req, res);
      if (details.prompt.name === 'login') {
        await provider.interactionFinished(req, res, { login: { accountId: account.sub } });
        return;
      }
      const clientId = String(details.params.client_id);
      const grant = details.grantId
        ? await provider.Grant.find(details.grantId)
        : new provider.Grant({ accountId: account.sub, clientId });
      if (!grant) throw new Error('grant not found');
      grant.addOIDCScope(String(details.params.scope ?? 'openid'));
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      );
    } catch (error) {
      res.statusCode = 500;
      res.end(String(error));
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, host, resolve);
  });
  return {
    issuer: `http://${host}:${(server.address() as AddressInfo).port}`,
    setAccount: (next) => {
      account = next;
    },
    authorizationRequests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
