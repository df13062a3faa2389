import type { MailLocale, Translate } from '../i18n.ts';

/** What every message template gets besides its own properties. */
export interface MailContext {
  locale: MailLocale;
  t: Translate;
  /** The shop's home in the message's language (e.g. https://shop.example/ua/). */
  shopUrl: string;
  /** When the message is rendered (dates in messages are the send time's, not the request's). */
  now: Date;
}
