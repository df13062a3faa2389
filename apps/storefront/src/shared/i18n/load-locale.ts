/**
 * Loads one locale's messages: the shared file src/i18n/<locale>.json merged with each
 * feature's own src/features/<area>/i18n/<locale>.json (and src/app/i18n/), so features add
 * their texts without editing one shared file. Each locale is its own set of dynamic imports,
 * so a bundle only fetches the locale it shows. The client build gets them precompiled to ICU ASTs
 * (build/precompile-messages.ts).
 */
import { MESSAGES_LOCALE, type Messages } from './format-message.ts';
import { isSupportedLocale, toBcp47 } from './locales.ts';
import { ROOM_MESSAGE_FILE } from './room-messages.ts';

type LocaleModule = () => Promise<{ default: Messages }>;

const files = import.meta.glob<{ default: Messages }>([
  '../../i18n/*.json',
  '../../features/*/i18n/*.json',
  '../../app/i18n/*.json',
]) as Record<string, LocaleModule>;

async function loadFiles(locale: string, include: (path: string) => boolean): Promise<Messages[]> {
  if (!isSupportedLocale(locale)) throw new Error(`Unable to locate locale ${locale}`);
  const parts = await Promise.all(
    Object.entries(files)
      .filter(([path]) => path.endsWith(`/${locale}.json`) && include(path))
      .map(([, load]) => load()),
  );
  return parts.map((m) => m.default);
}

const catalogue = (locale: string, loaded: Messages[]): Messages =>
  // The locale rides along (a symbol, not an id) so a translator made from it uses its plural rules.
  Object.assign({ [MESSAGES_LOCALE]: toBcp47(locale) }, ...loaded) as Messages;

/** Resolves to the flat id → message map; rejects with 'Unable to locate locale {x}' otherwise. */
export async function loadLocale(locale: string): Promise<Messages> {
  return catalogue(locale, await loadFiles(locale, () => true));
}

/** The same without the rooms' messages (room-messages.ts): what the browser's first load takes. */
export async function loadShellLocale(locale: string): Promise<Messages> {
  return catalogue(locale, await loadFiles(locale, (path) => !ROOM_MESSAGE_FILE.test(path)));
}

let deferred: { locale: string; messages: Messages; loading: Promise<void> | null } | null = null;

/** The browser: `messages` (from loadShellLocale) is the catalogue the rooms' messages join later. */
export function deferRoomMessages(locale: string, messages: Messages): void {
  deferred = { locale, messages, loading: null };
}

/**
 * Resolves once the rooms' messages are in the catalogue (the translator reads it at each call), at
 * once where none were deferred (the server, tests). A failed load may be tried again.
 */
export function ensureRoomMessages(): Promise<void> {
  const pending = deferred;
  if (!pending) return Promise.resolve();
  pending.loading ??= loadFiles(pending.locale, (path) => ROOM_MESSAGE_FILE.test(path)).then(
    (loaded) => void Object.assign(pending.messages, ...loaded),
    (error: unknown) => {
      pending.loading = null;
      throw error;
    },
  );
  return pending.loading;
}
