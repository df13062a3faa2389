/**
 * The Nova Poshta sync against a local HTTP server on 127.0.0.1 that answers in the shapes of
 * Nova Poshta's API (paged), on the engine the tests run on: upserts by Ref, removals, refusals.
 */
import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/connection.ts';
import { NovaPoshtaApi, NovaPoshtaApiError } from '../src/modules/nova-poshta/api.ts';
import { syncNovaPoshta } from '../src/modules/nova-poshta/sync.ts';
import { startInstance } from './app-instance.ts';
import { scratchPostgres, seededScratchDb } from './scratch-db.ts';

const KYIV = '8d5a980d-391c-11dd-90d9-001a92567626';
const LVIV = 'db5c88f5-391c-11dd-90d9-001a92567626';
const VILLAGE = 'a1b2c3d4-0000-4000-8000-000000000001';
const POST = '841339c7-591a-42e2-8233-7a0a00f0ed6f';
const LOCKER = 'f9316480-5f2d-425d-bc2c-ac7cd29decf0';

const city = (Ref: string, Description: string, DescriptionRu: string, area: [string, string]) => ({
  Ref,
  Description,
  DescriptionRu,
  SettlementType: '563ced10-f210-11e3-8c4a-0050568002cf',
  SettlementTypeDescription: 'місто',
  SettlementTypeDescriptionRu: 'город',
  Area: '71508131-9b87-11de-822f-000c2965ae0e',
  AreaDescription: area[0],
  AreaDescriptionRu: area[1],
  CityID: '4',
  Delivery1: '1',
  IsBranch: '0',
});

const warehouse = (
  Ref: string,
  CityRef: string,
  Number: string,
  kind: 'post' | 'locker',
  short: [string, string],
) => ({
  SiteKey: Number,
  Ref,
  Number,
  CityRef,
  CityDescription: 'Київ',
  CityDescriptionRu: 'Киев',
  SettlementRef: `e718a680-4b33-11e4-ab6d-00505601${Number.padStart(4, '0')}`.slice(0, 36),
  Description:
    kind === 'post'
      ? `Відділення №${Number} (до 30 кг на одне місце): ${short[0]}`
      : `Поштомат "Нова Пошта" №${Number}: ${short[0]}`,
  DescriptionRu:
    kind === 'post'
      ? `Отделение №${Number} (до 30 кг на одно место): ${short[1]}`
      : `Почтомат "Новая Почта" №${Number}: ${short[1]}`,
  ShortAddress: short[0],
  ShortAddressRu: short[1],
  Phone: '380800500609',
  TypeOfWarehouse: kind === 'post' ? POST : LOCKER,
  CategoryOfWarehouse: kind === 'post' ? 'Branch' : 'Postomat',
  Longitude: '30.5234',
  Latitude: '50.4501',
  PlaceMaxWeightAllowed: kind === 'post' ? '30' : '0',
  TotalMaxWeightAllowed: kind === 'post' ? '0' : '20',
  ReceivingLimitationsOnDimensions: { Width: 170, Height: 180, Length: 600 },
  Reception: { Monday: '08:00-21:00' },
  WarehouseStatus: 'Working',
});

const street = (Ref: string, Description: string, StreetsType = 'вул.') => ({
  Ref,
  Description,
  StreetsTypeRef: 'Street',
  StreetsType,
});

/** What the fake Nova Poshta answers; tests change it between runs. */
interface Directory {
  cities: object[];
  warehouses: object[];
  streets: Record<string, object[]>;
  fail?: string;
}

