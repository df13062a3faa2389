/**
 * Sending mail: a request only enqueues a `mail.send` job (template, properties, recipient,
 * locale); a worker renders and delivers it, with retries and backoff.
 *
 * A kill between delivery and the job's completion: the job stays `active` until it expires
 * (`expireInSeconds`, 5 minutes here), then runs again and the message goes out a second time
 * (at-least-once). The resend carries the same Message-ID, `<job id@shop host>`, so mail
 * clients and the receiving servers can recognise it as the same message, and in the outbox
 * it replaces the first file.
 */
import { PermanentJobError, type JobQueue, type JobType, type SendOptions } from '../jobs/queue.ts';
import { mailLocale } from './i18n.ts';
import { renderMail } from './render.ts';
import type { MailTemplates, TemplateName } from './templates/index.ts';
import type { Delivery, MailTransport } from './transport.ts';

export const SEND_MAIL = 'mail.send';

export interface SendMailPayload<N extends TemplateName = TemplateName> {
  template: N;
  props: MailTemplates[N];
  to: string;
  /** The recipient's language (a store view's locale, e.g. uk_UA); others get English. */
  locale: string;
}

export interface MailSender {
  /** Enqueues the message (inside `opts.tx` when given: sent only if it commits); answers the job id. */
  send<N extends TemplateName>(
    template: N,
    to: string,
    locale: string,
    props: MailTemplates[N],
    opts?: Pick<SendOptions, 'tx'>,
  ): Promise<string>;
  /** Enqueues several messages in one statement (inside `opts.tx` when given); answers the job ids. */
  sendAll(messages: SendMailPayload[], opts?: Pick<SendOptions, 'tx'>): Promise<string[]>;
  readonly type: JobType<SendMailPayload>;
}

export interface MailJobOptions {
  transport: MailTransport;
  publicUrl: string;
  log: { info(obj: object, msg: string): void };
  retries?: number;
  retryDelaySeconds?: number;
  /** A delivery not acknowledged in this time is taken as lost and run again (default 300). */
  expireInSeconds?: number;
}

export function messageIdOf(jobId: string, publicUrl: string): string {
  return `<${jobId}@${new URL(publicUrl).hostname}>`;
}

export async function defineMailJob(jobs: JobQueue, opts: MailJobOptions): Promise<MailSender> {
  const type = await jobs.define<SendMailPayload>(
    SEND_MAIL,
    async (payload, job): Promise<Delivery> => {
      const rendered = await renderMail(payload.template, payload.props, {
        locale: mailLocale(payload.locale),
        publicUrl: opts.publicUrl,
      });
      const messageId = messageIdOf(job.id, opts.publicUrl);
      const delivery = await opts.transport
        .deliver({ ...rendered, to: payload.to, messageId })
        .catch(rethrow);
      const where =
        delivery.via === 'outbox' ? `written to ${delivery.location}` : `sent via ${delivery.location}`;
      opts.log.info(
        { template: payload.template, to: payload.to, ...delivery, attempt: job.retryCount + 1 },
        `mail ${where}`,
      );
      return delivery;
    },
    // Eight retries with backoff (15 s, 30 s, 1 min… doubling, with jitter): one to two hours
    // for an SMTP server that is down, then the dead-letter queue.
    {
      retries: opts.retries ?? 8,
      retryDelaySeconds: opts.retryDelaySeconds ?? 15,
      backoff: true,
      expireInSeconds: opts.expireInSeconds ?? 300,
    },
  );
  return {
    type,
    async send(template, to, locale, props, opts) {
      const id = await jobs.send(type, { template, props, to, locale } as SendMailPayload, { tx: opts?.tx });
      if (!id) throw new Error('mail job was not queued');
      return id;
    },
    sendAll: (messages, opts) => jobs.sendAll(type, messages, { tx: opts?.tx }),
  };
}

/**
 * A recipient the SMTP server refuses for good (5xx to RCPT TO: no such mailbox) makes the job
 * dead at once; anything else (connection, authentication, 4xx "try later") is retried, since a
 * corrected setting or a server back up delivers it.
 */
function rethrow(e: unknown): never {
  const smtp = e as { responseCode?: number; command?: string; message?: string };
  if (smtp.command === 'RCPT TO' && (smtp.responseCode ?? 0) >= 500)
    throw new PermanentJobError(smtp.message);
  throw e;
}
