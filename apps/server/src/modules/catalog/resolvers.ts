import type { Resolvers } from '../../http/context.ts';
import { resolveProducts } from './products-resolver.ts';

export const catalogQueryResolvers: Resolvers = {
  Query: {
    products: (_r, args, ctx, info) => resolveProducts(args, ctx, info),
  },
  AggregationOptionInterface: { resolveType: () => 'AggregationOption' },
};
