/** Pure helpers of the footer: a CMS link block split into its heading and links, social account names. */

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  '#39': "'",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (match, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? match;
  });
}

/**
 * A footer links block is a heading and a list (pwa-footer-links-*). The heading becomes the group's
 * title (a toggle on phones); the rest is the group's content. Without a heading the title is null.
 */
export function splitLinkGroup(html: string): { title: string | null; body: string } {
  const heading = /<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1\s*>/i.exec(html);
  if (!heading) return { title: null, body: html };
  const title = decodeEntities(heading[2]!.replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
  const body = html.slice(0, heading.index) + html.slice(heading.index + heading[0].length);
  return { title: title || null, body };
}

/** '@name' of an Instagram (or other) profile URL, or null when the URL names no account. */
export function socialHandle(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const path = new URL(url, 'https://example.invalid').pathname;
    const name = path.split('/').find((segment) => segment !== '');
    return name ? `@${decodeURIComponent(name)}` : null;
  } catch {
    return null;
  }
}

/** 'tel:' link of a display phone number ('+38 (044) 123-45-67' → 'tel:+380441234567'). */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/[^\d]/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}
