/**
 * A preload in <head> for the page's first high-priority image (a listing's first card, a product's
 * first photo): the browser asks for it while it reads the head, not once the parser reaches the
 * image behind the header, breadcrumbs and filters (19 KB and 369 elements into a category page).
 * An image inside <picture> is left alone: its <source> elements choose the file, which a preload
 * of the <img> alone would not.
 */

const HIGH_PRIORITY_IMG = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i;

/** The attributes a preload copies, each as the renderer wrote it (escaped for double quotes). */
const ATTRIBUTES = {
  src: /\ssrc="([^"]*)"/i,
  srcset: /\ssrcset="([^"]*)"/i,
  sizes: /\ssizes="([^"]*)"/i,
};

const attribute = (tag: string, name: keyof typeof ATTRIBUTES) => ATTRIBUTES[name].exec(tag)?.[1];

/** The preload link for the document's first high-priority image, or '' when it has none to preload. */
export function lcpImagePreload(html: string): string {
  const match = HIGH_PRIORITY_IMG.exec(html);
  if (!match) return '';
  const opened = html.lastIndexOf('<picture', match.index);
  if (opened > html.lastIndexOf('</picture>', match.index)) return '';
  const tag = match[0];
  const src = attribute(tag, 'src');
  if (!src) return '';
  const srcset = attribute(tag, 'srcset');
  const sizes = attribute(tag, 'sizes');
  return `<link rel="preload" as="image" href="${src}"${srcset ? ` imagesrcset="${srcset}"` : ''}${
    srcset && sizes ? ` imagesizes="${sizes}"` : ''
  } fetchpriority="high">`;
}

/** The document with the preload of its first high-priority image at the end of its <head>. */
export function withLcpImagePreload(html: string): string {
  const link = lcpImagePreload(html);
  return link ? html.replace('</head>', `${link}</head>`) : html;
}
