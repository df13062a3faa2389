/**
 * The zoom modal's logic: the photo shown (keyboard arrows, buttons, swipes, wrapping at both
 * ends), large image sources, and a magnifier that follows the pointer.
 */
import { useCallback, useEffect, useRef, useState, type MouseEvent, type TouchEvent } from 'react';
import { useStoreConfig, useT } from '../../../shared/store-view/store-view.tsx';
import {
  carouselIndexAfterSwipe,
  nextIndex,
  previousIndex,
  type Point,
} from '../../../shared/gestures/swipe.ts';
import { buildSrcSet, imageHeightFor, imageUrl } from '../../../shared/media/images.ts';
import type { ModalPropsMap } from '../../../shared/state/modal-state.ts';
import { useCloseModal } from './useCloseModal.ts';

export const ZOOM_WIDTHS = [640, 960, 1280, 1600] as const;
const ZOOM_SRC_WIDTH = 1280;

const pointOf = (touch: { clientX: number; clientY: number } | undefined): Point | null =>
  touch ? { x: touch.clientX, y: touch.clientY } : null;

export function useZoomModal(props: ModalPropsMap['zoom'], onClose?: () => void) {
  const t = useT();
  const close = useCloseModal(onClose);
  const mediaBaseUrl = useStoreConfig()?.secure_base_media_url ?? null;
  const { images, title = '' } = props;
  const initial =
    props.index !== undefined && props.index >= 0 && props.index < images.length ? props.index : 0;
  const [index, setIndex] = useState(initial);
  const [magnified, setMagnified] = useState(false);
  const [origin, setOrigin] = useState('50% 50%');
  const count = images.length;

  const show = useCallback((i: number) => {
    setIndex(i);
    setMagnified(false);
  }, []);
  const step = useCallback(
    (move: (i: number, length: number) => number) => {
      setIndex((i) => move(i, count));
      setMagnified(false);
    },
    [count],
  );
  const next = useCallback(() => step(nextIndex), [step]);
  const previous = useCallback(() => step(previousIndex), [step]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (count < 2) return;
      if (event.key === 'ArrowRight') {
        event.preventDefault();
        next();
      } else if (event.key === 'ArrowLeft') {
        event.preventDefault();
        previous();
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [count, next, previous]);

  const start = useRef<Point | null>(null);
  const onTouchStart = useCallback((event: TouchEvent) => {
    start.current = pointOf(event.touches[0]);
  }, []);
  const onTouchEnd = useCallback(
    (event: TouchEvent) => {
      const from = start.current;
      const to = pointOf(event.changedTouches[0]);
      start.current = null;
      if (!from || !to || magnified) return;
      const after = carouselIndexAfterSwipe(index, count, from, to);
      if (after !== index) show(after);
    },
    [index, count, magnified, show],
  );

  const followPointer = useCallback((event: MouseEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    const x = ((event.clientX - box.left) / box.width) * 100;
    const y = ((event.clientY - box.top) / box.height) * 100;
    setOrigin(`${x.toFixed(1)}% ${y.toFixed(1)}%`);
  }, []);
  const toggleMagnifier = useCallback(
    (event: MouseEvent<HTMLElement>) => {
      followPointer(event);
      setMagnified((m) => !m);
    },
    [followPointer],
  );

  const current = images[index];
  const options = { mediaBaseUrl, type: 'image-product' as const };
  const image = current
    ? {
        src: imageUrl(current.url, {
          ...options,
          width: ZOOM_SRC_WIDTH,
          height: imageHeightFor(ZOOM_SRC_WIDTH),
        }),
        srcSet: buildSrcSet(current.url, { ...options, widths: ZOOM_WIDTHS }),
        alt: current.alt,
      }
    : null;

  return {
    title: title || t('product.zoom', 'Zoom image'),
    images,
    index,
    count,
    image,
    show,
    next,
    previous,
    close,
    magnified,
    origin,
    toggleMagnifier,
    followPointer: magnified ? followPointer : undefined,
    touchHandlers: { onTouchStart, onTouchEnd },
  };
}
