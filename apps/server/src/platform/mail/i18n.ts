/**
 * Mail messages in ICU MessageFormat, in the storefront's catalogue tree
 * (`apps/storefront/src/i18n/mail/<locale>.json`): translators keep the shop's and the mail's texts in
 * one place and one format, and the storefront's catalogue tests check both (same ids in every locale,
 * Ukrainian and Russian letters, placeholders, plural forms). The folder is outside the storefront's
 * locale bundles, so shoppers never download the mail's texts. A message missing from the Ukrainian
 * or Russian catalogue falls back to English.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import en from '../../../../storefront/src/i18n/mail/en_US.json' with { type: 'json' };
import ru from '../../../../storefront/src/i18n/mail/ru_RU.json' with { type: 'json' };
import uk from '../../../../storefront/src/i18n/mail/uk_UA.json' with { type: 'json' };

export type MessageId = keyof typeof en;
export type MessageValues = Record<string, string | number | Date>;
export type Translate = (id: MessageId, values?: MessageValues) => string;

export const MAIL_LOCALES = ['uk_UA', 'ru_RU', 'en_US'] as const;
export type MailLocale = (typeof MAIL_LOCALES)[number];

const catalogues: Record<MailLocale, Partial<Record<MessageId, string>>> = {
  uk_UA: uk,
  ru_RU: ru,
  en_US: en,
};

/** 'uk', 'ua', 'uk-UA', 'uk_UA' → uk_UA; 'ru…' → ru_RU; anything else → en_US. */
export function mailLocale(input: string | undefined): MailLocale {
  const lang = (input ?? '').toLowerCase().slice(0, 2);
  if (lang === 'uk' || lang === 'ua') return 'uk_UA';
  if (lang === 'ru') return 'ru_RU';
  return 'en_US';
}

/** Dates and times in mail are the shop's (Ukraine's), not the server's. */
export const SHOP_TIME_ZONE = 'Europe/Kyiv';
const formats = {
  date: { long: { year: 'numeric', month: 'long', day: 'numeric', timeZone: SHOP_TIME_ZONE } },
  time: { short: { hour: 'numeric', minute: '2-digit', timeZone: SHOP_TIME_ZONE } },
} as const;

const compiled = new Map<string, IntlMessageFormat>();

export function translator(locale: MailLocale): Translate {
  const tag = locale.replace('_', '-');
  return (id, values) => {
    const own = catalogues[locale][id];
    const key = `${own === undefined ? 'en_US' : locale}:${id}`;
    let format = compiled.get(key);
    if (!format) {
      format = new IntlMessageFormat(own ?? en[id], own === undefined ? 'en-US' : tag, formats);
      compiled.set(key, format);
    }
    return String(format.format(values));
  };
}
