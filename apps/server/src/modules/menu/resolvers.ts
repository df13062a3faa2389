import type { Resolvers } from '../../generated/graphql.ts';
import { mainMenu } from './service.ts';

export const menuResolvers: Resolvers = {
  Query: {
    mainMenu: (_r, _a, ctx) => mainMenu(ctx.services.db, ctx.store.id),
  },
};
