/**
 * Page addresses refused before rendering: they can only be mistakes or probes, and passing them
 * on would reach the database with text it rejects (a NUL byte) or make a 500 of a typo.
 * Refused with 400 and a small page of its own (no data, no scripts).
 */

/** Longer addresses are refused (browsers and crawlers keep theirs well below 2,000 characters). */
export const MAX_PAGE_URL_LENGTH = 4096;

export type BadPageInput = 'too-long' | 'malformed-encoding' | 'control-character';

/** Why `url` (path and query) is not a page address, or null when it may be one. */
export function badPageInput(url: string): BadPageInput | null {
  if (url.length > MAX_PAGE_URL_LENGTH) return 'too-long';
  const at = url.indexOf('?');
  const path = at === -1 ? url : url.slice(0, at);
  const query = at === -1 ? '' : url.slice(at + 1);
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return 'malformed-encoding';
  }
  // PostgreSQL cannot store NUL in text; other C0 controls are no part of any path either.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(decoded) || /%00|\u0000/i.test(query)) return 'control-character';
  return null;
}

const TEXT = {
  ua: {
    lang: 'uk-UA',
    title: 'Неправильна адреса',
    body: 'Цю адресу неможливо відкрити.',
    home: 'На головну',
  },
  ru: {
    lang: 'ru-RU',
    title: 'Неправильный адрес',
    body: 'Этот адрес невозможно открыть.',
    home: 'На главную',
  },
} as const;

/** The page answered with a 400: the store's language when the address starts with /ru/. */
export function badRequestPage(url: string): string {
  const code = url.startsWith('/ru/') ? 'ru' : 'ua';
  const t = TEXT[code];
  return `<!DOCTYPE html><html lang="${t.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>${t.title}</title></head><body><main><h1>${t.title}</h1><p>${t.body}</p><p><a href="/${code}/">${t.home}</a></p></main></body></html>`;
}
