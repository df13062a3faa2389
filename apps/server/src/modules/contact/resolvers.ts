/** contactUs: arguments in, one service call out. */
import type { Resolvers } from '../../generated/graphql.ts';
import { contactUs } from './service.ts';

export const contactResolvers: Resolvers = {
  Mutation: {
    contactUs: (_r, { input }, ctx) => contactUs(ctx, input),
  },
};
