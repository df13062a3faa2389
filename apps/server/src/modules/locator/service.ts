/** Store locator points of the current store view, in display order. */
import type { Db } from '../../db/connection.ts';
import { selectLocatorPoints, type LocatorPointRow } from './queries.ts';

export function storeLocatorPoints(db: Db, storeId: number): Promise<LocatorPointRow[]> {
  return selectLocatorPoints(db, storeId);
}
