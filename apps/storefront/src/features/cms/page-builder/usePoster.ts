/** Logic of Poster: appearance classes, overlay colour rules, button visibility, link-safe text. */
import type { CSSProperties } from 'react';
import { BANNER_HOVER_TRANSITION_MS, BANNER_OVERLAY_MAX_WIDTH_PX } from '../../../shared/constants.ts';
import { usePbContext } from './render-context.ts';
import { toReactStyle, withoutFields } from './style-fields.ts';
import type { BannerNode, SlideNode } from './types.ts';
import styles from './Poster.module.css';

/** Links inside a banner that is itself a link would nest links: they become plain text. */
export function unlinkHtml(html: string): string {
  return html.replace(/<a\b[^>]*>/gi, '<span>').replace(/<\/a\s*>/gi, '</span>');
}

export function usePoster(node: BannerNode | SlideNode) {
  const ctx = usePbContext();
  const isPoster = node.appearance === 'poster';
  const collage =
    node.appearance === 'collage-centered'
      ? styles.collageCentered
      : node.appearance === 'collage-right'
        ? styles.collageRight
        : styles.collageLeft;
  const hasMedia = Boolean(
    node.background.images.desktop || node.background.images.mobile || node.background.video,
  );
  const overlayColor = node.overlayColor.trim();
  const fields =
    node.showOverlay === 'never_show'
      ? node.overlayStyle
      : withoutFields(node.overlayStyle, 'backgroundColor');
  const overlayStyle: CSSProperties = toReactStyle(fields, {
    backgroundColor: node.showOverlay === 'always' && overlayColor ? overlayColor : undefined,
    '--pb-overlay-hover': node.showOverlay === 'hover' && overlayColor ? overlayColor : undefined,
    '--pb-hover-ms': `${BANNER_HOVER_TRANSITION_MS}ms`,
    '--pb-overlay-max': `${BANNER_OVERLAY_MAX_WIDTH_PX}px`,
  });
  return {
    lcp: ctx.lcpNode === node,
    rootClass: `${styles.root} ${node.type === 'slide' ? styles.slide : styles.banner}`,
    wrapperClass: `${styles.wrapper} ${isPoster && hasMedia ? styles.onImage : ''}`,
    overlayClass: `${styles.overlay} ${node.showOverlay === 'hover' ? styles.overlayHover : ''} ${isPoster ? styles.overlayPoster : collage}`,
    contentClass: isPoster ? styles.posterContent : styles.collageContent,
    overlayStyle,
    contentHtml: node.link ? unlinkHtml(node.contentHtml) : node.contentHtml,
    showButton: node.showButton !== 'never' && node.buttonText !== '',
    buttonClass: `${styles.button} ${node.showButton === 'hover' ? styles.buttonHover : ''} ${
      node.buttonKind === 'secondary'
        ? styles.buttonSecondary
        : node.buttonKind === 'link'
          ? styles.buttonLink
          : ''
    }`,
  };
}
