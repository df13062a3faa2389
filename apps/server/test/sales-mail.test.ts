/**
 * Order mail: the confirmation (in the store view's language) and the shop's notice are queued
 * in the order's own transaction, so a refused placement leaves no job behind, and a worker
 * writes them to DATA_DIR/outbox (no SMTP_URL).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import type { Db } from '../src/db/connection.ts';
import { TestPaymentGateway } from '../src/modules/payment/gateway.ts';
import { OutOfStockError } from '../src/modules/sales/errors.ts';
import { placeOrderFromDraft, type PlacementDeps } from '../src/modules/sales/place-order.ts';
import { startJobs, type BackgroundJobs } from '../src/platform/start-jobs.ts';
import { draftOf, line, variantsWithStock } from './sales/fixtures.ts';
import { seededScratchDb } from './scratch-db.ts';

const quiet = { info: () => undefined, error: () => undefined };
const dataDir = mkdtempSync(path.join(tmpdir(), 'vitryna-order-mail-'));
const outbox = path.join(dataDir, 'outbox');
let scratch: Awaited<ReturnType<typeof seededScratchDb>>;
let db: Db;
let jobs: BackgroundJobs;
let deps: PlacementDeps;

beforeAll(async () => {
  scratch = await seededScratchDb();
  db = scratch.db;
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: 'https://shop.example',
    JOBS_POLL_SECONDS: '1',
  });
  jobs = await startJobs(db, config, quiet, { work: true });
  deps = { gateway: new TestPaymentGateway(), mail: jobs.mail, shopEmail: 'orders@shop.example' };
});

afterAll(async () => {
  await jobs?.stop();
  await scratch?.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The outbox messages whose subject names the order, once `count` of them are there. */
async function mailsOf(orderNumber: string, count: number): Promise<ParsedMail[]> {
  for (const end = Date.now() + 30_000; ;) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox);
    } catch {
      // not made yet
    }
    const parsed = await Promise.all(files.map((f) => simpleParser(readFileSync(path.join(outbox, f)))));
    const mine = parsed.filter((m) => m.subject?.includes(orderNumber));
    if (mine.length >= count) return mine;
    if (Date.now() > end) throw new Error(`${mine.length} of ${count} mails for ${orderNumber}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const mailJobs = async () =>
  (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail.send'`))[0]!.n;

describe('order mail', () => {
  it('sends the shopper a confirmation in Ukrainian and the shop a notice', async () => {
    const [v] = await variantsWithStock(db, 1, 3);
    const placed = await placeOrderFromDraft(db, draftOf([line(v!, 2, 75_050)]), deps);
    const mails = await mailsOf(placed.incrementId, 2);
    const shopper = mails.find((m) => m.to && 'text' in m.to && m.to.text === 'olena@example.com')!;
    expect(shopper.subject).toBe(`Вітрина: замовлення № ${placed.incrementId}`);
    expect(shopper.text).toContain(`Ваше замовлення № ${placed.incrementId} прийнято`);
    expect(shopper.text).toContain('Розмір: M');
    expect(shopper.text).toContain(`Сукня ${v!.parentSku}`);
    expect(shopper.text).toMatch(/1\s501,00/); // 2 × 750,50 грн, the free-delivery threshold passed
    expect(shopper.text).toContain('Безкоштовно');
    expect(shopper.text).toContain('Нова Пошта: відділення');
    expect(shopper.text).toContain('Відділення №12');
    expect(shopper.text).toContain('Оплата при отриманні');
    const shop = mails.find((m) => m.to && 'text' in m.to && m.to.text === 'orders@shop.example')!;
    expect(shop.subject).toMatch(new RegExp(`^Нове замовлення № ${placed.incrementId} \\(1\\s501,00`));
    expect(shop.text).toContain('Олена Коваль, +380501234567, olena@example.com');
  });

  it('writes to a shopper of the Russian store view in Russian', async () => {
    const [v] = await variantsWithStock(db, 1, 3);
    const placed = await placeOrderFromDraft(
      db,
      draftOf([line(v!, 1)], { storeCode: 'ru', email: 'ivan@example.com' }),
      deps,
    );
    const mails = await mailsOf(placed.incrementId, 2);
    const shopper = mails.find((m) => m.to && 'text' in m.to && m.to.text === 'ivan@example.com')!;
    expect(shopper.subject).toBe(`Витрина: заказ № ${placed.incrementId}`);
    expect(shopper.text).toContain('Размер: M');
  });

  it('queues nothing for a refused placement: the jobs were in its rolled-back transaction', async () => {
    const [v] = await variantsWithStock(db, 1, 1);
    const before = await mailJobs();
    await expect(placeOrderFromDraft(db, draftOf([line(v!, 2)]), deps)).rejects.toBeInstanceOf(
      OutOfStockError,
    );
    await db.query('UPDATE inventory SET qty = 5 WHERE product_id = $1', [v!.id]);
    const draft = draftOf([line(v!, 2)]);
    const racing = placeOrderFromDraft(db, draft, deps, {
      // Another buyer takes the stock between the early check and the decrement: the mails,
      // queued before the decrement, roll back with the order.
      onPlaced: async (tx) =>
        void (await tx.query('UPDATE inventory SET qty = 1 WHERE product_id = $1', [v!.id])),
    });
    await expect(racing).rejects.toBeInstanceOf(OutOfStockError);
    expect(await mailJobs()).toBe(before);
  });

  it('sends the confirmation of a card order once it is paid, none for a declined card', async () => {
    const [v] = await variantsWithStock(db, 1, 2);
    const card = (nonce: string) => ({ payment: { method: 'vitryna_card', title: 'Card', nonce } });
    const before = await mailJobs();
    await expect(
      placeOrderFromDraft(db, draftOf([line(v!, 1)], card('tok_declined')), deps),
    ).rejects.toThrow();
    expect(await mailJobs()).toBe(before);
    const paid = await placeOrderFromDraft(db, draftOf([line(v!, 1)], card('tok_visa_ok')), deps);
    const [shopper] = (await mailsOf(paid.incrementId, 2)).filter((m) => m.subject?.startsWith('Вітрина'));
    expect(shopper!.text).toContain('Карткою, сплачено');
  });
});
