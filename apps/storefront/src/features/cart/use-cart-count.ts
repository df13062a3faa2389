/**
 * The number of items in the cart, for the header badge. The cart arrives in a later issue; until then
 * the count is 0 (no badge). The cart feature replaces the body of this hook with its cart query.
 */
export function useCartItemCount(): number {
  return 0;
}
