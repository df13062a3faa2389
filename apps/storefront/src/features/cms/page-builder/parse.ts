/**
 * Reads stored Page Builder markup into the content tree of types.ts. The input is sanitised HTML
 * (shared/html/clean-html.ts: the server's markup from the page's manifest, or the browser's
 * sanitiser), parsed into an inert document and walked: the jsdom window on the server, the page's
 * DOMParser in the browser. The same markup gives the same tree on both sides, so hydration matches.
 *
 * Content types are found by their data-content-type marker; the parts of a type by their
 * data-element names (Magento 2.4 master format). Markup without markers stays sanitised HTML.
 */
import { parseHtmlBody } from '../../../shared/html/dom-window.ts';
import { isSafeMediaUrl } from '../../../shared/html/sanitize-rules.ts';
import { parallaxSpeed } from '../../../shared/media/parallax.ts';
import { VIDEO_DEFAULT_END_TIME_S, VIDEO_DEFAULT_START_TIME_S } from '../../../shared/constants.ts';
import { extractStyleFields, type StyleFields } from './style-fields.ts';
import {
  CONTENT_TYPES,
  type Background,
  type BackgroundImages,
  type CarouselSettings,
  type ContentType,
  type ImageSource,
  type Link,
  type MapLocation,
  type PbNode,
  type PosterFields,
  type VideoBackground,
} from './types.ts';

const MARKER = 'data-content-type';
const KNOWN = new Set<string>(CONTENT_TYPES);
const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

/** True when the HTML holds Page Builder content-type markers. */
export function hasPageBuilderMarkers(html: string | null | undefined): boolean {
  return /\bdata-content-type\s*=/i.test(html ?? '');
}

function attr(el: Element | null | undefined, name: string): string {
  return el?.getAttribute(name) ?? '';
}

function styleOf(el: Element | null | undefined): StyleFields {
  return extractStyleFields(el?.getAttribute('style'));
}

function flag(value: string, fallback: boolean): boolean {
  if (value === '') return fallback;
  return value === 'true' || value === '1';
}

function int(value: string, fallback: number): number {
  const n = Number.parseInt(value, 10);
  return Number.isFinite(n) ? n : fallback;
}

/**
 * The first element below `root` named by data-element, not looking inside nested content
 * types (their parts carry the same names).
 */
export function findPart(root: Element, name: string): Element | null {
  const stack = Array.from(root.children).reverse();
  while (stack.length > 0) {
    const el = stack.pop()!;
    if (el.getAttribute('data-element') === name) return el;
    if (!el.hasAttribute(MARKER)) for (const child of Array.from(el.children).reverse()) stack.push(child);
  }
  return null;
}

