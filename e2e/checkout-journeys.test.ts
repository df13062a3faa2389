/**
 * Checkout journeys (issue 10) in a real Chromium against the real shop (global-setup.ts), as the
 * Ukrainian store shows them: a guest's order with a Nova Poshta branch and cash on delivery, ending
 * with the order number on /order-success and the confirmation e-mail in the shop's outbox; a card
 * declined (the error shown, the cart kept) then accepted; one-click buy from a product page; the
 * checkout on a phone. The test gateway accepts the nonce `tok_visa_ok` and declines `tok_declined`.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { DESKTOP, inContext, launchBrowser, PHONE, STEP_TIMEOUT_MS } from './support/browser.ts';
import { whenHydrated, where } from './support/page-helpers.ts';
import { graphql, productFoundBy, shopUrl, type CatalogProduct } from './support/shop-data.ts';

/** A word the generated product names use (Ukrainian for "dress"): dresses come in sizes. */
const SEARCH_WORD = 'сукня';
/** Magento's order number: nine digits from the shop's sequence, e.g. 000000012. */
const ORDER_NUMBER = /Номер замовлення:\s*(\d{9})\b/;
const CASH_ON_DELIVERY = 'Оплата при отриманні';
const CARD = /Оплата карткою/;

let browser: Browser;
let product: CatalogProduct;

beforeAll(async () => {
  browser = await launchBrowser();
  product = await productFoundBy(SEARCH_WORD, 'ua');
});

afterAll(async () => {
  await browser?.close();
});

/** On the product page: wait for it to come alive and choose its first size. */
async function openProductWithSize(page: Page): Promise<void> {
  await page.goto(shopUrl('ua', product.path));
  const main = page.getByRole('main');
  await whenHydrated(main.getByRole('button', { name: 'Додати в кошик' }));
  const sizes = main.getByRole('radiogroup', { name: /Розмір/ });
  await sizes.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
  const size = sizes.getByRole('radio').first();
  await size.click();
  await expect.poll(() => size.isChecked(), { timeout: STEP_TIMEOUT_MS }).toBe(true);
}

/** The product in its first size into the cart, then the cart page → checkout as a guest. */
async function addToCartAndCheckOut(page: Page): Promise<void> {
  await openProductWithSize(page);
  await page.getByRole('main').getByRole('button', { name: 'Додати в кошик' }).click();
  const added = page.getByRole('dialog', { name: 'Додано до кошика' });
  await added.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
  await added.getByRole('button', { name: 'Закрити' }).first().click();

  await page.goto(shopUrl('ua', '/cart'));
  const checkout = await whenHydrated(
    page.getByRole('main').getByRole('button', { name: 'Оформити замовлення' }),
  );
  if (page.viewportSize()!.width <= PHONE.viewport!.width) await expectNoSidewaysScroll(page);
  await checkout.click();
  await page.getByRole('dialog').getByRole('link', { name: 'Продовжити як гість' }).click();
  await page.waitForURL((url) => url.pathname === '/ua/checkout');
}

/**
 * The page fits the phone's width. Compared with the layout width (clientWidth), not innerWidth: a
 * phone browser zooms out to show a page wider than the screen, and innerWidth grows with it.
 */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: document.documentElement.clientWidth,
  }));
  expect(widths.page, `${where(page).pathname} is wider than the screen`).toBeLessThanOrEqual(widths.screen);
}

/** The checkout step headed `title` (a region named by its heading). */
const step = (page: Page, title: string) => page.getByRole('main').getByRole('region', { name: title });

