/**
 * Account journeys (issue 11) in a real Chromium against the real shop (global-setup.ts), as the
 * Ukrainian store shows them: an account created, signed out and in again with the guest's cart merged
 * into the customer's, an order with the saved Nova Poshta address found in the order history; the
 * address book (add, a second address made the default, delete); a forgotten password reset from the
 * outbox e-mail; the way back to /order-history after signing in; a token past its lifetime signing the
 * shopper out (the page's clock moved forward, or a stale stored token on start); on a phone, the sign-in
 * of the checkout's modal; a card saved at the checkout, listed in /saved-payments and deleted. Each
 * journey registers its own customer (a fresh e-mail): they share nothing.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import {
  DESKTOP,
  inContext,
  launchBrowser,
  PHONE,
  STEP_TIMEOUT_MS,
  watchConsole,
} from './support/browser.ts';
import { whenHydrated, where } from './support/page-helpers.ts';
import { graphql, productFoundBy, shopUrl, type CatalogProduct } from './support/shop-data.ts';

/** A word the generated product names use (Ukrainian for "dress"): dresses come in sizes. */
const SEARCH_WORD = 'сукня';
const FIRST_NAME = 'Олена';
const LAST_NAME = 'Коваленко';
const PHONE_NUMBER = '+380671234567';
/** Magento's order number: nine digits from the shop's sequence, e.g. 000000012. */
const ORDER_NUMBER = /Номер замовлення:\s*(\d{9})\b/;

let browser: Browser;
let product: CatalogProduct;

beforeAll(async () => {
  browser = await launchBrowser();
  product = await productFoundBy(SEARCH_WORD, 'ua');
});

afterAll(async () => {
  await browser?.close();
});

/**
 * A journey in a fresh desktop context; the pages may not complain on their console (errors,
 * warnings, uncaught exceptions): an integration fault often shows there first.
 */
async function journey(steps: (page: Page) => Promise<void>): Promise<void> {
  await inContext(browser, DESKTOP, async (page) => {
    const problems = watchConsole(page);
    await steps(page);
    expect(problems.lines(), 'what the pages reported on the console').toEqual([]);
  });
}

/** A fresh address per journey: every journey has its own customer and finds its own mail. */
const newEmail = (journey: string) => `${journey}-${Date.now()}@example.com`;

const main = (page: Page) => page.getByRole('main');
/** The header's account control, by its accessible name. */
const accountControl = (page: Page, name: string | RegExp) =>
  page.getByRole('banner').getByRole('link', { name });
const signedInControl = (page: Page) => accountControl(page, `Мій кабінет, ${FIRST_NAME}`);
const signedOutControl = (page: Page) => accountControl(page, 'Увійти');
const passwordField = (scope: Page | Locator, label = 'Пароль') =>
  scope.getByRole('textbox', { name: label, exact: true });

async function createAccount(page: Page, email: string, password: string): Promise<void> {
  await page.goto(shopUrl('ua', '/create-account'));
  const form = main(page);
  await whenHydrated(form.getByRole('button', { name: 'Створити обліковий запис' }));
  await form.getByRole('textbox', { name: 'Ім’я' }).fill(FIRST_NAME);
  await form.getByRole('textbox', { name: 'Прізвище' }).fill(LAST_NAME);
  await form.getByRole('textbox', { name: 'Електронна пошта' }).fill(email);
  await passwordField(form).fill(password);
  await form.getByRole('button', { name: 'Створити обліковий запис' }).click();
  await signedInControl(page).waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
}

/** Fills the sign-in form of the page (already on /sign-in) and sends it. */
async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  const form = main(page);
  await whenHydrated(form.getByRole('button', { name: 'Увійти', exact: true }));
  await form.getByRole('textbox', { name: 'Електронна пошта' }).fill(email);
  await passwordField(form).fill(password);
  await form.getByRole('button', { name: 'Увійти', exact: true }).click();
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(shopUrl('ua', '/sign-in'));
  await submitSignIn(page, email, password);
  await signedInControl(page).waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
}

/** The account's "Sign out" link, then home as a guest. */
async function signOut(page: Page): Promise<void> {
  await page.goto(shopUrl('ua', '/customer/account'));
  const nav = main(page).getByRole('navigation', { name: 'Розділи кабінету' });
  await (await whenHydrated(nav.getByRole('link', { name: 'Вийти' }))).click();
  await signedOutControl(page).waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
}

