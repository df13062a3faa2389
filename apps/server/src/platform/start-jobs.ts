/**
 * Background work for the server: the job queue, with every job type defined, and the mail
 * sender that requests use to enqueue messages. The server starts it after migrations and
 * stops it before the database closes.
 */
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { JobQueue } from './jobs/queue.ts';
import { defineMailJob, type MailSender } from './mail/send-mail.ts';
import { createTransport } from './mail/transport.ts';

export interface Log {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface BackgroundJobs {
  queue: JobQueue;
  mail: MailSender;
  stop(): Promise<void>;
}

export interface StartJobsOptions {
  /** Overrides JOBS_WORKER (the mail:test command always works its own job). */
  work?: boolean;
  /** Mail retries (tests shorten them). */
  mailRetryDelaySeconds?: number;
  /** pg-boss's schema (tests keep their queues apart). */
  schema?: string;
  /** How soon a lost job is noticed (tests shorten both). */
  maintenanceSeconds?: number;
  mailExpireSeconds?: number;
}

export async function startJobs(
  db: Db,
  config: Config,
  log: Log,
  opts: StartJobsOptions = {},
): Promise<BackgroundJobs> {
  const queue = await JobQueue.start(db, {
    work: opts.work ?? config.jobsWorker,
    concurrency: config.jobsConcurrency,
    pollSeconds: config.jobsPollSeconds,
    schema: opts.schema,
    maintenanceSeconds: opts.maintenanceSeconds,
    onError: (err) => log.error({ err }, 'job queue error'),
  });
  const transport = createTransport({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
  });
  const mail = await defineMailJob(queue, {
    transport,
    publicUrl: config.publicUrl,
    log,
    retryDelaySeconds: opts.mailRetryDelaySeconds,
    expireInSeconds: opts.mailExpireSeconds,
  });
  log.info(
    { worker: opts.work ?? config.jobsWorker, mail: config.smtpUrl ? 'smtp' : 'outbox' },
    config.smtpUrl
      ? 'background jobs started'
      : 'background jobs started; mail goes to DATA_DIR/outbox (no SMTP_URL)',
  );
  return {
    queue,
    mail,
    async stop() {
      await queue.stop();
      transport.close();
    },
  };
}
