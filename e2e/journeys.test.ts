/**
 * Shopper journeys in a real Chromium against the real shop (see global-setup.ts). Elements are
 * found by role and accessible name as the Ukrainian store shows them (uk_UA locale files).
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  DESKTOP,
  inContext,
  launchBrowser,
  PHONE,
  STEP_TIMEOUT_MS,
  watchConsole,
} from './support/browser.ts';
import {
  decodeHtmlText,
  isAscending,
  listingCards,
  watchGraphqlOperations,
  where,
  whenHydrated,
} from './support/page-helpers.ts';
import { menuCategoryPath, productBySku, productFoundBy, shopUrl } from './support/shop-data.ts';

/** A word the generated product names use (Ukrainian for "dress"). */
const SEARCH_WORD = 'сукня';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The visible level-1 heading of the page's main area, once it reads `name`. */
async function expectMainHeading(page: Page, name: string): Promise<void> {
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect
    .poll(async () => (await heading.allInnerTexts()).map((text) => text.trim()).join(' | '), {
      timeout: STEP_TIMEOUT_MS,
      message: `the page ${page.url()} should be headed "${name}"`,
    })
    .toBe(name);
}

/** Filters in a listing path: …/f/top_sizes:2003_2004/brand:1001 → { top_sizes: [2003, 2004], brand: [1001] }. */
function filtersInPath(pathname: string): Record<string, string[]> {
  const at = pathname.indexOf('/f/');
  if (at === -1) return {};
  const filters: Record<string, string[]> = {};
  for (const segment of pathname.slice(at + 3).split('/')) {
    const colon = segment.indexOf(':');
    if (colon <= 0 || segment.startsWith('p:')) continue;
    filters[segment.slice(0, colon)] = segment.slice(colon + 1).split('_');
  }
  return filters;
}

