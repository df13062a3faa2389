/**
 * Loyalty and contact-form journeys (issue 12) in a real Chromium against the real shop, as the
 * Ukrainian store shows them: a customer's order (placed through Magento's GraphQL checkout) completed by
 * the shop through its integration REST API raises the header's bonus points after a reload, and the
 * account's loyalty tab shows the card (number and barcode) and the accrual; the contact form, from the
 * footer's modal and from the /contact-us page, sends and the success modal follows, and the message
 * reaches the shop's outbox.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { DESKTOP, inContext, launchBrowser, STEP_TIMEOUT_MS, watchConsole } from './support/browser.ts';
import { whenHydrated } from './support/page-helpers.ts';
import { baseUrl, shopUrl } from './support/shop-data.ts';
import { E2E_INTEGRATION_TOKEN } from './support/shop-server.ts';

const FIRST_NAME = 'Олена';
const PASSWORD = 'Kashtan-u-Kyievi-42';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function journey(steps: (page: Page) => Promise<void>): Promise<void> {
  await inContext(browser, DESKTOP, async (page) => {
    const problems = watchConsole(page);
    await steps(page);
    expect(problems.lines(), 'what the pages reported on the console').toEqual([]);
  });
}

/** A GraphQL call to the shop as a client would make it, with a customer's token when given. */
async function gql<T>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const res = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      store: 'ua',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(30_000),
  });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length || !body.data) throw new Error(`GraphQL: ${JSON.stringify(body.errors ?? body)}`);
  return body.data;
}

/** A configurable product of the demo catalogue that earns bonuses, and one of its sizes in stock. */
async function productWithBonus(): Promise<{ sku: string; parentSku: string; bonus: number }> {
  const data = await gql<{
    products: {
      items: {
        sku: string;
        loyalty_bonus_data: { loyalty_bonus: number | null } | null;
        variants?: { product: { sku: string; stock_status: string } }[];
      }[];
    };
  }>(`{ products(search: "сукня", pageSize: 40) { items { sku loyalty_bonus_data { loyalty_bonus }
      ... on ConfigurableProduct { variants { product { sku stock_status } } } } } }`);
  for (const item of data.products.items) {
    const bonus = item.loyalty_bonus_data?.loyalty_bonus ?? 0;
    const size = item.variants?.find((v) => v.product.stock_status === 'IN_STOCK');
    if (bonus >= 1 && size) return { sku: size.product.sku, parentSku: item.sku, bonus };
  }
  throw new Error('the demo catalogue has no dress in stock that earns bonuses');
}

async function registerCustomer(email: string): Promise<string> {
  await gql(
    `mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`,
    { input: { firstname: FIRST_NAME, lastname: 'Коваль', email, password: PASSWORD } },
  );
  const signed = await gql<{ generateCustomerToken: { token: string } }>(
    `mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }`,
    { e: email, p: PASSWORD },
  );
  return signed.generateCustomerToken.token;
}

/** The customer's order through Magento's checkout mutations (courier, cash on delivery); its number. */
async function placeOrder(token: string, item: { sku: string; parentSku: string }): Promise<string> {
  const { createEmptyCart: cart } = await gql<{ createEmptyCart: string }>(
    'mutation { createEmptyCart }',
    {},
    token,
  );
  const added = await gql<{ addProductsToCart: { user_errors: { message: string }[] } }>(
    `mutation ($cart: String!, $items: [CartItemInput!]!) {
      addProductsToCart(cartId: $cart, cartItems: $items) { user_errors { message } } }`,
    { cart, items: [{ sku: item.sku, parent_sku: item.parentSku, quantity: 1 }] },
    token,
  );
  expect(added.addProductsToCart.user_errors).toEqual([]);
  const address = {
    firstname: FIRST_NAME,
    lastname: 'Коваль',
    street: ['вул. Хрещатик, 22'],
    city: 'Київ',
    region: 'Київ',
    postcode: '01001',
    country_code: 'UA',
    telephone: '+380501234567',
    save_in_address_book: false,
  };
  const shipping = await gql<{
    setShippingAddressesOnCart: {
      cart: {
        shipping_addresses: { available_shipping_methods: { carrier_code: string; method_code: string }[] }[];
      };
    };
  }>(
    `mutation ($cart: String!, $address: CartAddressInput!) {
      setShippingAddressesOnCart(input: { cart_id: $cart, shipping_addresses: [{ address: $address }] }) {
        cart { shipping_addresses { available_shipping_methods { carrier_code method_code } } } } }`,
    { cart, address },
    token,
  );
  const method =
    shipping.setShippingAddressesOnCart.cart.shipping_addresses[0]!.available_shipping_methods.find(
      (m) => m.method_code === 'courier',
    )!;
  await gql(
    `mutation ($cart: String!, $carrier: String!, $method: String!) {
      setShippingMethodsOnCart(input: { cart_id: $cart, shipping_methods: [{ carrier_code: $carrier, method_code: $method }] }) {
        cart { id } } }`,
    { cart, carrier: method.carrier_code, method: method.method_code },
    token,
  );
  await gql(
    `mutation ($cart: String!) { setBillingAddressOnCart(input: { cart_id: $cart, billing_address: { same_as_shipping: true } }) { cart { id } } }`,
    { cart },
    token,
  );
  await gql(
    `mutation ($cart: String!) { setPaymentMethodOnCart(input: { cart_id: $cart, payment_method: { code: "cashondelivery" } }) { cart { id } } }`,
    { cart },
    token,
  );
  const placed = await gql<{ placeOrder: { orderV2: { number: string } } }>(
    `mutation ($cart: String!) { placeOrder(input: { cart_id: $cart }) { orderV2 { number } } }`,
    { cart },
    token,
  );
  return placed.placeOrder.orderV2.number;
}

