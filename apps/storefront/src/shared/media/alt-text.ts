/**
 * Image alt and title text (spec section 3): the image's own label or the product's short
 * description, brand_label and name, plus one of ten keyword phrases chosen by the image index
 * so the photos of one product do not all say the same. The title adds "photo {n}", n from 1.
 *
 * Phrases come from the locale files (ids below, English originals as defaults); pass them in
 * already translated.
 */
import type { MessageDescriptor, Translate } from '../i18n/format-message.ts';

export const ALT_KEYWORD_MESSAGES: readonly MessageDescriptor[] = [
  { id: 'imageAlt.keyword.buy', defaultMessage: 'buy' },
  { id: 'imageAlt.keyword.price', defaultMessage: 'price' },
  { id: 'imageAlt.keyword.inCountry', defaultMessage: 'in Ukraine' },
  { id: 'imageAlt.keyword.original', defaultMessage: 'original' },
  { id: 'imageAlt.keyword.photo', defaultMessage: 'photo' },
  { id: 'imageAlt.keyword.onlineStore', defaultMessage: 'online store' },
  { id: 'imageAlt.keyword.online', defaultMessage: 'online' },
  { id: 'imageAlt.keyword.catalog', defaultMessage: 'catalog' },
  { id: 'imageAlt.keyword.wideAssortment', defaultMessage: 'wide assortment' },
  { id: 'imageAlt.keyword.quality', defaultMessage: 'quality' },
];

export const PHOTO_NUMBER_MESSAGE: MessageDescriptor = {
  id: 'imageTitle.photoNumber',
  defaultMessage: 'photo {number}',
};

export interface ImageTextSource {
  /** The image's own label (media gallery label / image attribute). */
  imageLabel?: string | null;
  /** product.short_description.html */
  shortDescriptionHtml?: string | null;
  brandLabel?: string | null;
  name?: string | null;
}

export interface ImageTextPhrases {
  keywords: readonly string[];
  photoNumber: (number: number) => string;
}

/** Translates the keyword phrases and the photo number text for one locale. */
export function imageTextPhrases(translate: Translate): ImageTextPhrases {
  return {
    keywords: ALT_KEYWORD_MESSAGES.map((message) => translate(message)),
    photoNumber: (number) => translate(PHOTO_NUMBER_MESSAGE, { number }),
  };
}

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  laquo: '«',
  raquo: '»',
  ndash: '–',
  mdash: '—',
};

/** Plain text of a short HTML fragment, without a DOM (this runs during server rendering too). */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
      if (body[0] === '#') {
        const code =
          body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
      }
      return ENTITIES[body.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

function rotate<T>(items: readonly T[], index: number): T | undefined {
  if (items.length === 0) return undefined;
  const safe = Number.isInteger(index) ? index : 0;
  return items[((safe % items.length) + items.length) % items.length];
}

/**
 * "{label or description} {brand} {name} {keyword}". A part already contained in the text
 * before it (e.g. the brand inside the description) is left out so the text does not repeat.
 */
export function imageAltText(
  source: ImageTextSource,
  imageIndex: number,
  keywords: readonly string[],
): string {
  const lead = source.imageLabel?.trim() || htmlToText(source.shortDescriptionHtml ?? '');
  const parts: string[] = [];
  for (const part of [lead, source.brandLabel?.trim() ?? '', source.name?.trim() ?? '']) {
    if (part === '') continue;
    const sofar = parts.join(' ').toLowerCase();
    if (!sofar.includes(part.toLowerCase())) parts.push(part);
  }
  const keyword = rotate(keywords, imageIndex);
  if (keyword) parts.push(keyword);
  return parts.join(' ');
}

/** The alt text followed by " - photo {index + 1}". */
export function imageTitleText(
  source: ImageTextSource,
  imageIndex: number,
  phrases: ImageTextPhrases,
): string {
  const alt = imageAltText(source, imageIndex, phrases.keywords);
  const number = phrases.photoNumber((Number.isInteger(imageIndex) && imageIndex >= 0 ? imageIndex : 0) + 1);
  return alt === '' ? number : `${alt} - ${number}`;
}
