/** Violation: a feature imports another feature. */
import { wishlistSize } from '../wishlist/wishlist.ts';

export const bad = () => wishlistSize();
