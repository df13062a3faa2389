/** Saved cards (VaultGraphQl): the signed-in customer's own, listed and deleted. */
import type { Resolvers } from '../../generated/graphql.ts';
import { customerPaymentTokens, deletePaymentToken } from './saved-cards.ts';

export const paymentResolvers: Resolvers = {
  Query: {
    customerPaymentTokens: (_r, _a, ctx) => customerPaymentTokens(ctx),
  },
  Mutation: {
    deletePaymentToken: (_r, args, ctx) => deletePaymentToken(ctx, args.public_hash),
  },
};
