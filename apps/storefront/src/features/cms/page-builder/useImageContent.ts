/** Logic of ImageContent: image sets (desktop, mobile below 768 px), sizes, proportions, lazy reveal. */
import { useRef } from 'react';
import { useStoreConfig } from '../../../shared/store-view/store-view.tsx';
import { DEFAULT_IMAGE_RATIO } from '../../../shared/media/images.ts';
import { pbImageSet, pbSizes } from './pb-images.ts';
import { usePbContext } from './render-context.ts';
import { useLazyReveal } from './useLazyReveal.ts';
import type { ImageNode } from './types.ts';

/** Box of an image without its own size: the storefront's 4:5 portrait (spec's default ratio 0.8). */
const DEFAULT_BOX = { width: 800, height: Math.round(800 / DEFAULT_IMAGE_RATIO) };

export function useImageContent(node: ImageNode) {
  const ctx = usePbContext();
  const config = useStoreConfig();
  const media = config?.secure_base_media_url ?? null;
  const ref = useRef<HTMLPictureElement>(null);
  const lcp = ctx.lcpNode === node;
  const revealed = useLazyReveal(ref, ctx.eager || lcp);
  const desktop = node.desktop ?? node.mobile;
  const box =
    desktop?.width && desktop.height ? { width: desktop.width, height: desktop.height } : DEFAULT_BOX;
  return {
    ref,
    lcp,
    revealed,
    main: desktop ? pbImageSet(desktop.src, media) : null,
    mobile:
      node.desktop && node.mobile && node.mobile.src !== node.desktop.src
        ? pbImageSet(node.mobile.src, media)
        : null,
    sizes: pbSizes(ctx.fraction, ctx.mobileFraction),
    width: box.width,
    height: box.height,
    aspectRatio: `${box.width} / ${box.height}`,
    alt: desktop?.alt ?? '',
    title: desktop?.title ?? '',
  };
}
