/**
 * Applies catalogue updates all or nothing: every update is read and checked, then applied in one
 * transaction that also refreshes the listing index (final price, stock, sizes of the listed
 * products), bumps the catalogue version (every process's caches end within a second) and enqueues
 * the price-alert checks of the products that changed. Carts read prices from the product rows, so
 * they show the new price at their next read. One problem anywhere and nothing changes.
 */
import type { Db } from '../../db/connection.ts';
import type { JobQueue } from '../../platform/jobs/queue.ts';
import { enqueuePriceChecks } from '../price-alert/jobs.ts';
import {
  lockProducts,
  priceParentsFromVariants,
  refreshListing,
  setPrices,
  setStatus,
  setStock,
  type TargetRow,
} from './queries.ts';
import { CONFIGURABLE_STOCK, NO_SUCH_PRODUCT, UpdateRefused, type ProductUpdate } from './update.ts';

export interface UpdateResult {
  /** Products changed (a configurable's price counts once, its variants included). */
  products: number;
  /** Price-alert checks enqueued. */
  alertChecks: number;
}

export interface ApplyOptions {
  /** Enqueues the price-alert checks; without it the scheduled sweep finds the drops. */
  queue?: JobQueue;
  onProgress?: (done: number, total: number) => void;
}

export async function applyUpdates(
  db: Db,
  updates: ProductUpdate[],
  opts: ApplyOptions = {},
): Promise<UpdateResult> {
  return db.transaction(async (tx) => {
    const targets = new Map(
      (await lockProducts(tx, [...new Set(updates.map((u) => u.sku))])).map((r) => [r.sku, r]),
    );
    const problems = updates.flatMap((u) => problemsOf(u, targets.get(u.sku)));
    if (problems.length) throw new UpdateRefused(problems);

    const touched = new Set<number>();
    const repriced = new Set<number>();
    let done = 0;
    for (const u of updates) {
      const target = targets.get(u.sku)!;
      touched.add(target.id);
      if (u.price !== undefined || u.specialPrice !== undefined) {
        await setPrices(tx, target, u.price, u.specialPrice);
        if (target.parent_id !== null) repriced.add(target.parent_id);
      }
      if (u.status !== undefined) await setStatus(tx, target.id, u.status === 1);
      if (u.qty !== undefined || u.isInStock !== undefined) await setStock(tx, target.id, u.qty, u.isInStock);
      opts.onProgress?.(++done, updates.length);
    }
    await priceParentsFromVariants(tx, [...repriced]);
    const ids = [...touched, ...repriced];
    await refreshListing(tx, ids);
    const alertChecks = opts.queue ? await enqueuePriceChecks(tx, opts.queue, ids) : 0;
    return { products: touched.size, alertChecks };
  });
}

function problemsOf(u: ProductUpdate, target: TargetRow | undefined) {
  if (!target) return [{ line: u.line, sku: u.sku, message: NO_SUCH_PRODUCT, parameters: {} }];
  if (target.type_id === 'configurable' && (u.qty !== undefined || u.isInStock !== undefined)) {
    return [{ line: u.line, sku: u.sku, message: CONFIGURABLE_STOCK, parameters: { sku: u.sku } }];
  }
  return [];
}
