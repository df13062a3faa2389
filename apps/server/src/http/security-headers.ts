/**
 * Security headers on every answer (@fastify/helmet): nosniff, strict-origin-when-cross-origin,
 * no framing, HSTS only when PUBLIC_URL is https, and a CSP that lets an API answer (JSON,
 * images) load nothing at all.
 *
 * Pages set their own CSP: helmet writes its headers with `reply.raw.setHeader` in an onRequest
 * hook, and a header set later with `reply.header('Content-Security-Policy', …)` (in a route's
 * handler or an onSend hook) replaces it when the answer is written. The storefront does so for
 * its HTML with a nonce per page; an HTML or JavaScript answer whose route sets none goes
 * without (below: the API policy would break pages and service workers).
 * GraphiQL (development only) loads its scripts from unpkg.com
 * and runs inline code, so its routes go without a CSP.
 */
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export const API_CSP_DIRECTIVES = {
  defaultSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'none'"],
};

const OWN_POLICY_TYPES = /^(text\/html|text\/javascript|application\/javascript)\b/;

export async function registerSecurityHeaders(
  app: FastifyInstance,
  opts: { publicUrl: string; development: boolean },
): Promise<void> {
  if (opts.development) {
    app.addHook('onRoute', (route) => {
      if (route.url.startsWith('/graphiql')) route.helmet = { contentSecurityPolicy: false };
    });
  }
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: API_CSP_DIRECTIVES },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // Pages keep the popups they open (social sign-in's, which pass through a provider's origin)
    // and are still severed from any other origin that opens them.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Behind TLS only: over plain http a browser ignores it, and on localhost it would stick.
    strictTransportSecurity: opts.publicUrl.startsWith('https:')
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    // Media may be shown by pages on other origins (a CDN, another storefront).
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  // The API policy would block every script and style of a page, and every fetch of a service
  // worker (whose policy is its script's header): HTML and JavaScript answers carry the policy
  // their route sets (a page's, with its nonce), or none.
  app.addHook('onSend', async (_req, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    // getHeader falls back to helmet's raw header: the same value means the route set none.
    const own = reply.getHeader('content-security-policy');
    if (OWN_POLICY_TYPES.test(type) && own === reply.raw.getHeader('content-security-policy')) {
      reply.raw.removeHeader('Content-Security-Policy');
    }
    return payload;
  });
}
