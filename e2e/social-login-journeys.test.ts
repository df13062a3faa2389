/**
 * Social sign-in journeys (issue 12) in a real Chromium: a real OpenID provider (oidc-provider, the
 * one `npm run oidc:dev` starts) on 127.0.0.1 and a shop of this file's own configured with it as
 * Google (the shared shop has no provider; this one has its own DATA_DIR, or shares the
 * DATABASE_URL server as a second process would). Sign-in through the provider in a popup, then an
 * account with a password linking and unlinking Google on /social-accounts.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startDevProvider, type DevProvider } from '@vitryna/server/oidc-dev-provider';
import { DESKTOP, inContext, launchBrowser, STEP_TIMEOUT_MS, watchConsole } from './support/browser.ts';
import { whenHydrated } from './support/page-helpers.ts';
import { startShop, type ShopServer } from './support/shop-server.ts';

const SHOP_PORT = 9420;
const PROVIDER_PORT = 9421;
const SHOP = `http://127.0.0.1:${SHOP_PORT}`;

let browser: Browser;
let provider: DevProvider;
let shop: ShopServer;
let dataDir: string;

beforeAll(async () => {
  provider = await startDevProvider({
    port: PROVIDER_PORT,
    clientId: 'vitryna-e2e',
    clientSecret: 'vitryna-e2e-secret',
    redirectUris: [`${SHOP}/amsociallogin/social/callback`],
    account: { sub: 'nobody' },
  });
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitryna-e2e-social-'));
  shop = await startShop({
    port: SHOP_PORT,
    dist: 'dist-e2e',
    dataDir,
    databaseUrl: process.env.DATABASE_URL || undefined,
    seedProducts: 40,
    healthTimeoutMs: 180_000,
    env: {
      SOCIAL_LOGIN_GOOGLE_ISSUER: provider.issuer,
      SOCIAL_LOGIN_GOOGLE_CLIENT_ID: 'vitryna-e2e',
      SOCIAL_LOGIN_GOOGLE_CLIENT_SECRET: 'vitryna-e2e-secret',
    },
  });
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  await provider?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}, 60_000);

async function journey(steps: (page: Page) => Promise<void>): Promise<void> {
  await inContext(browser, DESKTOP, async (page) => {
    const problems = watchConsole(page);
    await steps(page);
    expect(problems.lines(), 'what the pages reported on the console').toEqual([]);
  });
}

const unique = (name: string) => `${name}-${Date.now()}@example.com`;
const main = (page: Page) => page.getByRole('main');
const accountControl = (page: Page, name: string) => page.getByRole('banner').getByRole('link', { name });

/** Clicks a button that opens the provider's popup and waits for the popup to finish and close. */
async function throughPopup(page: Page, click: () => Promise<void>): Promise<void> {
  const [popup] = await Promise.all([page.waitForEvent('popup'), click()]);
  await popup.waitForEvent('close', { timeout: STEP_TIMEOUT_MS });
}

describe('social sign-in', () => {
  test('signs a new shopper in through the provider in a popup, to account home', async () => {
    const email = unique('social-new');
    provider.setAccount({
      sub: `e2e-${email}`,
      email,
      email_verified: true,
      name: 'Тарас Шевчук',
      given_name: 'Тарас',
      family_name: 'Шевчук',
    });
    await journey(async (page) => {
      await page.goto(`${SHOP}/ua/sign-in`);
      const google = await whenHydrated(main(page).getByRole('button', { name: 'Увійти через Google' }));
      await throughPopup(page, () => google.click());
      await page.waitForURL(`${SHOP}/ua/customer/account/home`, { timeout: STEP_TIMEOUT_MS });
      await accountControl(page, 'Мій кабінет, Тарас').waitFor({ state: 'visible' });
    });
  });

  test('links and unlinks Google on /social-accounts for an account with a password', async () => {
    const email = unique('social-link');
    provider.setAccount({ sub: `e2e-link-${email}`, email: unique('other'), name: 'Олена Коваль' });
    await journey(async (page) => {
      await page.goto(`${SHOP}/ua/create-account`);
      const form = main(page);
      await whenHydrated(form.getByRole('button', { name: 'Створити обліковий запис' }));
      await form.getByRole('textbox', { name: 'Ім’я' }).fill('Олена');
      await form.getByRole('textbox', { name: 'Прізвище' }).fill('Коваль');
      await form.getByRole('textbox', { name: 'Електронна пошта' }).fill(email);
      await form.getByRole('textbox', { name: 'Пароль', exact: true }).fill('Kashtan-u-Kyievi-42');
      await form.getByRole('button', { name: 'Створити обліковий запис' }).click();
      await accountControl(page, 'Мій кабінет, Олена').waitFor({ state: 'visible' });

      await page.goto(`${SHOP}/ua/social-accounts`);
      const accounts = main(page);
      await accounts.getByRole('heading', { level: 1, name: 'Соціальні акаунти' }).waitFor();
      const link = await whenHydrated(accounts.getByRole('button', { name: 'Прив’язати Google' }));
      await expect.poll(() => link.isEnabled()).toBe(true);
      await throughPopup(page, () => link.click());
      await expect
        .poll(() => accounts.getByRole('status').textContent())
        .toBe('Обліковий запис Google прив’язано.');
      await accounts.getByText('Прив’язано: Олена Коваль').waitFor();

      await accounts.getByRole('button', { name: 'Відв’язати Google' }).click();
      await expect
        .poll(() => accounts.getByRole('status').textContent())
        .toBe('Обліковий запис Google відв’язано.');
      await accounts.getByRole('button', { name: 'Прив’язати Google' }).waitFor();
      await accounts.getByText('Не прив’язано').waitFor();
    });
  });
});
