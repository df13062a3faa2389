import { describe, expect, it } from 'vitest';
import { catalogueOf, loadAreaMessages, loadLocale, withAreaMessages } from './load-locale.ts';
import { LAZY_MESSAGE_AREAS } from './lazy-areas.ts';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createTranslator, type CatalogueMessage } from './format-message.ts';

/** Every user-visible text of the browsing spec, by id, in its English original. */
const SPEC_TEXTS: Record<string, string> = {
  'notFound.message': "Looks like the page you were hoping to find doesn't exist. Sorry about that.",
  'routeError.message': 'Something went wrong. Sorry about that.',
  'routeError.title': 'Error',
  'notFound.title': 'Page not found',
  'notFound.code': '404',
  'notFound.goHome': 'go home',
  'loading.fetchingData': 'Fetching Data...',
  'cmsBlock.noBlocks': 'There are no blocks to display',
  'toast.offline': 'You are offline. Some features may be unavailable.',
  'toast.online': 'You are online.',
  'toast.wishlistFailure': 'Something went wrong adding the Product to your wishlist.',
  'toast.unexpectedError': 'Sorry! An unexpected error occurred.',
  'errorPage.title': 'Sorry! An unexpected error occurred.',
  'errorPage.reload': 'Reload the page',
  'sortItem.newArrivals': 'New arrivals',
  'sortItem.priceAsc': 'Price in ascending order',
  'sortItem.priceDesc': 'Price in descending order',
};

/** Ids whose text is the same in every language (codes and names). */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'notFound.code',
  'storeSwitcher.ua',
  'storeSwitcher.ru',
  'footer.instagram',
]);

/** Tests read the catalogues as written (only the client build precompiles them). */
function sourceText(message: CatalogueMessage | undefined): string {
  if (typeof message !== 'string') throw new Error('expected ICU source text');
  return message;
}

