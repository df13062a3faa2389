/**
 * Logic of SearchPanel (spec §2/§4): open state from the app store; slides in over 300 ms; the field is
 * focused on opening and again after 200 ms; closes on submit, on a route change, on a click outside
 * (the header's search trigger excepted: it toggles) and on Escape.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { FOCUS_RETRY_MS, TRANSITION_MS } from '../../shared/constants.ts';
import { appActions } from '../../shared/state/app-state.ts';
import { usePresence } from '../../shared/ui/Drawer.tsx';
import { useAppStore, useAppStoreApi } from '../../shared/state/app-store.tsx';

/** Marks the controls that toggle the panel, so a click on them is not "outside". */
export const SEARCH_TRIGGER_ATTRIBUTE = 'data-search-trigger';

export function useSearchPanel() {
  const store = useAppStoreApi();
  const open = useAppStore((s) => s.app.searchOpen);
  const presence = usePresence(open, TRANSITION_MS);
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [location] = useLocation();

  const close = () => {
    if (store.getState().app.searchOpen) store.dispatch(appActions.toggleSearch());
  };
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });

  // Focus on opening, and again once the slide-in has settled (some browsers refuse the first one).
  useEffect(() => {
    if (!open) return;
    inputRef.current?.focus({ preventScroll: true });
    const retry = setTimeout(() => inputRef.current?.focus({ preventScroll: true }), FOCUS_RETRY_MS);
    return () => clearTimeout(retry);
  }, [open]);

  // A route change closes the panel.
  const lastLocation = useRef(location);
  useEffect(() => {
    if (lastLocation.current === location) return;
    lastLocation.current = location;
    closeRef.current();
  }, [location]);

  // Clicks outside and Escape.
  useEffect(() => {
    if (!open) return;
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element | null;
      if (!target || panelRef.current?.contains(target)) return;
      if (target.closest?.(`[${SEARCH_TRIGGER_ATTRIBUTE}]`)) return;
      closeRef.current();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeRef.current();
    };
    // Registered after the click that opened the panel has finished travelling.
    const timer = setTimeout(() => {
      document.addEventListener('click', onClick);
      document.addEventListener('keydown', onKeyDown);
    }, 0);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return { open, mounted: presence.mounted, shown: presence.shown, panelRef, inputRef, close };
}
