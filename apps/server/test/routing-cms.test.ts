import { beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from './harness.ts';

let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});

const ROUTE = `query ResolveURL($url: String!) { route(url: $url) {
  __typename relative_url redirect_code type
  ... on CmsPage { identifier title }
  ... on CategoryTree { uid name url_path }
  ... on SimpleProduct { uid sku url_key }
  ... on ConfigurableProduct { uid sku url_key }
} }`;

type Route = {
  __typename: string;
  relative_url: string;
  redirect_code: number;
  type: string | null;
  [k: string]: unknown;
} | null;

async function route(url: string, store = 'ua'): Promise<Route> {
  const r = await s.gql<{ route: Route }>(ROUTE, { variables: { url }, headers: { Store: store } });
  expect(r.body.errors, JSON.stringify(r.body.errors)).toBeUndefined();
  return r.body.data!.route;
}

describe('route', () => {
  it('resolves a product url with its suffix', async () => {
    const [row] = await s.db.query<{ url_key: string; sku: string }>(
      `SELECT t.url_key, p.sku FROM product p JOIN product_text t ON t.product_id = p.id AND t.store_id = 3
       WHERE p.visible ORDER BY p.id LIMIT 1`,
    );
    const r = await route(`/${row!.url_key}.html`);
    expect(r).toMatchObject({
      redirect_code: 0,
      type: 'PRODUCT',
      sku: row!.sku,
      relative_url: `${row!.url_key}.html`,
    });
    expect(['SimpleProduct', 'ConfigurableProduct']).toContain(r!.__typename);
  });

  it('resolves a category path and a CMS page, and "/" to the home page', async () => {
    const [cat] = await s.db.query<{ request_path: string }>(
      `SELECT request_path FROM url_rewrite WHERE store_id = 3 AND entity_type = 'category' AND redirect_type = 0 LIMIT 1`,
    );
    expect(await route(cat!.request_path)).toMatchObject({
      __typename: 'CategoryTree',
      type: 'CATEGORY',
      redirect_code: 0,
    });
    expect(await route('faq')).toMatchObject({ __typename: 'CmsPage', identifier: 'faq', type: 'CMS_PAGE' });
    expect(await route('/')).toMatchObject({ __typename: 'CmsPage', identifier: 'home' });
  });

  it('answers 301 and 302 redirects with the new relative url', async () => {
    for (const code of [301, 302]) {
      const [rw] = await s.db.query<{ request_path: string; target_path: string }>(
        'SELECT request_path, target_path FROM url_rewrite WHERE store_id = 3 AND redirect_type = $1 LIMIT 1',
        [code],
      );
      expect(rw, `a ${code} rewrite is seeded`).toBeTruthy();
      const r = await route(rw!.request_path);
      expect(r!.redirect_code).toBe(code);
      expect(r!.relative_url).toBe(rw!.target_path.replace(/^\//, ''));
    }
  });

  it('answers another store view’s product path with a 301 to this store’s path', async () => {
    const [row] = await s.db.query<{ ua: string; ru: string }>(
      `SELECT ua.url_key AS ua, ru.url_key AS ru FROM product_text ua
       JOIN product_text ru ON ru.product_id = ua.product_id AND ru.store_id = 1
       JOIN product p ON p.id = ua.product_id AND p.visible
       WHERE ua.store_id = 3 AND ua.url_key <> ru.url_key LIMIT 1`,
    );
    expect(row, 'a product whose url keys differ between stores').toBeTruthy();
    const r = await route(`${row!.ua}.html`, 'ru');
    expect(r).toMatchObject({ redirect_code: 301, relative_url: `${row!.ru}.html`, type: 'PRODUCT' });
  });

  it('answers null for an unknown path', async () => {
    expect(await route('/no/such/page-at-all')).toBeNull();
  });

  it('urlResolver answers Magento’s legacy shape', async () => {
    const r = await s.gql<{
      urlResolver: { entity_uid: string; redirectCode: number; type: string; relative_url: string };
    }>('{ urlResolver(url: "faq") { entity_uid id relative_url redirectCode type canonical_url } }');
    expect(r.body.data!.urlResolver).toMatchObject({
      redirectCode: 0,
      type: 'CMS_PAGE',
      relative_url: 'faq',
    });
  });
});

describe('CMS', () => {
  it('answers every page of the spec in both stores with different texts', async () => {
    for (const id of [
      'home',
      'technical-page',
      'stores',
      'hm-space',
      'our-service',
      'faq',
      'contact-us',
      'loyalty-rules',
    ]) {
      const q = `{ cmsPage(identifier: "${id}") { identifier title content content_heading meta_title } }`;
      const ua = await s.gql<{ cmsPage: { title: string; content: string } }>(q);
      const ru = await s.gql<{ cmsPage: { title: string; content: string } }>(q, {
        headers: { Store: 'ru' },
      });
      expect(ua.body.errors, id).toBeUndefined();
      expect(ua.body.data!.cmsPage.content).toContain('data-content-type');
      expect(ua.body.data!.cmsPage.content, id).not.toBe(ru.body.data!.cmsPage.content);
    }
  });

  it('answers an unknown page with graphql-no-such-entity', async () => {
    const r = await s.gql('{ cmsPage(identifier: "nope") { title } }');
    expect(r.body.errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');
    expect(r.body.data).toEqual({ cmsPage: null });
  });

  it('answers the footer and header blocks in the order asked', async () => {
    const ids = [
      'pwa-footer-links-about',
      'pwa-footer-links-online-purchase',
      'pwa-footer-links-services',
      'pwa-header-banner',
    ];
    const r = await s.gql<{ cmsBlocks: { items: { identifier: string; content: string }[] } }>(
      'query($ids: [String]) { cmsBlocks(identifiers: $ids) { items { identifier content } } }',
      { variables: { ids } },
    );
    expect(r.body.data!.cmsBlocks.items.map((b) => b.identifier)).toEqual(ids);
    expect(r.body.data!.cmsBlocks.items.every((b) => b.content.length > 0)).toBe(true);
  });
});