/** On the product page: the `index`-th size into the cart. */
async function addSizeToCart(page: Page, index: number): Promise<void> {
  await page.goto(shopUrl('ua', product.path));
  const add = await whenHydrated(main(page).getByRole('button', { name: 'Додати в кошик' }));
  const size = main(page)
    .getByRole('radiogroup', { name: /Розмір/ })
    .getByRole('radio')
    .nth(index);
  await size.click();
  await expect.poll(() => size.isChecked(), { timeout: STEP_TIMEOUT_MS }).toBe(true);
  await add.click();
  const added = page.getByRole('dialog', { name: 'Додано до кошика' });
  await added.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
  await added.getByRole('button', { name: 'Закрити' }).first().click();
}

/** The lines of the cart page. */
async function cartLines(page: Page): Promise<Locator> {
  await page.goto(shopUrl('ua', '/cart'));
  return main(page).getByRole('list', { name: 'Товари в кошику' }).locator(':scope > li');
}

/** The address book's "add" form: a Nova Poshta branch in the city found by `cityStart`. */
async function addAddress(page: Page, options: { lastname: string; makeDefault: boolean }): Promise<string> {
  const book = main(page);
  await (await whenHydrated(book.getByRole('button', { name: 'Додати нову адресу' }))).click();
  const form = book.getByRole('region', { name: 'Нова адреса' });
  await form.getByRole('textbox', { name: "Ім'я" }).fill(FIRST_NAME);
  await form.getByRole('textbox', { name: 'Прізвище' }).fill(options.lastname);
  await form.getByRole('textbox', { name: 'Телефон' }).fill(PHONE_NUMBER);
  await form.getByRole('radio', { name: 'Відділення Нової Пошти' }).check();
  const branch = await pickBranch(form);
  if (options.makeDefault)
    await form.getByRole('checkbox', { name: 'Зробити основною адресою доставки' }).check();
  await form.getByRole('button', { name: 'Зберегти адресу' }).click();
  await expect
    .poll(() => book.getByRole('status').innerText(), { timeout: STEP_TIMEOUT_MS })
    .toBe('Адресу збережено.');
  return branch;
}

/** Kyiv, found by its first letters, and its first branch (answered as the field shows it). */
async function pickBranch(form: Locator): Promise<string> {
  await form.getByRole('textbox', { name: 'Місто' }).pressSequentially('Киї', { delay: 50 });
  await form
    .getByRole('list', { name: 'Знайдені міста' })
    .getByRole('button', { name: /^Київ/ })
    .first()
    .click();
  await form
    .getByRole('list', { name: 'Знайдені відділення та поштомати' })
    .getByRole('button')
    .first()
    .click();
  await expect
    .poll(() => form.getByRole('textbox', { name: 'Відділення' }).inputValue(), { timeout: STEP_TIMEOUT_MS })
    .not.toBe('');
  return form.getByRole('textbox', { name: 'Відділення' }).inputValue();
}

/** A customer made through the shop's API (createCustomerV2), for journeys that start signed out. */
async function registerByApi(email: string, password: string): Promise<void> {
  await graphql(
    'ua',
    `
      mutation ($input: CustomerCreateInput!) {
        createCustomerV2(input: $input) {
          customer {
            email
          }
        }
      }
    `,
    { input: { email, password, firstname: FIRST_NAME, lastname: LAST_NAME } },
  );
}

/** The errors of a GraphQL request to the shop (none: []), with the customer's bearer token when given. */
async function graphqlErrors(query: string, variables: object, token?: string): Promise<string[]> {
  const res = await fetch(new URL('/graphql', shopUrl('ua', '/')), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      store: 'ua',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(STEP_TIMEOUT_MS),
  });
  const body = (await res.json()) as { errors?: { message: string }[] };
  return (body.errors ?? []).map((error) => error.message);
}

const customerQueryErrors = (token: string) => graphqlErrors('{ customer { email } }', {}, token);
const cartQueryErrors = (cartId: string) =>
  graphqlErrors('query ($id: String!) { cart(cart_id: $id) { id } }', { id: cartId });

const storedCartId = (page: Page) =>
  page.evaluate(() => {
    const raw = localStorage.getItem('cartId');
    return raw ? (JSON.parse(raw) as { value: string }).value : null;
  });

