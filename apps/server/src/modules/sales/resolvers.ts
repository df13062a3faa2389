import type { Resolvers } from '../../generated/graphql.ts';
import { placeOneClickOrder } from './one-click.ts';
import { placementDepsOf } from './service.ts';

export const salesResolvers: Resolvers = {
  Mutation: {
    placeOneClickOrder: (_r, { input }, ctx) =>
      placeOneClickOrder(
        ctx.services.db,
        input,
        ctx.store,
        ctx.customer.customerId,
        placementDepsOf(ctx.services),
      ),
  },
};
