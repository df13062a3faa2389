/**
 * Page Builder image requests (spec section 7): quality 85, the standard srcset widths with the
 * image's own proportions, and a separate mobile image below 768 px (max-width media query).
 */
import {
  imageUrl,
  pageBuilderSrcSet,
  PAGE_BUILDER_IMAGE_QUALITY,
  PAGE_BUILDER_MOBILE_MAX_WIDTH_PX,
  PAGE_BUILDER_MOBILE_MEDIA,
} from '../../../shared/media/images.ts';

export { PAGE_BUILDER_MOBILE_MEDIA };

export interface PbImageSet {
  src: string;
  srcSet: string;
}

/** Width of the fallback src (browsers without srcset support, and the no-JS case). */
const FALLBACK_WIDTH = 1280;

export function pbImageSet(path: string, mediaBaseUrl?: string | null): PbImageSet {
  return {
    src: imageUrl(path, {
      mediaBaseUrl,
      type: 'image-wysiwyg',
      width: FALLBACK_WIDTH,
      quality: PAGE_BUILDER_IMAGE_QUALITY,
    }),
    srcSet: pageBuilderSrcSet(path, mediaBaseUrl),
  };
}

function vw(fraction: number): string {
  return `${Math.max(1, Math.round(fraction * 100))}vw`;
}

/** `sizes` for an image taking `fraction` of the width (mobileFraction below 768 px). */
export function pbSizes(fraction: number, mobileFraction: number): string {
  return `(max-width: ${PAGE_BUILDER_MOBILE_MAX_WIDTH_PX}px) ${vw(mobileFraction)}, ${vw(fraction)}`;
}
