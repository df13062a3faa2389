/**
 * Logic of NavigationDrawer: open state (the app store's drawer slice), the active top-level item (the
 * shopper's pick, else the one of the current path, else the one stored as active, else the first:
 * spec §4), which tiles are expanded, and the active item's left CMS block. Opening it asks for the
 * whole menu when only its outline is there (main-menu.tsx); submenus are drawn once it is.
 */
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { chooseActiveMenuItem } from '../../shared/catalog/active-menu.ts';
import { appActions } from '../../shared/state/app-state.ts';
import { createBrowserStorage } from '../../shared/storage/browser-storage.ts';
import { useAppStore, useDispatch } from '../../shared/state/app-store.tsx';
import { readActiveMenuItemId, storeActiveMenuItemId } from './active-menu-storage.ts';
import type { MenuNode } from './menu-tree.ts';
import { useLoadCompleteMenu, useMainMenu } from './main-menu.tsx';

export function useNavigationDrawer() {
  const dispatch = useDispatch();
  const open = useAppStore((s) => s.app.drawer === 'nav');
  const [location] = useLocation();
  const { items, complete } = useMainMenu();
  const loadCompleteMenu = useLoadCompleteMenu();
  useEffect(() => {
    if (open) loadCompleteMenu();
  }, [open, loadCompleteMenu]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());

  const active = useMemo((): MenuNode | undefined => {
    const selected = selectedId ? items.find((item) => item.id === selectedId) : undefined;
    if (selected) return selected;
    // Read only while open: storage is a browser thing and the drawer is closed during server rendering.
    const storedId = open ? readActiveMenuItemId(createBrowserStorage()) : null;
    // Only an item with a submenu can be expanded (a sale link to /women/clothing?sale=1 must not win
    // over Women on /women/clothing).
    return chooseActiveMenuItem(
      items.filter((item) => item.children.length > 0),
      location,
      storedId,
    );
  }, [items, location, selectedId, open]);

  const close = () => dispatch(appActions.closeDrawer());

  return {
    open,
    items,
    active,
    /** The active item's submenu can be drawn (the whole menu is there). */
    showSubmenu: complete && (active?.children.length ?? 0) > 0,
    /** The active item's left CMS block identifier (fetched only while the drawer is open). */
    leftBlockId: open ? (active?.leftBlock ?? null) : null,
    close,
    closeOnLinkClick(event: { target: EventTarget | null }) {
      if ((event.target as Element | null)?.closest?.('a')) close();
    },
    select(id: string) {
      setSelectedId(id);
    },
    isExpanded: (id: string) => expanded.has(id),
    toggle(id: string) {
      setExpanded((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      });
    },
    /** A link was followed: the top-level item it belongs to becomes the stored active item. */
    onLinkClick(topLevelId: string | undefined = active?.id) {
      if (topLevelId) storeActiveMenuItemId(createBrowserStorage(), topLevelId);
      setSelectedId(null);
      close();
    },
  };
}

export type NavigationDrawerState = ReturnType<typeof useNavigationDrawer>;
