/** Violation: shared imports a feature. */
import { cartCount } from '../features/cart/cart.ts';

export const badge = () => cartCount();
