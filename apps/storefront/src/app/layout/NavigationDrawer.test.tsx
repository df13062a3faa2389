// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { appActions } from '../../shared/state/app-state.ts';
import { createBrowserStorage } from '../../shared/storage/browser-storage.ts';
import { ACTIVE_MENU_ITEM_KEY } from './active-menu-storage.ts';
import { MENU_DATA } from './menu-fixture.ts';
import { NavigationDrawer } from './NavigationDrawer.tsx';
import { renderInShell, type Responder } from '../../testing/harness.tsx';

vi.mock('../../features/cms/CmsBlock.tsx', () => ({
  default: ({ identifiers }: { identifiers: string[] }) => (
    <a href="/women/clothing/dresses">Block {identifiers.join(',')}</a>
  ),
}));

const respond: Responder = (name) => (name === 'getMainMenu' ? MENU_DATA : undefined);

function renderOpen(path = '/') {
  const view = renderInShell(<NavigationDrawer />, { respond, path });
  act(() => view.store.dispatch(appActions.toggleDrawer('nav')));
  return view;
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('NavigationDrawer', () => {
  it('is closed until the app store opens it, then lists the top-level items', () => {
    const view = renderInShell(<NavigationDrawer />, { respond });
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => view.store.dispatch(appActions.toggleDrawer('nav')));
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    const nav = within(dialog).getByRole('navigation', { name: 'Menu' });
    for (const label of ['Women', 'Men', 'Kids'])
      expect(within(nav).getByRole('button', { name: label })).toBeTruthy();
    // An item without a submenu is a plain link, with url_params after '?'.
    expect(within(nav).getByRole('link', { name: 'Sale' }).getAttribute('href')).toBe(
      '/women/clothing?sale=true',
    );
  });

  it('expands the item of the current path', async () => {
    renderOpen('/men/shirts');
    expect(screen.getByRole('button', { name: 'Men' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Shirts' }).getAttribute('href')).toBe('/men/shirts');
    expect(screen.getByRole('link', { name: 'View all: Men' }).getAttribute('href')).toBe('/men');
  });

  it('prefers the section over a filtered link to the same url (sale)', () => {
    renderOpen('/women/clothing');
    expect(screen.getByRole('button', { name: 'Women' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('falls back to the item stored as active, then to the first item', () => {
    createBrowserStorage().setItem(ACTIVE_MENU_ITEM_KEY, '20');
    const first = renderOpen('/about-us');
    expect(screen.getByRole('button', { name: 'Kids' }).getAttribute('aria-expanded')).toBe('true');
    first.unmount();
    localStorage.clear();
    renderOpen('/about-us');
    expect(screen.getByRole('button', { name: 'Women' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('shows the active item’s submenu as tiles with their images', () => {
    renderOpen('/women');
    const tile = screen.getByRole('link', { name: 'Clothing' });
    const image = tile.querySelector('img');
    expect(image?.getAttribute('src')).toContain('/media/wysiwyg/menu/women-clothing.png');
    expect(image?.getAttribute('width')).toBe('64');
    expect(screen.queryByRole('link', { name: 'Dresses' })).toBeNull();
  });

  it('expands and collapses nested submenus down to the fifth level', () => {
    renderOpen('/kids');
    fireEvent.click(screen.getByRole('button', { name: 'Expand Boys' }));
    fireEvent.click(screen.getByRole('button', { name: 'Expand Clothing' }));
    fireEvent.click(screen.getByRole('button', { name: 'Expand Outerwear' }));
    expect(screen.getByRole('link', { name: 'Jackets' }).getAttribute('href')).toBe(
      '/kids/boys/clothing/outerwear/jackets',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Collapse Boys' }));
    expect(screen.queryByRole('link', { name: 'Jackets' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Expand Boys' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('switches the expanded item when another top-level item is chosen', () => {
    renderOpen('/women');
    fireEvent.click(screen.getByRole('button', { name: 'Men' }));
    expect(screen.getByRole('button', { name: 'Women' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('link', { name: 'Shirts' })).toBeTruthy();
  });

  it('closes on a link click, remembering the item as active', () => {
    const { store } = renderOpen('/');
    fireEvent.click(screen.getByRole('button', { name: 'Men' }));
    fireEvent.click(screen.getByRole('link', { name: 'Shirts' }));
    expect(store.getState().app.drawer).toBeNull();
    expect(createBrowserStorage().getItem(ACTIVE_MENU_ITEM_KEY)).toBe('10');
  });

  it('closes by its close button', () => {
    const { store } = renderOpen('/');
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(store.getState().app.drawer).toBeNull();
  });

  it('holds the store switcher and the active item’s left CMS block, whose links close it', async () => {
    const { store } = renderOpen('/women');
    const switcher = screen.getByRole('group', { name: 'Language' });
    expect(within(switcher).getByRole('button', { name: 'UA' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(switcher).getByRole('button', { name: 'RU' }).getAttribute('aria-pressed')).toBe('false');
    const block = await screen.findByRole('link', { name: 'Block menu-left-women' });
    fireEvent.click(block);
    expect(store.getState().app.drawer).toBeNull();
  });
});
