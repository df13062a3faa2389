/**
 * How a link found in content or menus is followed (spec section 2): links to the store's own
 * host are routed inside the app by pathname; links elsewhere are ordinary links; a link with
 * a target opens in a new tab.
 */

export type LinkDestination =
  /** Route inside the single-page app; `to` keeps the query string and hash. */
  | { kind: 'internal'; pathname: string; to: string }
  /** Plain <a href>: another host, a non-web scheme (mailto:, tel:) or an in-page anchor. */
  | { kind: 'external'; href: string }
  /** <a target="_blank" rel="noopener noreferrer">. */
  | { kind: 'new-tab'; href: string };

function hasNewTabTarget(target: string | null | undefined): boolean {
  const value = target?.trim().toLowerCase() ?? '';
  return value !== '' && value !== '_self';
}

/**
 * @param href  the link as written (absolute, protocol-relative, root-relative or relative)
 * @param base  the current page URL or the site origin, e.g. 'https://shop.example/ua/women';
 *              relative links resolve against it and its host is "the store's own host"
 * @param target the link's target attribute; any value other than '' and '_self' means a new tab
 */
export function classifyLink(href: string, base: string, target?: string | null): LinkDestination {
  if (hasNewTabTarget(target)) return { kind: 'new-tab', href };
  if (href.startsWith('#')) return { kind: 'external', href };

  let url: URL;
  let own: URL;
  try {
    own = new URL(base);
    url = new URL(href, own);
  } catch {
    return { kind: 'external', href };
  }
  const isWeb = url.protocol === 'http:' || url.protocol === 'https:';
  if (!isWeb || url.host !== own.host) return { kind: 'external', href };
  return { kind: 'internal', pathname: url.pathname, to: `${url.pathname}${url.search}${url.hash}` };
}
