/**
 * Cart journeys in a real Chromium against the real shop (global-setup.ts), as the Ukrainian store shows
 * them. They need the commerce server's cart module (QuoteGraphQl operations): run them once it is merged.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  DESKTOP,
  inContext,
  launchBrowser,
  PHONE,
  STEP_TIMEOUT_MS,
  watchConsole,
} from './support/browser.ts';
import { whenHydrated } from './support/page-helpers.ts';
import { baseUrl, productFoundBy, shopUrl } from './support/shop-data.ts';

/** A word the generated product names use (Ukrainian for "dress"). */
const SEARCH_WORD = 'сукня';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** On a product page: choose the `index`-th size (when there are sizes) and add to the cart. */
async function addToCart(page: Page, path: string, index = 0): Promise<void> {
  await page.goto(shopUrl('ua', path));
  const main = page.getByRole('main');
  const add = await whenHydrated(main.getByRole('button', { name: 'Додати в кошик' }));
  const sizes = main.getByRole('radiogroup', { name: /Розмір/ });
  if ((await sizes.count()) > 0) await sizes.getByRole('radio').nth(index).click();
  await add.click();
  const dialog = page.getByRole('dialog', { name: 'Додано до кошика' });
  await dialog.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
  await dialog.getByRole('button', { name: 'Закрити' }).first().click();
}

const storedCartId = (page: Page) =>
  page.evaluate(() => {
    const raw = localStorage.getItem('cartId');
    return raw ? (JSON.parse(raw) as { value: string }).value : null;
  });

describe('the cart', () => {
  test('a guest adds two sizes of one product → badge → mini-cart → cart page, changes a quantity, removes a line', async () => {
    const product = await productFoundBy(SEARCH_WORD, 'ua');
    await inContext(browser, DESKTOP, async (page) => {
      await addToCart(page, product.path, 0);
      await addToCart(page, product.path, 1);
      const trigger = page.getByRole('banner').getByRole('button', { name: /^Кошик, 2/ });
      await (await whenHydrated(trigger)).click();
      const drawer = page.getByRole('dialog', { name: 'Кошик' });
      await expect.poll(() => drawer.getByRole('listitem').filter({ hasText: product.name }).count()).toBe(2);
      await drawer.getByRole('link', { name: 'Переглянути кошик' }).click();

      await page.waitForURL(/\/ua\/cart$/);
      const lines = page
        .getByRole('main')
        .getByRole('list', { name: 'Товари в кошику' })
        .locator(':scope > li');
      await expect.poll(() => lines.count(), { timeout: STEP_TIMEOUT_MS }).toBe(2);
      await lines.first().getByRole('button', { name: 'Збільшити кількість' }).click();
      await expect
        .poll(() => lines.first().getByRole('group').locator('output').innerText(), {
          timeout: STEP_TIMEOUT_MS,
        })
        .toBe('2');

      await lines
        .nth(1)
        .getByRole('button', { name: /^Видалити .* з кошика$/ })
        .click();
      await page
        .getByRole('dialog', { name: 'Видалити з кошика?' })
        .getByRole('button', { name: 'Видалити' })
        .click();
      await expect.poll(() => lines.count(), { timeout: STEP_TIMEOUT_MS }).toBe(1);
    });
  });

  test('a stale cart id in storage (ordered in another tab) recovers without the shopper noticing', async () => {
    const product = await productFoundBy(SEARCH_WORD, 'ua');
    await inContext(browser, DESKTOP, async (page) => {
      await page.goto(shopUrl('ua', '/'));
      await page.evaluate(() =>
        localStorage.setItem(
          'cartId',
          JSON.stringify({ value: 'stale0000000000000000000000000000', timeStored: Date.now(), ttl: 0 }),
        ),
      );
      await addToCart(page, product.path);
      const id = await storedCartId(page);
      expect(id).not.toBeNull();
      expect(id).not.toBe('stale0000000000000000000000000000');
    });
  });

  test('the server renders the cart and checkout empty where the browser holds no cart, loading where it may', async () => {
    const html = async (path: string, cookie?: string) => {
      const res = await fetch(`${baseUrl()}${path}`, {
        headers: cookie ? { cookie } : {},
        signal: AbortSignal.timeout(60_000),
      });
      expect(res.status).toBe(200);
      return res.text();
    };
    const main = (page: string) => page.slice(page.indexOf('<main'), page.indexOf('</main>'));
    const hint = 'vitryna_cart_hint=1';

    const emptyCart = main(await html('/ua/cart'));
    expect(emptyCart).toContain('Ваш кошик порожній.');
    expect(emptyCart).not.toContain('aria-busy="true"');
    const maybeCart = main(await html('/ua/cart', `other=1; ${hint}`));
    expect(maybeCart).toContain('aria-busy="true"');
    expect(maybeCart).not.toContain('Ваш кошик порожній.');
    expect(main(await html('/ua/checkout'))).toContain('Ваш кошик порожній, тож оформлювати поки нічого.');
    expect(main(await html('/ua/checkout', hint))).not.toContain('Ваш кошик порожній');
  });

  test('a cart loaded as a page hydrates cleanly with the hint cookie and without it (the cookie is set again)', async () => {
    const product = await productFoundBy(SEARCH_WORD, 'ua');
    await inContext(browser, DESKTOP, async (page, context) => {
      const problems = watchConsole(page);
      const hintCookie = async () =>
        (await context.cookies()).find((cookie) => cookie.name === 'vitryna_cart_hint')?.value;
      await page.goto(shopUrl('ua', '/'));
      await whenHydrated(page.getByRole('banner').getByRole('button', { name: /^Кошик/ }));
      expect(await hintCookie()).toBeUndefined();
      await addToCart(page, product.path);
      expect(await hintCookie()).toBe('1');

      const lines = page
        .getByRole('main')
        .getByRole('list', { name: 'Товари в кошику' })
        .locator(':scope > li');
      await page.goto(shopUrl('ua', '/cart'));
      await expect.poll(() => lines.count(), { timeout: STEP_TIMEOUT_MS }).toBe(1);

      // A browser whose cookie is gone (cleared, or stored before the hint existed): the server renders
      // the empty cart, the browser then shows the stored one and writes the hint again.
      await context.clearCookies();
      await page.goto(shopUrl('ua', '/cart'));
      await expect.poll(() => lines.count(), { timeout: STEP_TIMEOUT_MS }).toBe(1);
      await expect.poll(hintCookie).toBe('1');
      expect(problems.lines()).toEqual([]);
    });
  });

  test('on a phone the cart trigger links to /cart, which is pleasant to use', async () => {
    const product = await productFoundBy(SEARCH_WORD, 'ua');
    await inContext(browser, PHONE, async (page) => {
      await addToCart(page, product.path);
      await (await whenHydrated(page.getByRole('banner').getByRole('link', { name: /^Кошик/ }))).click();
      await page.waitForURL(/\/ua\/cart$/);
      await expect
        .poll(() => page.getByRole('main').getByRole('button', { name: 'Оформити замовлення' }).count())
        .toBe(1);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      );
      expect(overflow).toBe(false);
    });
  });
});
