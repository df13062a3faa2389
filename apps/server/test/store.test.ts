import { beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from './harness.ts';

let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});

const STORE_CONFIG = `{ storeConfig { id code store_code store_name locale default_display_currency_code
  secure_base_media_url grid_per_page root_category_uid product_url_suffix is_prod default_country contact_phone
  facebook_url telegram_url instagram_group_url instagram_outlet_url instagram_beauty_url instagram_baby_url
  apple_store_url amsociallogin_general_enabled login_position button_shape popup_enabled button_position
  redirect_type custom_url } }`;

describe('storeConfig', () => {
  it('answers the ua store by default with every field the spec lists', async () => {
    const r = await s.gql<{ storeConfig: Record<string, unknown> }>(STORE_CONFIG);
    expect(r.status).toBe(200);
    const c = r.body.data!.storeConfig;
    expect(c).toMatchObject({
      id: 3,
      code: 'ua',
      store_code: 'ua',
      locale: 'uk_UA',
      default_display_currency_code: 'UAH',
    });
    for (const [k, v] of Object.entries(c)) {
      if (k !== 'custom_url') expect(v, k).not.toBeNull();
    }
    expect(String(c.secure_base_media_url)).toMatch(/\/media\/$/);
    expect(String(c.login_position).split(',').length).toBeGreaterThan(0);
  });

  it('answers the ru store when the Store header says so', async () => {
    const r = await s.gql<{ storeConfig: Record<string, unknown> }>(STORE_CONFIG, {
      headers: { Store: 'ru' },
    });
    expect(r.body.data!.storeConfig).toMatchObject({ id: 1, code: 'ru', locale: 'ru_RU' });
  });

  it('refuses an unknown store code with a clear error', async () => {
    const r = await s.gql(STORE_CONFIG, { headers: { Store: 'xx' } });
    expect(r.status).toBe(400);
    expect(r.body.errors?.[0]).toMatchObject({
      message: 'Requested store is not found',
      extensions: { category: 'graphql-no-such-entity' },
    });
  });

  it('refuses a currency the store does not sell in', async () => {
    const r = await s.gql(STORE_CONFIG, { headers: { 'Content-Currency': 'USD' } });
    expect(r.status).toBe(400);
    expect(r.body.errors?.[0]?.extensions?.category).toBe('graphql-input');
  });

  it('lists both store views in availableStores', async () => {
    const r = await s.gql<{
      availableStores: {
        store_code: string;
        id: number;
        locale: string;
        store_group_code: string;
        store_sort_order: number;
      }[];
    }>(
      '{ availableStores { store_code id locale store_group_code store_group_name store_sort_order secure_base_media_url store_name default_display_currency_code } }',
    );
    const codes = r.body.data!.availableStores.map((x) => x.store_code).sort();
    expect(codes).toEqual(['ru', 'ua']);
    expect(r.body.data!.availableStores.find((x) => x.store_code === 'ua')).toMatchObject({
      id: 3,
      locale: 'uk_UA',
    });
  });
});

describe('mainMenu and store locator', () => {
  it('nests the menu up to five levels with every field', async () => {
    const fields = 'id label url url_params is_red menu_image left_block right_block';
    const nest = (depth: number): string =>
      depth === 0 ? fields : `${fields} submenu { ${nest(depth - 1)} }`;
    const r = await s.gql<{ mainMenu: { items: Record<string, unknown>[] } }>(
      `{ mainMenu { items { ${nest(4)} } } }`,
    );
    expect(r.body.errors).toBeUndefined();
    const items = r.body.data!.mainMenu.items;
    expect(items.length).toBeGreaterThanOrEqual(4);
    const depth = (list: { submenu?: unknown[] }[] | undefined): number =>
      list && list.length
        ? 1 + Math.max(...list.map((i) => depth(i.submenu as { submenu?: unknown[] }[])))
        : 0;
    expect(depth(items as { submenu?: unknown[] }[])).toBeGreaterThanOrEqual(3);
    expect(depth(items as { submenu?: unknown[] }[])).toBeLessThanOrEqual(5);
    expect(items.some((i) => i.is_red === true)).toBe(true);
  });

  it('labels the menu per store view', async () => {
    const q = '{ mainMenu { items { label } } }';
    const ua = await s.gql<{ mainMenu: { items: { label: string }[] } }>(q);
    const ru = await s.gql<{ mainMenu: { items: { label: string }[] } }>(q, { headers: { Store: 'ru' } });
    expect(ua.body.data!.mainMenu.items.map((i) => i.label)).not.toEqual(
      ru.body.data!.mainMenu.items.map((i) => i.label),
    );
  });

  it('lists at least ten store locator points with every field', async () => {
    const r = await s.gql<{ storeLocatorPoints: Record<string, unknown>[] }>(`{ storeLocatorPoints {
      id name country city address lat lng phone working_time photo url_key description short_description position
      warehouse_option_id for_men { button_title image url_params } for_women { button_title image url_params } } }`);
    const points = r.body.data!.storeLocatorPoints;
    expect(points.length).toBeGreaterThanOrEqual(10);
    for (const p of points) {
      expect(p.for_men).toBeTruthy();
      expect(p.for_women).toBeTruthy();
      expect(typeof p.lat).toBe('number');
    }
  });
});
