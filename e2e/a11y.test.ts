/**
 * Accessibility: axe-core on the main page types of the ua store (home, a category, a product,
 * search results, the sign-in, registration and forgotten-password pages, and signed in: the address
 * book and its new-address form), with every rule axe ships (WCAG levels, best practices and experimental rules
 * alike, not its default set). Violations of impact "serious" or "critical" fail; each is printed
 * with the elements it concerns, so it can be fixed from the report alone.
 */
import { AxeBuilder } from '@axe-core/playwright';
import axe, { type Result } from 'axe-core';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DESKTOP, inContext, launchBrowser, STEP_TIMEOUT_MS } from './support/browser.ts';
import { listingCards, whenHydrated } from './support/page-helpers.ts';
import { graphql, menuCategoryPath, productFoundBy, shopUrl } from './support/shop-data.ts';

const BLOCKING = new Set(['serious', 'critical']);

/** Every rule of the axe-core the audits inject (its default run leaves the experimental ones out). */
const ALL_AXE_RULES = axe.getRules().map((rule) => rule.ruleId);

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

function describeViolations(violations: Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 10)
        .map(
          (node) =>
            `    - ${node.target.join(' ')}\n      ${node.html.slice(0, 200)}\n      ${node.failureSummary?.replace(/\n/g, '\n      ')}`,
        )
        .join('\n');
      const more = violation.nodes.length > 10 ? `\n    … and ${violation.nodes.length - 10} more` : '';
      return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes}${more}`;
    })
    .join('\n');
}

/**
 * Loads the page (after `prepare`, e.g. a sign-in), waits until it shows `ready` and is hydrated,
 * then runs axe on it.
 */
async function audit(
  path: string,
  ready: (page: Page) => Locator,
  expectContent?: (page: Page) => Promise<void>,
  prepare?: (page: Page) => Promise<void>,
) {
  await inContext(browser, DESKTOP, async (page) => {
    await prepare?.(page);
    const response = await page.goto(shopUrl('ua', path), { waitUntil: 'networkidle' });
    expect(response?.status(), `status of /ua${path}`).toBe(200);
    await whenHydrated(ready(page));
    await expectContent?.(page);
    // Our axe-core (not the older copy @axe-core/playwright carries), so the rule list is its own.
    const results = await new AxeBuilder({ page, axeSource: axe.source }).withRules(ALL_AXE_RULES).analyze();
    expect(results.testEngine.version, 'the axe-core whose rules are listed').toBe(axe.version);
    const all = results.violations;
    const blocking = all.filter((violation) => BLOCKING.has(violation.impact ?? ''));
    const minor = all.filter((violation) => !BLOCKING.has(violation.impact ?? ''));
    if (minor.length > 0) {
      console.info(`axe on /ua${path}: minor violations (not failing):\n${describeViolations(minor)}`);
    }
    if (blocking.length > 0) {
      console.error(`axe on /ua${path}: serious or critical violations:\n${describeViolations(blocking)}`);
    }
    expect(
      blocking.map(
        (violation) => `${violation.impact} ${violation.id}: ${violation.nodes.length} element(s)`,
      ),
      `axe on /ua${path}:\n${describeViolations(blocking)}`,
    ).toEqual([]);
  });
}

const mainHeading = (page: Page, name: string) =>
  page.getByRole('main').getByRole('heading', { level: 1, name, exact: true });

test('home page', async () => {
  await audit('/', (page) => page.getByRole('banner').getByRole('button', { name: 'Відкрити пошук' }));
});

test('category page', async () => {
  const path = await menuCategoryPath('Жінки', 'Одяг');
  await audit(
    path,
    (page) => mainHeading(page, 'Одяг'),
    async (page) => {
      await whenHydrated(page.getByRole('button', { name: /^Сортувати за/ }));
      expect((await listingCards(page)).length).toBeGreaterThan(0);
    },
  );
});

test('product page', async () => {
  const product = await productFoundBy('сукня');
  await audit(
    product.path,
    (page) => mainHeading(page, product.name),
    async (page) => {
      await whenHydrated(page.getByRole('main').getByRole('radiogroup').first());
    },
  );
});

test('search results page', async () => {
  const term = 'сукня';
  await audit(
    `/all/p:1?q=${encodeURIComponent(term)}`,
    (page) => mainHeading(page, `Результати пошуку за запитом «${term}»`),
    async (page) => {
      await page.getByRole('main').getByRole('article').first().waitFor({ timeout: STEP_TIMEOUT_MS });
    },
  );
});

const authForm = (page: Page, submit: string) =>
  page.getByRole('main').getByRole('button', { name: submit, exact: true });

test('sign-in page', async () => {
  await audit('/sign-in', (page) => authForm(page, 'Увійти'));
});

test('create-account page', async () => {
  await audit('/create-account', (page) => authForm(page, 'Створити обліковий запис'));
});

test('forgot-password page', async () => {
  await audit('/forgot-password', (page) => authForm(page, 'Надіслати посилання'));
});

/**
 * Signed in before the page's scripts run: a customer made and signed in through the shop's API, its
 * token stored as the storefront keeps it (value, timeStored, ttl).
 */
async function signedInAsNewCustomer(page: Page): Promise<void> {
  const email = `a11y-${Date.now()}@example.com`;
  const password = `Kashtan-${Date.now()}`;
  await graphql(
    'ua',
    'mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
    { input: { email, password, firstname: 'Олена', lastname: 'Коваленко' } },
  );
  const { generateCustomerToken } = await graphql<{ generateCustomerToken: { token: string } }>(
    'ua',
    'mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }',
    { email, password },
  );
  const record = JSON.stringify({ value: generateCustomerToken.token, timeStored: Date.now(), ttl: 3600 });
  await page.addInitScript((value) => localStorage.setItem('signin_token', value), record);
}

test('address book (signed in)', async () => {
  await audit(
    '/address-book',
    (page) => page.getByRole('main').getByRole('button', { name: 'Додати нову адресу' }),
    undefined,
    signedInAsNewCustomer,
  );
});

test('new address form (signed in)', async () => {
  await audit(
    '/address-book',
    (page) => page.getByRole('main').getByRole('button', { name: 'Додати нову адресу' }),
    async (page) => {
      await page.getByRole('main').getByRole('button', { name: 'Додати нову адресу' }).click();
      await page
        .getByRole('main')
        .getByRole('region', { name: 'Нова адреса' })
        .getByRole('textbox', { name: 'Місто' })
        .waitFor({ timeout: STEP_TIMEOUT_MS });
    },
    signedInAsNewCustomer,
  );
});
