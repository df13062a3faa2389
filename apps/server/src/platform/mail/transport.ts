/**
 * Where mail goes: the SMTP server named by SMTP_URL, or without it an `.eml` file per message
 * in DATA_DIR/outbox (named after the message, so a resend of the same job replaces its file).
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { RenderedMail } from './render.ts';

export interface OutgoingMail extends RenderedMail {
  to: string;
  /** `<id@host>`: the same for every attempt at one job, so a resend is recognisable. */
  messageId: string;
}

export interface Delivery {
  via: 'smtp' | 'outbox';
  /** The SMTP server (without credentials) or the .eml file's path. */
  location: string;
  messageId: string;
  /** The SMTP server's answer. */
  response?: string;
}

export interface MailTransport {
  deliver(mail: OutgoingMail): Promise<Delivery>;
  close(): void;
}

export interface TransportOptions {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
}

export function createTransport(opts: TransportOptions): MailTransport {
  return opts.smtpUrl ? smtpTransport(opts.smtpUrl, opts.from) : outboxTransport(opts.dataDir, opts.from);
}

function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  const server = new URL(url);
  const location = `${server.protocol}//${server.host}`;
  return {
    async deliver(mail) {
      const info = await transporter.sendMail({ from, ...fields(mail) });
      return { via: 'smtp', location, messageId: mail.messageId, response: info.response };
    },
    close: () => transporter.close(),
  };
}

function outboxTransport(dataDir: string, from: string): MailTransport {
  const dir = path.resolve(dataDir, 'outbox');
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async deliver(mail) {
      const info = await transporter.sendMail({ from, ...fields(mail) });
      mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `${mail.messageId.replace(/[<>]/g, '').replace(/[^\w.@-]/g, '_')}.eml`);
      // Written whole or not at all: a reader of the outbox never sees half a message.
      writeFileSync(`${file}.tmp`, info.message as Buffer);
      renameSync(`${file}.tmp`, file);
      return { via: 'outbox', location: file, messageId: mail.messageId };
    },
    close: () => undefined,
  };
}

function fields(mail: OutgoingMail) {
  return { to: mail.to, subject: mail.subject, html: mail.html, text: mail.text, messageId: mail.messageId };
}
