/**
 * Loads one locale's messages: the shared file src/i18n/<locale>.json merged with each
 * feature's own src/features/<area>/i18n/<locale>.json (and src/app/i18n/), so features add
 * their texts without editing one shared file. Each locale is its own set of dynamic imports,
 * so a bundle only fetches the locale it shows. The client build gets them precompiled to ICU ASTs
 * (build/precompile-messages.ts).
 */
import { MESSAGES_LOCALE, type Messages } from './format-message.ts';
import { lazyAreaOf, type LazyMessageArea } from './lazy-areas.ts';
import { isSupportedLocale, toBcp47 } from './locales.ts';

type LocaleModule = () => Promise<{ default: Messages }>;

const files = import.meta.glob<{ default: Messages }>([
  '../../i18n/*.json',
  '../../features/*/i18n/*.json',
  '../../app/i18n/*.json',
]) as Record<string, LocaleModule>;

/** The catalogues handed out by loadLocale, per locale: lazy areas are merged into them in place. */
const loaded = new Map<string, Record<string, unknown>>();

const filesOf = (locale: string, keep: (path: string) => boolean) =>
  Object.entries(files)
    .filter(([path]) => path.endsWith(`/${locale}.json`) && keep(path))
    .map(([, load]) => load());

/**
 * Resolves to the flat id → message map; rejects with 'Unable to locate locale {x}' otherwise.
 * `lazyAreas: true` (the server, which renders every page) includes the lazy areas' texts too.
 */
export async function loadLocale(locale: string, opts: { lazyAreas?: boolean } = {}): Promise<Messages> {
  if (!isSupportedLocale(locale)) throw new Error(`Unable to locate locale ${locale}`);
  const parts = await Promise.all(filesOf(locale, (path) => opts.lazyAreas === true || !lazyAreaOf(path)));
  // The locale rides along (a symbol, not an id) so a translator made from it uses its plural rules.
  const messages = Object.assign({ [MESSAGES_LOCALE]: toBcp47(locale) }, ...parts.map((m) => m.default));
  if (!opts.lazyAreas) loaded.set(locale, messages);
  return messages as Messages;
}

/**
 * Adds an area's texts to every catalogue loadLocale handed out (a translator reads its catalogue
 * on each call, so texts added here show from the next render on).
 */
export async function loadAreaMessages(area: LazyMessageArea): Promise<void> {
  await Promise.all(
    [...loaded].map(async ([locale, messages]) => {
      const parts = await Promise.all(filesOf(locale, (path) => lazyAreaOf(path) === area));
      Object.assign(messages, ...parts.map((m) => m.default));
    }),
  );
}

/** A lazy page's loader that also loads its area's texts: `lazy(withAreaMessages('account', …))`. */
export function withAreaMessages<T>(area: LazyMessageArea, load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadAreaMessages(area)]).then(([module]) => module);
}