/** Argument names of an ICU message, with their kind ('plural:count'), those inside plurals too. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      names.add(`${TYPE[element.type]}:${element.value}`);
      if (element.type === TYPE.plural || element.type === TYPE.select)
        for (const option of Object.values(element.options)) walk(option.value);
      if (element.type === TYPE.tag) walk(element.children);
    }
  };
  walk(parse(message, { ignoreTag: true }));
  return [...names].sort();
}

describe('loadLocale', () => {
  it('loads each supported locale as a flat map of strings', async () => {
    for (const locale of ['en_US', 'ru_RU', 'uk_UA']) {
      const messages = await loadLocale(locale);
      expect(Object.keys(messages).length).toBeGreaterThan(50);
      for (const value of Object.values(messages)) expect(typeof value).toBe('string');
      // The locale's plural rules ride along.
      expect(createTranslator(messages)({ id: 'x', defaultMessage: '' })).toBe('');
    }
  });

  it("rejects any other locale with 'Unable to locate locale {x}'", async () => {
    await expect(loadLocale('de_DE')).rejects.toThrow(new Error('Unable to locate locale de_DE'));
    await expect(loadLocale('uk-UA')).rejects.toThrow('Unable to locate locale uk-UA');
    await expect(loadLocale('toString')).rejects.toThrow('Unable to locate locale toString');
  });
});

describe('the lazy areas (account, sign-in, cart, checkout, contact): texts loaded with their pages', () => {
  it('are left out of the first load, then added in place with the page', async () => {
    const messages = await loadLocale('uk_UA');
    const everything = await loadLocale('uk_UA', { lazyAreas: true });
    const accountIds = Object.keys(everything).filter((id) => !(id in messages) && id.startsWith('account.'));
    expect(accountIds.length).toBeGreaterThan(20);
    const page = await withAreaMessages('account', async () => ({ default: 'the page' }))();
    expect(page).toEqual({ default: 'the page' });
    for (const id of accountIds) expect(messages[id], id).toEqual(everything[id]);
    // Shared texts stay in the first load: the header's and the sign-in form's (shared/session).
    for (const id of ['header.accountOf', 'auth.signIn', 'auth.error.passwordShort'])
      expect(messages[id], id).toBeDefined();
    await Promise.all(LAZY_MESSAGE_AREAS.filter((a) => a !== 'account').map(loadAreaMessages));
    expect(Object.keys(messages).sort()).toEqual(Object.keys(everything).sort());
  });
});

describe("a locale's chunk (catalogues/<locale>.ts)", () => {
  const load = async () => ({ 'x.id': 'x' });
  const areas = Object.fromEntries(
    LAZY_MESSAGE_AREAS.map((a) => [`../../../features/${a}/i18n/uk_UA.json`, load]),
  );
  const shop = {
    '../../../i18n/uk_UA.json': { 'a.id': 'a' },
    '../../../features/cms/i18n/uk_UA.json': { 'b.id': 'b' },
  };

  it('merges the shop texts and hands out a loader per lazy area', () => {
    const catalogue = catalogueOf('uk_UA', { shop, areas });
    expect(catalogue.messages).toEqual({ 'a.id': 'a', 'b.id': 'b' });
    expect(Object.keys(catalogue.areas).sort()).toEqual([...LAZY_MESSAGE_AREAS].sort());
  });

  it('refuses a lazy area among the shop texts, a shop file among the areas, and an area without a file', () => {
    const cart = '../../../features/cart/i18n/uk_UA.json';
    expect(() => catalogueOf('uk_UA', { shop: { ...shop, [cart]: {} }, areas })).toThrow(
      `${cart} belongs to a lazy area, not to the uk_UA shop texts`,
    );
    expect(() =>
      catalogueOf('uk_UA', { shop, areas: { ...areas, '../../../features/cms/i18n/uk_UA.json': load } }),
    ).toThrow('../../../features/cms/i18n/uk_UA.json is not in a lazy area of uk_UA');
    const { [cart]: _left, ...withoutCart } = areas;
    expect(() => catalogueOf('uk_UA', { shop, areas: withoutCart })).toThrow(
      'The uk_UA texts have no file for cart',
    );
  });
});

describe('locale files', () => {
  it('hold the English originals of the spec texts in en_US', async () => {
    const en = await loadLocale('en_US');
    for (const [id, text] of Object.entries(SPEC_TEXTS)) expect(en[id]).toBe(text);
  });

  it('have the same ids in every locale', async () => {
    const [en, uk, ru] = await Promise.all(
      ['en_US', 'uk_UA', 'ru_RU'].map((l) => loadLocale(l, { lazyAreas: true })),
    );
    expect(Object.keys(uk!).sort()).toEqual(Object.keys(en!).sort());
    expect(Object.keys(ru!).sort()).toEqual(Object.keys(en!).sort());
  });

  it('translate every text into Ukrainian and Russian', async () => {
    const [en, uk, ru] = await Promise.all(
      ['en_US', 'uk_UA', 'ru_RU'].map((l) => loadLocale(l, { lazyAreas: true })),
    );
    for (const id of Object.keys(en!)) {
      // Codes such as sizes' 'EU' or 'UK' read the same in every language.
      if (SAME_IN_EVERY_LANGUAGE.has(id) || /^[A-Z0-9]{1,4}$/.test(sourceText(en![id]))) continue;
      expect(uk![id], id).toMatch(/[а-яіїєґ]/i);
      expect(ru![id], id).toMatch(/[а-яё]/i);
      expect(uk![id], id).not.toMatch(/[ыэъё]/i); // Russian letters in Ukrainian text
      expect(ru![id], id).not.toMatch(/[іїєґ]/i); // Ukrainian letters in Russian text
    }
  });

  it('keep the same placeholders in every locale and format without errors', async () => {
    const [en, uk, ru] = await Promise.all(
      ['en_US', 'uk_UA', 'ru_RU'].map((l) => loadLocale(l, { lazyAreas: true })),
    );
    for (const [id, message] of Object.entries(en!)) {
      const names = placeholders(sourceText(message));
      expect(placeholders(sourceText(uk![id])), id).toEqual(names);
      expect(placeholders(sourceText(ru![id])), id).toEqual(names);
      const values = Object.fromEntries(names.map((name) => [name.split(':')[1], 1]));
      for (const messages of [en!, uk!, ru!])
        expect(() => createTranslator(messages)({ id, defaultMessage: '' }, values), id).not.toThrow();
    }
  });

  it('use plural forms for counts in each language', async () => {
    const [en, uk, ru] = await Promise.all(
      ['en_US', 'uk_UA', 'ru_RU'].map((l) => loadLocale(l, { lazyAreas: true })),
    );
    const count = (messages: typeof en, n: number) =>
      createTranslator(messages!)({ id: 'searchResults.count', defaultMessage: '' }, { count: n });
    expect([1, 2, 5, 21].map((n) => count(uk, n))).toEqual([
      'Знайдено: 1 товар',
      'Знайдено: 2 товари',
      'Знайдено: 5 товарів',
      'Знайдено: 21 товар',
    ]);
    expect([1, 2, 5, 21].map((n) => count(ru, n))).toEqual([
      'Найдено: 1 товар',
      'Найдено: 2 товара',
      'Найдено: 5 товаров',
      'Найдено: 21 товар',
    ]);
    expect([1, 2].map((n) => count(en, n))).toEqual(['Found: 1 product', 'Found: 2 products']);
  });

  it('translate spec texts for shoppers through the translator', async () => {
    const t = createTranslator(await loadLocale('uk_UA'));
    expect(t({ id: 'notFound.title', defaultMessage: 'Page not found' })).toBe('Сторінку не знайдено');
    expect(t({ id: 'toast.offline', defaultMessage: '' })).toBe(
      'Ви офлайн. Деякі функції можуть бути недоступні.',
    );
  });
});

/** The mail's catalogues (the server's e-mails): in this tree, not in the shop's locale bundles. */
const mailFiles = import.meta.glob<{ default: Record<string, string> }>('../../i18n/mail/*.json', {
  eager: true,
});
const mailCatalogue = (locale: string) => {
  const file = Object.entries(mailFiles).find(([path]) => path.endsWith(`/${locale}.json`));
  if (!file) throw new Error(`no mail catalogue for ${locale}`);
  return file[1].default;
};

