/** The Nova Poshta directory's queries over real HTTP, on the seeded demo directory. */
import { beforeAll, describe, expect, it } from 'vitest';
import { novaPoshtaCityByRef, novaPoshtaWarehouseByRef } from '../src/modules/nova-poshta/service.ts';
import { testServer, type TestServer } from './harness.ts';

let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});

interface City {
  ref: string;
  name: string;
  settlement_type: string | null;
  area: string | null;
  warehouse_count: number;
  region_code: string | null;
  region_id: number | null;
}
interface Warehouse {
  ref: string;
  city_ref: string;
  number: number;
  type: 'BRANCH' | 'PARCEL_LOCKER';
  name: string;
  address: string;
  max_weight_kg: number | null;
  latitude: number | null;
  longitude: number | null;
}
interface Street {
  ref: string;
  city_ref: string;
  name: string;
  street_type: string | null;
}
type Errors = { message: string; extensions?: { category?: string } }[] | undefined;

const CITIES = `query ($search: String!, $pageSize: Int) {
  novaPoshtaCities(search: $search, pageSize: $pageSize) {
    ref name settlement_type area warehouse_count region_code region_id } }`;
const WAREHOUSES = `query ($city: String!, $search: String, $type: NovaPoshtaWarehouseType, $pageSize: Int) {
  novaPoshtaWarehouses(city_ref: $city, search: $search, type: $type, pageSize: $pageSize) {
    ref city_ref number type name address max_weight_kg latitude longitude } }`;
const STREETS = `query ($city: String!, $search: String!, $pageSize: Int) {
  novaPoshtaStreets(city_ref: $city, search: $search, pageSize: $pageSize) { ref city_ref name street_type } }`;

async function cities(search: string, store = 'ua', pageSize?: number) {
  const r = await s.gql<{ novaPoshtaCities: City[] }>(CITIES, {
    variables: { search, pageSize },
    headers: { Store: store },
  });
  return { status: r.status, cities: r.body.data?.novaPoshtaCities, errors: r.body.errors as Errors };
}
const names = async (search: string, store = 'ua') =>
  (await cities(search, store)).cities!.map((c) => c.name);

async function warehouses(variables: Record<string, unknown>, store = 'ua') {
  const r = await s.gql<{ novaPoshtaWarehouses: Warehouse[] }>(WAREHOUSES, {
    variables,
    headers: { Store: store },
  });
  return { list: r.body.data?.novaPoshtaWarehouses, errors: r.body.errors as Errors };
}
async function streets(variables: Record<string, unknown>) {
  const r = await s.gql<{ novaPoshtaStreets: Street[] }>(STREETS, { variables });
  return { list: r.body.data?.novaPoshtaStreets, errors: r.body.errors as Errors };
}

let kyiv: City;
beforeAll(async () => {
  kyiv = (await cities('Київ')).cities![0]!;
});

