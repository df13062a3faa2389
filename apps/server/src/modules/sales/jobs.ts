/**
 * The sales module's background work: every five minutes, card placements stuck in
 * pending_payment for 15 minutes (their process died while charging) are released, so their
 * stock is sold again. One run per tick across all processes (pg-boss schedule).
 */
import type { Db } from '../../db/connection.ts';
import type { JobQueue } from '../../platform/jobs/queue.ts';
import { releaseStalePayments } from './place-order.ts';

export const RELEASE_STALE_PAYMENTS = 'sales.release-stale-payments';

export async function defineSalesJobs(db: Db, queue: JobQueue): Promise<void> {
  const type = await queue.define<object>(
    RELEASE_STALE_PAYMENTS,
    async () => ({ released: await releaseStalePayments(db) }),
    {
      retries: 0,
    },
  );
  await queue.schedule(type, '*/5 * * * *', {});
}
