/**
 * Price-alert journey (issue 12) in a real Chromium against the real shop (global-setup.ts): a new
 * customer signs in, turns on the price-drop alert on a product page, the retailer lowers the price
 * through the catalogue REST API (Magento's PUT /rest/V1/products/{sku} with the integration token),
 * and exactly one e-mail about it arrives in the shop's outbox; the account's tab lists the product.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { DESKTOP, inContext, launchBrowser, STEP_TIMEOUT_MS, watchConsole } from './support/browser.ts';
import { whenHydrated } from './support/page-helpers.ts';
import { baseUrl, graphql, productFoundBy, shopUrl, type CatalogProduct } from './support/shop-data.ts';
import { E2E_INTEGRATION_TOKEN } from './support/shop-server.ts';

const FIRST_NAME = 'Олена';
const PASSWORD = 'Kashtan-u-Kyievi-42';

let browser: Browser;
let product: CatalogProduct;

beforeAll(async () => {
  browser = await launchBrowser();
  product = await productFoundBy('сукня', 'ua');
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The outbox's messages to `to` now. Only whole messages: a mail is written as `.eml.tmp`, then
 * renamed (a listing that caught the temporary name failed to read it once it was renamed).
 */
async function mailTo(to: string): Promise<ParsedMail[]> {
  const dir = path.join(inject('dataDir'), 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
  const mails = await Promise.all(files.map(async (f) => simpleParser(await readFile(path.join(dir, f)))));
  return mails.filter((m) => m.to && 'text' in m.to && m.to.text === to);
}

async function finalPrice(sku: string): Promise<number> {
  const data = await graphql<{
    products: { items: { price_range: { minimum_price: { final_price: { value: number } } } }[] };
  }>(
    'ua',
    `
      query ($sku: String!) {
        products(filter: { sku: { eq: $sku } }) {
          items {
            price_range {
              minimum_price {
                final_price {
                  value
                }
              }
            }
          }
        }
      }
    `,
    { sku },
  );
  return data.products.items[0]!.price_range.minimum_price.final_price.value;
}

describe('price alerts', () => {
  test('subscribe on the product page, the price drops through the REST API, one e-mail arrives', async () => {
    const email = `price-alert-${Date.now()}@example.com`;
    await inContext(browser, DESKTOP, async (page) => {
      const problems = watchConsole(page);
      const main = page.getByRole('main');
      await page.goto(shopUrl('ua', '/create-account'));
      await whenHydrated(main.getByRole('button', { name: 'Створити обліковий запис' }));
      await main.getByRole('textbox', { name: 'Ім’я' }).fill(FIRST_NAME);
      await main.getByRole('textbox', { name: 'Прізвище' }).fill('Коваленко');
      await main.getByRole('textbox', { name: 'Електронна пошта' }).fill(email);
      await main.getByRole('textbox', { name: 'Пароль', exact: true }).fill(PASSWORD);
      await main.getByRole('button', { name: 'Створити обліковий запис' }).click();
      await page
        .getByRole('banner')
        .getByRole('link', { name: `Мій кабінет, ${FIRST_NAME}` })
        .waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });

      await page.goto(shopUrl('ua', product.path));
      const alertSwitch = await whenHydrated(
        main.getByRole('button', { name: 'Повідомити про зниження ціни' }),
      );
      expect(await alertSwitch.getAttribute('aria-pressed')).toBe('false');
      await alertSwitch.click();
      const on = main.getByRole('button', { name: 'Стежу за ціною' });
      await on.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
      expect(await on.getAttribute('aria-pressed')).toBe('true');

      // After a reload the list loaded on start shows the switch on.
      await page.reload();
      await whenHydrated(main.getByRole('button', { name: 'Стежу за ціною' }));

      const before = await finalPrice(product.sku);
      const lower = Math.floor(before * 0.7);
      const res = await fetch(`${baseUrl()}/rest/V1/products/${encodeURIComponent(product.sku)}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${E2E_INTEGRATION_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          product: { price: lower, custom_attributes: [{ attribute_code: 'special_price', value: null }] },
        }),
      });
      expect(res.status).toBe(200);

      for (const end = Date.now() + 30_000; (await mailTo(email)).length < 1 && Date.now() < end;) {
        await new Promise((r) => setTimeout(r, 250));
      }
      // The queue polls every two seconds: a second message would be there by now.
      await new Promise((r) => setTimeout(r, 5000));
      const mails = await mailTo(email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe(`Вітрина: ${product.name} тепер дешевше`);
      expect(mails[0]!.html).toContain(product.path);

      await page.goto(shopUrl('ua', '/customer/account/priceAlerts'));
      await main
        .getByRole('link', { name: product.name })
        .waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
      expect(problems.lines(), 'what the pages reported on the console').toEqual([]);
    });
  }, 120_000);
});
