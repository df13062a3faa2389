/**
 * Wishlist journeys (issue 12) in a real Chromium against the real shop, as the Ukrainian store shows
 * them: a signed-out shopper's heart on a card leads to sign-in and back, and the heart stays; the
 * wishlist page in pages ("Показати ще") and a kept size moved to the cart; a wishlist mutation that
 * fails (answered with an error by page.route) reverts the heart and shows the failure toast. Each
 * journey registers its own customer.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DESKTOP, inContext, launchBrowser, STEP_TIMEOUT_MS, watchConsole } from './support/browser.ts';
import { whenHydrated } from './support/page-helpers.ts';
import { graphql, menuCategoryPath, shopUrl } from './support/shop-data.ts';

const FIRST_NAME = 'Олена';
const PASSWORD = 'Kashtan-u-Kyievi-42';
const FAILURE_TOAST = 'Щось пішло не так під час додавання товару до списку бажань.';

let browser: Browser;
let categoryPath: string;

beforeAll(async () => {
  browser = await launchBrowser();
  categoryPath = await menuCategoryPath('Жінки', 'Одяг');
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

const newEmail = (name: string) => `${name}-${Date.now()}@example.com`;
const main = (page: Page) => page.getByRole('main');
const signedInControl = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: `Мій кабінет, ${FIRST_NAME}` });

/** A customer made through the shop's API; answers a bearer token for API calls of the journey. */
async function registerByApi(email: string): Promise<string> {
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
    { input: { email, password: PASSWORD, firstname: FIRST_NAME, lastname: 'Коваленко' } },
  );
  const res = await fetch(new URL('/graphql', shopUrl('ua', '/')), {
    method: 'POST',
    headers: { 'content-type': 'application/json', store: 'ua' },
    body: JSON.stringify({
      query:
        'mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }',
      variables: { e: email, p: PASSWORD },
    }),
  });
  const body = (await res.json()) as { data: { generateCustomerToken: { token: string } } };
  return body.data.generateCustomerToken.token;
}