describe("the mail's catalogues", () => {
  const [en, uk, ru] = ['en_US', 'uk_UA', 'ru_RU'].map(mailCatalogue) as Record<string, string>[];

  it("are not in the shop pages' locale bundles (shoppers never download them)", async () => {
    const shop = await loadLocale('uk_UA');
    expect(Object.keys(uk!).length).toBeGreaterThan(30);
    for (const id of ['reset.subject', 'order.subject', 'notify.subject']) {
      expect(uk![id], id).toBeDefined();
      expect(shop[id], id).toBeUndefined();
    }
  });

  it('have the same ids in every locale, translated, with the same placeholders', () => {
    expect(Object.keys(uk!).sort()).toEqual(Object.keys(en!).sort());
    expect(Object.keys(ru!).sort()).toEqual(Object.keys(en!).sort());
    for (const [id, message] of Object.entries(en!)) {
      expect(placeholders(uk![id]!), id).toEqual(placeholders(message));
      expect(placeholders(ru![id]!), id).toEqual(placeholders(message));
      if (!/[a-z]/i.test(message.replace(/\{[^}]*\}/g, ''))) continue; // '{qty} × {price}'
      expect(uk![id], id).toMatch(/[а-яіїєґ]/i);
      expect(ru![id], id).toMatch(/[а-яё]/i);
      expect(uk![id], id).not.toMatch(/[ыэъё]/i);
      expect(ru![id], id).not.toMatch(/[іїєґ]/i);
    }
  });

  it('use plural forms for counts in each language', () => {
    const hours = (messages: Record<string, string>, n: number) =>
      createTranslator(messages)({ id: 'reset.body', defaultMessage: '' }, { hours: n });
    expect([1, 2, 5, 21].map((n) => hours(uk!, n).match(/діє (\d+ \S+)/)?.[1])).toEqual([
      '1 годину',
      '2 години',
      '5 годин',
      '21 годину',
    ]);
    expect([1, 2, 5, 21].map((n) => hours(ru!, n).match(/действует (\d+ \S+)/)?.[1])).toEqual([
      '1 час',
      '2 часа',
      '5 часов',
      '21 час',
    ]);
  });
});
