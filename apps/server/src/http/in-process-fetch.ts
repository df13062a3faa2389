/**
 * fetch() answered by the app itself, without a network hop: the storefront's server rendering
 * queries /graphql this way. It injects into the app's router (light-my-request on
 * `app.routing`) rather than calling `app.inject`, which refuses once `app.close()` has begun:
 * a page that is rendering when shutdown starts must still get its GraphQL answers
 * (app.ts serves in-process requests while it refuses new ones from clients).
 */
import type { FastifyInstance } from 'fastify';
import inject from 'light-my-request';

export function inProcessFetch(app: FastifyInstance): typeof globalThis.fetch {
  return async (input, init) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input.toString() : input.url);
    const res = await inject(app.routing, {
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: url.pathname + url.search,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      payload: init?.body as string | undefined,
    });
    return new Response(res.statusCode === 304 ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers: res.headers as Record<string, string>,
    });
  };
}
