/** Amasty Social Login's operations: arguments in, one service call out. */
import type { Resolvers } from '../../generated/graphql.ts';
import * as social from './service.ts';

export const socialLoginResolvers: Resolvers = {
  Query: {
    amSocialLoginButtonConfig: (_r, _a, ctx) => social.buttonConfig(ctx),
    amSocialLoginAccountData: (_r, _a, ctx) => social.accountData(ctx),
  },
  Mutation: {
    amSocialLoginLinkAccount: (_r, args, ctx) => social.linkAccount(ctx, args.type),
    amSocialLoginUnlinkAccount: (_r, args, ctx) => social.unlinkAccount(ctx, args.type),
  },
};
