// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SortMenu } from './SortMenu.tsx';
import { useListingLocation } from './use-listing-location.ts';
import { harness as appHarness } from '../../testing/harness.tsx';

afterEach(cleanup);

function Harness() {
  return <SortMenu state={useListingLocation()} />;
}

function renderMenu(path: string, storeCode: 'ua' | 'ru' = 'ua') {
  const harness = appHarness({ path, storeCode });
  render(<Harness />, { wrapper: harness.Wrapper });
  return harness;
}

const sortButton = () => screen.getByRole('button', { name: /Sort by/ });
const menu = () => screen.queryByRole('menu');

describe('SortMenu', () => {
  it("shows the store's default label: 'Сортувати' on ua", () => {
    renderMenu('/women');
    expect(sortButton().textContent).toBe('Сортувати');
    expect(sortButton().getAttribute('aria-expanded')).toBe('false');
  });

  it("shows 'Cортировать' (Latin C) on ru", () => {
    renderMenu('/women', 'ru');
    expect(sortButton().textContent).toBe('Cортировать');
  });

  it('names the sort from the URL and marks it in the menu', () => {
    renderMenu('/women?sort=price:DESC');
    expect(sortButton().textContent).toBe('Price in descending order');
    act(() => sortButton().focus());
    expect(
      screen.getByRole('menuitemradio', { name: 'Price in descending order' }).getAttribute('aria-checked'),
    ).toBe('true');
  });

  it('opens on focus and offers the three options', () => {
    renderMenu('/women');
    expect(menu()).toBeNull();
    act(() => sortButton().focus());
    expect(sortButton().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('menuitemradio').map((item) => item.textContent)).toEqual([
      'New arrivals',
      'Price in ascending order',
      'Price in descending order',
    ]);
  });

  it('drops the page suffix when the sort changes, and closes', () => {
    const harness = renderMenu('/women/f/brand:1/p:3');
    act(() => sortButton().focus());
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Price in ascending order' }));
    expect(harness.location.history.at(-1)).toBe('/women/f/brand:1?sort=price:ASC');
    expect(menu()).toBeNull();
  });

  it('keeps the page when the same sort is chosen again', () => {
    const harness = renderMenu('/women/p:3?sort=position:DESC');
    act(() => sortButton().focus());
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'New arrivals' }));
    expect(harness.location.history.at(-1)).toBe('/women/p:3?sort=position:DESC');
  });

  it('closes on Escape, giving focus back without opening again', () => {
    renderMenu('/women');
    act(() => sortButton().focus());
    fireEvent.keyDown(sortButton(), { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('New arrivals');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(menu()).toBeNull();
    expect(document.activeElement).toBe(sortButton());
  });

  it('closes when a click lands elsewhere', () => {
    renderMenu('/women');
    act(() => sortButton().focus());
    fireEvent.pointerDown(document.body);
    expect(menu()).toBeNull();
  });
});