/** The token record the storefront keeps (value, timeStored, ttl), or null when signed out. */
const storedToken = (page: Page) =>
  page.evaluate(() => {
    const raw = localStorage.getItem('signin_token');
    return raw ? (JSON.parse(raw) as { value: unknown; timeStored: number; ttl: number }) : null;
  });

/** The link of the newest reset e-mail to `to` in the shop's outbox (the job sends it shortly after). */
async function resetLinkFor(to: string): Promise<string> {
  const dir = path.join(inject('dataDir'), 'outbox');
  const deadline = Date.now() + STEP_TIMEOUT_MS;
  const seen: string[] = [];
  while (Date.now() < deadline) {
    const files = await readdir(dir).catch(() => [] as string[]);
    for (const file of files.filter((name) => name.endsWith('.eml'))) {
      const mail = await simpleParser(await readFile(path.join(dir, file)));
      const recipients = [mail.to ?? []]
        .flat()
        .map((address) => address.text)
        .join(', ');
      if (!recipients.includes(to)) continue;
      const link = /https?:\/\/\S+\/customer\/account\/createPassword\?\S+/.exec(mail.text ?? '')?.[0];
      if (link) return link;
      seen.push(`${file}: ${(mail.text ?? '').slice(0, 300)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `no reset e-mail with a link to ${to} in the outbox; seen:\n  ${seen.join('\n  ') || '(nothing)'}`,
  );
}

/** The checkout step headed `title` (a region named by its heading). */
const step = (page: Page, title: string) => main(page).getByRole('region', { name: title });

/** The address cards of the address book, in the order shown. */
const addressCards = (page: Page) => main(page).getByTestId('address');

describe('customer accounts (ua)', () => {
  test('create an account → sign out → a guest adds a size → sign in: the carts merge → checkout with the saved address → the order in the history', async () => {
    const email = newEmail('merge');
    const password = `Kashtan-${Date.now()}`;
    await journey(async (page) => {
      await createAccount(page, email, password);
      await addSizeToCart(page, 0);

      await page.goto(shopUrl('ua', '/address-book'));
      const branch = await addAddress(page, { lastname: LAST_NAME, makeDefault: true });

      const token = (await storedToken(page))?.value;
      expect(typeof token).toBe('string');
      await signOut(page);
      // Signing out revoked the token on the server, and left an empty guest cart.
      expect(await customerQueryErrors(String(token))).toEqual(["The current customer isn't authorized."]);
      await expect.poll(async () => (await cartLines(page)).count(), { timeout: STEP_TIMEOUT_MS }).toBe(0);
      await addSizeToCart(page, 1);
      const guestCartId = await storedCartId(page);

      await signIn(page, email, password);
      // The notice: one item of the customer's earlier visit joined the guest's.
      await expect
        .poll(() => page.getByText(/також є 1 товар з минулого візиту/).count(), { timeout: STEP_TIMEOUT_MS })
        .toBeGreaterThan(0);
      const lines = await cartLines(page);
      await expect.poll(() => lines.count(), { timeout: STEP_TIMEOUT_MS }).toBe(2);
      // The customer's cart is another one; the merged guest cart no longer works (Magento's mergeCarts).
      const customerCartId = await storedCartId(page);
      expect(customerCartId).not.toBe(guestCartId);
      expect(await cartQueryErrors(String(guestCartId))).not.toEqual([]);

      const checkout = await whenHydrated(main(page).getByRole('button', { name: 'Оформити замовлення' }));
      await checkout.click();
      await page.waitForURL((url) => url.pathname === '/ua/checkout');
      // Step 1 offers the address book: its default (the only one) fills the fields.
      const delivery = step(page, 'Контакти та доставка');
      const saved = delivery.getByRole('group', { name: 'Ваші збережені адреси' });
      const savedChoice = saved.getByRole('radio', { name: /Київ.*основна адреса доставки/ });
      await expect.poll(() => savedChoice.isChecked(), { timeout: STEP_TIMEOUT_MS }).toBe(true);
      expect(await delivery.getByRole('textbox', { name: 'Прізвище' }).inputValue()).toBe(LAST_NAME);
      expect(await delivery.getByRole('textbox', { name: 'Відділення' }).inputValue()).toBe(branch);
      await whenHydrated(delivery.getByRole('button', { name: 'Продовжити' }));
      await delivery.getByRole('button', { name: 'Продовжити' }).click();

      const method = step(page, 'Спосіб доставки');
      const branchMethod = method.getByRole('radio', { name: /Відділення Нової Пошти/ });
      await branchMethod.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
      await branchMethod.check();
      await method.getByRole('button', { name: 'Продовжити' }).click();

      const payment = step(page, 'Оплата');
      const cash = payment.getByRole('radio', { name: 'Оплата при отриманні' });
      await cash.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
      await cash.check();
      await payment.getByRole('button', { name: 'Продовжити' }).click();
      await step(page, 'Підтвердження замовлення')
        .getByRole('button', { name: 'Оформити замовлення' })
        .click();

      await page.waitForURL((url) => url.pathname === '/ua/order-success', { timeout: STEP_TIMEOUT_MS * 2 });
      await main(page)
        .getByRole('heading', { level: 1, name: 'Дякуємо за замовлення!' })
        .waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
      const number = ORDER_NUMBER.exec(await main(page).innerText())?.[1];
      expect(number, 'the order number on /order-success').toBeDefined();

      await page.goto(shopUrl('ua', '/order-history'));
      const order = main(page)
        .getByRole('listitem')
        .filter({ hasText: `Замовлення № ${number}` });
      await order.first().waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
      expect(await order.first().innerText()).toContain(branch);

      // The same customer in the Russian store view sees the order too (one website, one history).
      await page.goto(shopUrl('ru', '/order-history'));
      await main(page)
        .getByRole('listitem')
        .filter({ hasText: `Заказ № ${number}` })
        .first()
        .waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
    });
  });
  test('address book: add two, make the second the default (it lists first), delete the first', async () => {
    await journey(async (page) => {
      await createAccount(page, newEmail('book'), `Kashtan-${Date.now()}`);
      await page.goto(shopUrl('ua', '/address-book'));
      await addAddress(page, { lastname: 'Перша', makeDefault: true });
      await addAddress(page, { lastname: 'Друга', makeDefault: false });
      const cards = addressCards(page);
      await expect.poll(() => cards.count(), { timeout: STEP_TIMEOUT_MS }).toBe(2);
      await expect.poll(() => cards.first().innerText()).toMatch(/Основна адреса доставки[\s\S]*Перша/i);

      // Edit the second: it becomes the default and lists first.
      await cards.filter({ hasText: 'Друга' }).getByRole('button', { name: 'Змінити' }).click();
      const form = main(page).getByRole('region', { name: 'Зміна адреси' });
      await form.getByRole('checkbox', { name: 'Зробити основною адресою доставки' }).check();
      await form.getByRole('button', { name: 'Зберегти адресу' }).click();
      await expect
        .poll(() => main(page).getByRole('status').innerText(), { timeout: STEP_TIMEOUT_MS })
        .toBe('Адресу збережено.');
      await expect.poll(() => cards.first().innerText()).toMatch(/Основна адреса доставки[\s\S]*Друга/i);
      expect(await cards.nth(1).innerText()).not.toMatch(/Основна адреса доставки/i);

      // After a reload the server's order is the same.
      await page.reload();
      await expect.poll(() => cards.count(), { timeout: STEP_TIMEOUT_MS }).toBe(2);
      await expect.poll(() => cards.first().innerText()).toMatch(/Основна адреса доставки[\s\S]*Друга/i);

      await (
        await whenHydrated(cards.filter({ hasText: 'Перша' }).getByRole('button', { name: 'Видалити' }))
      ).click();
      await page
        .getByRole('dialog', { name: 'Видалити цю адресу?' })
        .getByRole('button', { name: 'Видалити адресу' })
        .click();
      await expect
        .poll(() => main(page).getByRole('status').innerText(), { timeout: STEP_TIMEOUT_MS })
        .toBe('Адресу видалено.');
      await page.reload();
      await expect.poll(() => cards.count(), { timeout: STEP_TIMEOUT_MS }).toBe(1);
      expect(await cards.first().innerText()).toMatch(/Друга/);
    });
  });

  test('forgot password → the link in the outbox e-mail → a new password → signed in with it', async () => {
    const email = newEmail('reset');
    const oldPassword = `Kashtan-${Date.now()}`;
    const newPassword = `Lypa-nova-${Date.now()}`;
    await registerByApi(email, oldPassword);
    await journey(async (page) => {
      await page.goto(shopUrl('ua', '/forgot-password'));
      const form = main(page);
      await whenHydrated(form.getByRole('button', { name: 'Надіслати посилання' }));
      await form.getByRole('textbox', { name: 'Електронна пошта' }).fill(email);
      await form.getByRole('button', { name: 'Надіслати посилання' }).click();
      await form.getByText(/Якщо обліковий запис для .* існує/).waitFor({ timeout: STEP_TIMEOUT_MS });

      const link = await resetLinkFor(email);
      expect(new URL(link).origin).toBe(new URL(shopUrl('ua', '/')).origin);
      await page.goto(link);
      const reset = main(page);
      await whenHydrated(reset.getByRole('button', { name: 'Зберегти новий пароль' }));
      await passwordField(reset, 'Новий пароль').fill(newPassword);
      await reset.getByRole('button', { name: 'Зберегти новий пароль' }).click();
      await page.waitForURL((url) => /^\/ua\/customer\/resetpasswordsuccess$/i.test(url.pathname));
      await main(page).getByRole('heading', { level: 1, name: 'Пароль змінено' }).waitFor();

      // The old password no longer opens the account; the new one does.
      await page.goto(shopUrl('ua', '/sign-in'));
      await submitSignIn(page, email, oldPassword);
      await main(page)
        .getByRole('alert')
        .filter({ hasText: /\S/ })
        .first()
        .waitFor({ timeout: STEP_TIMEOUT_MS });
      expect(await signedInControl(page).count()).toBe(0);
      await signIn(page, email, newPassword);
    });
  });

  test('a signed-out visit to /order-history lands on /sign-in and returns there after signing in', async () => {
    const email = newEmail('redirect');
    const password = `Kashtan-${Date.now()}`;
    await registerByApi(email, password);
    await journey(async (page) => {
      await page.goto(shopUrl('ua', '/order-history'));
      await page.waitForURL((url) => url.pathname === '/ua/sign-in');
      expect(where(page).params.get('redirect')).toBe('/order-history');
      await submitSignIn(page, email, password);
      await page.waitForURL((url) => url.pathname === '/ua/order-history');
      await main(page)
        .getByText('Ви ще не зробили жодного замовлення.')
        .waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
      await signedInControl(page).waitFor({ state: 'visible' });
    });
  });

  test('a token past its lifetime (the page clock moved forward) signs the shopper out and reloads as a guest', async () => {
    const email = newEmail('expiry');
    const password = `Kashtan-${Date.now()}`;
    await registerByApi(email, password);
    await journey(async (page) => {
      // The page's clock runs as the real one until the journey moves it.
      await page.clock.install();
      await signIn(page, email, password);
      await page.goto(shopUrl('ua', '/customer/account'));
      await main(page).getByText(`Вітаємо, ${FIRST_NAME} ${LAST_NAME}!`).waitFor();
      const stored = await storedToken(page);
      expect(stored?.ttl).toBe(3600);

      const reloaded = page.waitForEvent('load', { timeout: STEP_TIMEOUT_MS });
      await page.clock.fastForward('01:00:02');
      await reloaded;
      await signedOutControl(page).waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
      expect(await storedToken(page)).toBeNull();
      // The account is a signed-in page: the guest is sent to sign in.
      await page.waitForURL((url) => url.pathname === '/ua/sign-in');
    });
  });
  test('a stored token older than its lifetime signs the shopper out when a page starts', async () => {
    const email = newEmail('stale');
    const password = `Kashtan-${Date.now()}`;
    await registerByApi(email, password);
    await journey(async (page) => {
      await signIn(page, email, password);
      await page.evaluate(() => {
        const record = JSON.parse(localStorage.getItem('signin_token')!) as {
          timeStored: number;
          ttl: number;
        };
        record.timeStored -= (record.ttl + 1) * 1000;
        localStorage.setItem('signin_token', JSON.stringify(record));
      });
      await page.goto(shopUrl('ua', '/'));
      await signedOutControl(page).waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
      await expect.poll(() => storedToken(page), { timeout: STEP_TIMEOUT_MS }).toBeNull();
    });
  });

  test("on a phone, signing in from the checkout's modal goes on to the checkout as the customer", async () => {
    const email = newEmail('modal');
    const password = `Kashtan-${Date.now()}`;
    await registerByApi(email, password);
    await inContext(browser, PHONE, async (page) => {
      const problems = watchConsole(page);
      await addSizeToCart(page, 0);
      await page.goto(shopUrl('ua', '/cart'));
      await (await whenHydrated(main(page).getByRole('button', { name: 'Оформити замовлення' }))).click();
      const modal = page.getByRole('dialog');
      await modal.getByRole('textbox', { name: 'Електронна пошта' }).fill(email);
      await passwordField(modal).fill(password);
      await modal.getByRole('button', { name: 'Увійти', exact: true }).click();

      await page.waitForURL((url) => url.pathname === '/ua/checkout', { timeout: STEP_TIMEOUT_MS });
      const delivery = step(page, 'Контакти та доставка');
      await whenHydrated(delivery.getByRole('textbox', { name: 'Ім’я' }));
      // Signed in: the account's e-mail is used, not asked; the guest's line came along.
      expect(await delivery.getByRole('textbox', { name: 'Електронна пошта' }).count()).toBe(0);
      await expect
        .poll(() => main(page).getByText(product.name).count(), { timeout: STEP_TIMEOUT_MS })
        .toBeGreaterThan(0);
      await page
        .getByRole('navigation', { name: 'Швидкі посилання' })
        .getByRole('link', { name: `Профіль, ${FIRST_NAME}` })
        .waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
      expect(problems.lines(), 'what the pages reported on the console').toEqual([]);
    });
  });
  test('a signed-in shopper pays by card and keeps it: the card is in /saved-payments, then deleted', async () => {
    const email = newEmail('card');
    const password = `Kashtan-${Date.now()}`;
    await registerByApi(email, password);
    await journey(async (page) => {
      await signIn(page, email, password);
      await addSizeToCart(page, 0);
      await page.goto(shopUrl('ua', '/checkout'));
      const delivery = step(page, 'Контакти та доставка');
      await whenHydrated(delivery.getByRole('textbox', { name: 'Ім’я' }));
      await delivery.getByRole('textbox', { name: 'Ім’я' }).fill(FIRST_NAME);
      await delivery.getByRole('textbox', { name: 'Прізвище' }).fill(LAST_NAME);
      await delivery.getByRole('textbox', { name: 'Телефон' }).fill(PHONE_NUMBER);
      await pickBranch(delivery);
      await delivery.getByRole('button', { name: 'Продовжити' }).click();
      const method = step(page, 'Спосіб доставки');
      await method.getByRole('radio', { name: /Відділення Нової Пошти/ }).check();
      await method.getByRole('button', { name: 'Продовжити' }).click();

      const payment = step(page, 'Оплата');
      await payment.getByRole('radio', { name: /Оплата карткою/ }).check();
      await payment.getByRole('textbox', { name: 'Токен картки' }).fill('tok_visa_ok');
      await payment.getByRole('checkbox', { name: 'Зберегти картку для наступних замовлень' }).check();
      await payment.getByRole('button', { name: 'Продовжити' }).click();
      await step(page, 'Підтвердження замовлення')
        .getByRole('button', { name: 'Оформити замовлення' })
        .click();
      await page.waitForURL((url) => url.pathname === '/ua/order-success', { timeout: STEP_TIMEOUT_MS * 2 });

      await page.goto(shopUrl('ua', '/saved-payments'));
      const cards = main(page).getByTestId('saved-card');
      await expect.poll(() => cards.count(), { timeout: STEP_TIMEOUT_MS }).toBe(1);
      expect(await cards.first().innerText()).toMatch(/•••• \d{4}/);
      await (await whenHydrated(cards.first().getByRole('button', { name: 'Видалити' }))).click();
      await page
        .getByRole('dialog', { name: 'Видалити цю картку?' })
        .getByRole('button', { name: 'Видалити картку' })
        .click();
      await expect
        .poll(() => main(page).getByRole('status').innerText(), { timeout: STEP_TIMEOUT_MS })
        .toBe('Картку видалено.');
      await page.reload();
      await main(page)
        .getByText(/У вас немає збережених карток/)
        .waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
    });
  });
});
