/**
 * Menu links (spec section 2): "a base path plus optional parameters, where '=' becomes ':',
 * 'true' becomes '1' and '&' becomes ';'. Menu url_params are appended after '?'."
 *
 * Two kinds of link follow from that sentence:
 * - buildParamLink: a base path plus query-like parameters turned into one trailing path
 *   segment, e.g. ('/men', 'warehouse=12&is_new=true') → '/men/warehouse:12;is_new:1'. That
 *   segment is the older listing filter form, which parseListingPath reads back as filters.
 *   It serves links that carry parameters but no url of their own (store locator entry buttons).
 * - buildMenuItemHref: a main-menu item's url with its url_params appended after '?'.
 */

function withoutLeadingQuestionMark(params: string): string {
  return params.trim().replace(/^\?+/, '');
}

/**
 * 'a=b&c=true' → 'a:b;c:1'. Only a whole value 'true' becomes '1' (a value such as 'trueblue'
 * stays as it is); a piece without '=' is kept unchanged; empty pieces are dropped.
 */
export function menuParamsToSegment(params: string): string {
  return withoutLeadingQuestionMark(params)
    .split('&')
    .filter((piece) => piece !== '')
    .map((piece) => {
      const equals = piece.indexOf('=');
      if (equals === -1) return piece;
      const value = piece.slice(equals + 1);
      return `${piece.slice(0, equals)}:${value === 'true' ? '1' : value}`;
    })
    .join(';');
}

/** Base path plus optional parameters as one trailing segment; the base path alone without them. */
export function buildParamLink(basePath: string, params?: string | null): string {
  const segment = params ? menuParamsToSegment(params) : '';
  if (segment === '') return basePath;
  return `${basePath.replace(/\/+$/, '')}/${segment}`;
}

/** A main-menu item's href: url, then url_params after '?' ('&' if the url already has a query). */
export function buildMenuItemHref(item: { url?: string | null; url_params?: string | null }): string {
  const url = item.url || '/';
  const params = item.url_params ? withoutLeadingQuestionMark(item.url_params) : '';
  if (params === '') return url;
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  return `${beforeHash}${beforeHash.includes('?') ? '&' : '?'}${params}${hash}`;
}
