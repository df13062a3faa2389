/** Magento's DirectoryGraphQl over real HTTP: countries, country(id), currency, per store language. */
import { beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from './harness.ts';

let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});

interface Region {
  id: number;
  code: string;
  name: string;
}
interface Country {
  id: string;
  two_letter_abbreviation: string;
  three_letter_abbreviation: string;
  full_name_locale: string;
  full_name_english: string;
  available_regions: Region[] | null;
}

const COUNTRY_FIELDS = `id two_letter_abbreviation three_letter_abbreviation full_name_locale full_name_english
  available_regions { id code name }`;

describe('countries', () => {
  it('lists Ukraine, the one allowed country, with its 27 regions in Ukrainian', async () => {
    const r = await s.gql<{ countries: Country[] }>(`{ countries { ${COUNTRY_FIELDS} } }`);
    expect(r.status).toBe(200);
    expect(r.body.errors).toBeUndefined();
    const [ua, ...others] = r.body.data!.countries;
    expect(others).toEqual([]);
    expect(ua).toMatchObject({
      id: 'UA',
      two_letter_abbreviation: 'UA',
      three_letter_abbreviation: 'UKR',
      full_name_locale: 'Україна',
      full_name_english: 'Ukraine',
    });
    const regions = ua!.available_regions!;
    expect(regions).toHaveLength(27);
    expect(regions).toContainEqual({ id: 2030, code: 'UA-30', name: 'Київ' });
    expect(regions).toContainEqual({ id: 2046, code: 'UA-46', name: 'Львівська область' });
    expect(regions).toContainEqual({ id: 2043, code: 'UA-43', name: 'Автономна Республіка Крим' });
    expect(new Set(regions.map((x) => x.code)).size).toBe(27);
    for (const x of regions) expect(x.code).toMatch(/^UA-\d{2}$/);
    // In the order of the store's language: "Автономна…" first, "Чернігівська…" last.
    expect(regions[0]!.code).toBe('UA-43');
    expect(regions.at(-1)!.code).toBe('UA-74');
  });

  it('names Ukraine and its regions in Russian for the ru store', async () => {
    const r = await s.gql<{ countries: Country[] }>(`{ countries { ${COUNTRY_FIELDS} } }`, {
      headers: { Store: 'ru' },
    });
    const ua = r.body.data!.countries[0]!;
    expect(ua.full_name_locale).toBe('Украина');
    expect(ua.full_name_english).toBe('Ukraine');
    expect(ua.available_regions).toContainEqual({ id: 2030, code: 'UA-30', name: 'Киев' });
    expect(ua.available_regions).toContainEqual({ id: 2051, code: 'UA-51', name: 'Одесская область' });
  });

  it('is public: a GET answer is kept by the server cache', async () => {
    const query = '{ countries { id available_regions { code } } }';
    await s.gql(query);
    const r = await s.gql(query);
    expect(r.headers.get('x-cache')).toBe('HIT');
    expect(r.headers.get('cache-control')).not.toMatch(/no-store|private/);
  });
});

describe('country', () => {
  it('answers a country by id', async () => {
    const r = await s.gql<{ country: Country }>(`{ country(id: "UA") { ${COUNTRY_FIELDS} } }`, {
      headers: { Store: 'ru' },
    });
    expect(r.body.data!.country).toMatchObject({ id: 'UA', full_name_locale: 'Украина' });
    expect(r.body.data!.country.available_regions).toHaveLength(27);
  });

  it("answers Magento's error for a country the shop does not ship to", async () => {
    for (const id of ['US', 'ua', 'XX']) {
      const r = await s.gql<{ country: Country | null }>(`query ($id: String) { country(id: $id) { id } }`, {
        variables: { id },
      });
      expect(r.status).toBe(200);
      expect(r.body.data?.country ?? null).toBeNull();
      expect(r.body.errors?.[0]).toMatchObject({
        message: "The country isn't available.",
        extensions: { category: 'graphql-no-such-entity' },
      });
    }
  });

  it("answers Magento's input error without an id", async () => {
    for (const query of ['{ country { id } }', '{ country(id: "") { id } }']) {
      const r = await s.gql(query);
      expect(r.body.errors?.[0]).toMatchObject({
        message: 'Country "id" value should be specified',
        extensions: { category: 'graphql-input' },
      });
    }
  });
});

describe('currency', () => {
  it('is the hryvnia, with its sign, and no other currency', async () => {
    const r = await s.gql<{ currency: Record<string, unknown> }>(`{ currency {
      base_currency_code base_currency_symbol default_display_currency_code default_display_currency_symbol
      default_display_currecy_code default_display_currecy_symbol available_currency_codes
      exchange_rates { currency_to rate } } }`);
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.currency).toEqual({
      base_currency_code: 'UAH',
      base_currency_symbol: '₴',
      default_display_currency_code: 'UAH',
      default_display_currency_symbol: '₴',
      default_display_currecy_code: 'UAH',
      default_display_currecy_symbol: '₴',
      available_currency_codes: ['UAH'],
      exchange_rates: [{ currency_to: 'UAH', rate: 1 }],
    });
  });
});
