/**
 * A missing product hands its path to the route lookup (ResolvedRoute), which can resolve to a
 * product page again (an old url key that redirects, or another store's key). This context marks
 * a product page rendered from inside such a lookup, so a product that is missing twice shows
 * the 404 instead of looping.
 */
import { createContext } from 'react';

export const InsideMissingProductLookup = createContext(false);
