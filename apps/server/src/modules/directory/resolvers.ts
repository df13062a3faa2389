import type { Resolvers } from '../../generated/graphql.ts';
import { countries, country, currency } from './service.ts';

export const directoryResolvers: Resolvers = {
  Query: {
    countries: (_r, _a, ctx) => countries(ctx.store.locale),
    country: (_r, args, ctx) => country(ctx.store.locale, args),
    currency: () => currency(),
  },
};
