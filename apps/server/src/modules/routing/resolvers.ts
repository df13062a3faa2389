import type { Resolvers } from '../../generated/graphql.ts';
import { resolveRoute, urlResolver, type Routed } from './service.ts';

export const routingResolvers: Resolvers = {
  Query: {
    route: (_r, args, ctx) => resolveRoute(ctx, args.url),
    urlResolver: (_r, args, ctx) => urlResolver(ctx, args.url),
  },
  // Values of RoutableInterface come only from resolveRoute, which names their type.
  RoutableInterface: { __resolveType: (o) => (o as Routed).__typename },
};