describe('novaPoshtaCities', () => {
  it('finds a city by its first Ukrainian letters, big cities before villages', async () => {
    const r = await cities('Хар');
    expect(r.errors).toBeUndefined();
    expect(r.cities!.map((c) => c.name)).toEqual(['Харків', 'Харківці']);
    expect(r.cities![0]).toMatchObject({ settlement_type: 'місто', area: 'Харківська' });
    expect(r.cities![0]!.warehouse_count).toBeGreaterThan(r.cities![1]!.warehouse_count);
    expect(r.cities![1]).toMatchObject({ settlement_type: 'село', area: 'Полтавська' });
    expect(r.cities![0]!.ref).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it('finds a city by its first Russian letters and answers in the store language', async () => {
    expect(await names('Харьк')).toEqual(['Харків', 'Харківці']);
    expect(await names('Харьк', 'ru')).toEqual(['Харьков', 'Харьковцы']);
    expect(await names('Киев')).toEqual(['Київ']);
    expect(await names('Днеп', 'ru')).toEqual(['Днепр']);
    expect((await cities('Одес', 'ru')).cities![0]).toMatchObject({ name: 'Одесса', area: 'Одесская' });
  });

  it('ignores case and folds і/ї/и/ы, є/е, ґ/г and apostrophes', async () => {
    expect(await names('київ')).toEqual(['Київ']);
    expect(await names('КИИВ')).toEqual(['Київ']);
    expect(await names('ки')).toContain('Київ');
    expect(await names('iвано'.replace('i', 'і'))).toEqual(['Івано-Франківськ']);
    expect(await names('ивано франк')).toEqual(['Івано-Франківськ']);
    expect(await names("Кам'ян")).toEqual(['Кам’янське']);
    expect(await names('камянс')).toEqual(['Кам’янське']);
    expect(await names('Біла ц')).toEqual(['Біла Церква']);
    expect(await names('Белая', 'ru')).toEqual(['Белая Церковь']);
  });

  it('matches only first letters, and wildcards are plain characters', async () => {
    expect(await names('арків')).toEqual([]);
    expect(await names('%')).toEqual([]);
    expect(await names('_иїв')).toEqual([]);
    expect(await names('Zzz')).toEqual([]);
  });

  it('lists 25 large cities and pages by pageSize', async () => {
    const all = new Set<string>();
    for (const letter of 'БВДЖЗІКЛМОПРСТУХЧ') for (const n of await names(letter)) all.add(n);
    expect(all.size).toBeGreaterThanOrEqual(25);
    for (const big of ['Київ', 'Харків', 'Одеса', 'Дніпро', 'Львів', 'Запоріжжя', 'Вінниця', 'Полтава'])
      expect(all).toContain(big);
    const k = await cities('К', 'ua', 3);
    expect(k.cities).toHaveLength(3);
    expect(k.cities![0]!.name).toBe('Київ');
  });

  it('refuses bad arguments with graphql-input and no data', async () => {
    for (const [search, pageSize] of [
      ['', undefined],
      ['   ', undefined],
      ['к'.repeat(101), undefined],
      ['Київ', 0],
      ['Київ', 51],
      ['Київ', -1],
    ] as const) {
      const r = await cities(search, 'ua', pageSize);
      expect(r.status, `${search.length} ${pageSize}`).toBe(200);
      expect(r.errors?.[0]?.extensions?.category, `${search.length} ${pageSize}`).toBe('graphql-input');
      expect(r.cities ?? null).toBeNull();
    }
    expect((await cities('', 'ua')).errors?.[0]?.message).toBe(
      'The "search" argument must have at least one letter.',
    );
    expect((await cities('Київ', 'ua', 51)).errors?.[0]?.message).toBe(
      'The "pageSize" argument must be from 1 to 50.',
    );
  });

  it("gives each city its region of the directory's countries", async () => {
    expect((await cities('Київ')).cities![0]).toMatchObject({ region_code: 'UA-30', region_id: 2030 });
    expect((await cities('Бровари')).cities![0]).toMatchObject({ region_code: 'UA-32', region_id: 2032 });
    expect((await cities('Львів')).cities![0]).toMatchObject({ region_code: 'UA-46', region_id: 2046 });
    expect((await cities('Харківці')).cities![0]).toMatchObject({ region_code: 'UA-53' });
    const regions = await s.gql<{ country: { available_regions: { code: string }[] } }>(
      '{ country(id: "UA") { available_regions { code } } }',
    );
    const codes = new Set(regions.body.data!.country.available_regions.map((r) => r.code));
    for (const letter of 'БВДЖЗІКЛМОПРСТУХЧ')
      for (const c of (await cities(letter, 'ua', 50)).cities!)
        expect(codes, c.name).toContain(c.region_code);
  });

  it('is public: a GET answer is kept by the server cache', async () => {
    const query = '{ novaPoshtaCities(search: "Льв") { ref name } }';
    await s.gql(query);
    const r = await s.gql(query);
    expect(r.headers.get('x-cache')).toBe('HIT');
  });
});

describe('novaPoshtaWarehouses', () => {
  it('lists the branches of a city by number, in the store language', async () => {
    const { list, errors } = await warehouses({ city: kyiv.ref, type: 'BRANCH', pageSize: 100 });
    expect(errors).toBeUndefined();
    expect(list!.length).toBeGreaterThanOrEqual(10);
    expect(list!.every((w) => w.type === 'BRANCH' && w.city_ref === kyiv.ref)).toBe(true);
    expect(list!.map((w) => w.number)).toEqual(list!.map((_, i) => i + 1));
    expect(list![1]!.name).toMatch(/^Відділення №2 \(до 30 кг на одне місце\): .+, \d+$/);
    expect(list![1]!.name).toContain(list![1]!.address);
    expect(list![1]!.max_weight_kg).toBe(30);
    expect(list![0]!.max_weight_kg).toBe(1000);
    expect(list![0]!.latitude).toBeCloseTo(50.45, 1);
    const ru = await warehouses({ city: kyiv.ref, type: 'BRANCH', pageSize: 2 }, 'ru');
    expect(ru.list![1]!.name).toMatch(/^Отделение №2 /);
    expect(ru.list![1]!.address).toMatch(/^(ул|просп|бульв|пл)\. /);
  });

  it('lists the parcel lockers of a city', async () => {
    const { list } = await warehouses({ city: kyiv.ref, type: 'PARCEL_LOCKER', pageSize: 100 });
    expect(list!.length).toBeGreaterThanOrEqual(5);
    for (const w of list!) {
      expect(w.type).toBe('PARCEL_LOCKER');
      expect(w.name).toMatch(new RegExp(`^Поштомат "Нова Пошта" №${w.number}: `));
    }
    const all = await warehouses({ city: kyiv.ref, pageSize: 100 });
    expect(all.list!.length).toBe(
      list!.length + (await warehouses({ city: kyiv.ref, type: 'BRANCH', pageSize: 100 })).list!.length,
    );
    expect(all.list!.length).toBe(kyiv.warehouse_count);
  });

  it('searches by number and by words of the address', async () => {
    const byNumber = await warehouses({ city: kyiv.ref, search: '1', type: 'BRANCH' });
    expect(byNumber.list!.map((w) => w.number)).toEqual([1, 10, 11, 12, 13, 14]);
    expect((await warehouses({ city: kyiv.ref, search: '№ 12' })).list!.map((w) => w.number)).toEqual([12]);
    const byStreet = await warehouses({ city: kyiv.ref, search: 'хрещатик' });
    expect(byStreet.list!.length).toBeGreaterThan(0);
    for (const w of byStreet.list!) expect(w.address).toContain('Хрещатик');
    // The Russian spelling finds it too, answered in Ukrainian on the ua store.
    expect((await warehouses({ city: kyiv.ref, search: 'Крещатик' })).list!.map((w) => w.ref)).toEqual(
      byStreet.list!.map((w) => w.ref),
    );
  });

  it('refuses bad arguments', async () => {
    const unknown = await warehouses({ city: '00000000-0000-4000-a000-000000000000' });
    expect(unknown.errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');
    expect(unknown.errors?.[0]?.message).toMatch(/Could not find a Nova Poshta city/);
    for (const variables of [
      { city: 'kyiv' },
      { city: '' },
      { city: kyiv.ref, pageSize: 0 },
      { city: kyiv.ref, pageSize: 101 },
      { city: kyiv.ref, search: 'x'.repeat(101) },
    ]) {
      const r = await warehouses(variables);
      expect(r.errors?.[0]?.extensions?.category, JSON.stringify(variables)).toBe('graphql-input');
    }
    const badType = await s.gql(WAREHOUSES, { variables: { city: kyiv.ref, type: 'CARGO' } });
    expect(badType.body.errors?.[0]?.message).toMatch(/NovaPoshtaWarehouseType/);
    expect(badType.status).toBeLessThan(500);
  });
});

describe('novaPoshtaStreets', () => {
  it('finds the streets of a city by their first letters or a later word', async () => {
    const r = await streets({ city: kyiv.ref, search: 'хре' });
    expect(r.errors).toBeUndefined();
    expect(r.list).toEqual([
      {
        ref: expect.stringMatching(/^[0-9a-f-]{36}$/),
        city_ref: kyiv.ref,
        name: 'Хрещатик',
        street_type: 'вул.',
      },
    ]);
    expect((await streets({ city: kyiv.ref, search: 'майд' })).list!.map((x) => x.name)).toEqual([
      'Героїв Майдану',
    ]);
    expect((await streets({ city: kyiv.ref, search: 'Берест' })).list![0]).toMatchObject({
      street_type: 'просп.',
    });
    const lviv = (await cities('Львів')).cities![0]!;
    expect((await streets({ city: lviv.ref, search: 'Хре' })).list).toEqual([]);
    expect((await streets({ city: lviv.ref, search: 'рин' })).list!.map((x) => x.name)).toEqual(['Ринок']);
  });

  it('refuses bad arguments', async () => {
    for (const variables of [
      { city: kyiv.ref, search: '' },
      { city: kyiv.ref, search: 'а', pageSize: 51 },
      { city: 'not-a-ref', search: 'а' },
    ]) {
      expect((await streets(variables)).errors?.[0]?.extensions?.category, JSON.stringify(variables)).toBe(
        'graphql-input',
      );
    }
    const r = await streets({ city: '00000000-0000-4000-a000-000000000000', search: 'а' });
    expect(r.errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');
  });
});

describe('look-ups by Ref for other modules', () => {
  it('answers a city and a branch by Ref in the store language, null for an unknown or malformed Ref', async () => {
    expect(await novaPoshtaCityByRef(s.db, 'ru_RU', kyiv.ref.toUpperCase())).toMatchObject({
      ref: kyiv.ref,
      name: 'Киев',
      region_code: 'UA-30',
    });
    const branch = (await warehouses({ city: kyiv.ref, search: '3', type: 'BRANCH' })).list![0]!;
    expect(await novaPoshtaWarehouseByRef(s.db, 'uk_UA', branch.ref)).toEqual(branch);
    expect(await novaPoshtaWarehouseByRef(s.db, 'ru_RU', branch.ref)).toMatchObject({
      name: expect.stringMatching(/^Отделение №3/),
    });
    expect(await novaPoshtaCityByRef(s.db, 'uk_UA', '00000000-0000-4000-a000-000000000000')).toBeNull();
    expect(await novaPoshtaWarehouseByRef(s.db, 'uk_UA', "x' OR 1=1")).toBeNull();
  });
});