describe('desktop journeys (ua)', () => {
  test('home → women → a category → two filters → price ascending → page 2 → a product → a size → the size table', async () => {
    await inContext(browser, DESKTOP, async (page) => {
      await page.goto(shopUrl('ua', '/'));

      // Women, from the header's main menu.
      const mainMenu = page.getByRole('navigation', { name: 'Головне меню' });
      const women = mainMenu.getByRole('link', { name: 'Жінки', exact: true });
      await whenHydrated(women);
      await women.click();
      await page.waitForURL((url) => url.pathname === '/ua/women');

      // A category from the women's mega menu. The navigation closes the panel the click opened;
      // then the pointer goes to the logo and back onto "Жінки". (Both stay on the page: React
      // misses the pointer entering the menu when it comes from content that was replaced meanwhile.)
      await expect
        .poll(() => women.getAttribute('aria-expanded'), { timeout: STEP_TIMEOUT_MS })
        .toBe('false');
      await page.getByRole('banner').getByRole('link', { name: 'Головна сторінка' }).hover();
      await women.hover();
      const clothing = mainMenu.getByRole('link', { name: 'Одяг', exact: true });
      await clothing.click();
      await page.waitForURL((url) => url.pathname.startsWith('/ua/women/clothing'));
      await expectMainHeading(page, 'Одяг');

      // Two filters from the sidebar: sizes S and M.
      const sidebar = page.getByRole('complementary', { name: 'Фільтри' });
      const chosen = page.getByRole('list', { name: 'Вибрані фільтри' });
      const removeLinks = chosen.getByRole('link', { name: /^Прибрати фільтр:/ });
      const sizeS = sidebar.getByRole('checkbox', { name: /^S \d+$/ });
      await whenHydrated(sizeS);
      await sizeS.check();
      await page.waitForURL((url) => url.pathname.includes('/f/'));
      await expect.poll(() => removeLinks.count(), { timeout: STEP_TIMEOUT_MS }).toBe(1);
      const sizeM = sidebar.getByRole('checkbox', { name: /^M \d+$/ });
      await sizeM.check();
      await page.waitForURL((url) => Object.values(filtersInPath(url.pathname)).flat().length === 2);
      await expect.poll(() => removeLinks.count(), { timeout: STEP_TIMEOUT_MS }).toBe(2);
      expect(await sizeS.isChecked()).toBe(true);
      const filteredPath = where(page).pathname;
      expect(filteredPath).toMatch(/^\/ua\/women\/clothing[^/]*\/f\//);

      // Price ascending, from the sort menu.
      const sortButton = page.getByRole('button', { name: /^Сортувати за/ });
      await whenHydrated(sortButton);
      await sortButton.click();
      await page
        .getByRole('menu', { name: 'Варіанти сортування' })
        .getByRole('menuitemradio', { name: 'Ціна за зростанням' })
        .click();
      await page.waitForURL((url) => url.searchParams.get('sort') === 'price:ASC');
      expect(where(page).pathname).toBe(filteredPath);
      await expect
        .poll(() => sortButton.innerText(), { timeout: STEP_TIMEOUT_MS })
        .toContain('Ціна за зростанням');
      // The list is replaced once the sorted products arrive.
      await expect
        .poll(
          async () => {
            const prices = (await listingCards(page)).map((card) => card.price);
            return prices.length > 1 && isAscending(prices) ? 'ascending' : `prices ${prices.join(', ')}`;
          },
          { timeout: STEP_TIMEOUT_MS, message: 'the cards should be listed by price, lowest first' },
        )
        .toBe('ascending');
      const firstPage = await listingCards(page);

      // Page 2.
      await page
        .getByRole('navigation', { name: 'Сторінки' })
        .getByRole('link', { name: 'Сторінка 2', exact: true })
        .click();
      await page.waitForURL((url) => /\/p:2$/.test(url.pathname));
      expect(where(page).pathname).toBe(`${filteredPath}/p:2`);
      expect(where(page).params.get('sort')).toBe('price:ASC');
      const lastPriceOfPageOne = firstPage.at(-1)!.price;
      const pageOneOrder = firstPage.map((card) => card.name).join('\n');
      await expect
        .poll(
          async () => {
            const cards = await listingCards(page);
            const prices = cards.map((card) => card.price);
            if (cards.length === 0) return 'no cards';
            if (cards.map((card) => card.name).join('\n') === pageOneOrder)
              return 'still the cards of page 1';
            if (!isAscending(prices)) return `prices not ascending: ${prices.join(', ')}`;
            if (prices[0]! < lastPriceOfPageOne)
              return `page 2 starts at ${prices[0]}, below page 1's last price ${lastPriceOfPageOne}`;
            return 'page 2 in order';
          },
          { timeout: STEP_TIMEOUT_MS },
        )
        .toBe('page 2 in order');
      await expect
        .poll(() =>
          page
            .getByRole('navigation', { name: 'Сторінки' })
            .getByRole('link', { name: 'Сторінка 2', exact: true })
            .getAttribute('aria-current'),
        )
        .toBe('page');

      // A product from page 2.
      const card = page.getByRole('main').getByRole('article').first();
      const productName = (await card.getByRole('heading').first().innerText()).trim();
      await card.getByRole('link', { name: productName, exact: true }).click();
      await page.waitForURL((url) => url.pathname.endsWith('.html'));
      await expectMainHeading(page, productName);

      // A size.
      const sizes = page.getByRole('main').getByRole('radiogroup', { name: /Розмір/ });
      const size = sizes.getByRole('radio').first();
      await whenHydrated(size);
      const sizeTitle = (await size.innerText()).trim();
      expect(await sizes.getByRole('radio', { checked: true }).count()).toBe(0);
      await size.click();
      await expect.poll(() => size.getAttribute('aria-checked')).toBe('true');
      await expect
        .poll(() => sizes.getByRole('radio', { checked: true }).allInnerTexts())
        .toEqual([sizeTitle]);

      // The size table.
      await page.getByRole('main').getByRole('button', { name: 'Таблиця розмірів', exact: true }).click();
      const sizeTable = page.getByRole('dialog', { name: 'Таблиця розмірів' });
      await sizeTable.waitFor({ state: 'visible' });
      expect(await sizeTable.getByRole('table').isVisible()).toBe(true);
      expect(await sizeTable.getByRole('columnheader').count()).toBeGreaterThan(1);
    });
  });

  test('search: suggestions while typing, then the results page', async () => {
    await inContext(browser, DESKTOP, async (page) => {
      await page.goto(shopUrl('ua', '/'));
      const trigger = page.getByRole('banner').getByRole('button', { name: 'Відкрити пошук' });
      await whenHydrated(trigger);
      await trigger.click();

      const panel = page.getByRole('region', { name: 'Пошук', exact: true });
      const field = panel.getByRole('searchbox', { name: 'Пошук' });
      await field.waitFor({ state: 'visible' });
      await field.pressSequentially(SEARCH_WORD, { delay: 60 });

      // Suggestions come after the 500 ms debounce.
      const suggestions = panel.getByRole('region', { name: 'Підказки пошуку' }).getByRole('link');
      await suggestions.first().waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
      const suggested = await suggestions.allInnerTexts();
      expect(suggested.length).toBeGreaterThan(0);
      expect(suggested.length).toBeLessThanOrEqual(5);
      expect(suggested.some((text) => /сук/i.test(text))).toBe(true);
      // Counted in Ukrainian plural forms, formatted in the browser from the precompiled catalogue.
      await expect
        .poll(() => panel.getByRole('status').innerText())
        .toBe(
          `${suggested.length} ${suggested.length === 1 ? 'підказка' : suggested.length < 5 ? 'підказки' : 'підказок'}`,
        );

      await panel.getByRole('button', { name: 'Показати результати' }).click();
      await page.waitForURL((url) => url.pathname === '/ua/all/p:1');
      expect(where(page).params.get('q')).toBe(SEARCH_WORD);
      await expectMainHeading(page, `Результати пошуку за запитом «${SEARCH_WORD}»`);
      await expect
        .poll(async () => (await listingCards(page)).length, { timeout: STEP_TIMEOUT_MS })
        .toBeGreaterThan(0);
      const found = await page
        .getByRole('main')
        .getByText(/^Знайдено: [\d\s]+ товар(и|ів|у)?$/)
        .innerText();
      expect(Number(found.replace(/\D/g, ''))).toBeGreaterThan(0);
      // The panel closed on submit.
      await panel.waitFor({ state: 'hidden' });
    });
  });

  test('contact us: an empty form is refused, its errors tied to the fields and announced; then sent', async () => {
    await inContext(browser, DESKTOP, async (page) => {
      await page.goto(shopUrl('ua', '/'));
      await whenHydrated(page.getByRole('banner').getByRole('button', { name: 'Відкрити пошук' }));
      const footer = page.getByRole('contentinfo');
      const link = footer.getByRole('link', { name: "Зв'язатися з нами" }).first();
      await link.scrollIntoViewIfNeeded();
      // The footer's code loads when it nears the viewport; before that the link is a plain link
      // to the contact page, and only the hydrated footer opens the modal.
      await whenHydrated(footer);
      await link.click();
      const dialog = page.getByRole('dialog', { name: "Зв'язатися з нами" });
      await dialog.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });

      await dialog.getByRole('button', { name: 'Надіслати' }).click();
      const name = dialog.getByRole('textbox', { name: "Ім'я" });
      await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
      expect(await name.evaluate((element) => element === document.activeElement)).toBe(true);
      const describedBy = await name.getAttribute('aria-describedby');
      expect(await page.locator(`[id="${describedBy}"]`).innerText()).toBe("Вкажіть ваше ім'я.");
      expect(await dialog.getByRole('status').innerText()).toBe(
        "Виправте 3 поля. Вкажіть ваше ім'я. Вкажіть ваш e-mail. Напишіть ваше повідомлення.",
      );

      await name.fill('Олена');
      await dialog.getByRole('textbox', { name: 'Електронна пошта' }).fill('olena@example.com');
      await dialog.getByRole('textbox', { name: "Телефон (необов'язково)" }).fill('+38 050 123 45 67');
      await dialog.getByRole('textbox', { name: 'Повідомлення' }).fill('Де моє замовлення?');
      await expect.poll(() => name.getAttribute('aria-invalid')).toBeNull();
      await dialog.getByRole('button', { name: 'Надіслати' }).click();
      await page
        .getByRole('dialog', { name: 'Дякуємо!' })
        .waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
    });
  });

  test('switching to ru on a product page keeps the product', async () => {
    const ua = await productFoundBy(SEARCH_WORD, 'ua');
    const ru = await productBySku(ua.sku, 'ru');
    await inContext(browser, DESKTOP, async (page) => {
      await page.goto(shopUrl('ua', ua.path));
      await expectMainHeading(page, ua.name);
      await page.getByRole('main').getByText(ua.sku, { exact: true }).waitFor();

      const languages = page.getByRole('banner').getByRole('group', { name: 'Мова' });
      const toRussian = languages.getByRole('button', { name: 'RU', exact: true });
      await whenHydrated(toRussian);
      await toRussian.click();
      await page.waitForURL((url) => url.pathname.startsWith('/ru/'));
      await page.waitForLoadState('load');

      await expectMainHeading(page, ru.name);
      await page.getByRole('main').getByText(ua.sku, { exact: true }).waitFor();
      expect(where(page).pathname).toBe(`/ru${ru.path}`);
      const russianGroup = page.getByRole('banner').getByRole('group', { name: 'Язык' });
      expect(
        await russianGroup.getByRole('button', { name: 'RU', exact: true }).getAttribute('aria-pressed'),
      ).toBe('true');
    });
  });

  test('an unknown address answers 404 with the not-found page, not to be indexed', async () => {
    const path = '/no-such-page-e2e/really-not-here';
    // The server's answer, before any script.
    const res = await fetch(shopUrl('ua', path));
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"\/?>/);
    expect(decodeHtmlText(html)).toContain('Сторінку не знайдено');

    await inContext(browser, DESKTOP, async (page) => {
      const problems = watchConsole(page);
      const response = await page.goto(shopUrl('ua', path));
      expect(response?.status()).toBe(404);
      await expectMainHeading(page, 'Сторінку не знайдено');
      const goHome = page.getByRole('main').getByRole('link', { name: 'на головну' });
      await whenHydrated(goHome);
      // After hydration the head still says noindex, nofollow, once.
      const robots = await page
        .locator('head meta[name="robots"]')
        .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content')));
      expect(robots).toEqual(['noindex, nofollow']);
      // The only complaint is the browser noting the 404 answer itself.
      expect(problems.lines((entry) => !/status of 404/.test(entry.text))).toEqual([]);
      await goHome.click();
      await page.waitForURL((url) => url.pathname === '/ua/' || url.pathname === '/ua');
    });
  });

  test('going offline shows the offline toast, coming back the online one', async () => {
    await inContext(browser, DESKTOP, async (page, context) => {
      await page.goto(shopUrl('ua', '/'), { waitUntil: 'networkidle' });
      await whenHydrated(page.getByRole('banner').getByRole('button', { name: 'Відкрити пошук' }));
      const toasts = page.getByRole('region', { name: 'Сповіщення' });

      await context.setOffline(true);
      const offline = toasts
        .getByRole('alert')
        .filter({ hasText: 'Ви офлайн. Деякі функції можуть бути недоступні.' });
      await offline.waitFor({ state: 'visible' });
      // The header shows the offline indicator while offline.
      await page.getByRole('banner').getByRole('status').filter({ hasText: 'Немає зв’язку' }).waitFor();

      await context.setOffline(false);
      await toasts.getByRole('status').filter({ hasText: 'Ви онлайн.' }).waitFor({ state: 'visible' });
    });
  });

  test('a category seen on an earlier visit opens from the persisted cache before the network answers', async () => {
    const product = await productFoundBy(SEARCH_WORD, 'ua');
    const crumbLink = (page: Page) =>
      page.getByRole('navigation', { name: 'Навігаційний ланцюжок' }).getByRole('link').last();
    await inContext(browser, DESKTOP, async (page, context) => {
      // The first visit: a product, then its category in the browser.
      await page.goto(shopUrl('ua', product.path));
      const category = (await whenHydrated(crumbLink(page))).first();
      const name = (await category.innerText()).trim();
      await category.click();
      await expectMainHeading(page, name);
      await expect
        .poll(
          () => page.evaluate((text) => localStorage.getItem('graphql_cache__ua')?.includes(text), name),
          {
            timeout: STEP_TIMEOUT_MS,
            message: 'the category should be kept in the persisted cache',
          },
        )
        .toBe(true);
      await page.close();

      // The next visit: the category's listing query gets no answer, yet the page shows it.
      const next = await context.newPage();
      await next.route(
        (url) =>
          url.pathname.endsWith('/graphql') &&
          (url.searchParams.get('query') ?? '').includes('getCategoryListing'),
        () => undefined,
      );
      await next.goto(shopUrl('ua', product.path), { waitUntil: 'load' });
      await whenHydrated(crumbLink(next));
      // The stored cache is taken in once the first view is over (a second after load).
      await next.waitForTimeout(1500);
      await crumbLink(next).click();
      await expectMainHeading(next, name);
      expect((await listingCards(next)).length).toBeGreaterThan(0);
    });
  });

  test("the server's HTML holds the product's name before any script runs", async () => {
    const product = await productFoundBy(SEARCH_WORD, 'ua');

    // A plain HTTP request, no browser.
    const res = await fetch(shopUrl('ua', product.path));
    expect(res.status).toBe(200);
    const html = await res.text();
    const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html);
    expect(h1, "the server's HTML has a level-1 heading").not.toBeNull();
    expect(decodeHtmlText(h1![1]!.replace(/<[^>]+>/g, '')).trim()).toBe(product.name);
    expect(decodeHtmlText(html)).toContain(product.sku);

    // Chromium with JavaScript off shows it too.
    await inContext(browser, { ...DESKTOP, javaScriptEnabled: false }, async (page) => {
      const response = await page.goto(shopUrl('ua', product.path));
      expect(response?.status()).toBe(200);
      const heading = page
        .getByRole('main')
        .getByRole('heading', { level: 1, name: product.name, exact: true });
      expect(
        await heading.isVisible(),
        `with JavaScript off, ${product.path} should show the product's name as its heading`,
      ).toBe(true);
    });
  });

  test('hydration: home, a category and a product load without console errors or hydration warnings', async () => {
    const categoryPath = await menuCategoryPath('Жінки', 'Одяг');
    const product = await productFoundBy(SEARCH_WORD, 'ua');
    const pages: { path: string; heading: string | null; control: (page: Page) => Locator }[] = [
      {
        path: '/',
        heading: null,
        control: (page) => page.getByRole('banner').getByRole('button', { name: 'Відкрити пошук' }),
      },
      {
        path: categoryPath,
        heading: 'Одяг',
        control: (page) => page.getByRole('main').getByRole('button', { name: /^Сортувати за/ }),
      },
      {
        path: product.path,
        heading: product.name,
        control: (page) =>
          page.getByRole('main').getByRole('button', { name: 'Таблиця розмірів', exact: true }),
      },
    ];
    for (const { path, heading, control } of pages) {
      await inContext(browser, DESKTOP, async (page) => {
        const problems = watchConsole(page);
        const operations = watchGraphqlOperations(page);
        const response = await page.goto(shopUrl('ua', path), { waitUntil: 'networkidle' });
        expect(response?.status(), `status of /ua${path}`).toBe(200);
        if (heading) await expectMainHeading(page, heading);
        await whenHydrated(control(page));
        // The page brought its answers: hydrating it asks the server nothing again. Except the
        // content's product lists: their code loads lazily, and where it arrives after the first
        // view has ended (a busy machine) they refresh their cards once, as any later view does.
        const { GetPageBuilderProducts: lateRefresh = 0, ...asked } = operations.counts();
        expect(asked, `GraphQL requests while /ua${path} hydrated`).toEqual({});
        expect(lateRefresh, `product lists refreshed while /ua${path} hydrated`).toBeLessThanOrEqual(1);
        // The footer hydrates when it comes near the viewport: scroll down to it.
        const footer = page.getByRole('contentinfo');
        await footer.scrollIntoViewIfNeeded();
        await whenHydrated(footer.getByRole('link').first());
        // Recoverable hydration errors are reported after the commit: give them a frame.
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
        );
        const hydrationWarning = /hydrat|did not match|server rendered|#418|#423|#425/i;
        expect(
          problems.lines((entry) => entry.kind !== 'warning' || hydrationWarning.test(entry.text)),
          `console of /ua${path}`,
        ).toEqual([]);
      });
    }
  });
});

