/**
 * Latin url keys from Ukrainian or Russian text. Ukrainian follows the official 2010
 * transliteration (є, ї, й, ю, я spelled ye/yi/y/yu/ya at the start of a word and ie/i/i/iu/ia
 * inside it); Russian follows the common Yandex-style scheme used by shop url keys.
 */

// prettier-ignore
const common: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', д: 'd', е: 'e', ж: 'zh', з: 'z', к: 'k', л: 'l', м: 'm', н: 'n',
  о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh',
  щ: 'shch', ь: '',
};

// prettier-ignore
const uk: Record<string, string> = {
  ...common, г: 'h', ґ: 'g', и: 'y', і: 'i', є: 'ie', ї: 'i', й: 'i', ю: 'iu', я: 'ia',
};
const ukWordStart: Record<string, string> = { є: 'ye', ї: 'yi', й: 'y', ю: 'yu', я: 'ya' };

// prettier-ignore
const ru: Record<string, string> = {
  ...common, г: 'g', и: 'i', й: 'y', ё: 'e', ъ: '', ы: 'y', э: 'e', ю: 'yu', я: 'ya',
  // Ukrainian letters inside Russian text (brand names such as Квітка).
  і: 'i', ї: 'yi', є: 'ye', ґ: 'g',
};

export type Lang = 'uk' | 'ru';

export function transliterate(text: string, lang: Lang): string {
  const table = lang === 'uk' ? uk : ru;
  const lower = text.toLowerCase().replace(/[’'ʼ`]/g, '');
  let out = '';
  let prev = ' ';
  for (const ch of lower) {
    const mapped = table[ch];
    if (lang === 'uk' && ch === 'г' && prev === 'з') out += 'gh';
    else if (lang === 'uk' && !isWordChar(prev, table) && ukWordStart[ch] !== undefined)
      out += ukWordStart[ch];
    else if (mapped !== undefined) out += mapped;
    else if (ch.charCodeAt(0) < 128) out += ch;
    else out += ch.normalize('NFD').replace(/[\u0300-\u036f]/g, ''); // é -> e
    prev = ch;
  }
  return out;
}

function isWordChar(ch: string, table: Record<string, string>): boolean {
  return (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || table[ch] !== undefined;
}

/** Lower-case Latin slug: letters and digits joined by single hyphens. */
export function slugify(text: string, lang: Lang = 'uk'): string {
  return transliterate(text, lang)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
