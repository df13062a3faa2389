/**
 * Loads one locale's messages: the shared file src/i18n/<locale>.json merged with each
 * feature's own src/features/<area>/i18n/<locale>.json (and src/app/i18n/), so features add
 * their texts without editing one shared file. Each locale is a chunk of its own (catalogues/),
 * so a bundle only fetches the locale it shows. The client build gets them precompiled to ICU ASTs
 * (build/precompile-messages.ts).
 */
import { MESSAGES_LOCALE, type Messages } from './format-message.ts';
import { LAZY_MESSAGE_AREAS, lazyAreaOf, type LazyMessageArea } from './lazy-areas.ts';
import { isSupportedLocale, toBcp47, type Locale } from './locales.ts';

type Texts = Record<string, unknown>;
interface LocaleChunk {
  /** The shop's texts by file. */
  shop: Record<string, Texts>;
  /** The lazy areas' loaders by file. */
  areas: Record<string, () => Promise<Texts>>;
}

/**
 * A chunk per locale (catalogues/): the first load carries one loader per locale instead of one per
 * catalogue file and locale (45 of them once), and the area loaders come with the locale shown.
 */
const CHUNKS: Record<Locale, () => Promise<LocaleChunk>> = {
  en_US: () => import('./catalogues/en_US.ts'),
  ru_RU: () => import('./catalogues/ru_RU.ts'),
  uk_UA: () => import('./catalogues/uk_UA.ts'),
};

interface Catalogue {
  messages: Texts;
  areas: Record<LazyMessageArea, () => Promise<Texts>>;
}

/**
 * A locale chunk's texts merged and its area loaders by area. Its glob patterns name the lazy areas
 * as literals (Vite reads them at build time): a file in the wrong half, or an area without its
 * file, fails here rather than leaving texts out of a page.
 */
export function catalogueOf(locale: string, chunk: LocaleChunk): Catalogue {
  const stray = Object.keys(chunk.shop).find((path) => lazyAreaOf(path));
  if (stray) throw new Error(`${stray} belongs to a lazy area, not to the ${locale} shop texts`);
  const areas = {} as Catalogue['areas'];
  for (const [path, load] of Object.entries(chunk.areas)) {
    const area = lazyAreaOf(path);
    if (!area) throw new Error(`${path} is not in a lazy area of ${locale}`);
    areas[area] = load;
  }
  const missing = LAZY_MESSAGE_AREAS.filter((area) => !areas[area]);
  if (missing.length > 0) throw new Error(`The ${locale} texts have no file for ${missing.join(', ')}`);
  return { messages: Object.assign({}, ...Object.values(chunk.shop)) as Texts, areas };
}

/** The catalogues handed out by loadLocale, per locale: lazy areas are merged into them in place. */
const loaded = new Map<string, Catalogue>();

/**
 * Resolves to the flat id → message map; rejects with 'Unable to locate locale {x}' otherwise.
 * `lazyAreas: true` (the server, which renders every page) includes the lazy areas' texts too.
 */
export async function loadLocale(locale: string, opts: { lazyAreas?: boolean } = {}): Promise<Messages> {
  if (!isSupportedLocale(locale)) throw new Error(`Unable to locate locale ${locale}`);
  const catalogue = catalogueOf(locale, await CHUNKS[locale]());
  const areas = opts.lazyAreas ? await Promise.all(Object.values(catalogue.areas).map((load) => load())) : [];
  // The locale rides along (a symbol, not an id) so a translator made from it uses its plural rules.
  const messages = Object.assign({ [MESSAGES_LOCALE]: toBcp47(locale) }, catalogue.messages, ...areas);
  if (!opts.lazyAreas) loaded.set(locale, { messages, areas: catalogue.areas });
  return messages as Messages;
}

/**
 * Adds an area's texts to every catalogue loadLocale handed out (a translator reads its catalogue
 * on each call, so texts added here show from the next render on).
 */
export async function loadAreaMessages(area: LazyMessageArea): Promise<void> {
  await Promise.all(
    [...loaded.values()].map(async ({ messages, areas }) => Object.assign(messages, await areas[area]())),
  );
}

/** A lazy page's loader that also loads its area's texts: `lazy(withAreaMessages('account', …))`. */
export function withAreaMessages<T>(area: LazyMessageArea, load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadAreaMessages(area)]).then(([module]) => module);
}
