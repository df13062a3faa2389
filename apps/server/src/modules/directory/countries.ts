/**
 * The countries the shop ships to and their regions, in code rather than in a table: the list
 * changes only with a release (a new delivery country needs carriers, rates and translations
 * anyway), every request reads it without a query, and carts validate `region_id`/`region_code`
 * against the same constants. Magento lists only the store's allowed countries
 * (general/country/allow); ours is Ukraine alone.
 *
 * Regions are Ukraine's 24 oblasts, the cities of Kyiv and Sevastopol and Crimea, as Ukrainian
 * shops list them, with ISO 3166-2 codes ("UA-30"). Their ids are 2000 + the code's number, so
 * an id never changes when a region is added (Magento's are rows of directory_country_region).
 */

export type DirectoryLanguage = 'uk' | 'ru' | 'en';

export interface RegionEntry {
  id: number;
  code: string;
  name: Readonly<Record<DirectoryLanguage, string>>;
}

export interface CountryEntry {
  id: string;
  iso2: string;
  iso3: string;
  name: Readonly<Record<DirectoryLanguage, string>>;
  regions: readonly RegionEntry[];
}

// prettier-ignore
const UA_REGIONS: [number, string, string, string][] = [
  [5, 'Вінницька область', 'Винницкая область', 'Vinnytsia Oblast'],
  [7, 'Волинська область', 'Волынская область', 'Volyn Oblast'],
  [9, 'Луганська область', 'Луганская область', 'Luhansk Oblast'],
  [12, 'Дніпропетровська область', 'Днепропетровская область', 'Dnipropetrovsk Oblast'],
  [14, 'Донецька область', 'Донецкая область', 'Donetsk Oblast'],
  [18, 'Житомирська область', 'Житомирская область', 'Zhytomyr Oblast'],
  [21, 'Закарпатська область', 'Закарпатская область', 'Zakarpattia Oblast'],
  [23, 'Запорізька область', 'Запорожская область', 'Zaporizhzhia Oblast'],
  [26, 'Івано-Франківська область', 'Ивано-Франковская область', 'Ivano-Frankivsk Oblast'],
  [30, 'Київ', 'Киев', 'Kyiv'],
  [32, 'Київська область', 'Киевская область', 'Kyiv Oblast'],
  [35, 'Кіровоградська область', 'Кировоградская область', 'Kirovohrad Oblast'],
  [40, 'Севастополь', 'Севастополь', 'Sevastopol'],
  [43, 'Автономна Республіка Крим', 'Автономная Республика Крым', 'Autonomous Republic of Crimea'],
  [46, 'Львівська область', 'Львовская область', 'Lviv Oblast'],
  [48, 'Миколаївська область', 'Николаевская область', 'Mykolaiv Oblast'],
  [51, 'Одеська область', 'Одесская область', 'Odesa Oblast'],
  [53, 'Полтавська область', 'Полтавская область', 'Poltava Oblast'],
  [56, 'Рівненська область', 'Ровенская область', 'Rivne Oblast'],
  [59, 'Сумська область', 'Сумская область', 'Sumy Oblast'],
  [61, 'Тернопільська область', 'Тернопольская область', 'Ternopil Oblast'],
  [63, 'Харківська область', 'Харьковская область', 'Kharkiv Oblast'],
  [65, 'Херсонська область', 'Херсонская область', 'Kherson Oblast'],
  [68, 'Хмельницька область', 'Хмельницкая область', 'Khmelnytskyi Oblast'],
  [71, 'Черкаська область', 'Черкасская область', 'Cherkasy Oblast'],
  [74, 'Чернігівська область', 'Черниговская область', 'Chernihiv Oblast'],
  [77, 'Чернівецька область', 'Черновицкая область', 'Chernivtsi Oblast'],
];

const regionCode = (n: number) => `UA-${String(n).padStart(2, '0')}`;

export const COUNTRIES: readonly CountryEntry[] = [
  {
    id: 'UA',
    iso2: 'UA',
    iso3: 'UKR',
    name: { uk: 'Україна', ru: 'Украина', en: 'Ukraine' },
    regions: UA_REGIONS.map(([n, uk, ru, en]) => ({
      id: 2000 + n,
      code: regionCode(n),
      name: { uk, ru, en },
    })),
  },
];

/** An allowed country by its two-letter id (case as Magento: exact, upper case). */
export function findCountry(id: string): CountryEntry | undefined {
  return COUNTRIES.find((c) => c.id === id);
}

/** A country's region by code ("UA-30") or id (2030), for validating addresses. */
export function findRegion(countryId: string, by: { code?: string | null; id?: number | null }) {
  const regions = findCountry(countryId)?.regions ?? [];
  return regions.find((r) => (by.id != null ? r.id === by.id : r.code === by.code));
}

/**
 * The region of a Ukrainian city from Nova Poshta's area name ("Київська"): the cities of Kyiv
 * and Sevastopol are regions of their own; Crimea is "АРК" or its full name.
 */
export function ukrainianRegionOf(areaUk: string | null, cityUk?: string | null): RegionEntry | undefined {
  const regions = findCountry('UA')!.regions;
  const code = (c: string) => regions.find((r) => r.code === c);
  if (cityUk === 'Київ') return code('UA-30');
  if (cityUk === 'Севастополь') return code('UA-40');
  const area = areaUk?.trim();
  if (!area) return undefined;
  if (area === 'АРК' || area.startsWith('Автономна Республіка Крим')) return code('UA-43');
  return regions.find((r) => r.name.uk === area || r.name.uk === `${area} область`);
}

/** The language a store locale reads the directory in ("uk_UA" → uk; unknown → en). */
export function directoryLanguage(locale: string): DirectoryLanguage {
  const lang = locale.slice(0, 2).toLowerCase();
  return lang === 'uk' || lang === 'ru' ? lang : 'en';
}
