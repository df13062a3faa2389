/**
 * The flow's HTTP routes (Amasty's paths): GET /amsociallogin/social/login?type=…&store=…[&intent=…]
 * starts it (302 to the provider, with the browser-binding cookie), GET or POST (Apple's
 * form_post) /amsociallogin/social/callback finishes it with the callback page.
 *
 * Both answer `Cross-Origin-Opener-Policy: unsafe-none`: the popup passes through the provider's
 * origin, and only a page outside any isolation keeps its `window.opener` (the shop's pages send
 * `same-origin-allow-popups`, http/security-headers.ts). Nothing here is ever cached.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FlowDeps, Finished } from './flow.ts';
import { FLOW_LIFETIME_SECONDS, finishFlow, startFlow } from './flow.ts';
import { callbackPage, CALLBACK_CSP } from './callback-page.ts';
import { CALLBACK_PATH, START_PATH } from './providers.ts';

const COOKIE = 'amsociallogin_flow';
const COOKIE_PATH = '/amsociallogin/social';

function cookieOf(req: FastifyRequest): string | undefined {
  const header = req.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === COOKIE) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/**
 * httpOnly, scoped to the flow's paths. Over https SameSite=None (Apple's form_post callback is a
 * cross-site POST, which a Lax cookie would miss); over plain http (development) Lax.
 */
function cookie(value: string, maxAge: number, secure: boolean): string {
  const site = secure ? 'SameSite=None; Secure' : 'SameSite=Lax';
  return `${COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; ${site}`;
}

function noStore(reply: FastifyReply): FastifyReply {
  return reply
    .header('Cache-Control', 'no-store')
    .header('Cross-Origin-Opener-Policy', 'unsafe-none')
    .header('Referrer-Policy', 'no-referrer');
}

export async function registerSocialLogin(app: FastifyInstance, deps: FlowDeps): Promise<void> {
  const publicUrl = deps.config.publicUrl;
  const origin = new URL(publicUrl).origin;
  const secure = publicUrl.startsWith('https:');

  const page = (reply: FastifyReply, finished: Finished) => {
    const { store, payload } = finished;
    const target = payload.redirect_data.action === 'link' ? 'social-accounts' : 'sign-in';
    return noStore(reply)
      .header('Content-Security-Policy', CALLBACK_CSP)
      .type('text/html; charset=utf-8')
      .send(
        callbackPage({
          payload,
          origin,
          fallback: `${publicUrl}/${store.code}/${target}`,
          lang: store.locale.slice(0, 2),
        }),
      );
  };

  await app.register(async (scope) => {
    // Apple answers with a form POST; nothing else here takes a body.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_req, body, done) => done(null, new URLSearchParams(String(body))),
    );

    scope.get<{ Querystring: Record<string, string | undefined> }>(START_PATH, async (req, reply) => {
      const q = req.query;
      const started = await startFlow(deps, { type: q.type ?? '', store: q.store, intent: q.intent });
      if ('failed' in started) return page(reply, started.failed);
      return noStore(reply)
        .header('Set-Cookie', cookie(started.browserSecret, FLOW_LIFETIME_SECONDS, secure))
        .redirect(started.redirect, 302);
    });

    const callback = async (req: FastifyRequest, reply: FastifyReply) => {
      const finished = await finishFlow(deps, {
        url: new URL(req.url, origin),
        form: req.body instanceof URLSearchParams ? req.body : undefined,
        browserSecret: cookieOf(req),
      });
      reply.header('Set-Cookie', cookie('', 0, secure));
      return page(reply, finished);
    };
    scope.get(CALLBACK_PATH, callback);
    scope.post(CALLBACK_PATH, callback);
  });
}
