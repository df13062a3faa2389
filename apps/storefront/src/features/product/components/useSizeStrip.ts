/**
 * The size strip's logic (spec sections 4 and 5): only in-stock sizes with a title, in rank
 * order, shown in groups of 5; a swipe over 50 px moves between groups, dots jump to a group.
 * Choosing a size sets the product slice's options; arrow keys move the choice like a radio group.
 */
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type TouchEvent,
} from 'react';
import { useAppStore, useDispatch } from '../../../shared/state/app-store.tsx';
import { groupSizes } from '../../../shared/catalog/sizes.ts';
import { sizeGroupAfterSwipe, type Point } from '../../../shared/gestures/swipe.ts';
import { productActions } from '../../../shared/state/product-state.ts';
import { chosenSize, sizeChoices, type SizeChoice, type SizeSource } from '../size-selection.ts';

const pointOf = (touch: { clientX: number; clientY: number } | undefined): Point | null =>
  touch ? { x: touch.clientX, y: touch.clientY } : null;

export function useSizeStrip(product: SizeSource) {
  const dispatch = useDispatch();
  const choices = useMemo(() => sizeChoices(product), [product]);
  const groups = useMemo(() => groupSizes(choices), [choices]);
  const options = useAppStore((s) => s.product.options);
  const chosen = chosenSize(choices, options);
  const groupOf = useCallback(
    (choice: SizeChoice | null) => (choice ? groups.findIndex((g) => g.includes(choice)) : -1),
    [groups],
  );

  const [group, setGroup] = useState(() => Math.max(0, groupOf(chosen)));
  const current = Math.min(group, Math.max(groups.length - 1, 0));

  const choose = useCallback(
    (choice: SizeChoice) => dispatch(productActions.setOptions({ ...choice.options })),
    [dispatch],
  );

  // A configurable product with a single size has nothing to choose: it is chosen for the shopper.
  const only = choices.length === 1 && product.__typename === 'ConfigurableProduct' ? choices[0] : undefined;
  useEffect(() => {
    if (only && !chosen) choose(only);
  }, [only, chosen, choose]);

  const start = useRef<Point | null>(null);
  const onTouchStart = useCallback((event: TouchEvent) => {
    start.current = pointOf(event.touches[0]);
  }, []);
  const onTouchEnd = useCallback(
    (event: TouchEvent) => {
      const from = start.current;
      const to = pointOf(event.changedTouches[0]);
      start.current = null;
      if (from && to) setGroup(sizeGroupAfterSwipe(current, groups.length, from, to));
    },
    [current, groups.length],
  );

  const baseId = useId();
  const radioId = useCallback(
    (choice: SizeChoice) => `${baseId}-${choice.key.replace(/[^\w-]/g, '_')}`,
    [baseId],
  );

  // Radio group keys: arrows move the choice (into the next group when needed) and the focus.
  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      const step =
        event.key === 'ArrowRight' || event.key === 'ArrowDown'
          ? 1
          : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
            ? -1
            : 0;
      if (step === 0 || choices.length === 0) return;
      event.preventDefault();
      const target = chosen
        ? choices[(choices.indexOf(chosen) + step + choices.length) % choices.length]!
        : (groups[current]?.[0] ?? choices[0]!);
      choose(target);
      setGroup(Math.max(0, groupOf(target)));
      const id = radioId(target);
      setTimeout(() => document.getElementById(id)?.focus(), 0);
    },
    [choices, chosen, groups, current, choose, groupOf, radioId],
  );

  const visible = groups[current] ?? [];
  /** The radio reached by Tab: the chosen size if visible, else the first one shown. */
  const tabStop = visible.includes(chosen as SizeChoice) ? chosen : (visible[0] ?? null);

  return {
    choices,
    groups,
    group: current,
    visible,
    chosen,
    tabStop,
    choose,
    showGroup: setGroup,
    radioId,
    onKeyDown,
    touchHandlers: { onTouchStart, onTouchEnd },
    /** The size attribute's label (e.g. "Розмір"), when the entries name it. */
    label: product.product_all?.find((entry) => entry?.label)?.label ?? null,
  };
}
