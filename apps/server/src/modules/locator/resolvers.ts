import type { Resolvers } from '../../generated/graphql.ts';
import { storeLocatorPoints } from './service.ts';

export const locatorResolvers: Resolvers = {
  Query: {
    storeLocatorPoints: (_r, _a, ctx) => storeLocatorPoints(ctx.services.db, ctx.store.id),
  },
};
