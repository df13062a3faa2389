/**
 * Limits that hold across server processes, kept in PostgreSQL (no Redis to run): fixed-window
 * counters for sign-in attempts per client address and reset e-mails per address, and the
 * failed sign-ins that lock an e-mail (Magento's lockout). Each check is one upsert that counts
 * and answers in the same statement, so concurrent requests on several processes see one count.
 */
import type { Queryable } from '../../db/connection.ts';

/**
 * Counts one hit on `key` in its current window of `seconds`; answers whether it is within `limit`.
 * A window older than `seconds` starts again at 1.
 */
export async function hitWithinLimit(
  db: Queryable,
  key: string,
  limit: number,
  seconds: number,
): Promise<boolean> {
  const [row] = await db.query<{ hits: number }>(
    `INSERT INTO rate_limit_window AS w (key, window_start, hits) VALUES ($1, now(), 1)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN w.window_start <= now() - make_interval(secs => $2) THEN 1 ELSE w.hits + 1 END,
       window_start = CASE WHEN w.window_start <= now() - make_interval(secs => $2) THEN now() ELSE w.window_start END
     RETURNING hits`,
    [key, seconds],
    { name: 'customer.rate-hit' },
  );
  // Old windows of addresses gone quiet: swept now and then, not on every request.
  if (Math.random() < 0.01) {
    await db.query(`DELETE FROM rate_limit_window WHERE window_start < now() - interval '1 day'`);
  }
  return row!.hits <= limit;
}

/** Whether sign-in to this e-mail is locked now. */
export async function isLocked(db: Queryable, email: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM sign_in_failure WHERE email = lower($1) AND lock_expires > now()`,
    [email],
    { name: 'customer.locked' },
  );
  return rows.length > 0;
}

/**
 * Records a failed sign-in: failures within `minutes` of the first one count; the `failures`-th
 * locks the e-mail for `minutes` (Magento's lockout_failures and lockout_threshold).
 */
export async function recordFailure(
  db: Queryable,
  email: string,
  failures: number,
  minutes: number,
): Promise<void> {
  if (failures <= 0) return;
  await db.query(
    `INSERT INTO sign_in_failure AS f (email, failures, first_failure) VALUES (lower($1), 1, now())
     ON CONFLICT (email) DO UPDATE SET
       failures = CASE WHEN f.first_failure <= now() - make_interval(mins => $2) THEN 1 ELSE f.failures + 1 END,
       first_failure = CASE WHEN f.first_failure <= now() - make_interval(mins => $2) THEN now() ELSE f.first_failure END`,
    [email, minutes],
  );
  await db.query(
    `UPDATE sign_in_failure SET lock_expires = now() + make_interval(mins => $3), failures = 0, first_failure = now()
      WHERE email = lower($1) AND failures >= $2`,
    [email, failures, minutes],
  );
}

/** A successful sign-in forgets the failures (as Magento's unlock on success). */
export async function clearFailures(db: Queryable, email: string): Promise<void> {
  await db.query(`DELETE FROM sign_in_failure WHERE email = lower($1)`, [email]);
}
