/**
 * The address a rendered page is kept under: the request's, without the parameters that only
 * tell analytics where a visitor came from. They change nothing on the page, and a campaign
 * link with a fresh value per recipient would otherwise make every visit a new page to render
 * and keep, pushing the real pages out of the cache.
 *
 * Removed (case-insensitive names): every `utm_*`; click ids of ad networks gclid, gclsrc,
 * dclid, gbraid, wbraid (Google), fbclid (Meta), msclkid (Microsoft), yclid and ysclid (Yandex),
 * ttclid (TikTok), twclid (X), li_fat_id (LinkedIn), epik (Pinterest), sccid (Snapchat),
 * igshid (Instagram), srsltid (Google Merchant); _ga and _gl (Google Analytics linker);
 * mc_cid and mc_eid (Mailchimp); _hsenc, _hsmi, __hssc, __hstc, __hsfp (HubSpot);
 * mkt_tok (Marketo); oly_anon_id, oly_enc_id (Omeda); vero_id, vero_conv (Vero); rb_clickid;
 * s_cid (Adobe); _openstat; ref_src.
 */
const TRACKING_PARAMS: ReadonlySet<string> = new Set([
  'gclid',
  'gclsrc',
  'dclid',
  'gbraid',
  'wbraid',
  'fbclid',
  'msclkid',
  'yclid',
  'ysclid',
  'ttclid',
  'twclid',
  'li_fat_id',
  'epik',
  'sccid',
  'igshid',
  'srsltid',
  '_ga',
  '_gl',
  'mc_cid',
  'mc_eid',
  '_hsenc',
  '_hsmi',
  '__hssc',
  '__hstc',
  '__hsfp',
  'mkt_tok',
  'oly_anon_id',
  'oly_enc_id',
  'vero_id',
  'vero_conv',
  'rb_clickid',
  's_cid',
  '_openstat',
  'ref_src',
]);

/** True for a query parameter name that only serves analytics. */
export function isTrackingParam(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith('utm_') || TRACKING_PARAMS.has(lower);
}

function splitQuery(url: string): [string, string] {
  const at = url.indexOf('?');
  return at === -1 ? [url, ''] : [url.slice(0, at), url.slice(at + 1)];
}

function paramName(pair: string): string {
  const raw = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/** `url` (path and query) without its tracking parameters; the other parameters as they were. */
export function withoutTrackingParams(url: string): string {
  const [path, query] = splitQuery(url);
  if (!query) return path;
  const kept = query.split('&').filter((pair) => pair !== '' && !isTrackingParam(paramName(pair)));
  return kept.length ? `${path}?${kept.join('&')}` : path;
}

/** `location` with the tracking parameters of `url` added back (a redirect keeps the campaign). */
export function withTrackingParamsOf(location: string, url: string): string {
  const tracking = splitQuery(url)[1]
    .split('&')
    .filter((pair) => pair !== '' && isTrackingParam(paramName(pair)));
  if (!tracking.length) return location;
  return `${location}${location.includes('?') ? '&' : '?'}${tracking.join('&')}`;
}
