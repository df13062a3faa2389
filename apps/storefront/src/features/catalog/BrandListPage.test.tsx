// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubClient, harness as appHarness, type SentOperation } from '../../testing/harness.tsx';
import BrandListPage from './BrandListPage.tsx';

afterEach(cleanup);

const response = {
  brands: [
    { id: 1030, name: 'Atlas Run', url_key: 'atlas-run', product_count: 11 },
    { id: 1002, name: 'Nordkap', url_key: 'nordkap', product_count: 4 },
    { id: 1020, name: 'Зоряна', url_key: 'zoryana', product_count: 3 },
  ],
};

function setup(props: { exclusive: boolean; gender: string | null }, path = '/brands') {
  const operations: SentOperation[] = [];
  const harness = appHarness({ path, client: stubClient({ getBrandList: response }, operations) });
  render(<BrandListPage {...props} />, { wrapper: harness.Wrapper });
  return operations;
}

describe('BrandListPage', () => {
  it('lists the brands of the section A–Z with links to their catalogues', () => {
    const operations = setup({ exclusive: false, gender: 'women' }, '/brands/women');
    expect(operations.find((o) => o.name === 'getBrandList')!.variables).toEqual({
      filter: { gender: { eq: '36' }, exclusive: false },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Brands: Women' })).toBeTruthy();
    const a = within(screen.getByRole('region', { name: 'A' }));
    expect(a.getByRole('link', { name: 'Atlas Run' }).getAttribute('href')).toBe('/brands/women/atlas-run');
    expect(screen.getByRole('link', { name: 'Зоряна' }).getAttribute('href')).toBe('/brands/women/zoryana');
  });

  it('has letter anchors for the letters in use', () => {
    setup({ exclusive: false, gender: null });
    const letters = within(screen.getByRole('navigation', { name: 'Brands by letter' }));
    expect(letters.getByRole('link', { name: 'A' }).getAttribute('href')).toBe('#brands-A');
    expect(letters.getByRole('link', { name: 'N' }).getAttribute('href')).toBe('#brands-N');
    expect(letters.queryByRole('link', { name: 'B' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Nordkap' }).getAttribute('href')).toBe('/brands/nordkap');
  });

  it('shows the exclusive heading and section tabs of the exclusive list, asking for exclusive brands', () => {
    const operations = setup({ exclusive: true, gender: 'kids' }, '/exclusive-brands/kids');
    expect(operations.find((o) => o.name === 'getBrandList')!.variables).toMatchObject({
      filter: { exclusive: true },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Exclusive brands: Kids' })).toBeTruthy();
    const tabs = within(screen.getByRole('navigation', { name: 'Sections' }));
    expect(tabs.getByRole('link', { name: 'All' }).getAttribute('href')).toBe('/exclusive-brands');
    expect(tabs.getByRole('link', { name: 'Kids' }).getAttribute('aria-current')).toBe('page');
  });
});
