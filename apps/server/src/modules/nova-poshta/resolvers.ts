import type { Resolvers } from '../../generated/graphql.ts';
import { novaPoshtaCities, novaPoshtaStreets, novaPoshtaWarehouses } from './service.ts';

export const novaPoshtaResolvers: Resolvers = {
  Query: {
    novaPoshtaCities: (_r, args, ctx) => novaPoshtaCities(ctx.services.db, ctx.store.locale, args),
    novaPoshtaWarehouses: (_r, args, ctx) => novaPoshtaWarehouses(ctx.services.db, ctx.store.locale, args),
    novaPoshtaStreets: (_r, args, ctx) => novaPoshtaStreets(ctx.services.db, args),
  },
};