/** The shop completes the order as its back office would: Magento's order comment with the new status. */
async function completeOrder(token: string, number: string): Promise<void> {
  const data = await gql<{ customer: { orders: { items: { id: string }[] } } }>(
    `query ($n: String) { customer { orders(filter: { number: { eq: $n } }) { items { id } } } }`,
    { n: number },
    token,
  );
  // Customer.orders' id is the order's entity id, base64-encoded (Magento's uid); the web API takes the id.
  const entityId = Buffer.from(data.customer.orders.items[0]!.id, 'base64').toString();
  const res = await fetch(`${baseUrl()}/rest/V1/orders/${entityId}/comment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${E2E_INTEGRATION_TOKEN}` },
    body: JSON.stringify({ statusHistory: { status: 'complete', comment: 'Отримано у відділенні' } }),
  });
  expect(res.status).toBe(200);
  expect(await res.json()).toBe(true);
}

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto(shopUrl('ua', '/sign-in'));
  const form = page.getByRole('main');
  await whenHydrated(form.getByRole('button', { name: 'Увійти', exact: true }));
  await form.getByRole('textbox', { name: 'Електронна пошта' }).fill(email);
  await form.getByRole('textbox', { name: 'Пароль', exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Увійти', exact: true }).click();
  await page
    .getByRole('banner')
    .getByRole('link', { name: `Мій кабінет, ${FIRST_NAME}` })
    .waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
}

/** The header's loyalty block: its accessible name says the balance ("12 бонусних балів"). */
const loyaltyBlock = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /бонусн(ий|і|их) бал/ });