/** A GraphQL call as the customer; fails the journey on any error. */
async function asCustomer<T>(token: string, query: string, variables: object = {}): Promise<T> {
  const res = await fetch(new URL('/graphql', shopUrl('ua', '/')), {
    method: 'POST',
    headers: { 'content-type': 'application/json', store: 'ua', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(STEP_TIMEOUT_MS),
  });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  expect(body.errors ?? []).toEqual([]);
  return body.data!;
}

/** The sign-in form of the page (already on /sign-in), sent. */
async function submitSignIn(page: Page, email: string): Promise<void> {
  const form = main(page);
  await whenHydrated(form.getByRole('button', { name: 'Увійти', exact: true }));
  await form.getByRole('textbox', { name: 'Електронна пошта' }).fill(email);
  await form.getByRole('textbox', { name: 'Пароль', exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Увійти', exact: true }).click();
  await signedInControl(page).waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
}

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto(shopUrl('ua', '/sign-in'));
  await submitSignIn(page, email);
}

/** The first card of the category and its heart (by the card's name). */
async function firstCardHeart(page: Page): Promise<{ name: string; heart: Locator }> {
  const card = main(page).getByRole('article').first();
  const name = (await card.getByRole('heading').first().innerText()).trim();
  const heart = await whenHydrated(card.getByRole('button', { name: /^Зберегти до списку бажань/ }));
  return { name, heart };
}

const pressed = (heart: Locator) => heart.getAttribute('aria-pressed');

describe('wishlist journeys', () => {
  test('a signed-out heart on a card goes to sign-in and comes back with the product kept', async () => {
    const email = newEmail('wish-heart');
    await registerByApi(email);
    await journey(async (page) => {
      await page.goto(shopUrl('ua', categoryPath));
      const { name, heart } = await firstCardHeart(page);
      expect(await pressed(heart)).toBe('false');
      await heart.click();
      await page.waitForURL((url) => url.pathname === '/ua/sign-in', { timeout: STEP_TIMEOUT_MS });
      expect(new URL(page.url()).searchParams.get('redirect')).toBe(categoryPath);
      await submitSignIn(page, email);
      await page.waitForURL((url) => url.pathname === `/ua${categoryPath}`, { timeout: STEP_TIMEOUT_MS });
      const back = main(page).getByRole('article').filter({ hasText: name }).first();
      const again = back.getByRole('button', { name: /^Зберегти до списку бажань/ });
      await expect.poll(() => pressed(again), { timeout: STEP_TIMEOUT_MS }).toBe('true');
      // The header's heart counts the products kept.
      const headerHeart = page.getByRole('banner').getByRole('link', { name: 'Список бажань', exact: true });
      await expect.poll(() => headerHeart.innerText(), { timeout: STEP_TIMEOUT_MS }).toBe('1');
      // Still there after a reload: the server keeps it.
      await page.reload();
      const reloaded = main(page).getByRole('article').filter({ hasText: name }).first();
      await expect
        .poll(() => pressed(reloaded.getByRole('button', { name: /^Зберегти до списку бажань/ })), {
          timeout: STEP_TIMEOUT_MS,
        })
        .toBe('true');
    });
  });

  test('the wishlist page shows its items a page at a time and moves a kept size to the cart', async () => {
    const email = newEmail('wish-page');
    const token = await registerByApi(email);
    // Twelve products kept first, then a size of a dress (the newest: first on the page).
    const listed = await graphql<{ products: { items: { sku: string }[] } }>(
      'ua',
      '{ products(search: "сукня", pageSize: 20) { items { sku } } }',
    );
    const sized = await graphql<{
      products: {
        items: {
          sku: string;
          name: string;
          variants: { product: { sku: string; stock_status: string } }[];
        }[];
      };
    }>(
      'ua',
      `
        {
          products(search: "сукня", pageSize: 20) {
            items {
              sku
              name
              ... on ConfigurableProduct {
                variants {
                  product {
                    sku
                    stock_status
                  }
                }
              }
            }
          }
        }
      `,
    );
    const dress = sized.products.items.find((p) =>
      p.variants?.some((v) => v.product.stock_status === 'IN_STOCK'),
    )!;
    const size = dress.variants.find((v) => v.product.stock_status === 'IN_STOCK')!.product.sku;
    const others = listed.products.items.map((p) => p.sku).filter((sku) => sku !== dress.sku);
    expect(others.length).toBeGreaterThanOrEqual(12);
    for (const sku of others.slice(0, 12)) {
      await asCustomer(
        token,
        'mutation ($s: String!) { addWishlistItem(sku: $s) { user_errors { code } } }',
        {
          s: sku,
        },
      );
    }
    await asCustomer(
      token,
      `mutation ($items: [WishlistItemInput!]!) { addProductsToWishlist(wishlistId: "0", wishlistItems: $items) {
         user_errors { code message } } }`,
      { items: [{ sku: size, parent_sku: dress.sku, quantity: 1 }] },
    );

    await journey(async (page) => {
      await signIn(page, email);
      await page.goto(shopUrl('ua', '/wishlist'));
      const list = main(page).getByRole('list', { name: 'Товари у списку бажань' });
      const items = list.locator(':scope > li');
      await expect.poll(() => items.count(), { timeout: STEP_TIMEOUT_MS }).toBe(12);
      await main(page).getByText('13 товарів').waitFor({ timeout: STEP_TIMEOUT_MS });
      await (await whenHydrated(main(page).getByRole('button', { name: 'Показати ще' }))).click();
      await expect.poll(() => items.count(), { timeout: STEP_TIMEOUT_MS }).toBe(13);
      await expect.poll(() => main(page).getByRole('button', { name: 'Показати ще' }).count()).toBe(0);

      const first = items.first();
      expect(await first.getByRole('heading').first().innerText()).toContain(dress.name);
      await first.getByText(/^Розмір: /).waitFor();
      await first.getByRole('button', { name: 'Перенести в кошик' }).click();
      await page.getByText('Товар у вашому кошику.').waitFor({ timeout: STEP_TIMEOUT_MS });
      await expect.poll(() => items.count(), { timeout: STEP_TIMEOUT_MS }).toBe(12);
      await main(page).getByText('12 товарів').waitFor({ timeout: STEP_TIMEOUT_MS });

      await page.goto(shopUrl('ua', '/cart'));
      const lines = main(page).getByRole('list', { name: 'Товари в кошику' }).locator(':scope > li');
      await expect.poll(() => lines.count(), { timeout: STEP_TIMEOUT_MS }).toBe(1);
      expect(await lines.first().innerText()).toContain(dress.name);
    });
    const after = await asCustomer<{ customer: { wishlists: { items_count: number }[] } }>(
      token,
      '{ customer { wishlists { items_count } } }',
    );
    expect(after.customer.wishlists[0]!.items_count).toBe(12);
  });

  test('a failing wishlist mutation reverts the heart and shows the failure toast', async () => {
    const email = newEmail('wish-fail');
    await registerByApi(email);
    await journey(async (page) => {
      await signIn(page, email);
      await page.route('**/graphql', async (route) => {
        const body = route.request().postData() ?? '';
        if (route.request().method() === 'POST' && body.includes('AddWishlistItem')) {
          await route.fulfill({
            status: 200,
            contentType: 'application/json',
            body: JSON.stringify({
              errors: [
                {
                  message: 'The wishlist is not currently available.',
                  extensions: { category: 'graphql-input' },
                },
              ],
              data: { addWishlistItem: null },
            }),
          });
          return;
        }
        await route.continue();
      });
      await page.goto(shopUrl('ua', categoryPath));
      const { heart } = await firstCardHeart(page);
      // The hearts of the signed-in customer have loaded (none kept yet).
      await expect.poll(() => pressed(heart), { timeout: STEP_TIMEOUT_MS }).toBe('false');
      await heart.click();
      await page.getByText(FAILURE_TOAST).waitFor({ timeout: STEP_TIMEOUT_MS });
      await expect.poll(() => pressed(heart), { timeout: STEP_TIMEOUT_MS }).toBe('false');
      // The toast leaves after its 5 s.
      await page.getByText(FAILURE_TOAST).waitFor({ state: 'detached', timeout: 10_000 });
    });
  });
});
