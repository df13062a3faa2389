/** Customer.loyalty and its history: the caller's own only (the parent Customer is the caller). */
import type { Resolvers } from '../../generated/graphql.ts';
import { inputError } from '../../shared/errors.ts';
import { customerLoyalty, loyaltyHistory } from './service.ts';

const MAX_PAGE_SIZE = 100;

/** Magento's datetime text: "2026-01-31 12:00:00" (UTC). */
const magentoDate = (d: Date | string) => new Date(d).toISOString().slice(0, 19).replace('T', ' ');

export const loyaltyResolvers: Resolvers = {
  Customer: {
    loyalty: (c, _a, ctx) => customerLoyalty(ctx.services.db, c.id),
  },
  CustomerLoyalty: {
    balance_history: async (l, args, ctx) => {
      const currentPage = args.currentPage ?? 1;
      const pageSize = args.pageSize ?? 20;
      if (currentPage < 1) throw inputError('currentPage value must be greater than 0.');
      if (pageSize < 1) throw inputError('pageSize value must be greater than 0.');
      if (pageSize > MAX_PAGE_SIZE) throw inputError(`pageSize value must be at most ${MAX_PAGE_SIZE}.`);
      const page = await loyaltyHistory(ctx.services.db, l.customerId, currentPage, pageSize);
      return {
        ...page,
        items: page.items.map((h) => ({
          balance: h.balance_kop / 100,
          change_reason: h.kind === 'order_complete' ? 'ORDER_COMPLETE' : 'ORDER_CANCELED',
          date: magentoDate(h.created_at),
          points_change: h.points_kop / 100,
          order_number: h.order_number,
        })),
      };
    },
  },
};
