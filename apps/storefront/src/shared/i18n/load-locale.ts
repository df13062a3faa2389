/**
 * Loads one locale's messages: the shared file src/i18n/<locale>.json merged with each
 * feature's own src/features/<area>/i18n/<locale>.json (and src/app/i18n/), so features add
 * their texts without editing one shared file. Each locale is its own set of dynamic imports,
 * so a bundle only fetches the locale it shows. The client build gets them precompiled to ICU ASTs
 * (build/precompile-messages.ts).
 */
import { MESSAGES_LOCALE, type Messages } from './format-message.ts';
import { isSupportedLocale, toBcp47 } from './locales.ts';

type LocaleModule = () => Promise<{ default: Messages }>;

const files = import.meta.glob<{ default: Messages }>([
  '../../i18n/*.json',
  '../../features/*/i18n/*.json',
  '../../app/i18n/*.json',
]) as Record<string, LocaleModule>;

/** Resolves to the flat id → message map; rejects with 'Unable to locate locale {x}' otherwise. */
export async function loadLocale(locale: string): Promise<Messages> {
  if (!isSupportedLocale(locale)) throw new Error(`Unable to locate locale ${locale}`);
  const parts = await Promise.all(
    Object.entries(files)
      .filter(([path]) => path.endsWith(`/${locale}.json`))
      .map(([, load]) => load()),
  );
  // The locale rides along (a symbol, not an id) so a translator made from it uses its plural rules.
  return Object.assign({ [MESSAGES_LOCALE]: toBcp47(locale) }, ...parts.map((m) => m.default)) as Messages;
}