describe('phone journey (390×844, touch)', () => {
  test('the navigation drawer from the bottom bar → a category → the filter panel', async () => {
    await inContext(browser, PHONE, async (page) => {
      await page.goto(shopUrl('ua', '/'));
      const bottomBar = page.getByRole('navigation', { name: 'Швидкі посилання' });
      const catalog = bottomBar.getByRole('button', { name: 'Каталог' });
      await whenHydrated(catalog);
      await catalog.tap();

      const drawer = page.getByRole('dialog', { name: 'Меню' });
      await drawer.waitFor({ state: 'visible' });
      const women = drawer.getByRole('button', { name: 'Жінки', exact: true });
      await women.tap();
      await expect.poll(() => women.getAttribute('aria-expanded')).toBe('true');
      const operations = watchGraphqlOperations(page);
      await drawer.getByRole('link', { name: 'Одяг', exact: true }).tap();

      await page.waitForURL((url) => url.pathname.startsWith('/ua/women/clothing'));
      await drawer.waitFor({ state: 'hidden' });
      await expectMainHeading(page, 'Одяг');
      // The page settles: each query is asked for once, not again on every re-render.
      await page.waitForTimeout(500);
      expect(operations.repeated(), 'queries sent more than once while opening the category').toEqual([]);

      // No sidebar on a phone: the filters open in a panel.
      expect(await page.getByRole('complementary', { name: 'Фільтри' }).isVisible()).toBe(false);
      const filterButton = page.getByRole('main').getByRole('button', { name: 'Фільтр', exact: true });
      await whenHydrated(filterButton);
      await filterButton.tap();
      const panel = page.getByRole('dialog', { name: 'Фільтри' });
      await panel.waitFor({ state: 'visible' });
      expect(await panel.getByRole('checkbox').count()).toBeGreaterThan(0);
      await panel.getByRole('button', { name: /^Показати товари \(\d+\)$/ }).waitFor({ state: 'visible' });
    });
  });
});
