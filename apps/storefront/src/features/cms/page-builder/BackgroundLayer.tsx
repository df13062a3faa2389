/**
 * The background of a row, column, tab, banner or slide: its desktop/mobile image (an <img>
 * covering the box, so it gets a srcset, lazy loading with the 100 px threshold and high fetch
 * priority when it is the page's first image), parallax movement, and a video background.
 */
import type { StyleFields } from './style-fields.ts';
import type { Background } from './types.ts';
import { PAGE_BUILDER_MOBILE_MEDIA } from './pb-images.ts';
import { useBackgroundLayer } from './useBackgroundLayer.ts';
import { ContentTypeChunk, LazyVideoBackground } from './lazy-content-types.tsx';
import styles from './BackgroundLayer.module.css';

export interface BackgroundLayerProps {
  background: Background;
  /** Style fields of the box (background size and position). */
  fields: StyleFields;
  /** The page's first image: loaded at once with high priority. */
  lcp?: boolean;
}

export function BackgroundLayer({ background, fields, lcp = false }: BackgroundLayerProps) {
  const { layerRef, imageRef, ...bg } = useBackgroundLayer(background, fields, lcp);
  if (!bg.image && !bg.video) return null;
  return (
    <div ref={layerRef} className={styles.layer} aria-hidden="true">
      {bg.image ? (
        <picture>
          {bg.mobile && bg.revealed ? (
            <source media={PAGE_BUILDER_MOBILE_MEDIA} srcSet={bg.mobile.srcSet} sizes={bg.sizes} />
          ) : null}
          <img
            ref={imageRef}
            className={`${styles.image} ${bg.parallax ? styles.parallax : ''}`}
            src={bg.revealed ? bg.image.src : undefined}
            srcSet={bg.revealed ? bg.image.srcSet : undefined}
            sizes={bg.sizes}
            alt=""
            decoding={lcp ? 'sync' : 'async'}
            fetchPriority={lcp ? 'high' : undefined}
            style={bg.imageStyle}
          />
        </picture>
      ) : null}
      {bg.video ? (
        <ContentTypeChunk>
          <LazyVideoBackground video={bg.video} hasImage={bg.image !== null} eager={bg.eager} />
        </ContentTypeChunk>
      ) : null}
    </div>
  );
}
