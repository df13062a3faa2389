/**
 * The shop's order-status web API (integration token: `Authorization: Bearer INTEGRATION_TOKEN`;
 * unset, every call is refused), the honest subset of Magento's sales web API that moves an order:
 *
 * - `POST /rest[/<store>]/V1/orders/{id}/cancel` (OrderManagementInterface::cancel) → `true`.
 * - `POST /rest[/<store>]/V1/orders/{id}/comment` (addComment) with
 *   `{"statusHistory": {"status": "complete" | "canceled", "comment": …}}` → `true`: the status
 *   is the change asked for (Magento's ship + invoice that complete an order are not served).
 *
 * {id} is the order's entity id (Magento's), not its number. Where Magento answers `false` for
 * an order that cannot be canceled, this answers 400 with the reason; an unknown order is 404.
 * Changing to the status an order already has answers `true` and changes nothing.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../graphql-context.ts';
import { changeOrderStatus, NO_SUCH_ORDER, type StatusAction } from '../modules/sales/order-status.ts';
import { MagentoError } from '../shared/errors.ts';
import { bearerMatches } from './bearer.ts';

type Params = { id: string };

const STATUS_ACTIONS: Record<string, StatusAction> = { complete: 'complete', canceled: 'cancel' };

class RestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly parameters: unknown = [],
  ) {
    super(message);
  }
}

const unauthorized = (resource: string) =>
  new RestError(401, "The consumer isn't authorized to access %resources.", { resources: resource });

export async function registerRestOrders(app: FastifyInstance, services: Services) {
  const token = services.config.integrationToken;

  const handle =
    (resource: string, run: (orderId: number, body: Record<string, unknown>) => Promise<unknown>) =>
    async (req: FastifyRequest<{ Params: Params }>, reply: FastifyReply) => {
      reply.header('Cache-Control', 'no-store');
      try {
        if (!token || !bearerMatches(req, token)) throw unauthorized(resource);
        const id = /^\d{1,9}$/.test(req.params.id) ? Number(req.params.id) : 0;
        if (!id) throw new RestError(404, NO_SUCH_ORDER);
        const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
        return reply.type('application/json; charset=utf-8').send(JSON.stringify(await run(id, body)));
      } catch (e) {
        const err =
          e instanceof RestError
            ? e
            : e instanceof MagentoError
              ? new RestError(e.extensions.category === 'graphql-no-such-entity' ? 404 : 400, e.message)
              : undefined;
        if (!err) throw e;
        return reply.code(err.status).send({ message: err.message, parameters: err.parameters });
      }
    };

  const change = async (orderId: number, action: StatusAction) => {
    await changeOrderStatus(services.db, { id: orderId }, action);
    return true;
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
        `${prefix}/V1/orders/:id/cancel`,
        handle('Magento_Sales::cancel', (id) => change(id, 'cancel')),
      );
      scope.post(
        `${prefix}/V1/orders/:id/comment`,
        handle('Magento_Sales::comment', (id, body) => {
          const history = body.statusHistory ?? body.status_history;
          const status =
            history && typeof history === 'object' ? (history as Record<string, unknown>).status : undefined;
          const action = typeof status === 'string' ? STATUS_ACTIONS[status] : undefined;
          if (!action)
            throw new RestError(400, 'The status "%status" is not supported: use "complete" or "canceled".', {
              status: typeof status === 'string' ? status : '',
            });
          return change(id, action);
        }),
      );
    }
  });
}