/** data-background-images as Magento stores it: JSON with backslash-escaped quotes. */
export function parseBackgroundImages(value: string): BackgroundImages {
  const text = value.trim();
  if (text === '' || text === '{}') return {};
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/\\"/g, '"').replace(/\\\\/g, '\\'));
  } catch {
    return {};
  }
  if (typeof data !== 'object' || data === null) return {};
  const record = data as Record<string, unknown>;
  const url = (v: unknown) => {
    if (typeof v !== 'string' || v.trim() === '') return undefined;
    const media = /^\{\{media\s+url=(["']?)([^"'}]+)\1\s*\}\}$/.exec(v.trim());
    const path = media?.[2] ?? v.trim();
    return isSafeMediaUrl(path) ? path : undefined;
  };
  const images: BackgroundImages = {};
  const desktop = url(record.desktop_image);
  const mobile = url(record.mobile_image);
  if (desktop) images.desktop = desktop;
  if (mobile) images.mobile = mobile;
  return images;
}

export function parseBackground(el: Element | null): Background {
  const video: VideoBackground | null =
    el && attr(el, 'data-background-type') === 'video' && attr(el, 'data-video-src').trim() !== ''
      ? {
          src: attr(el, 'data-video-src').trim(),
          loop: flag(attr(el, 'data-video-loop'), true),
          playOnlyVisible: flag(attr(el, 'data-video-play-only-visible'), true),
          lazyLoad: flag(attr(el, 'data-video-lazy-load'), true),
          fallbackSrc: isSafeMediaUrl(attr(el, 'data-video-fallback-src'))
            ? attr(el, 'data-video-fallback-src')
            : '',
          overlayColor: attr(el, 'data-video-overlay-color'),
          startTime: seconds(attr(el, 'data-video-start'), VIDEO_DEFAULT_START_TIME_S),
          endTime: seconds(attr(el, 'data-video-end'), VIDEO_DEFAULT_END_TIME_S),
        }
      : null;
  return {
    images: parseBackgroundImages(attr(el, 'data-background-images')),
    video,
    parallax: {
      enabled: attr(el, 'data-enable-parallax') === '1',
      speed: parallaxSpeed(attr(el, 'data-parallax-speed')),
    },
  };
}

function parseLink(el: Element | null): Link | null {
  if (!el) return null;
  const href = el.getAttribute('href');
  if (!href || href.trim() === '') return null;
  return { href: href.trim(), target: attr(el, 'target') };
}

function buttonKind(el: Element | null): 'primary' | 'secondary' | 'link' {
  const cls = attr(el, 'class');
  if (/\bpagebuilder-button-secondary\b/.test(cls)) return 'secondary';
  if (/\bpagebuilder-button-link\b/.test(cls)) return 'link';
  return 'primary';
}

/** block_id="..." of a CMS Static Block widget directive. */
export function blockIdentifier(text: string): string | null {
  return /\bblock_id\s*=\s*(["'])(.*?)\1/.exec(text)?.[2]?.trim() || null;
}

/** The SKUs of a products content type: data-skus, else the widget's SKU condition. */
export function productSkus(main: Element): string[] {
  const split = (list: string) =>
    list
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '');
  const direct = attr(main, 'data-skus');
  if (direct.trim() !== '') return split(direct);
  const text = main.textContent ?? '';
  const option = /\bcondition_option\s*=\s*"sku"[^}]*?\bcondition_option_value\s*=\s*"([^"]*)"/.exec(text);
  if (option?.[1]) return split(option[1]);
  const encoded = /`attribute`:`sku`,`value`:`([^`]*)`/.exec(text);
  return encoded?.[1] ? split(encoded[1]) : [];
}

function carouselSettings(main: Element, defaults: Partial<CarouselSettings> = {}): CarouselSettings {
  return {
    autoplay: flag(attr(main, 'data-autoplay'), defaults.autoplay ?? false),
    autoplaySpeed: Math.max(1000, int(attr(main, 'data-autoplay-speed'), 4000)),
    infiniteLoop: flag(attr(main, 'data-infinite-loop'), defaults.infiniteLoop ?? false),
    showArrows: flag(attr(main, 'data-show-arrows'), defaults.showArrows ?? true),
    showDots: flag(attr(main, 'data-show-dots'), defaults.showDots ?? true),
  };
}

function seconds(value: string, fallback: number): number {
  const n = Number.parseFloat(value);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
}

function coordinate(value: unknown): number | null {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

/** data-locations: the map widget's JSON list of locations; invalid entries are skipped. */
export function parseMapLocations(value: string): MapLocation[] {
  let data: unknown;
  try {
    data = JSON.parse(value || '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const out: MapLocation[] = [];
  for (const item of data as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const r = item as Record<string, unknown>;
    const position = (r.position ?? {}) as Record<string, unknown>;
    const lat = coordinate(position.latitude ?? r.lat);
    const lng = coordinate(position.longitude ?? r.lng);
    if (lat === null || lng === null || Math.abs(lat) > 90 || Math.abs(lng) > 180) continue;
    const s = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
    out.push({
      name: s(r.location_name),
      lat,
      lng,
      phone: s(r.phone),
      address: s(r.address),
      city: s(r.city),
      country: s(r.country),
      comment: s(r.comment),
    });
  }
  return out;
}

function imageSource(img: Element | null): ImageSource | null {
  const src = img?.getAttribute('src')?.trim();
  if (!img || !src) return null;
  const width = int(attr(img, 'width'), 0);
  const height = int(attr(img, 'height'), 0);
  return {
    src,
    alt: attr(img, 'alt'),
    title: attr(img, 'title'),
    ...(width > 0 && height > 0 ? { width, height } : {}),
  };
}

function posterFields(main: Element): PosterFields {
  const wrapper = findPart(main, 'wrapper');
  const overlay = findPart(main, 'overlay');
  const content = findPart(main, 'content');
  const button = findPart(main, 'button');
  const showButton = attr(main, 'data-show-button');
  const showOverlay = attr(main, 'data-show-overlay');
  return {
    showButton: showButton === 'hover' || showButton === 'never' ? showButton : 'always',
    showOverlay: showOverlay === 'hover' || showOverlay === 'always' ? showOverlay : 'never_show',
    link: parseLink(findPart(main, 'link')),
    wrapperStyle: styleOf(wrapper),
    background: parseBackground(wrapper),
    overlayStyle: styleOf(overlay),
    overlayColor: attr(overlay, 'data-overlay-color'),
    contentHtml: content?.innerHTML ?? '',
    buttonText: (button?.textContent ?? '').trim(),
    buttonKind: buttonKind(button),
  };
}

/**
 * HTML code content may be stored entity-encoded (text that is itself markup): decoded, it is new
 * raw HTML, which the renderer sanitises (sanitized: false).
 */
function htmlCode(main: Element): { html: string; sanitized: boolean } {
  const text = main.textContent ?? '';
  if (main.children.length === 0 && /^\s*</.test(text) && />\s*$/.test(text)) {
    return { html: text, sanitized: false };
  }
  return { html: main.innerHTML, sanitized: true };
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function outerHtml(node: Node): string {
  if (node.nodeType === TEXT_NODE) return escapeText(node.textContent ?? '');
  return (node as Element).outerHTML ?? '';
}

function hasMarkerBelow(el: Element): boolean {
  return el.querySelector(`[${MARKER}]`) !== null;
}

/** Child content of a container; plain markup between content types becomes raw HTML nodes. */
export function parseChildren(container: Element): PbNode[] {
  const nodes: PbNode[] = [];
  const pushRaw = (html: string) => {
    if (html.trim() === '') return;
    const last = nodes[nodes.length - 1];
    if (last?.type === 'raw') nodes[nodes.length - 1] = { type: 'raw', html: last.html + html };
    else nodes.push({ type: 'raw', html });
  };
  for (const child of Array.from(container.childNodes)) {
    if (child.nodeType === TEXT_NODE) {
      pushRaw(outerHtml(child));
    } else if (child.nodeType === ELEMENT_NODE) {
      const el = child as Element;
      if (el.hasAttribute(MARKER)) nodes.push(parseNode(el));
      else if (hasMarkerBelow(el)) nodes.push(...parseChildren(el));
      else pushRaw(outerHtml(el));
    }
  }
  return nodes;
}

/** One content type element. Unknown types become raw HTML. */
export function parseNode(main: Element): PbNode {
  const type = attr(main, MARKER) as ContentType;
  if (!KNOWN.has(type)) return { type: 'raw', html: main.outerHTML };
  const appearance = attr(main, 'data-appearance');
  const id = main.getAttribute('id') ?? undefined;
  const base = { appearance, style: styleOf(main), ...(id ? { id } : {}) };
  switch (type) {
    case 'row': {
      const inner = findPart(main, 'inner');
      const styled = appearance === 'contained' && inner ? inner : main;
      const content = appearance === 'full-bleed' ? main : (inner ?? main);
      return {
        type,
        ...base,
        appearance: appearance || 'contained',
        style: styleOf(styled),
        background: parseBackground(styled),
        children: parseChildren(content),
      };
    }
    case 'column-group':
    case 'column-line':
      return { type, ...base, children: parseChildren(main) };
    case 'column':
      return {
        type,
        ...base,
        width: base.style.width ?? '',
        background: parseBackground(main),
        children: parseChildren(main),
      };
    case 'heading': {
      const level = /^H([1-6])$/.exec(main.tagName.toUpperCase())?.[1];
      return {
        type,
        ...base,
        level: (level ? Number(level) : 2) as 1 | 2 | 3 | 4 | 5 | 6,
        html: main.innerHTML,
      };
    }
    case 'text':
      return { type, ...base, html: main.innerHTML };
    case 'html':
      return { type, ...base, ...htmlCode(main) };
    case 'image': {
      const desktopImg = findPart(main, 'desktop_image');
      const mobileImg = findPart(main, 'mobile_image');
      return {
        type,
        ...base,
        desktop: imageSource(desktopImg),
        mobile: imageSource(mobileImg),
        imageStyle: styleOf(desktopImg),
        link: parseLink(findPart(main, 'link')),
        caption: (findPart(main, 'caption')?.textContent ?? '').trim(),
      };
    }
    case 'buttons':
      return {
        type,
        ...base,
        appearance: appearance || 'inline',
        sameWidth: attr(main, 'data-same-width') === 'true',
        children: parseChildren(main),
      };
    case 'button-item': {
      const link = findPart(main, 'link');
      const text = findPart(main, 'link_text') ?? link;
      return {
        type,
        ...base,
        text: (text?.textContent ?? '').trim(),
        kind: buttonKind(link),
        link: parseLink(link),
        linkStyle: styleOf(link),
      };
    }
    case 'divider':
      return { type, ...base, lineStyle: styleOf(findPart(main, 'line')) };
    case 'block':
      return { type, ...base, identifier: blockIdentifier(main.textContent ?? '') };
    case 'dynamic_block':
      return { type, ...base, html: main.innerHTML.replace(/\{\{widget[^}]*\}\}/g, '') };
    case 'products':
      return {
        type,
        ...base,
        appearance: appearance || 'grid',
        skus: productSkus(main),
        carousel: carouselSettings(main),
      };
    case 'video': {
      const player = findPart(main, 'video');
      const src = attr(main, 'data-video-src').trim() || attr(player, 'src').trim();
      return {
        type,
        ...base,
        src,
        autoplay: flag(attr(main, 'data-video-autoplay'), player?.hasAttribute('autoplay') ?? false),
        maxWidth: styleOf(findPart(main, 'inner')).maxWidth ?? '',
        wrapperStyle: styleOf(findPart(main, 'wrapper')),
      };
    }
    case 'map':
      return {
        type,
        ...base,
        locations: parseMapLocations(attr(main, 'data-locations')),
        showControls: attr(main, 'data-show-controls') !== 'false',
      };
    case 'tabs': {
      const content = findPart(main, 'content');
      const align = /\btab-align-(left|center|right)\b/.exec(attr(main, 'class'))?.[1] as
        'left' | 'center' | 'right' | undefined;
      const children = parseChildren(content ?? main).filter((n) => n.type === 'tab-item');
      return {
        type,
        ...base,
        activeTab: Math.min(
          Math.max(0, int(attr(main, 'data-active-tab'), 0)),
          Math.max(0, children.length - 1),
        ),
        navigationAlign: align ?? 'left',
        contentStyle: styleOf(content),
        children,
      };
    }
    case 'tab-item':
      return {
        type,
        ...base,
        name: attr(main, 'data-tab-name'),
        background: parseBackground(main),
        children: parseChildren(main),
      };
    case 'banner':
      return { type, ...base, appearance: appearance || 'poster', ...posterFields(main) };
    case 'slide':
      return {
        type,
        ...base,
        appearance: appearance || 'poster',
        name: attr(main, 'data-slide-name'),
        ...posterFields(main),
      };
    case 'slider':
      return {
        type,
        ...base,
        ...carouselSettings(main, { autoplay: false, infiniteLoop: false }),
        fade: attr(main, 'data-fade') === 'true',
        children: parseChildren(main).filter((n) => n.type === 'slide'),
      };
  }
}

const cache = new Map<string, PbNode[]>();
const CACHE_SIZE = 32;

/**
 * The content tree of sanitised HTML (never raw HTML from the server: see clean-html.ts). Results are
 * kept for the last few contents, so re-renders and repeated server requests do not parse again.
 */
export function parsePageBuilder(sanitizedHtml: string): PbNode[] {
  const hit = cache.get(sanitizedHtml);
  if (hit) return hit;
  const nodes = parseChildren(parseHtmlBody(sanitizedHtml));
  cache.set(sanitizedHtml, nodes);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return nodes;
}
