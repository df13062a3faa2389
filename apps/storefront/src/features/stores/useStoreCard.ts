/** Logic of StoreCard: photo and entry images, sanitised description, entry links. */
import { useStoreConfig } from '../../shared/store-view/store-view.tsx';
import { useCleanHtml } from '../../shared/html/clean-html.ts';
import { buildSrcSet, imageUrl } from '../../shared/media/images.ts';
import type { StoreLocatorPoint } from './queries.ts';
import { entryLink, type EntryGender } from './store-points.ts';

/** Store photos are landscape 3:2. */
const PHOTO_RATIO = 1.5;
const PHOTO_WIDTH = 640;
const PHOTO_SIZES = '(max-width: 767px) 100vw, (max-width: 1167px) 50vw, 400px';

export function useStoreCard(point: StoreLocatorPoint) {
  const config = useStoreConfig();
  const mediaBaseUrl = config?.secure_base_media_url ?? null;
  // Empty while the sanitiser loads (stores listed client-side).
  const description = (useCleanHtml(point.description ?? '') ?? '').trim();
  const photo = point.photo
    ? {
        src: imageUrl(point.photo, {
          mediaBaseUrl,
          width: PHOTO_WIDTH,
          height: Math.round(PHOTO_WIDTH / PHOTO_RATIO),
        }),
        srcSet: buildSrcSet(point.photo, { mediaBaseUrl, ratio: PHOTO_RATIO, widths: [320, 640, 960, 1280] }),
        sizes: PHOTO_SIZES,
        width: PHOTO_WIDTH,
        height: Math.round(PHOTO_WIDTH / PHOTO_RATIO),
      }
    : null;
  const entry = (gender: EntryGender, button: StoreLocatorPoint['for_women']) =>
    button
      ? {
          gender,
          title: button.button_title ?? '',
          href: entryLink(gender, button.url_params),
          image: button.image
            ? {
                src: imageUrl(button.image, { mediaBaseUrl, width: 112, height: 112 }),
                srcSet: `${imageUrl(button.image, { mediaBaseUrl, width: 56, height: 56 })} 1x, ${imageUrl(button.image, { mediaBaseUrl, width: 112, height: 112 })} 2x`,
              }
            : null,
        }
      : null;
  const entries = [entry('women', point.for_women), entry('men', point.for_men)].filter(
    (e): e is NonNullable<typeof e> => e !== null,
  );
  return {
    photo,
    description,
    address: [point.address, point.city].filter(Boolean).join(', '),
    entries,
  };
}
