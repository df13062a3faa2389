// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BOOT_GLOBAL } from '../../shared/boot-global.ts';
import { createAppStore } from '../../shared/state/app-store.tsx';
import { harness } from '../../testing/harness.tsx';
import { cmsPage } from '../../features/cms/cms-page-fixture.ts';
import { resetSessionPolicies } from '../../shared/graphql/session-policy.ts';
import StoresRoute from './StoresRoute.tsx';
import { resetNoCachePolicy } from '../../features/stores/useNoCachePolicy.ts';
import type { StoreLocatorPoint } from '../../features/stores/queries.ts';

const button = (title: string, gender: number, warehouse: number, suffix: string) => ({
  button_title: title,
  image: `/media/stores/p-${warehouse}-${suffix}.jpg`,
  url_params: `gender=${gender}&warehouse=${warehouse}`,
});

function point(id: number, city: string, place: string, men = true): StoreLocatorPoint {
  return {
    id,
    name: `Vitryna ${city}, ${place}`,
    country: 'Україна',
    city,
    address: `вул. ${place}, ${id}`,
    lat: 50,
    lng: 30,
    phone: `+380 44 500 1${id} 00`,
    working_time: '10:00–21:00',
    photo: `/media/stores/p-${id}.jpg`,
    url_key: `p-${id}`,
    description: `<p>Shop ${id}<script>alert(1)</script></p>`,
    short_description: null,
    position: id,
    warehouse_option_id: 9000 + id,
    for_men: men ? button('Чоловічий відділ', 10, 9000 + id, 'men') : null,
    for_women: button('Жіночий відділ', 36, 9000 + id, 'women'),
  };
}

const POINTS = [point(3, 'Львів', 'Ринок'), point(1, 'Київ', 'Хрещатик'), point(2, 'Київ', 'Поділ', false)];

function renderPage(answers: Record<string, unknown> = {}) {
  const store = createAppStore();
  const h = harness({
    underStorePrefix: true,
    path: '/stores',
    store,
    answers: {
      getStoreLocatorPoints: { storeLocatorPoints: POINTS },
      GetCmsPage: cmsPage(
        'stores',
        '<h1 data-content-type="heading" data-element="main">Наші магазини</h1>',
        {
          meta_title: 'Магазини',
        },
      ),
      ...answers,
    },
  });
  render(<StoresRoute />, { wrapper: h.Wrapper });
  return h;
}

afterEach(() => {
  cleanup();
  resetSessionPolicies();
  resetNoCachePolicy();
  delete (window as unknown as Record<string, unknown>)[BOOT_GLOBAL];
});

describe('StoresPage', () => {
  it('shows the CMS page "stores" and every store locator point, grouped by city', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Наші магазини' })).toBeTruthy();
    const cities = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(cities).toEqual(['Київ', 'Львів']);
    const kyiv = screen.getByRole('region', { name: 'Київ' });
    expect(
      within(kyiv)
        .getAllByRole('article')
        .map((a) => within(a).getByRole('heading').textContent),
    ).toEqual(['Vitryna Київ, Хрещатик', 'Vitryna Київ, Поділ']);
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('each point has its address, phone link, hours, photo, sanitised description and entry buttons', async () => {
    renderPage();
    const card = (await screen.findByRole('article', { name: 'Vitryna Київ, Хрещатик' })) as HTMLElement;
    expect(within(card).getByText('вул. Хрещатик, 1, Київ')).toBeTruthy();
    expect(within(card).getByRole('link', { name: '+380 44 500 11 00' }).getAttribute('href')).toBe(
      'tel:+380445001100',
    );
    expect(within(card).getByText('10:00–21:00')).toBeTruthy();
    const photo = within(card).getByRole('img', { name: 'Store Vitryna Київ, Хрещатик' });
    expect(photo.getAttribute('loading')).toBe('lazy');
    expect(photo.getAttribute('src')).toContain('/media/stores/p-1.jpg');
    expect(within(card).getByText('Shop 1')).toBeTruthy();
    expect(card.innerHTML).not.toContain('<script');
  });

  it("lists every point with both buttons: women's and men's entries to the gendered catalogue of that shop", async () => {
    renderPage();
    await screen.findAllByRole('article');
    for (const p of POINTS) {
      const card = screen.getByRole('article', { name: p.name! });
      const women = within(card).getByRole('link', { name: `Жіночий відділ: ${p.name}` });
      expect(women.getAttribute('href')).toBe(`/ua/women/gender:36;warehouse:${9000 + p.id}`);
      const men = within(card).queryByRole('link', { name: `Чоловічий відділ: ${p.name}` });
      if (p.for_men) expect(men?.getAttribute('href')).toBe(`/ua/men/gender:10;warehouse:${9000 + p.id}`);
      else expect(men).toBeNull();
    }
    const lviv = screen.getByRole('article', { name: 'Vitryna Львів, Ринок' });
    expect(within(lviv).getAllByRole('link', { name: /відділ/ })).toHaveLength(2);
  });

  it('an entry button routes in the app', async () => {
    const h = renderPage();
    fireEvent.click(await screen.findByRole('link', { name: 'Чоловічий відділ: Vitryna Львів, Ринок' }));
    expect(h.location.history.at(-1)).toBe('/ua/men/gender:10;warehouse:9003');
  });

  it('"share store" opens the share-store modal with the store and its link', async () => {
    const h = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Share the store Vitryna Київ, Поділ' }));
    expect(h.store.getState().modal).toEqual({
      type: 'share-store',
      props: {
        name: 'Vitryna Київ, Поділ',
        address: 'вул. Поділ, 2, Київ',
        phone: '+380 44 500 12 00',
        workingTime: '10:00–21:00',
        url: 'https://shop.test/ua/stores#store-p-2',
      },
    });
  });

  it('queries the points with no cache (network-only)', async () => {
    const h = renderPage();
    await screen.findAllByRole('article');
    expect(h.sent.find((o) => o.name === 'getStoreLocatorPoints')?.requestPolicy).toBe('network-only');
  });

  it('a failed list says so; the page still has its title without CMS content', async () => {
    renderPage({
      getStoreLocatorPoints: { error: { message: 'down' } },
      GetCmsPage: { error: { message: 'missing', category: 'graphql-no-such-entity' } },
    });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Our stores' })).toBeTruthy();
  });
});
