/**
 * Builders for Magento 2.4 Page Builder markup, as Page Builder saves it (the "master"
 * format with inline styles, before the 2.4.3 move of styles into data-pb-style): every content
 * type is an element with data-content-type, data-appearance and data-element="main".
 * Column groups hold columns directly (no 2.4.4 column-line), as the storefront spec lists.
 *
 * Conventions beyond stock Magento, for our storefront and CMS server:
 * - Background images: data-background-images='{\"desktop_image\":\"/media/wysiwyg/…\"}' (single-
 *   quoted attribute, backslash-escaped JSON, as Magento stores it; strip the backslashes first).
 * - products: carries data-skus="SKU1,SKU2" with the SKUs in display order AND the usual
 *   ProductsList widget directive (condition_option="sku") inside, so a renderer can use either.
 * - video: the iframe/video src as Magento has it, plus data-video-src on the main element.
 * - block: a CMS Static Block widget directive whose block_id is the block identifier.
 * Image paths are root-relative /media/wysiwyg/... files, drawn on request by the media module.
 */

type Css = Record<string, string | number | undefined>;

export function esc(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function css(style: Css): string {
  return Object.entries(style)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${k}: ${v};`)
    .join(' ');
}

const BOX: Css = { 'border-style': 'none', 'border-width': '1px', 'border-radius': '0px' };
const BG: Css = {
  'background-position': 'left top',
  'background-size': 'cover',
  'background-repeat': 'no-repeat',
  'background-attachment': 'scroll',
};

export interface Background {
  image?: string;
  mobileImage?: string;
  color?: string;
  /** A YouTube, Vimeo or mp4 url: a video background (rows, banners, slides). */
  video?: string;
}

/** data-background-images and the video attributes shared by rows, columns, banners and slides. */
function backgroundAttrs(bg: Background | undefined): string {
  const images: Record<string, string> = {};
  if (bg?.image) images.desktop_image = bg.image;
  if (bg?.mobileImage) images.mobile_image = bg.mobileImage;
  const json = JSON.stringify(images).replace(/"/g, '\\"');
  const imagesAttr =
    Object.keys(images).length === 0 ? 'data-background-images="{}"' : `data-background-images='${json}'`;
  const type = bg?.video ? 'video' : 'image';
  const video = bg?.video
    ? ` data-video-src="${esc(bg.video)}" data-video-loop="true" data-video-play-only-visible="true" data-video-lazy-load="true" data-video-fallback-src="${esc(bg.image ?? '')}" data-video-overlay-color=""`
    : ' data-video-loop="true" data-video-play-only-visible="true" data-video-lazy-load="true" data-video-fallback-src=""';
  return `${imagesAttr} data-background-type="${type}"${video}`;
}

export interface RowOptions {
  appearance?: 'contained' | 'full-width' | 'full-bleed';
  background?: Background;
  minHeight?: string;
  padding?: string;
  margin?: string;
  align?: 'left' | 'center' | 'right';
  parallax?: number;
}

export function row(children: string[], o: RowOptions = {}): string {
  const appearance = o.appearance ?? 'contained';
  const parallax = `data-enable-parallax="${o.parallax ? 1 : 0}" data-parallax-speed="${o.parallax ?? 0.5}"`;
  const style = css({
    'justify-content': 'flex-start',
    display: 'flex',
    'flex-direction': 'column',
    ...BG,
    'background-color': o.background?.color,
    ...BOX,
    'min-height': o.minHeight,
    'text-align': o.align,
    margin: o.margin ?? '0px 0px 10px',
    padding: o.padding ?? '10px',
  });
  const attrs = `${parallax} ${backgroundAttrs(o.background)}`;
  const inner = children.join('');
  if (appearance === 'contained') {
    return `<div data-content-type="row" data-appearance="contained" data-element="main"><div ${attrs} data-element="inner" style="${style}">${inner}</div></div>`;
  }
  if (appearance === 'full-width') {
    return `<div data-content-type="row" data-appearance="full-width" ${attrs} data-element="main" style="${style}"><div class="row-full-width-inner" data-element="inner">${inner}</div></div>`;
  }
  return `<div data-content-type="row" data-appearance="full-bleed" ${attrs} data-element="main" style="${style}">${inner}</div>`;
}

export function columnGroup(columns: string[]): string {
  return `<div class="pagebuilder-column-group" style="display: flex;" data-content-type="column-group" data-grid-size="12" data-element="main">${columns.join('')}</div>`;
}

export function column(
  width: string,
  children: string[],
  o: { background?: Background; align?: string } = {},
): string {
  const style = css({
    'justify-content': 'flex-start',
    display: 'flex',
    'flex-direction': 'column',
    ...BG,
    'background-color': o.background?.color,
    ...BOX,
    'text-align': o.align,
    width,
    margin: '0px',
    padding: '10px',
    'align-self': 'stretch',
  });
  return `<div class="pagebuilder-column" data-content-type="column" data-appearance="full-height" ${backgroundAttrs(o.background)} data-element="main" style="${style}">${children.join('')}</div>`;
}

export function heading(
  level: 1 | 2 | 3 | 4 | 5 | 6,
  text: string,
  align: 'left' | 'center' | 'right' = 'left',
): string {
  const style = css({ 'text-align': align, ...BOX, margin: '0px', padding: '0px' });
  return `<h${level} data-content-type="heading" data-appearance="default" data-element="main" style="${style}">${esc(text)}</h${level}>`;
}

/** Rich text; `html` is trusted markup written by the generator. */
export function text(html: string, align?: 'left' | 'center' | 'right'): string {
  const style = css({ 'text-align': align, ...BOX, margin: '0px', padding: '0px' });
  return `<div data-content-type="text" data-appearance="default" data-element="main" style="${style}">${html}</div>`;
}

export interface ImageOptions {
  desktop: string;
  mobile?: string;
  alt: string;
  link?: string;
  caption?: string;
}

export function image(o: ImageOptions): string {
  const imgStyle = css({ ...BOX, 'max-width': '100%', height: 'auto' });
  const img = (src: string, cls: string, element: string) =>
    `<img class="${cls}" src="${esc(src)}" alt="${esc(o.alt)}" title="${esc(o.alt)}" data-element="${element}" style="${imgStyle}">`;
  const pictures =
    img(o.desktop, 'pagebuilder-mobile-hidden', 'desktop_image') +
    img(o.mobile ?? o.desktop, 'pagebuilder-mobile-only', 'mobile_image');
  const body = o.link
    ? `<a href="${esc(o.link)}" target="" data-link-type="default" title="${esc(o.alt)}" data-element="link">${pictures}</a>`
    : pictures;
  const caption = o.caption ? `<figcaption data-element="caption">${esc(o.caption)}</figcaption>` : '';
  return `<figure data-content-type="image" data-appearance="full-width" data-element="main" style="${css({ margin: '0px', padding: '0px', 'border-style': 'none' })}">${body}${caption}</figure>`;
}

export interface ButtonItem {
  text: string;
  link: string;
  kind?: 'primary' | 'secondary' | 'link';
}

export function buttons(items: ButtonItem[], align: 'left' | 'center' | 'right' = 'center'): string {
  const style = css({ 'text-align': align, ...BOX, margin: '0px', padding: '10px 10px 0px' });
  const inner = items
    .map(
      (b) =>
        `<div data-content-type="button-item" data-appearance="default" data-element="main" style="display: inline-block;"><a class="pagebuilder-button-${b.kind ?? 'primary'}" href="${esc(b.link)}" target="" data-link-type="default" data-element="link" style="text-align: center;"><span data-element="link_text">${esc(b.text)}</span></a></div>`,
    )
    .join('');
  return `<div data-content-type="buttons" data-appearance="inline" data-same-width="false" data-element="main" style="${style}">${inner}</div>`;
}

export interface BannerOptions {
  appearance?: 'poster' | 'collage-left' | 'collage-centered' | 'collage-right';
  background: Background;
  title: string;
  /** Trusted HTML below the title. */
  body?: string;
  button?: string;
  link?: string;
  minHeight?: string;
  overlayColor?: string;
  align?: 'left' | 'center' | 'right';
}

/** The wrapper, overlay and content shared by banners and slides. */
function poster(kind: 'banner' | 'slide', o: BannerOptions): string {
  const appearance = o.appearance ?? 'poster';
  const isPoster = appearance === 'poster';
  const wrapperStyle = css({
    ...BG,
    'background-position': 'center center',
    'background-color': o.background.color,
    ...BOX,
    'text-align': o.align ?? (isPoster ? 'center' : 'left'),
  });
  const overlayStyle = css({
    'border-radius': '0px',
    'min-height': o.minHeight ?? '300px',
    'background-color': o.overlayColor ?? 'transparent',
    padding: '40px',
  });
  const content = `<div data-element="content"><h2>${esc(o.title)}</h2>${o.body ?? ''}</div>`;
  const button = o.button
    ? `<button type="button" class="pagebuilder-${kind}-button pagebuilder-button-primary" data-element="button" style="opacity: 1; visibility: visible;">${esc(o.button)}</button>`
    : '';
  const overlayClass = isPoster ? 'pagebuilder-overlay pagebuilder-poster-overlay' : 'pagebuilder-overlay';
  const contentClass = isPoster ? 'pagebuilder-poster-content' : 'pagebuilder-collage-content';
  const wrapper = `<div class="pagebuilder-${kind}-wrapper" ${backgroundAttrs(o.background)} data-element="wrapper" style="${wrapperStyle}"><div class="${overlayClass}" data-overlay-color="${esc(o.overlayColor ?? '')}" data-element="overlay" style="${overlayStyle}"><div class="${contentClass}">${content}${button}</div></div></div>`;
  return o.link
    ? `<a href="${esc(o.link)}" target="" data-link-type="default" title="${esc(o.title)}" data-element="link">${wrapper}</a>`
    : wrapper;
}

export function banner(o: BannerOptions): string {
  return `<div data-content-type="banner" data-appearance="${o.appearance ?? 'poster'}" data-show-button="${o.button ? 'always' : 'never'}" data-show-overlay="never_show" data-element="main" style="margin: 0px 0px 10px; padding: 0px;">${poster('banner', o)}</div>`;
}

export function slide(name: string, o: BannerOptions): string {
  return `<div data-content-type="slide" data-slide-name="${esc(name)}" data-appearance="${o.appearance ?? 'poster'}" data-show-button="${o.button ? 'always' : 'never'}" data-show-overlay="never_show" data-element="main">${poster('slide', o)}</div>`;
}

export interface SliderOptions {
  autoplay?: boolean;
  speed?: number;
  fade?: boolean;
  minHeight?: string;
}

export function slider(slides: string[], o: SliderOptions = {}): string {
  const style = css({ 'min-height': o.minHeight ?? '400px', ...BOX, margin: '0px', padding: '0px' });
  return `<div class="pagebuilder-slider" data-content-type="slider" data-appearance="default" data-autoplay="${o.autoplay ?? true}" data-autoplay-speed="${o.speed ?? 4000}" data-fade="${o.fade ?? false}" data-infinite-loop="true" data-show-arrows="true" data-show-dots="true" data-element="main" style="${style}">${slides.join('')}</div>`;
}

/**
 * A product list. We store the SKUs twice: in data-skus (what our storefront reads) and in the
 * Magento ProductsList widget directive with an SKU condition (what Magento itself renders).
 */
export function products(
  skus: string[],
  o: { appearance?: 'carousel' | 'grid'; title?: string } = {},
): string {
  const appearance = o.appearance ?? 'carousel';
  const list = skus.join(',');
  const carousel =
    appearance === 'carousel'
      ? ' data-autoplay="false" data-autoplay-speed="4000" data-infinite-loop="false" data-show-arrows="true" data-show-dots="true" data-carousel-mode="default" data-center-padding="90px"'
      : '';
  const conditions = `^[\`1\`:^[\`aggregator\`:\`all\`,\`new_child\`:\`\`,\`type\`:\`Magento||CatalogWidget||Model||Rule||Condition||Combine\`,\`value\`:\`1\`^],\`1--1\`:^[\`operator\`:\`()\`,\`type\`:\`Magento||CatalogWidget||Model||Rule||Condition||Product\`,\`attribute\`:\`sku\`,\`value\`:\`${skus.join(', ')}\`^]^]`;
  const template =
    appearance === 'carousel'
      ? 'Magento_PageBuilder::catalog/product/widget/content/carousel.phtml'
      : 'Magento_CatalogWidget::product/widget/content/grid.phtml';
  const widget = `{{widget type="Magento\\CatalogWidget\\Block\\Product\\ProductsList" template="${template}" anchor_text="" id_path="" show_pager="0" products_count="${skus.length}" condition_option="sku" condition_option_value="${list}" type_name="Catalog Products ${appearance === 'carousel' ? 'Carousel' : 'List'}" conditions_encoded="${conditions}" sort_order="position_by_sku"}}`;
  return `<div data-content-type="products" data-appearance="${appearance}"${carousel} data-skus="${esc(list)}" data-element="main" style="${css({ ...BOX, margin: '0px', padding: '0px', 'text-align': 'center' })}">${widget}</div>`;
}

/** Raw HTML, stored unescaped. */
export function html(raw: string): string {
  return `<div data-content-type="html" data-appearance="default" data-element="main" style="${css({ ...BOX, margin: '0px', padding: '0px' })}">${raw}</div>`;
}

export function divider(): string {
  return `<div data-content-type="divider" data-appearance="default" data-element="main" style="${css({ ...BOX, margin: '0px', padding: '10px' })}"><hr data-element="line" style="width: 100%; border-width: 1px; border-color: rgb(206, 206, 206); display: inline-block;"></div>`;
}

/** A YouTube (11-character id), Vimeo (numeric id) or mp4 video. */
export function video(src: string, o: { maxWidth?: string; autoplay?: boolean } = {}): string {
  const isFile = /\.(mp4|webm|ogv|ogg)(\?|$)/.test(src);
  const embed = toEmbedUrl(src);
  const player = isFile
    ? `<video frameborder="0" controls="" ${o.autoplay ? 'autoplay="true" muted="true" ' : ''}src="${esc(src)}" data-element="video"></video>`
    : `<iframe frameborder="0" allowfullscreen="" src="${esc(embed)}" data-element="video"></iframe>`;
  return `<div data-content-type="video" data-appearance="default" data-video-src="${esc(src)}" data-element="main" style="text-align: center;"><div class="pagebuilder-video-inner" data-element="inner" style="max-width: ${o.maxWidth ?? '900px'};"><div class="pagebuilder-video-wrapper" data-element="wrapper" style="${css({ ...BOX, margin: '0px', padding: '0px' })}"><div class="pagebuilder-video-container">${player}</div></div></div></div>`;
}

function toEmbedUrl(src: string): string {
  const yt = /(?:youtube\.com\/watch\?v=|youtu\.be\/)([\w-]{11})/.exec(src);
  if (yt) return `https://www.youtube.com/embed/${yt[1]}`;
  const vimeo = /vimeo\.com\/(\d+)/.exec(src);
  if (vimeo) return `https://player.vimeo.com/video/${vimeo[1]}`;
  return src;
}

export interface MapLocation {
  name: string;
  lat: number;
  lng: number;
  phone?: string;
  address?: string;
  city?: string;
  country?: string;
  comment?: string;
}

export function map(locations: MapLocation[], o: { height?: string; showControls?: boolean } = {}): string {
  const json = JSON.stringify(
    locations.map((l, i) => ({
      position: { latitude: l.lat, longitude: l.lng },
      location_name: l.name,
      phone: l.phone ?? '',
      address: l.address ?? '',
      city: l.city ?? '',
      state: '',
      zipcode: '',
      country: l.country ?? 'Ukraine',
      comment: l.comment ?? '',
      record_id: String(i),
    })),
  );
  // Single-quoted attribute: keep the JSON readable, escape only what breaks the attribute.
  const attr = json.replace(/&/g, '&amp;').replace(/'/g, '&#39;');
  const style = css({ ...BOX, margin: '0px', padding: '0px', height: o.height ?? '400px' });
  return `<div data-content-type="map" data-appearance="default" data-show-controls="${o.showControls ?? true}" data-locations='${attr}' data-element="main" style="${style}"></div>`;
}

export interface TabItem {
  name: string;
  id: string;
  children: string[];
}

export function tabs(items: TabItem[], active = 0): string {
  const headers = items
    .map(
      (t) =>
        `<li role="tab" class="tab-header" data-element="headers" style="border-radius: 0px; border-width: 1px;"><a href="#${esc(t.id)}" class="tab-title"><span class="tab-title">${esc(t.name)}</span></a></li>`,
    )
    .join('');
  const itemStyle = css({
    'justify-content': 'flex-start',
    display: 'flex',
    'flex-direction': 'column',
    ...BG,
    'border-width': '1px',
    'border-radius': '0px',
    margin: '0px',
    padding: '40px',
  });
  const panes = items
    .map(
      (t) =>
        `<div data-content-type="tab-item" data-appearance="default" data-tab-name="${esc(t.name)}" data-background-images="{}" data-element="main" id="${esc(t.id)}" style="${itemStyle}">${t.children.join('')}</div>`,
    )
    .join('');
  return `<div class="tab-align-left" data-content-type="tabs" data-appearance="default" data-active-tab="${active}" data-element="main" style="margin: 0px; padding: 0px;"><ul role="tablist" class="tabs-navigation" data-element="navigation" style="text-align: left;">${headers}</ul><div class="tabs-content" data-element="content" style="border-width: 1px; border-radius: 0px; min-height: 300px;">${panes}</div></div>`;
}

/** Embeds a CMS block by identifier (Magento's CMS Static Block widget). */
export function block(identifier: string): string {
  return `<div data-content-type="block" data-appearance="default" data-element="main" style="${css({ ...BOX, margin: '0px', padding: '0px' })}">{{widget type="Magento\\Cms\\Block\\Widget\\Block" template="widget/static_block/default.phtml" block_id="${esc(identifier)}" type_name="CMS Static Block"}}</div>`;
}
