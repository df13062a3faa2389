/**
 * The shop's integration API for the catalogue, with Magento's paths and shapes, for the
 * retailer's ERP or a script: `PUT /rest[/<store>]/V1/products/{sku}` (price, status, the
 * special_price custom attribute, extension_attributes.stock_item), `PUT …/V1/products/{sku}/
 * stockItems/{itemId}` (quantity), and `POST …/V1/vitryna/catalog-updates` taking a product-export
 * CSV (text/csv) applied all or nothing. Bearer INTEGRATION_TOKEN (Magento's integration access
 * token); unset, every call is refused. Prices are global (one website), so the store code in the
 * path changes nothing. Errors are Magento's `{message, parameters}`; a refused file adds
 * `errors: [{message, parameters: {line, sku, …}}]`, as Magento's web API lists several.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../graphql-context.ts';
import { fromCsv, fromRestProduct, fromRestStockItem, type Read } from '../modules/catalog-update/input.ts';
import { selectSnapshot, type ProductSnapshot } from '../modules/catalog-update/queries.ts';
import { applyUpdates, type UpdateResult } from '../modules/catalog-update/service.ts';
import { NO_SUCH_PRODUCT, UpdateRefused, type UpdateProblem } from '../modules/catalog-update/update.ts';
import { bearerMatches } from './bearer.ts';
import type { CatalogVersion } from './catalog-version.ts';

type Params = { sku: string; itemId?: string };

const CSV_BODY_LIMIT = 64 * 1024 * 1024;

const unauthorized = {
  message: "The consumer isn't authorized to access %resources.",
  parameters: { resources: 'Magento_Catalog::products' },
};

/** Magento's product answer (ProductInterface), the fields this API keeps. */
function productJson(p: ProductSnapshot) {
  return {
    id: p.id,
    sku: p.sku,
    type_id: p.type_id,
    price: Number(p.price),
    status: p.is_active ? 1 : 2,
    custom_attributes:
      p.special_price === null ? [] : [{ attribute_code: 'special_price', value: p.special_price }],
    extension_attributes:
      p.qty === null
        ? {}
        : {
            stock_item: {
              item_id: p.id,
              product_id: p.id,
              stock_id: 1,
              qty: p.qty,
              is_in_stock: p.is_in_stock,
            },
          },
  };
}

function refusal(reply: FastifyReply, problems: UpdateProblem[], file: boolean) {
  if (!file && problems.length === 1) {
    const [p] = problems as [UpdateProblem];
    return reply.code(p.message === NO_SUCH_PRODUCT ? 404 : 400).send({
      message: p.message,
      parameters: p.parameters,
    });
  }
  return reply.code(400).send({
    message: file
      ? 'The file has %count problems: nothing was changed.'
      : 'The product has %count problems: nothing was changed.',
    parameters: { count: problems.length },
    errors: problems.map((p) => ({
      message: p.message,
      parameters: { ...p.parameters, ...(p.line !== undefined ? { line: p.line } : {}), sku: p.sku },
    })),
  });
}

export async function registerRestCatalog(app: FastifyInstance, services: Services, version: CatalogVersion) {
  const token = services.config.integrationToken;

  /** Applies what was read; answers the result, or sends the refusal and answers null. */
  const apply = async (reply: FastifyReply, read: Read, file: boolean): Promise<UpdateResult | null> => {
    if (read.problems.length) {
      await refusal(reply, read.problems, file);
      return null;
    }
    try {
      const result = await applyUpdates(services.db, read.updates, { queue: services.jobs?.queue });
      // This process sees its own change at once; the others at their next poll (a second).
      await version.refresh();
      return result;
    } catch (e) {
      if (!(e instanceof UpdateRefused)) throw e;
      await refusal(reply, e.problems, file);
      return null;
    }
  };

  await app.register(async (scope) => {
    scope.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
      reply.header('Cache-Control', 'no-store');
      if (!token || !bearerMatches(req, token)) return reply.code(401).send(unauthorized);
    });
    scope.addContentTypeParser(
      ['text/csv', 'text/plain'],
      { parseAs: 'string', bodyLimit: CSV_BODY_LIMIT },
      (_req, body, done) => done(null, body),
    );
    scope.setErrorHandler((error: { statusCode?: number; message: string }, _req, reply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
      const message =
        status < 500 ? error.message : 'Internal Error. Details are available in Magento log file.';
      return reply.code(status).send({ message, parameters: [] });
    });
    for (const prefix of ['/rest', '/rest/:store']) {
      scope.put(`${prefix}/V1/products/:sku`, async (req: FastifyRequest<{ Params: Params }>, reply) => {
        const { sku } = req.params;
        if (!(await apply(reply, fromRestProduct(sku, req.body), false))) return reply;
        return productJson((await selectSnapshot(services.db, sku))!);
      });
      scope.put(
        `${prefix}/V1/products/:sku/stockItems/:itemId`,
        async (req: FastifyRequest<{ Params: Params }>, reply) => {
          const { sku } = req.params;
          if (!(await apply(reply, fromRestStockItem(sku, req.body), false))) return reply;
          // Magento answers the stock item's id.
          return (await selectSnapshot(services.db, sku))!.id;
        },
      );
      scope.post(
        `${prefix}/V1/vitryna/catalog-updates`,
        { bodyLimit: CSV_BODY_LIMIT },
        async (req, reply) => {
          if (typeof req.body !== 'string') {
            return reply.code(415).send({ message: 'Send the CSV file as text/csv.', parameters: [] });
          }
          const read = fromCsv(req.body);
          const result = await apply(reply, read, true);
          if (!result) return reply;
          return { rows: read.updates.length, products: result.products, alert_checks: result.alertChecks };
        },
      );
    }
  });
}
