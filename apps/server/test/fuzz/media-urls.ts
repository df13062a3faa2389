/**
 * Random /media URLs: real image paths of the catalogue and made-up ones, traversal attempts,
 * encoded and malformed escapes, long paths; widths, heights, formats, fit and quality from the
 * allowed ranges and well past them, repeated parameters and malformed query strings.
 */
import type { Arbitrary } from 'fast-check';
import type { HttpCase } from './http-case.ts';
import { headerValue, oddInt, oddString, wellFormed } from './odd-values.ts';
import { built, type Rand } from './rand.ts';

const EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp', 'gif', 'svg', 'avif', 'PNG', 'txt', 'png.php', ''];
const WORDS = [
  'a',
  'w',
  'o',
  'sukня',
  'dress_1',
  'logo',
  'placeholder',
  'cache',
  'x'.repeat(200),
  '..',
  '.',
  '%2e%2e',
  '%00',
];

function segment(r: Rand): string {
  return r.weighted<() => string>([
    [6, () => r.pick(WORDS)],
    [2, () => r.pick([...'abcdefghijklmnopqrstuvwxyz0123456789'])],
    [
      1,
      () =>
        encodeURIComponent(wellFormed(oddString(r).slice(0, 200))).replace(
          /%25/g,
          r.chance(0.5) ? '%' : '%25',
        ),
    ],
    [1, () => r.pick(['%', '%zz', '%E0%A4%A', '%C0%AF', '..%2f', '%5c', '\\', ';', '?', '#', '~', '%20'])],
  ])();
}

function mediaPath(r: Rand, known: readonly string[]): string {
  return r.weighted<() => string>([
    [known.length ? 8 : 0, () => r.pick(known)],
    [4, () => `/media/catalog/product/${segment(r)}/${segment(r)}/${segment(r)}.${r.pick(EXTENSIONS)}`],
    [
      1,
      () =>
        `/media/catalog/product/cache/${segment(r)}/${segment(r)}/${segment(r)}/${segment(r)}.${r.pick(EXTENSIONS)}`,
    ],
    [1, () => `/media/catalog/product/placeholder/${segment(r)}.${r.pick(EXTENSIONS)}`],
    [
      2,
      () =>
        `/media/${r.pick(['wysiwyg', 'stores', 'wysiwyg/brands', 'wysiwyg/menu', 'logo'])}/${segment(r)}.${r.pick(EXTENSIONS)}`,
    ],
    [
      1,
      () =>
        `/media/${Array.from({ length: r.int(0, 12) }, () => segment(r)).join(r.pick(['/', '//', '/./', '/../']))}`,
    ],
    [1, () => `/media/${'a/'.repeat(r.pick([100, 600, 4000]))}x.png`],
    [
      1,
      () =>
        r.pick([
          '/media',
          '/media/',
          '/media//',
          '/media/../package.json',
          '/media/%2e%2e/%2e%2e/etc/passwd',
          '/media/..%5c..%5cwin.ini',
        ]),
    ],
  ])();
}

function dimension(r: Rand): string {
  return r.weighted<() => string>([
    [8, () => String(r.pick([40, 80, 120, 160, 240, 320, 360, 480, 640, 768]))],
    [3, () => String(r.int(1, 900))],
    [1, () => String(r.pick([1080, 1280, 1440, 1920, 2560]))],
    [2, () => String(oddInt(r))],
    [
      1,
      () =>
        r.pick(['', '-1', '0', '1.5', '1e3', '0x10', ' 100', '100px', 'NaN', '٣٠٠', '2561', '999999999999']),
    ],
  ])();
}

function queryString(r: Rand): string {
  const parts: string[] = [];
  const add = (k: string, v: string) => parts.push(`${k}=${r.chance(0.9) ? encodeURIComponent(v) : v}`);
  if (r.chance(0.7)) add(r.pick(['width', 'w']), dimension(r));
  if (r.chance(0.4)) add(r.pick(['height', 'h']), dimension(r));
  if (r.chance(0.3))
    add('fit', r.pick(['cover', 'contain', 'inside', 'bounds', 'crop', 'fill', '', 'COVER']));
  if (r.chance(0.4))
    add('format', r.pick(['png', 'pjpg', 'jpg', 'jpeg', 'webp', 'avif', 'gif', 'svg', '', 'WEBP']));
  if (r.chance(0.2)) add('auto', r.pick(['webp', 'webp,webp', 'avif', '', 'WEBP']));
  if (r.chance(0.3))
    add(r.pick(['quality', 'q']), r.pick(['85', '1', '100', '0', '101', '-5', '50.5', String(oddInt(r))]));
  if (r.chance(0.05)) add('width', dimension(r)); // repeated: an array
  if (r.chance(0.05))
    parts.push(
      r.pick([
        '&',
        '=',
        '==',
        'width',
        'width[]=1',
        'width[a]=2',
        '%zz=1',
        'a=%',
        '__proto__=1',
        'constructor[prototype][x]=1',
      ]),
    );
  if (r.chance(0.03)) parts.push(`x=${'y'.repeat(r.pick([1000, 10_000]))}`);
  const qs = parts.join(r.chance(0.05) ? ';' : '&');
  return qs || r.chance(0.1) ? `?${qs}` : '';
}

/** `known`: real media paths of the catalogue (product photos, logos). */
export function mediaRequests(known: readonly string[] = []): Arbitrary<HttpCase> {
  return built((r) => {
    const headers: Record<string, string> = {};
    if (r.chance(0.4))
      headers.accept = r.pick([
        'image/webp,*/*',
        'image/avif,image/webp',
        '*/*',
        'text/html',
        headerValue(r),
      ]);
    if (r.chance(0.05)) headers['if-none-match'] = r.pick(['*', '"x"', headerValue(r)]);
    if (r.chance(0.05)) headers.range = r.pick(['bytes=0-10', 'bytes=-1', 'bytes=999999999-', 'x']);
    const method = r.weighted<string>([
      [20, 'GET'],
      [2, 'HEAD'],
      [1, r.pick(['POST', 'PUT', 'DELETE', 'OPTIONS'])],
    ]);
    return { label: 'media', method, path: mediaPath(r, known) + queryString(r), headers };
  });
}