/** Outbox messages whose text holds `marker` (the mail job writes them shortly after). */
async function outboxMailWith(marker: string): Promise<{ to: string; subject: string; text: string }> {
  const dir = path.join(inject('dataDir'), 'outbox');
  for (const until = Date.now() + 30_000; ;) {
    const files = await readdir(dir).catch(() => [] as string[]);
    for (const file of files) {
      const mail = await simpleParser(await readFile(path.join(dir, file)));
      if ((mail.text ?? '').includes(marker)) {
        const to = mail.to && 'text' in mail.to ? mail.to.text : '';
        return { to, subject: mail.subject ?? '', text: mail.text ?? '' };
      }
    }
    if (Date.now() > until) throw new Error(`no message with ${marker} in the outbox`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

describe('loyalty', () => {
  test('a completed order raises the header’s points after a reload; the loyalty tab shows the card and the accrual', async () => {
    const email = `loyalty-${Date.now()}@example.com`;
    const token = await registerCustomer(email);
    const item = await productWithBonus();
    await journey(async (page) => {
      await signIn(page, email);
      await expect
        .poll(() => loyaltyBlock(page).getAttribute('aria-label'), { timeout: STEP_TIMEOUT_MS })
        .toBe('0 бонусних балів');

      const number = await placeOrder(token, item);
      await completeOrder(token, number);
      const points = new Intl.NumberFormat('uk').format(Math.floor(item.bonus));
      await page.reload();
      await expect.poll(() => loyaltyBlock(page).textContent(), { timeout: STEP_TIMEOUT_MS }).toBe(points);

      await loyaltyBlock(page).click();
      await page.waitForURL(/\/ua\/customer\/account\/loyaltyProgram$/, { timeout: STEP_TIMEOUT_MS });
      const main = page.getByRole('main');
      const card = main.getByText(/^Картка лояльності: 2\d{12}$/);
      await card.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
      const cardNumber = /(\d{13})/.exec((await card.textContent()) ?? '')![1]!;
      const barcode = main.getByRole('img', { name: `Штрихкод картки лояльності ${cardNumber}` });
      await expect
        .poll(() => barcode.locator('rect').count(), { timeout: STEP_TIMEOUT_MS })
        .toBeGreaterThan(20);
      const history = main.getByRole('table', { name: 'Історія бонусів' });
      await expect(
        history.getByRole('row', { name: new RegExp(`Замовлення № ${number} виконано`) }).count(),
      ).resolves.toBe(1);
      expect(await main.getByRole('link', { name: 'Правила програми лояльності' }).getAttribute('href')).toBe(
        '/ua/loyalty-rules',
      );
    });
  });
});

describe('contact form', () => {
  test('the footer’s contact link opens the form; it sends, the success modal follows and the shop gets the e-mail', async () => {
    const marker = `modal-${Date.now()}`;
    await journey(async (page) => {
      await page.goto(shopUrl('ua', '/'));
      await whenHydrated(page.getByRole('banner').getByRole('button', { name: 'Відкрити пошук' }));
      const footer = page.getByRole('contentinfo');
      const link = footer.getByRole('link', { name: "Зв'язатися з нами" }).first();
      await link.scrollIntoViewIfNeeded();
      // The footer's code loads when it nears the viewport; only the hydrated footer opens the modal.
      await whenHydrated(footer);
      await link.click();
      const dialog = page.getByRole('dialog', { name: "Зв'язатися з нами" });
      await dialog.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
      expect(new URL(page.url()).pathname).toBe('/ua/');
      // A bad e-mail is refused on its field first.
      await dialog.getByRole('textbox', { name: "Ім'я" }).fill('Олена Коваль');
      await dialog.getByRole('textbox', { name: 'Електронна пошта' }).fill('olena@');
      await dialog.getByRole('textbox', { name: 'Повідомлення' }).fill(`Чи буде розмір 38? ${marker}`);
      await dialog.getByRole('button', { name: 'Надіслати' }).click();
      await dialog
        .getByText('Введіть коректний e-mail.')
        .first()
        .waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
      await dialog.getByRole('textbox', { name: 'Електронна пошта' }).fill('olena@example.com');
      await dialog.getByRole('textbox', { name: "Телефон (необов'язково)" }).fill('+380 50 123 45 67');
      await dialog.getByRole('button', { name: 'Надіслати' }).click();
      const thanks = page.getByRole('dialog', { name: 'Дякуємо!' });
      await thanks.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
      await thanks.getByRole('button', { name: 'Повернутися до покупок' }).click();
      await thanks.waitFor({ state: 'hidden', timeout: STEP_TIMEOUT_MS });
    });
    const mail = await outboxMailWith(marker);
    expect(mail.to).toBe('orders@localhost');
    expect(mail.subject).toMatch(/від Олена Коваль$/);
    expect(mail.text).toContain('olena@example.com');
    expect(mail.text).toContain('+380 50 123 45 67');
  });

  test('the /contact-us page sends the same form', async () => {
    const marker = `page-${Date.now()}`;
    await journey(async (page) => {
      await page.goto(shopUrl('ua', '/contact-us'));
      const form = page.getByRole('region', { name: 'Напишіть нам' });
      await whenHydrated(form.getByRole('button', { name: 'Надіслати' }));
      await form.getByRole('textbox', { name: "Ім'я" }).fill('Петро');
      await form.getByRole('textbox', { name: 'Електронна пошта' }).fill('petro@example.com');
      await form.getByRole('textbox', { name: 'Повідомлення' }).fill(`Де мій пакунок? ${marker}`);
      await form.getByRole('button', { name: 'Надіслати' }).click();
      await page
        .getByRole('dialog', { name: 'Дякуємо!' })
        .waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
    });
    const mail = await outboxMailWith(marker);
    expect(mail.text).toContain('petro@example.com');
  });
});
