import { CART_BADGE_CAP } from '../../shared/constants.ts';

/**
 * Text of the cart badge for an item count: '99+' above the cap, null when there is
 * nothing to show (no items, or a count that is not a number) so the badge is hidden.
 */
export function formatCartBadge(count: number | null | undefined): string | null {
  if (typeof count !== 'number' || !Number.isFinite(count) || count <= 0) return null;
  const whole = Math.floor(count);
  return whole > CART_BADGE_CAP ? `${CART_BADGE_CAP}+` : String(whole);
}