/** Step 1: contact and a Nova Poshta branch in Kyiv, found by the first letters of the city. */
async function fillDelivery(page: Page, email: string): Promise<void> {
  const delivery = step(page, 'Контакти та доставка');
  await whenHydrated(delivery.getByRole('textbox', { name: 'Електронна пошта' }));
  await delivery.getByRole('textbox', { name: 'Електронна пошта' }).fill(email);
  await delivery.getByRole('textbox', { name: 'Ім’я' }).fill('Олена');
  await delivery.getByRole('textbox', { name: 'Прізвище' }).fill('Коваленко');
  await delivery.getByRole('textbox', { name: 'Телефон' }).fill('+380671234567');
  await delivery.getByRole('radio', { name: 'Відділення Нової пошти' }).check();

  await delivery.getByRole('textbox', { name: 'Місто' }).pressSequentially('Киї', { delay: 50 });
  const cities = delivery.getByRole('list', { name: 'Знайдені міста' });
  await cities.getByRole('button', { name: /^Київ/ }).first().click();

  const branches = delivery.getByRole('list', { name: 'Знайдені відділення та поштомати' });
  await branches.getByRole('button').first().click();
  await expect
    .poll(() => delivery.getByRole('textbox', { name: 'Відділення' }).inputValue(), {
      timeout: STEP_TIMEOUT_MS,
    })
    .not.toBe('');
  await delivery.getByRole('button', { name: 'Продовжити' }).click();
}

/** Step 2: the delivery method the branch offers (preselected), confirmed. */
async function chooseDeliveryMethod(page: Page): Promise<void> {
  const method = step(page, 'Спосіб доставки');
  const branch = method.getByRole('radio', { name: /Відділення Нової Пошти/ });
  await branch.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
  await branch.check();
  await method.getByRole('button', { name: 'Продовжити' }).click();
}

/** Step 3: a payment method, with the test gateway's nonce for a card. */
async function choosePayment(page: Page, method: string | RegExp, nonce?: string): Promise<void> {
  const payment = step(page, 'Оплата');
  const radio = payment.getByRole('radio', { name: method });
  await radio.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
  await radio.check();
  if (nonce !== undefined) await payment.getByRole('textbox', { name: 'Токен картки' }).fill(nonce);
  await payment.getByRole('button', { name: 'Продовжити' }).click();
}

async function placeOrder(page: Page): Promise<void> {
  const confirm = step(page, 'Підтвердження замовлення');
  await confirm.getByRole('button', { name: 'Оформити замовлення' }).click();
}

/** /order-success with its order number, which the journey answers. */
async function orderNumberOnSuccessPage(page: Page): Promise<string> {
  await page.waitForURL((url) => url.pathname === '/ua/order-success', { timeout: STEP_TIMEOUT_MS * 2 });
  const main = page.getByRole('main');
  await main
    .getByRole('heading', { level: 1, name: 'Дякуємо за замовлення!' })
    .waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
  const text = await main.innerText();
  const number = ORDER_NUMBER.exec(text)?.[1];
  if (!number) throw new Error(`no order number on /order-success: ${JSON.stringify(text)}`);
  return number;
}

interface OutboxMail {
  file: string;
  to: string;
  /** The subject and the plain text, decoded. */
  text: string;
}

/** Every .eml in the shop's outbox, decoded. */
async function outbox(): Promise<OutboxMail[]> {
  const dir = path.join(inject('dataDir'), 'outbox');
  const files = await readdir(dir).catch(() => [] as string[]);
  const mails: OutboxMail[] = [];
  for (const file of files.filter((name) => name.endsWith('.eml'))) {
    const mail = await simpleParser(await readFile(path.join(dir, file)));
    const to = [mail.to ?? []]
      .flat()
      .map((address) => address.text)
      .join(', ');
    mails.push({ file, to, text: `${mail.subject ?? ''}\n${mail.text ?? ''}` });
  }
  return mails;
}

