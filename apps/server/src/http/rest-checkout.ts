/**
 * /rest[/<store>]/V1/…: Magento_Checkout's web API for the storefront's checkout (guest-carts by
 * masked id, carts/mine with a customer's bearer token through graphql-guard/authenticate.ts),
 * answering Magento's JSON and its error shape `{message, parameters}` with 400, 401 or 404.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticate, noCustomerTokens } from '../graphql-guard/authenticate.ts';
import type { Context, Services } from '../graphql-context.ts';
import { createCatalogLoaders } from '../modules/catalog/loaders.ts';
import * as rest from '../modules/cart/rest-checkout.ts';
import * as cart from '../modules/cart/service.ts';
import { CURRENCY } from '../modules/store/stores.ts';
import { MagentoError } from '../shared/errors.ts';

type Params = { store?: string; cartId?: string };

class RestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly parameters: unknown = [],
  ) {
    super(message);
  }
}

const UNAUTHORIZED = () =>
  new RestError(401, "The consumer isn't authorized to access %resources.", { resources: 'self' });

/** A GraphQL-category error as the web API answers it. */
function restErrorOf(e: unknown, cartId: string | undefined): RestError {
  if (e instanceof RestError) return e;
  if (e instanceof MagentoError) {
    const category = e.extensions.category;
    const parameters = (e.extensions.parameters as unknown) ?? [];
    if (category === 'graphql-no-such-entity' && /^Could not find a cart with ID/.test(e.message)) {
      return new RestError(404, 'No such entity with %fieldName = %fieldValue', {
        fieldName: 'cartId',
        fieldValue: cartId,
      });
    }
    if (category === 'graphql-no-such-entity') return new RestError(404, e.message, parameters);
    if (category === 'graphql-authorization' || category === 'graphql-authentication') {
      return new RestError(401, e.message, parameters);
    }
    return new RestError(400, e.message, parameters);
  }
  throw e;
}

export async function registerRestCheckout(app: FastifyInstance, services: Services) {
  const tokens = services.tokens ?? noCustomerTokens;

  const contextOf = async (req: FastifyRequest<{ Params: Params }>, mine: boolean): Promise<Context> => {
    const store = services.stores.resolve(req.params.store);
    const header = req.headers.authorization;
    let customer;
    try {
      customer = await authenticate(Array.isArray(header) ? header[0] : header, tokens);
    } catch {
      throw UNAUTHORIZED();
    }
    if (mine && customer.customerId === null) throw UNAUTHORIZED();
    return {
      services,
      store,
      currency: CURRENCY,
      customer,
      loaders: createCatalogLoaders(services.db, store, services.options, services.categories),
    };
  };

  const handle =
    (mine: boolean, run: (ctx: Context, cartId: string, body: Record<string, unknown>) => Promise<unknown>) =>
    async (req: FastifyRequest<{ Params: Params }>, reply: FastifyReply) => {
      reply.header('Cache-Control', 'no-store');
      try {
        const ctx = await contextOf(req, mine);
        const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
        const answer = await run(ctx, mine ? 'mine' : (req.params.cartId ?? ''), body);
        return reply.type('application/json; charset=utf-8').send(JSON.stringify(answer));
      } catch (e) {
        const err = restErrorOf(e, req.params.cartId);
        return reply.code(err.status).send({ message: err.message, parameters: err.parameters });
      }
    };

  await app.register(async (scope) => {
    // A body that is not JSON is the client's mistake, answered in the web API's shape.
    scope.setErrorHandler((error: { statusCode?: number; message: string }, _req, reply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
      const message =
        status < 500 ? error.message : 'Internal Error. Details are available in Magento log file.';
      return reply.code(status).send({ message, parameters: [] });
    });
    for (const prefix of ['/rest', '/rest/:store']) {
      scope.post(
        `${prefix}/V1/guest-carts`,
        handle(false, (ctx) => cart.createEmptyCart(ctx, null)),
      );
      scope.post(
        `${prefix}/V1/carts/mine`,
        handle(true, (ctx) => cart.createEmptyCart(ctx, null)),
      );
      for (const [path, mine] of [
        ['guest-carts/:cartId', false],
        ['carts/mine', true],
      ] as const) {
        scope.post(`${prefix}/V1/${path}/shipping-information`, handle(mine, rest.saveShippingInformation));
        scope.post(
          `${prefix}/V1/${path}/payment-information`,
          handle(mine, rest.savePaymentInformationAndPlaceOrder),
        );
        scope.get(
          `${prefix}/V1/${path}/payment-information`,
          handle(mine, (ctx, id) => rest.paymentInformation(ctx, id)),
        );
      }
    }
  });
}
