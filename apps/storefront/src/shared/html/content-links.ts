/**
 * Links inside server content (CMS pages and blocks, Page Builder buttons and banners), spec
 * section 2: links to the store's own host are routed inside the app by pathname; links to
 * other hosts are ordinary links; a link with a target opens in a new tab. Content writes
 * root-relative links without the store prefix ('/women'); the rendered href gets it ('/ua/women')
 * so that the address is right without JavaScript and in a new tab too.
 */
import { classifyLink } from '../url/links.ts';
import { splitStorePrefix, withStorePrefix, isStoreCode } from '../url/store-prefix.ts';

/** Paths served by the commerce server, never by the app's router. */
const SERVER_PATH = /^\/(?:media|static|graphql|rest|sw\.js)(?:[/?#.]|$)/;

export type ContentLinkTarget =
  /** Route in the app: `to` is below the store prefix ('/women?x=1#top'). */
  | { kind: 'route'; to: string; href: string }
  /** An ordinary link (another host, mailto:, tel:, an in-page anchor, another store, server files). */
  | { kind: 'external'; href: string }
  /** Opens in a new tab. */
  | { kind: 'new-tab'; href: string };

/**
 * @param href the link as written in the content
 * @param pageUrl the current page address (its origin is the store's own host)
 * @param storeCode the current store code
 */
export function contentLinkTarget(
  href: string,
  pageUrl: string,
  storeCode: string,
  target?: string | null,
): ContentLinkTarget {
  const destination = classifyLink(href, pageUrl, target);
  if (destination.kind === 'new-tab') {
    return { kind: 'new-tab', href: withPrefixIfRootRelative(href, storeCode) };
  }
  if (destination.kind === 'external') return { kind: 'external', href };
  if (SERVER_PATH.test(destination.pathname)) return { kind: 'external', href };
  const { storeCode: linkStore, rest } = splitStorePrefix(destination.pathname);
  if (linkStore && linkStore !== storeCode) return { kind: 'external', href };
  const to = `${rest}${destination.to.slice(destination.pathname.length)}`;
  return { kind: 'route', to, href: isStoreCode(storeCode) ? withStorePrefix(to, storeCode) : to };
}

function withPrefixIfRootRelative(href: string, storeCode: string): string {
  if (!/^\/(?!\/)/.test(href) || SERVER_PATH.test(href) || !isStoreCode(storeCode)) return href;
  if (splitStorePrefix(href.split(/[?#]/)[0] ?? '/').storeCode) return href;
  return withStorePrefix(href, storeCode);
}

/**
 * href="/faq#3" → href="/ua/faq#3" in sanitised HTML (whose attributes are double-quoted).
 * Hrefs with a store prefix already, protocol-relative ones and server paths stay as they are.
 */
export function prefixRootRelativeHrefs(html: string, storeCode: string): string {
  if (!isStoreCode(storeCode)) return html;
  return html.replace(/(<a\b[^>]*?\shref=")(\/(?!\/)[^"]*)"/gi, (_m, start: string, href: string) => {
    return `${start}${withPrefixIfRootRelative(href, storeCode)}"`;
  });
}

export interface ClickModifiers {
  button?: number;
  ctrlKey?: boolean;
  metaKey?: boolean;
  shiftKey?: boolean;
  altKey?: boolean;
}

/** A click the app may take over: main button, no modifier keys (those mean "new tab/window"). */
export function isPlainClick(event: ClickModifiers): boolean {
  return (event.button ?? 0) === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
}
