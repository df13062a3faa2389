/** Logic of BackgroundLayer: image set and sizes, lazy reveal, object fit from the style fields, parallax. */
import { useRef, type CSSProperties } from 'react';
import { useStoreConfig } from '../../../shared/store-view/store-view.tsx';
import { pbImageSet, pbSizes } from './pb-images.ts';
import { usePbContext } from './render-context.ts';
import { useLazyReveal } from './useLazyReveal.ts';
import { useParallax } from './useParallax.ts';
import type { StyleFields } from './style-fields.ts';
import type { Background } from './types.ts';

/** background-size → object-fit. */
export function objectFitFor(size: string | undefined): CSSProperties['objectFit'] {
  if (size === 'contain') return 'contain';
  if (size === 'auto') return 'none';
  return 'cover';
}

export function useBackgroundLayer(background: Background, fields: StyleFields, lcp: boolean) {
  const ctx = usePbContext();
  const config = useStoreConfig();
  const media = config?.secure_base_media_url ?? null;
  const layerRef = useRef<HTMLDivElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const eager = ctx.eager || lcp;
  const revealed = useLazyReveal(layerRef, eager);
  const { desktop, mobile } = background.images;
  const main = desktop ?? mobile;
  const parallax = background.parallax.enabled && main !== undefined;
  useParallax(layerRef, imageRef, parallax, background.parallax.speed);
  return {
    layerRef,
    imageRef,
    revealed,
    eager,
    parallax,
    image: main ? pbImageSet(main, media) : null,
    mobile: desktop && mobile ? pbImageSet(mobile, media) : null,
    sizes: pbSizes(ctx.fraction, ctx.mobileFraction),
    imageStyle: {
      objectFit: objectFitFor(fields.backgroundSize),
      objectPosition: fields.backgroundPosition || 'center center',
    } satisfies CSSProperties,
    video: background.video,
  };
}
