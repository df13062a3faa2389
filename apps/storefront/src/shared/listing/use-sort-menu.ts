/**
 * The sort menu (spec sections 2 and 9): the button shows the current sort, or the store's
 * default label ('Сортувати' on ua, 'Cортировать' otherwise). The menu opens when the button
 * gets focus (and on click) and closes when the menu closes: on a choice, on Escape, or when
 * focus leaves it. Choosing a sort drops the page suffix.
 */
import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'wouter';
import { useStoreView, useT } from '../store-view/store-view.tsx';
import { currentSort, findSortOption, SORT_OPTIONS, toSortParam } from '../catalog/sort.ts';
import { sortHref, type ListingLocationState } from './listing-location.ts';

export function useSortMenu(state: ListingLocationState) {
  const t = useT();
  const { storeCode } = useStoreView();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);
  // Focus given back to the button after the menu closed must not open it again.
  const skipFocusOpen = useRef(false);
  const id = useId();

  const translate = useCallback(
    (option: (typeof SORT_OPTIONS)[number]) => t(option.id, option.defaultMessage),
    [t],
  );
  const sort = currentSort(state.sort, storeCode, translate);
  const selected = findSortOption(state.sort);
  const options = SORT_OPTIONS.map((option) => ({
    key: `${option.attribute}:${option.sortDirection}`,
    label: translate(option),
    selected: option === selected,
    href: sortHref(state, toSortParam(option)),
  }));

  // A click right after the focus that opened the menu keeps it open; later clicks toggle it.
  const openedByFocus = useRef(false);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    openedByFocus.current = false;
    const button = buttonRef.current;
    if (returnFocus && button && document.activeElement !== button) {
      skipFocusOpen.current = true;
      button.focus();
    }
  }, []);

  const onButtonFocus = useCallback(() => {
    if (skipFocusOpen.current) {
      skipFocusOpen.current = false;
      return;
    }
    openedByFocus.current = true;
    setOpen(true);
  }, []);

  const onButtonClick = useCallback(() => {
    if (openedByFocus.current) {
      openedByFocus.current = false;
      setOpen(true);
      return;
    }
    setOpen((value) => !value);
  }, []);

  const choose = useCallback(
    (href: string) => {
      close(true);
      navigate(href);
    },
    [close, navigate],
  );

  // Focus moving elsewhere (keyboard) closes the menu; clicks outside are handled below, since
  // some browsers do not focus a clicked button and report no related target.
  const onBlur = useCallback((event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && !rootRef.current?.contains(next)) {
      openedByFocus.current = false;
      setOpen(false);
    }
  }, []);

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      const items = itemRefs.current.filter((item): item is HTMLButtonElement => item !== null);
      const at = items.findIndex((item) => item === document.activeElement);
      if (event.key === 'Escape' && open) {
        event.preventDefault();
        close(true);
      } else if (event.key === 'ArrowDown') {
        event.preventDefault();
        setOpen(true);
        items[(at + 1) % items.length]?.focus();
      } else if (event.key === 'ArrowUp') {
        event.preventDefault();
        setOpen(true);
        items[(at - 1 + items.length) % items.length]?.focus();
      } else if (event.key === 'Tab' && open && at !== -1) {
        setOpen(false);
      }
    },
    [open, close],
  );

  // Closes on a click anywhere else.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) {
        openedByFocus.current = false;
        setOpen(false);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return {
    open,
    text: sort.text,
    options,
    ids: { label: `${id}-label`, button: `${id}-button`, menu: `${id}-menu` },
    rootRef,
    buttonRef,
    itemRefs,
    onButtonFocus,
    onButtonClick,
    onBlur,
    onKeyDown,
    choose,
    sortByLabel: t('productSort.sortBy', 'Sort by'),
    menuLabel: t('listing.sortOptions', 'Sort options'),
  };
}