function initialDirectory(): Directory {
  return {
    cities: [
      city(KYIV, 'Київ', 'Киев', ['Київська', 'Киевская']),
      city(LVIV, 'Львів', 'Львов', ['Львівська', 'Львовская']),
      city(VILLAGE, 'Київець', 'Киевец', ['Львівська', 'Львовская']),
    ],
    warehouses: [
      warehouse('00000001-0000-4000-8000-000000000001', KYIV, '1', 'post', [
        'вул. Пирогівський шлях, 135',
        'ул. Пироговский путь, 135',
      ]),
      warehouse('00000001-0000-4000-8000-000000000002', KYIV, '2', 'post', [
        'вул. Богатирська, 11',
        'ул. Богатырская, 11',
      ]),
      warehouse('00000001-0000-4000-8000-000000000003', KYIV, '5501', 'locker', [
        'вул. Хрещатик, 22',
        'ул. Крещатик, 22',
      ]),
      warehouse('00000001-0000-4000-8000-000000000004', LVIV, '1', 'post', [
        'вул. Городоцька, 355/6',
        'ул. Городоцкая, 355/6',
      ]),
      // A city the list does not have: skipped, not an error.
      warehouse('00000001-0000-4000-8000-000000000005', 'ffffffff-0000-4000-8000-000000000000', '7', 'post', [
        'вул. Нова, 1',
        'ул. Новая, 1',
      ]),
    ],
    streets: {
      [KYIV]: [
        street('00000002-0000-4000-8000-000000000001', 'Хрещатик'),
        street('00000002-0000-4000-8000-000000000002', 'Перемоги', 'просп.'),
        street('00000002-0000-4000-8000-000000000003', 'Богатирська'),
      ],
      [LVIV]: [street('00000002-0000-4000-8000-000000000004', 'Городоцька')],
    },
  };
}

interface Call {
  apiKey: string;
  modelName: string;
  calledMethod: string;
  methodProperties: Record<string, string>;
}

let server: Server;
let apiUrl: string;
let directory = initialDirectory();
const calls: Call[] = [];

function answer(call: Call): object {
  const envelope = (data: object[], totalCount: number) => ({
    success: true,
    data,
    errors: [],
    warnings: [],
    info: { totalCount },
    messageCodes: [],
    errorCodes: [],
    warningCodes: [],
    infoCodes: [],
  });
  if (call.apiKey !== 'test-key') return { ...envelope([], 0), success: false, errors: ['API key expired'] };
  if (directory.fail === call.calledMethod)
    return { ...envelope([], 0), success: false, errors: ['Service is busy'] };
  const page = Number(call.methodProperties.Page ?? 1);
  const limit = Number(call.methodProperties.Limit ?? 500);
  const paged = (all: object[]) => envelope(all.slice((page - 1) * limit, page * limit), all.length);
  const method = `${call.modelName}.${call.calledMethod}`;
  if (method === 'Address.getCities') return paged(directory.cities);
  if (method === 'AddressGeneral.getWarehouses') return paged(directory.warehouses);
  if (method === 'Address.getStreet')
    return paged(directory.streets[call.methodProperties.CityRef ?? ''] ?? []);
  return { ...envelope([], 0), success: false, errors: [`Method ${method} is not supported`] };
}

