/** Magento's DirectoryGraphQl answers: allowed countries with localized regions, the store's currency. */
import type { Country, Currency, QueryCountryArgs } from '../../generated/graphql.ts';
import { inputError, noSuchEntity } from '../../shared/errors.ts';
import { CURRENCY } from '../store/stores.ts';
import { COUNTRIES, directoryLanguage, findCountry, type CountryEntry } from './countries.ts';

/** The hryvnia sign, as Magento's ICU data gives UAH in uk_UA and the storefront's default symbol. */
const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = { UAH: '₴' };

function toCountry(c: CountryEntry, locale: string): Country {
  const lang = directoryLanguage(locale);
  const collator = new Intl.Collator(lang);
  const regions = c.regions
    .map((r) => ({ id: r.id, code: r.code, name: r.name[lang] }))
    .sort((a, b) => collator.compare(a.name, b.name));
  return {
    id: c.id,
    two_letter_abbreviation: c.iso2,
    three_letter_abbreviation: c.iso3,
    full_name_locale: c.name[lang],
    full_name_english: c.name.en,
    // Magento answers null, not [], for a country without regions.
    available_regions: regions.length ? regions : null,
  };
}

export function countries(locale: string): Country[] {
  return COUNTRIES.map((c) => toCountry(c, locale));
}

export function country(locale: string, args: QueryCountryArgs): Country {
  // Magento's texts (DirectoryGraphQl's Country resolver, Directory's CountryInformationAcquirer).
  if (!args.id) throw inputError('Country "id" value should be specified');
  const found = findCountry(args.id);
  if (!found) throw noSuchEntity("The country isn't available.");
  return toCountry(found, locale);
}

export function currency(): Currency {
  const symbol = CURRENCY_SYMBOLS[CURRENCY] ?? CURRENCY;
  return {
    base_currency_code: CURRENCY,
    base_currency_symbol: symbol,
    default_display_currency_code: CURRENCY,
    default_display_currency_symbol: symbol,
    default_display_currecy_code: CURRENCY,
    default_display_currecy_symbol: symbol,
    available_currency_codes: [CURRENCY],
    // Magento lists a rate for each allowed currency, the base one included (1).
    exchange_rates: [{ currency_to: CURRENCY, rate: 1 }],
  };
}
