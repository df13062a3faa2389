/** Price alerts (the spec's extension): arguments in, one service call out. */
import type { CurrencyEnum, Resolvers } from '../../generated/graphql.ts';
import * as alerts from './service.ts';

/** Magento's datetime text: "2026-01-31 12:00:00" (UTC). */
const magentoDate = (d: Date | string) => new Date(d).toISOString().slice(0, 19).replace('T', ' ');

export const priceAlertResolvers: Resolvers = {
  Query: {
    priceAlert: (_r, _a, ctx) => alerts.priceAlert(ctx),
  },
  Mutation: {
    subscribePriceAlert: (_r, args, ctx) => alerts.subscribe(ctx, args.sku),
    unsubscribePriceAlert: (_r, args, ctx) => alerts.unsubscribe(ctx, args.sku),
  },
  PriceAlertProduct: {
    subscribed_price: (row, _a, ctx) => ({
      value: Number(row.subscribed_price),
      currency: ctx.currency as CurrencyEnum,
    }),
    subscribed_at: (row) => magentoDate(row.created_at),
    product: (row, _a, ctx) => ctx.loaders.product.load(row.product_id),
  },
};