let db: Db;
let dispose: () => Promise<void>;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const call = JSON.parse(body) as Call;
      calls.push(call);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer(call)));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2.0/json/`;
  ({ db, dispose } = await seededScratchDb());
}, 120_000);

afterAll(async () => {
  server?.close();
  await dispose?.();
});

const api = (apiKey = 'test-key') => new NovaPoshtaApi({ apiKey, url: apiUrl, attempts: 1 });
const count = async (table: string) =>
  Number((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n);

describe('syncNovaPoshta', () => {
  it('replaces the demo directory with Nova Poshta’s, page by page', async () => {
    expect(await count('np_city')).toBeGreaterThan(25); // the demo set
    calls.length = 0;
    const lines: string[] = [];
    const result = await syncNovaPoshta(db, api(), { pageLimit: 2, onProgress: (l) => lines.push(l) });

    expect(result).toEqual({
      cities: { upserted: 3, removed: expect.any(Number) },
      warehouses: { upserted: 4, removed: expect.any(Number), skipped: 1 },
      streets: { upserted: 4, removed: 0, cities: 2 },
    });
    expect(result.cities.removed).toBeGreaterThan(25);
    // Pages of two: 3 cities in 2 calls, 5 warehouses in 3, Kyiv's 3 streets in 2, Lviv's 1 in 1.
    expect(calls.map((c) => `${c.modelName}.${c.calledMethod}:${c.methodProperties.Page}`)).toEqual([
      'Address.getCities:1',
      'Address.getCities:2',
      'AddressGeneral.getWarehouses:1',
      'AddressGeneral.getWarehouses:2',
      'AddressGeneral.getWarehouses:3',
      'Address.getStreet:1',
      'Address.getStreet:2',
      'Address.getStreet:1',
    ]);
    expect(calls.every((c) => c.apiKey === 'test-key' && c.methodProperties.Limit === '2')).toBe(true);
    expect(calls.slice(5).map((c) => c.methodProperties.CityRef)).toEqual([KYIV, KYIV, LVIV]);
    expect(lines.some((l) => /^Cities: 3 imported/.test(l))).toBe(true);
    expect(lines.some((l) => /^Warehouses: 4 imported, \d+ removed, 1 skipped/.test(l))).toBe(true);

    expect(await count('np_city')).toBe(3);
    expect(await count('np_warehouse')).toBe(4);
    expect(await count('np_street')).toBe(4);
    const kyiv = await db.query<Record<string, unknown>>(
      `SELECT name_uk, name_ru, area_uk, area_ru, settlement_type_uk, warehouse_count, settlement_ref
       FROM np_city WHERE ref = $1`,
      [KYIV],
    );
    expect(kyiv[0]).toMatchObject({
      name_uk: 'Київ',
      name_ru: 'Киев',
      area_uk: 'Київська',
      area_ru: 'Киевская',
      settlement_type_uk: 'місто',
      warehouse_count: 3,
    });
    expect(kyiv[0]!.settlement_ref).toMatch(/^e718a680-/);
    const locker = await db.query<Record<string, unknown>>(
      `SELECT type, number, address_uk, address_ru, max_weight_kg::float8 AS kg, latitude FROM np_warehouse WHERE ref = $1`,
      ['00000001-0000-4000-8000-000000000003'],
    );
    expect(locker[0]).toEqual({
      type: 'PARCEL_LOCKER',
      number: 5501,
      address_uk: 'вул. Хрещатик, 22',
      address_ru: 'ул. Крещатик, 22',
      kg: 20,
      latitude: 50.4501,
    });
  });

  it('serves the synced directory through GraphQL', async () => {
    const app = await startInstance(db, { GRAPHQL_CACHE_SECONDS: '0' });
    try {
      const post = (query: string, store = 'ua') =>
        fetch(`${app.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', Store: store },
          body: JSON.stringify({ query }),
        }).then(
          (r) =>
            r.json() as Promise<{ data: Record<string, { name: string; ref: string; type?: string }[]> }>,
        );
      const cities = await post('{ novaPoshtaCities(search: "Киев") { ref name } }');
      // The city with three branches before the village with none.
      expect(cities.data.novaPoshtaCities).toEqual([
        { ref: KYIV, name: 'Київ' },
        { ref: VILLAGE, name: 'Київець' },
      ]);
      const lockers = await post(
        `{ novaPoshtaWarehouses(city_ref: "${KYIV}", type: PARCEL_LOCKER) { ref name type } }`,
        'ru',
      );
      expect(lockers.data.novaPoshtaWarehouses).toEqual([
        {
          ref: '00000001-0000-4000-8000-000000000003',
          name: 'Почтомат "Новая Почта" №5501: ул. Крещатик, 22',
          type: 'PARCEL_LOCKER',
        },
      ]);
      const streets = await post(`{ novaPoshtaStreets(city_ref: "${KYIV}", search: "пере") { name } }`);
      expect(streets.data.novaPoshtaStreets).toEqual([{ name: 'Перемоги' }]);
    } finally {
      await app.close();
    }
  });

  it('updates what changed and removes what disappeared on the next run', async () => {
    directory.cities = directory.cities.filter((c) => (c as { Ref: string }).Ref !== VILLAGE);
    (directory.cities[1] as { Description: string }).Description = 'Львів (оновлено)';
    directory.warehouses = directory.warehouses.filter((w) => (w as { Number: string }).Number !== '2');
    directory.streets[KYIV] = directory.streets[KYIV]!.slice(0, 2);
    const result = await syncNovaPoshta(db, api(), { pageLimit: 2 });
    expect(result).toEqual({
      cities: { upserted: 2, removed: 1 },
      warehouses: { upserted: 3, removed: 1, skipped: 1 },
      streets: { upserted: 3, removed: 1, cities: 2 },
    });
    expect(await count('np_city')).toBe(2);
    expect(
      (await db.query<{ name_uk: string }>('SELECT name_uk FROM np_city WHERE ref = $1', [LVIV]))[0]!.name_uk,
    ).toBe('Львів (оновлено)');
    const counts = await db.query<{ warehouse_count: number }>(
      'SELECT warehouse_count FROM np_city WHERE ref = $1',
      [KYIV],
    );
    expect(counts[0]!.warehouse_count).toBe(2);
  });

  it('changes nothing when Nova Poshta refuses a call midway', async () => {
    directory = initialDirectory();
    directory.fail = 'getStreet';
    await expect(syncNovaPoshta(db, api(), { pageLimit: 2 })).rejects.toThrow(
      'Address.getStreet failed: Service is busy',
    );
    // Cities and warehouses completed (and were swept); the streets stage never deleted anything.
    expect(await count('np_street')).toBe(3);
    directory.fail = 'getCities';
    await expect(syncNovaPoshta(db, api())).rejects.toThrow(NovaPoshtaApiError);
    expect(await count('np_city')).toBe(3);
  });

  it('refuses an expired key, a key-less client, an empty city list and a malformed answer', async () => {
    directory = initialDirectory();
    await expect(syncNovaPoshta(db, api('wrong'))).rejects.toThrow(
      'Address.getCities failed: API key expired',
    );
    expect(() => new NovaPoshtaApi({ apiKey: '', url: apiUrl })).toThrow(NovaPoshtaApiError);
    directory.cities = [];
    await expect(syncNovaPoshta(db, api())).rejects.toThrow(/answered no cities/);
    expect(await count('np_city')).toBe(3);
    directory = initialDirectory();
    directory.warehouses = [];
    await expect(syncNovaPoshta(db, api())).rejects.toThrow(/answered no branches/);
    expect(await count('np_warehouse')).toBe(4);
    directory.cities = [{ Ref: KYIV }];
    await expect(syncNovaPoshta(db, api())).rejects.toThrow(/unexpected shape/);
    expect(await count('np_city')).toBe(3);
  });
});

