/** Allowed: the app composes features. */
import { cartCount } from '../features/cart/cart.ts';

export const shell = () => cartCount();