/** The background job sends the confirmation shortly after the order: wait for it. */
async function expectConfirmationMail(to: string, orderNumber: string): Promise<void> {
  const deadline = Date.now() + STEP_TIMEOUT_MS;
  let mails: OutboxMail[] = [];
  while (Date.now() < deadline) {
    mails = await outbox();
    if (mails.some((mail) => mail.to.includes(to) && mail.text.includes(orderNumber))) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const seen = mails.map((mail) => `${mail.file} to ${mail.to}: ${mail.text.slice(0, 200)}`);
  throw new Error(
    `no e-mail to ${to} with the order number ${orderNumber} in the outbox; it holds:\n  ${seen.join('\n  ') || '(nothing)'}`,
  );
}

/** A fresh address per journey, so each finds its own mail in the shared outbox. */
const guestEmail = (journey: string) => `${journey}-${Date.now()}@example.com`;

async function cashOnDeliveryJourney(options: BrowserContextOptions, journey: string): Promise<void> {
  const email = guestEmail(journey);
  await inContext(browser, options, async (page) => {
    await addToCartAndCheckOut(page);
    await fillDelivery(page, email);
    await chooseDeliveryMethod(page);
    if (options === PHONE) await expectNoSidewaysScroll(page);
    await choosePayment(page, CASH_ON_DELIVERY);
    await placeOrder(page);
    const number = await orderNumberOnSuccessPage(page);
    await expectConfirmationMail(email, number);
    if (options === PHONE) await expectNoSidewaysScroll(page);
  });
}

describe('checkout (ua)', () => {
  test('a guest orders a product in a size with a Nova Poshta branch and cash on delivery; the e-mail is in the outbox', async () => {
    await cashOnDeliveryJourney(DESKTOP, 'cod');
  });

  test('a declined card shows the error and keeps the cart; an accepted one places the order', async () => {
    const email = guestEmail('card');
    await inContext(browser, DESKTOP, async (page) => {
      await addToCartAndCheckOut(page);
      await fillDelivery(page, email);
      await chooseDeliveryMethod(page);
      await choosePayment(page, CARD, 'tok_declined');
      await placeOrder(page);

      const confirm = step(page, 'Підтвердження замовлення');
      await expect
        .poll(() => confirm.getByRole('alert').innerText(), { timeout: STEP_TIMEOUT_MS })
        .toMatch(/declined|відхил/i);
      expect(where(page).pathname).toBe('/ua/checkout');
      // The cart is kept: the order summary still lists the product, and the shop still has the
      // shopper's cart, active, with its one item (an ordered cart would answer an error).
      await expect
        .poll(() => page.getByRole('main').getByText(product.name).count(), { timeout: STEP_TIMEOUT_MS })
        .toBeGreaterThan(0);
      const cartId = await page.evaluate(() => {
        const raw = localStorage.getItem('cartId');
        return raw ? (JSON.parse(raw) as { value: string }).value : null;
      });
      expect(cartId).not.toBeNull();
      const kept = await graphql<{ cart: { total_quantity: number } }>(
        'ua',
        'query ($id: String!) { cart(cart_id: $id) { total_quantity } }',
        { id: cartId },
      );
      expect(kept.cart.total_quantity).toBe(1);

      await step(page, 'Оплата')
        .getByRole('button', { name: /^Змінити/ })
        .click();
      await choosePayment(page, CARD, 'tok_visa_ok');
      await placeOrder(page);
      const number = await orderNumberOnSuccessPage(page);
      await expectConfirmationMail(email, number);
    });
  });

  test('one-click buy from a product page: a size, name and phone → the order number', async () => {
    await inContext(browser, DESKTOP, async (page) => {
      await openProductWithSize(page);
      await page.getByRole('main').getByRole('button', { name: 'Купити в один клік' }).click();
      const modal = page.getByRole('dialog', { name: 'Купити в один клік' });
      await modal.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
      await modal.getByRole('textbox', { name: 'Ваше ім’я' }).fill('Олена');
      await modal.getByRole('textbox', { name: 'Номер телефону' }).fill('+380671234567');
      await modal.getByRole('button', { name: 'Оформити замовлення' }).click();

      const success = page.getByRole('dialog', { name: 'Дякуємо за замовлення!' });
      await success.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
      expect(await success.innerText()).toMatch(ORDER_NUMBER);
    });
  });

  test('the checkout on a phone-sized screen, to the order success', async () => {
    await cashOnDeliveryJourney(PHONE, 'phone');
  });
});