describe('npm run nova-poshta:sync', () => {
  const cli = path.join(import.meta.dirname, '../src/modules/nova-poshta/sync-cli.ts');
  const run = (env: Record<string, string | undefined>, args: string[] = []) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', cli, ...args], {
      env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', ...env },
      timeout: 60_000,
    }).then(
      (r) => ({ code: 0, ...r }),
      (e: { code: number; stdout: string; stderr: string }) => e,
    );

  it('refuses clearly without a key and imports with one, printing progress', async () => {
    const refused = await run({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'np-sync-')) });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/NOVA_POSHTA_API_KEY is not set: nothing was imported/);

    directory = initialDirectory();
    const scratch = process.env.DATABASE_URL ? await scratchPostgres(process.env.DATABASE_URL) : undefined;
    try {
      const target = scratch
        ? { DATABASE_URL: scratch.url }
        : { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'np-sync-')) };
      const done = await run({ ...target, NOVA_POSHTA_API_KEY: 'test-key', NOVA_POSHTA_API_URL: apiUrl }, [
        '--page-limit',
        '2',
        '--no-streets',
      ]);
      expect(done.stderr).toBe('');
      expect(done.code).toBe(0);
      expect(done.stdout).toContain(`Importing Nova Poshta's directory from ${apiUrl}`);
      expect(done.stdout).toMatch(/Cities: 2\/3 \(page 1\)/);
      expect(done.stdout).toMatch(/Done in [\d.]+ s: 3 cities, 4 branches and lockers\n/);
    } finally {
      await scratch?.dispose();
    }
  }, 120_000);
});
