/**
 * Logic of DesktopMenu: which top-level item's panel is open (pointer with a short intent delay, focus at
 * once), closing when the pointer or focus leaves the menu, on Escape, on a link click and on navigation;
 * which item is active for the current path.
 */
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'wouter';
import { chooseActiveMenuItem } from '../../shared/catalog/active-menu.ts';
import type { MenuNode } from './menu-tree.ts';

/** Pointer intent: passing over an item on the way elsewhere does not flash its panel. */
export const MEGA_MENU_OPEN_DELAY_MS = 120;
export const MEGA_MENU_CLOSE_DELAY_MS = 200;

const NO_MATCH = { id: '', url: null } as const;

/** The id of the item the current path belongs to, or null when none matches (no fallback). */
export function menuItemMatchingPath(items: readonly MenuNode[], path: string): string | null {
  // A first item that matches no path: it is what chooseActiveMenuItem falls back to. Items with url
  // params (sale) are filtered views of another item's pages, not a section of their own.
  const sections = items.filter((item) => !item.hasParams);
  const found = chooseActiveMenuItem<{ id: string; url: string | null }>([NO_MATCH, ...sections], path);
  return found && found !== NO_MATCH ? found.id : null;
}

export function useDesktopMenu(items: MenuNode[]) {
  const [location] = useLocation();
  const [openId, setOpenId] = useState<string | null>(null);
  const openTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const panelId = useId();

  const clear = (timer: typeof openTimer) => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  const close = () => {
    clear(openTimer);
    clear(closeTimer);
    setOpenId(null);
  };

  useEffect(
    () => () => {
      clear(openTimer);
      clear(closeTimer);
    },
    [],
  );

  // A navigation closes the panel.
  const [panelLocation, setPanelLocation] = useState(location);
  if (panelLocation !== location) {
    setPanelLocation(location);
    setOpenId(null);
  }

  const activeId = menuItemMatchingPath(items, location);

  return {
    openItem: items.find((item) => item.id === openId) ?? null,
    activeId,
    panelId,
    close,
    closeOnLinkClick(event: { target: EventTarget | null }) {
      if ((event.target as Element | null)?.closest?.('a')) close();
    },
    openNow(id: string) {
      clear(openTimer);
      clear(closeTimer);
      setOpenId(id);
    },
    openSoon(id: string) {
      clear(openTimer);
      clear(closeTimer);
      // Moving between items while a panel is open switches at once.
      if (openId !== null) setOpenId(id);
      else openTimer.current = setTimeout(() => setOpenId(id), MEGA_MENU_OPEN_DELAY_MS);
    },
    cancelOpen() {
      clear(openTimer);
    },
    scheduleClose() {
      clear(openTimer);
      clear(closeTimer);
      closeTimer.current = setTimeout(() => setOpenId(null), MEGA_MENU_CLOSE_DELAY_MS);
    },
    cancelClose() {
      clear(closeTimer);
    },
    onBlur(event: FocusEvent<HTMLElement>) {
      const next = event.relatedTarget as Node | null;
      if (!next || !event.currentTarget.contains(next)) setOpenId(null);
    },
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      if (event.key === 'Escape' && openId !== null) {
        event.stopPropagation();
        setOpenId(null);
      }
    },
  };
}
