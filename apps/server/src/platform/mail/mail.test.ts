/**
 * Mail end to end: a request's job renders the message and a worker delivers it to a real SMTP
 * server on 127.0.0.1 (smtp-server), read back with mailparser; or, without SMTP_URL, to an
 * .eml file in DATA_DIR/outbox. Also: a retry after the SMTP server refused once.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { openDb, type Db } from '../../db/connection.ts';
import { startJobs, type BackgroundJobs } from '../start-jobs.ts';
import en from '../../../../storefront/src/i18n/mail/en_US.json' with { type: 'json' };
import ru from '../../../../storefront/src/i18n/mail/ru_RU.json' with { type: 'json' };
import uk from '../../../../storefront/src/i18n/mail/uk_UA.json' with { type: 'json' };
import { mailLocale } from './i18n.ts';

const quiet = { info: () => undefined, error: () => undefined };

async function until<T>(probe: () => T | undefined | Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A real SMTP server that keeps what it receives and can refuse the next recipients. */
async function smtpServer() {
  const received: ParsedMail[] = [];
  let refusals = 0;
  const unknown = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (unknown.has(address.address)) {
        return callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
      }
      if (refusals > 0) {
        refusals--;
        const err = Object.assign(new Error('Try again later'), { responseCode: 451 });
        return callback(err);
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        received.push(mail);
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext: (n: number) => (refusals = n),
    unknown,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('message catalogues', () => {
  it('have every English message in Ukrainian and Russian', () => {
    expect(Object.keys(uk).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(ru).sort()).toEqual(Object.keys(en).sort());
  });

  it('map store locales and short codes', () => {
    expect(['uk_UA', 'uk', 'ua', 'uk-UA'].map(mailLocale)).toEqual(['uk_UA', 'uk_UA', 'uk_UA', 'uk_UA']);
    expect(['ru_RU', 'ru'].map(mailLocale)).toEqual(['ru_RU', 'ru_RU']);
    expect(['de_DE', undefined].map(mailLocale)).toEqual(['en_US', 'en_US']);
  });
});

describe('mail through SMTP', () => {
  let db: Db;
  let smtp: Awaited<ReturnType<typeof smtpServer>>;
  let jobs: BackgroundJobs;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitryna-mail-'));

  beforeAll(async () => {
    smtp = await smtpServer();
    db = await openDb({});
    const config = loadConfig({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Вітрина <shop@shop.example>',
      PUBLIC_URL: 'https://shop.example',
      DATA_DIR: dataDir,
      JOBS_POLL_SECONDS: '1',
    });
    jobs = await startJobs(db, config, quiet, { work: true, mailRetryDelaySeconds: 1 });
  });
  afterAll(async () => {
    await jobs.stop();
    await db.close();
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const receive = (to: string) =>
    until(() => smtp.received.find((m) => m.to && 'text' in m.to && m.to.text === to));

  it('sends the test message in Ukrainian', async () => {
    const id = await jobs.mail.send('test', 'olena@example.com', 'uk_UA', { to: 'olena@example.com' });
    const mail = await receive('olena@example.com');
    expect(mail.subject).toBe('Вітрина: тестовий лист');
    expect(mail.messageId).toBe(`<${id}@shop.example>`);
    expect(mail.from?.text).toContain('shop@shop.example');
    expect(mail.html).toContain('lang="uk"');
    expect(mail.html).toContain('Пошта працює');
    expect(mail.html).toContain('href="https://shop.example/ua/"');
    expect(mail.text).toContain('Цей тестовий лист надіслано на olena@example.com');
    expect(mail.text).toMatch(/\d{4} р\./); // a date written the Ukrainian way
    expect(mail.text).toContain('Відкрити магазин');
  });

  it('sends it in Russian', async () => {
    await jobs.mail.send('test', 'ivan@example.com', 'ru_RU', { to: 'ivan@example.com' });
    const mail = await receive('ivan@example.com');
    expect(mail.subject).toBe('Витрина: тестовое письмо');
    expect(mail.html).toContain('lang="ru"');
    expect(mail.html).toContain('href="https://shop.example/ru/"');
    expect(mail.text).toContain('Это тестовое письмо отправлено на ivan@example.com');
    expect(mail.text).toContain('Открыть магазин');
  });

  it('falls back to English for another language', async () => {
    await jobs.mail.send('test', 'anna@example.com', 'de_DE', { to: 'anna@example.com' });
    const mail = await receive('anna@example.com');
    expect(mail.subject).toBe('Vitryna: test message');
    expect(mail.text).toContain('This test message was sent to anna@example.com');
  });

  it('retries after the SMTP server refused once', async () => {
    smtp.refuseNext(1);
    const id = await jobs.mail.send('test', 'petro@example.com', 'uk_UA', { to: 'petro@example.com' });
    const mail = await receive('petro@example.com');
    expect(mail.messageId).toBe(`<${id}@shop.example>`);
    const job = await until(async () => {
      const j = await jobs.queue.job('mail.send', id);
      return j?.state === 'completed' ? j : undefined;
    });
    expect(job.retryCount).toBe(1);
    expect(job.output).toMatchObject({ via: 'smtp', location: smtp.url, messageId: `<${id}@shop.example>` });
  });

  it('makes the job dead at once when the recipient is refused for good (550)', async () => {
    smtp.unknown.add('nobody@example.com');
    const id = await jobs.mail.send('test', 'nobody@example.com', 'uk_UA', { to: 'nobody@example.com' });
    const job = await until(async () => {
      const j = await jobs.queue.job('mail.send', id);
      return j?.state === 'failed' ? j : undefined;
    });
    expect(job.retryCount).toBe(0);
    expect(job.output).toMatchObject({ message: expect.stringContaining('No such mailbox') });
    const dead = await db.query('SELECT 1 FROM pgboss.job WHERE name = $1', ['mail.send.dead']);
    expect(dead).toHaveLength(1);
  });
});

describe('mail without SMTP_URL', () => {
  let db: Db;
  let jobs: BackgroundJobs;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitryna-outbox-'));

  beforeAll(async () => {
    db = await openDb({});
    const config = loadConfig({
      PUBLIC_URL: 'https://shop.example',
      DATA_DIR: dataDir,
      JOBS_POLL_SECONDS: '1',
    });
    jobs = await startJobs(db, config, quiet, { work: true });
  });
  afterAll(async () => {
    await jobs.stop();
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes each message as an .eml file into DATA_DIR/outbox', async () => {
    const id = await jobs.mail.send('test', 'olena@example.com', 'ru_RU', { to: 'olena@example.com' });
    const job = await until(async () => {
      const j = await jobs.queue.job('mail.send', id);
      return j?.state === 'completed' ? j : undefined;
    });
    const outbox = path.join(dataDir, 'outbox');
    expect(readdirSync(outbox)).toEqual([`${id}@shop.example.eml`]);
    expect(job.output).toMatchObject({
      via: 'outbox',
      location: path.join(outbox, `${id}@shop.example.eml`),
    });
    const mail = await simpleParser(readFileSync(path.join(outbox, `${id}@shop.example.eml`)));
    expect(mail.to && 'text' in mail.to && mail.to.text).toBe('olena@example.com');
    expect(mail.subject).toBe('Витрина: тестовое письмо');
    expect(mail.messageId).toBe(`<${id}@shop.example>`);
    expect(mail.text).toContain('Это тестовое письмо');
    expect(mail.html).toContain('Почта работает');
  });
});
