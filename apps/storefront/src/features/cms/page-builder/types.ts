/**
 * The Page Builder content tree: plain data read from the stored markup (parse.ts), rendered
 * by the components of this folder. Every node carries its appearance and style fields.
 */
import type { StyleFields } from './style-fields.ts';

export const CONTENT_TYPES = [
  'row',
  'column',
  'column-group',
  'column-line',
  'image',
  'heading',
  'text',
  'tabs',
  'tab-item',
  'buttons',
  'button-item',
  'block',
  'dynamic_block',
  'products',
  'html',
  'divider',
  'video',
  'map',
  'banner',
  'slider',
  'slide',
] as const;

export type ContentType = (typeof CONTENT_TYPES)[number];

export interface Link {
  href: string;
  /** '' or '_self' stays in the tab; anything else opens a new tab. */
  target: string;
}

export interface BackgroundImages {
  desktop?: string;
  mobile?: string;
}

/** A video background (rows, columns, banners, slides). */
export interface VideoBackground {
  src: string;
  loop: boolean;
  playOnlyVisible: boolean;
  lazyLoad: boolean;
  fallbackSrc: string;
  overlayColor: string;
  /** Seconds (data-video-start / data-video-end, jarallax's options); end 0 = natural end. */
  startTime: number;
  endTime: number;
}

export interface Background {
  images: BackgroundImages;
  video: VideoBackground | null;
  parallax: { enabled: boolean; speed: number };
}

interface NodeBase {
  appearance: string;
  style: StyleFields;
  /** id attribute of the main element (anchors such as tab panes). */
  id?: string;
}

export interface RowNode extends NodeBase {
  type: 'row';
  background: Background;
  children: PbNode[];
}
export interface ColumnGroupNode extends NodeBase {
  type: 'column-group';
  children: PbNode[];
}
export interface ColumnLineNode extends NodeBase {
  type: 'column-line';
  children: PbNode[];
}
export interface ColumnNode extends NodeBase {
  type: 'column';
  /** '25%' etc.; the style field width, kept apart so the layout can stack columns on phones. */
  width: string;
  background: Background;
  children: PbNode[];
}
export interface HeadingNode extends NodeBase {
  type: 'heading';
  level: 1 | 2 | 3 | 4 | 5 | 6;
  html: string;
}
export interface TextNode extends NodeBase {
  type: 'text';
  html: string;
}
export interface HtmlNode extends NodeBase {
  type: 'html';
  html: string;
  /** False for entity-encoded HTML code: decoded, it is raw HTML the renderer must sanitise. */
  sanitized: boolean;
}
export interface ImageSource {
  src: string;
  alt: string;
  title: string;
  width?: number;
  height?: number;
}
export interface ImageNode extends NodeBase {
  type: 'image';
  desktop: ImageSource | null;
  mobile: ImageSource | null;
  imageStyle: StyleFields;
  link: Link | null;
  caption: string;
}
export interface ButtonsNode extends NodeBase {
  type: 'buttons';
  sameWidth: boolean;
  children: PbNode[];
}
export interface ButtonItemNode extends NodeBase {
  type: 'button-item';
  text: string;
  kind: 'primary' | 'secondary' | 'link';
  link: Link | null;
  linkStyle: StyleFields;
}
export interface DividerNode extends NodeBase {
  type: 'divider';
  lineStyle: StyleFields;
}
export interface BlockNode extends NodeBase {
  type: 'block';
  identifier: string | null;
}
export interface DynamicBlockNode extends NodeBase {
  type: 'dynamic_block';
  html: string;
}
export interface CarouselSettings {
  autoplay: boolean;
  autoplaySpeed: number;
  infiniteLoop: boolean;
  showArrows: boolean;
  showDots: boolean;
}
export interface ProductsNode extends NodeBase {
  type: 'products';
  skus: string[];
  carousel: CarouselSettings;
}
export interface VideoNode extends NodeBase {
  type: 'video';
  src: string;
  autoplay: boolean;
  maxWidth: string;
  wrapperStyle: StyleFields;
}
export interface MapLocation {
  name: string;
  lat: number;
  lng: number;
  phone: string;
  address: string;
  city: string;
  country: string;
  comment: string;
}
export interface MapNode extends NodeBase {
  type: 'map';
  locations: MapLocation[];
  showControls: boolean;
}
export interface TabItemNode extends NodeBase {
  type: 'tab-item';
  name: string;
  background: Background;
  children: PbNode[];
}
export interface TabsNode extends NodeBase {
  type: 'tabs';
  activeTab: number;
  navigationAlign: 'left' | 'center' | 'right';
  contentStyle: StyleFields;
  children: PbNode[];
}
/** Banners and slides share their poster/collage structure. */
export interface PosterFields {
  showButton: 'always' | 'hover' | 'never';
  showOverlay: 'always' | 'hover' | 'never_show';
  link: Link | null;
  wrapperStyle: StyleFields;
  background: Background;
  overlayStyle: StyleFields;
  overlayColor: string;
  contentHtml: string;
  buttonText: string;
  buttonKind: 'primary' | 'secondary' | 'link';
}
export interface BannerNode extends NodeBase, PosterFields {
  type: 'banner';
}
export interface SlideNode extends NodeBase, PosterFields {
  type: 'slide';
  name: string;
}
export interface SliderNode extends NodeBase, CarouselSettings {
  type: 'slider';
  fade: boolean;
  children: PbNode[];
}
/** Markup that is not a content type (or a type this storefront does not know): sanitised HTML. */
export interface RawHtmlNode {
  type: 'raw';
  html: string;
}

export type PbNode =
  | RowNode
  | ColumnGroupNode
  | ColumnLineNode
  | ColumnNode
  | HeadingNode
  | TextNode
  | HtmlNode
  | ImageNode
  | ButtonsNode
  | ButtonItemNode
  | DividerNode
  | BlockNode
  | DynamicBlockNode
  | ProductsNode
  | VideoNode
  | MapNode
  | TabsNode
  | TabItemNode
  | BannerNode
  | SlideNode
  | SliderNode
  | RawHtmlNode;
