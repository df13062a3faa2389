/**
 * What a modal tells its opener, kept outside the store so the store never holds a function: the
 * remove-from-cart confirmation emits 'remove-from-cart' with its props (the item's uid), and the
 * owner of the cart listens (useModalConfirmed) and removes the item.
 */
import { useEffect, useRef } from 'react';
import type { ModalPropsMap, ModalType } from './modal-props-map.ts';

type Listener<K extends ModalType> = (props: ModalPropsMap[K]) => void;

const listeners = new Map<ModalType, Set<Listener<never>>>();

/** Call `listener` whenever a `modal` is confirmed; returns the unsubscribe. */
export function onModalConfirmed<K extends ModalType>(modal: K, listener: Listener<K>): () => void {
  const set = listeners.get(modal) ?? new Set();
  listeners.set(modal, set);
  set.add(listener as Listener<never>);
  return () => {
    set.delete(listener as Listener<never>);
    if (set.size === 0) listeners.delete(modal);
  };
}

/** A modal was confirmed with these props: tell whoever listens. */
export function confirmModal<K extends ModalType>(modal: K, props: ModalPropsMap[K]): void {
  for (const listener of listeners.get(modal) ?? []) (listener as Listener<K>)(props);
}

/** Listen while mounted; the latest `listener` is called, without resubscribing on each render. */
export function useModalConfirmed<K extends ModalType>(modal: K, listener: Listener<K>): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => onModalConfirmed(modal, (props) => latest.current(props)), [modal]);
}
