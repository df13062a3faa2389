/**
 * Customer.loyalty: the bonus balance and the card. Until the loyalty programme is built (its own
 * issue replaces this function), every customer has 0 bonuses and no card.
 */
import type { Context } from '../../graphql-context.ts';

export interface CustomerLoyaltyView {
  active_bonuses: number;
  loyalty_card: string | null;
}

export async function customerLoyalty(_ctx: Context, _customerId: number): Promise<CustomerLoyaltyView> {
  return { active_bonuses: 0, loyalty_card: null };
}
