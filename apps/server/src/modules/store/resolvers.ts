import type { Resolvers } from '../../generated/graphql.ts';
import { availableStores, storeConfig } from './service.ts';

export const storeResolvers: Resolvers = {
  Query: {
    storeConfig: (_root, _args, ctx) => storeConfig(ctx.store, ctx.services.config.publicUrl),
    availableStores: (_root, args, ctx) =>
      availableStores(
        ctx.services.stores,
        ctx.store,
        Boolean(args.useCurrentGroup),
        ctx.services.config.publicUrl,
      ),
  },
};
