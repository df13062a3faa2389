import type { Resolvers } from '../../generated/graphql.ts';
import { cmsBlocks, cmsPage } from './service.ts';

export const cmsResolvers: Resolvers = {
  Query: {
    cmsPage: (_r, args, ctx) => cmsPage(ctx.services.db, ctx.store.id, args),
    cmsBlocks: (_r, args, ctx) => cmsBlocks(ctx.services.db, ctx.store.id, args.identifiers),
  },
  CmsPage: {
    url_key: (p) => p.identifier,
    relative_url: (p) => p.route?.relative_url ?? p.identifier,
    redirect_code: (p) => p.route?.redirect_code ?? 0,
    type: () => 'CMS_PAGE',
  },
};
