/**
 * Price alerts' background work. A catalogue update enqueues one `price-alert.check` per alerted
 * product in its own transaction (so a rolled-back update checks nothing); the `short` policy
 * keeps at most one waiting check per product, however many updates arrive before it runs.
 * `price-alert.sweep` runs every 15 minutes (a pg-boss schedule: one send per tick across all
 * processes, kept in the database across restarts) and catches any drop a check missed (a price
 * changed by SQL, a check dead after its retries). Both claim the drops and enqueue their e-mails
 * in one transaction (queries.ts: claimDueAlerts), so each drop is mailed once.
 */
import type { Db, Queryable } from '../../db/connection.ts';
import type { JobQueue, JobType } from '../../platform/jobs/queue.ts';
import type { MailSender } from '../../platform/mail/send-mail.ts';
import { toKop } from '../cart/cart-view.ts';
import { claimDueAlerts, selectAlertedProducts } from './queries.ts';

export const PRICE_ALERT_CHECK = 'price-alert.check';
export const PRICE_ALERT_SWEEP = 'price-alert.sweep';
export const SWEEP_CRON = '*/15 * * * *';

export interface CheckPayload {
  productId: number;
}

const checkType: JobType<CheckPayload> = { name: PRICE_ALERT_CHECK };

/** Claims the drops of these products (null: all) and enqueues their e-mails; answers how many. */
export async function notifyPriceDrops(
  db: Db,
  mail: MailSender,
  productIds: number[] | null,
): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await claimDueAlerts(tx, productIds);
    for (const a of due) {
      await mail.send(
        'price-alert.drop',
        a.email,
        a.locale,
        {
          firstname: a.firstname,
          name: a.name ?? a.sku,
          urlKey: a.url_key ?? '',
          oldPriceKop: toKop(a.old_price),
          newPriceKop: toKop(a.new_price),
        },
        { tx },
      );
    }
    return due.length;
  });
}

/** Inside a catalogue update's transaction: a check for each of these products someone watches. */
export async function enqueuePriceChecks(
  tx: Queryable,
  queue: JobQueue,
  productIds: number[],
): Promise<number> {
  const alerted = await selectAlertedProducts(tx, productIds);
  for (const productId of alerted) {
    await queue.send(checkType, { productId }, { tx, singletonKey: String(productId) });
  }
  return alerted.length;
}

export async function definePriceAlertJobs(db: Db, queue: JobQueue, mail: MailSender): Promise<void> {
  await queue.define<CheckPayload>(
    PRICE_ALERT_CHECK,
    async ({ productId }) => ({ notified: await notifyPriceDrops(db, mail, [productId]) }),
    { retries: 5, retryDelaySeconds: 30, policy: 'short' },
  );
  const sweep = await queue.define<object>(
    PRICE_ALERT_SWEEP,
    async () => ({ notified: await notifyPriceDrops(db, mail, null) }),
    // The next tick is the retry.
    { retries: 0, policy: 'singleton' },
  );
  await queue.schedule(sweep, SWEEP_CRON, {});
}
