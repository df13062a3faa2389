/**
 * Product photographs for the demo catalogue, drawn as SVG from a small spec: a garment or
 * item centred on a soft studio background, in one of five views. The same spec always gives
 * the same picture.
 */
import {
  APPAREL,
  APPAREL_SLOT,
  dress,
  innerLayer,
  jeans,
  sweater,
  trousers,
  tshirt,
} from './paint-apparel.ts';
import { ACCESSORIES, generic } from './paint-accessories.ts';
import { Ctx, type Box, type Item, type Texture, type WornItem } from './paint-ctx.ts';
import { feetSvg, figureSvg, skinFor } from './figure.ts';
import { colorOr, hex, hsl, luma, mix, parseColor, rng, shade, type Rgb } from './svg-kit.ts';

export const PRODUCT_KINDS = [
  'dress',
  'top',
  'tshirt',
  'shirt',
  'sweater',
  'hoodie',
  'jacket',
  'coat',
  'trousers',
  'jeans',
  'skirt',
  'shorts',
  'sneakers',
  'boots',
  'shoes',
  'sandals',
  'bag',
  'backpack',
  'cap',
  'scarf',
  'belt',
  'sunglasses',
  'perfume',
  'cream',
  'lipstick',
  'socks',
] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

export const PRODUCT_VIEWS = ['front', 'back', 'side', 'detail', 'model'] as const;
export type ProductView = (typeof PRODUCT_VIEWS)[number];

/** How the generator draws one product image (stored as product_image.spec). */
export interface ProductImageSpec {
  kind: string;
  /** Main colour: #rgb, #rrggbb or a fashion colour name (black, navy, camel, ...). */
  color?: string;
  /** Secondary colour for prints, trims, soles, labels. */
  accent?: string;
  /** Studio background tint. */
  background?: string;
  view?: string;
  /** Varies the cut and details within a kind. */
  seed?: string | number;
  /** Who the model view shows: 'women' | 'men' (or 'female' | 'male'); otherwise chosen by kind and seed. */
  gender?: string;
}

/** The natural size of product images (portrait 4:5). */
export const PRODUCT_SOURCE = { width: 1000, height: 1250 } as const;

export interface DrawOptions {
  /**
   * How the 4:5 picture maps onto a canvas of another shape: 'contain' keeps all of it and
   * extends the background (default), 'cover' fills the canvas and crops.
   */
  fit?: 'contain' | 'cover';
}

const BACKGROUNDS = ['#f3f1ee', '#eeeeec', '#f2eee8', '#edf0f2', '#f4efee', '#eff1ec'];

/** Validates an untrusted spec (from the database) into drawing parameters. */
export function normalizeSpec(raw: unknown): {
  kind: string;
  color: Rgb;
  accent: Rgb;
  background: Rgb;
  view: ProductView;
  seed: string;
  gender: 'female' | 'male' | null;
} {
  const o = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const kind = typeof o.kind === 'string' ? o.kind.trim().toLowerCase() : '';
  const seed = typeof o.seed === 'string' || typeof o.seed === 'number' ? String(o.seed) : kind;
  const color = colorOr(o.color, `c:${seed}`);
  const accent =
    parseColor(o.accent) ??
    (luma(color) > 0.7
      ? hsl(rng(`a:${seed}`).range(0, 360), 0.45, 0.42)
      : mix(color, hsl(rng(`a:${seed}`).range(0, 360), 0.5, 0.8), 0.75));
  const background = parseColor(o.background) ?? (parseColor(rng(`b:${seed}`).pick(BACKGROUNDS)) as Rgb);
  const view = (PRODUCT_VIEWS as readonly string[]).includes(String(o.view))
    ? (o.view as ProductView)
    : 'front';
  const g = typeof o.gender === 'string' ? o.gender.trim().toLowerCase() : '';
  const gender = /^(m|men|man|male|boy|boys)$/.test(g)
    ? 'male'
    : /^(w|f|women|woman|female|girl|girls)$/.test(g)
      ? 'female'
      : null;
  return { kind, color, accent, background, view, seed, gender };
}

type Spec = ReturnType<typeof normalizeSpec>;

function isApparel(kind: string): kind is keyof typeof APPAREL {
  return Object.prototype.hasOwnProperty.call(APPAREL, kind);
}

function isAccessory(kind: string): kind is keyof typeof ACCESSORIES {
  return Object.prototype.hasOwnProperty.call(ACCESSORIES, kind);
}

function newCtx(spec: Spec, back: boolean, shared?: Ctx): Ctx {
  const r = rng(`${spec.kind}|${spec.seed}`);
  return shared
    ? shared.with(spec.color, spec.accent, r, { back, plain: false })
    : new Ctx(spec.color, spec.accent, r, { back, plain: false });
}

function flatItem(spec: Spec, k: Ctx): Item {
  if (isApparel(spec.kind)) return APPAREL[spec.kind](k);
  if (isAccessory(spec.kind)) return ACCESSORIES[spec.kind].flat(k);
  return generic.flat(k);
}

/**
 * Paints a product into a drawing that collects its defs in `base` (for compositions such as
 * CMS banners). Returns the item in its own coordinates.
 */
export function paintProduct(base: Ctx, raw: ProductImageSpec | Record<string, unknown>): Item {
  const spec = normalizeSpec(raw);
  return flatItem(spec, newCtx(spec, spec.view === 'back', base));
}

/** Paints the model figure wearing or showing the product, in body coordinates. */
export function paintModel(
  base: Ctx,
  raw: ProductImageSpec | Record<string, unknown>,
): { svg: string; view: Box } {
  const spec = normalizeSpec(raw);
  const m = modelScene(spec, newCtx(spec, false, base));
  return { svg: m.svg, view: m.view };
}

const n2 = (v: number) => String(Math.round(v * 1000) / 1000);

/** Fits box b into the target rectangle; returns the transform and the scale. */
function fitBox(
  b: Box,
  tx: number,
  ty: number,
  tw: number,
  th: number,
  cover = false,
): { t: string; s: number; map: (x: number, y: number) => [number, number] } {
  const bw = b[2] - b[0];
  const bh = b[3] - b[1];
  const s = cover ? Math.max(tw / bw, th / bh) : Math.min(tw / bw, th / bh);
  const ox = tx + tw / 2 - s * (b[0] + bw / 2);
  const oy = ty + th / 2 - s * (b[1] + bh / 2);
  return { t: `translate(${n2(ox)} ${n2(oy)}) scale(${n2(s)})`, s, map: (x, y) => [ox + s * x, oy + s * y] };
}

/**
 * Fabric texture for the zoomed detail view, as plain geometry over the visible window
 * (item units; u is one canvas unit in item units).
 */
function textureGeometry(texture: Texture, win: Box, u: number, seed: string): string {
  const [x0, y0, x1, y1] = win;
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  const half = Math.hypot(x1 - x0, y1 - y0) / 2;
  const lines = (deg: number, step: number, off = 0) => {
    const a = (deg * Math.PI) / 180;
    const dx = Math.cos(a);
    const dy = Math.sin(a);
    let d = '';
    for (let t = -half + off; t <= half; t += step) {
      const px = cx - dy * t;
      const py = cy + dx * t;
      d += `M${n2(px - dx * half)} ${n2(py - dy * half)}L${n2(px + dx * half)} ${n2(py + dy * half)}`;
    }
    return d;
  };
  switch (texture) {
    case 'twill': {
      const p = 9 * u;
      return (
        `<path d="${lines(55, p)}" stroke="#000" stroke-opacity="0.07" stroke-width="${n2(p * 0.45)}" fill="none"/>` +
        `<path d="${lines(55, p, p / 2)}" stroke="#fff" stroke-opacity="0.06" stroke-width="${n2(p * 0.15)}" fill="none"/>`
      );
    }
    case 'denim': {
      const p = 7 * u;
      return (
        `<path d="${lines(-60, p)}" stroke="#fff" stroke-opacity="0.12" stroke-width="${n2(p * 0.35)}" fill="none"/>` +
        `<path d="${lines(-60, p, p / 2)}" stroke="#000" stroke-opacity="0.1" stroke-width="${n2(p * 0.2)}" fill="none"/>`
      );
    }
    case 'knit': {
      // a rib knit: fine vertical wales
      const p = 9 * u;
      return (
        `<path d="${lines(90, p)}" stroke="#000" stroke-opacity="0.09" stroke-width="${n2(p * 0.3)}" fill="none"/>` +
        `<path d="${lines(90, p, p / 2)}" stroke="#fff" stroke-opacity="0.07" stroke-width="${n2(p * 0.2)}" fill="none"/>`
      );
    }
    case 'leather': {
      const r = rng(`grain|${seed}`);
      const p = 32 * u;
      let d = '';
      for (let y = y0; y < y1; y += p)
        for (let x = x0; x < x1; x += p) {
          const px = x + r() * p;
          const py = y + r() * p;
          const rad = (1 + r() * 2) * u;
          d += `M${n2(px - rad)} ${n2(py)}a${n2(rad)} ${n2(rad)} 0 1 0 ${n2(2 * rad)} 0a${n2(rad)} ${n2(rad)} 0 1 0 ${n2(-2 * rad)} 0`;
        }
      return `<path d="${d}" fill="#000" fill-opacity="0.08"/>`;
    }
    default:
      return '';
  }
}

/** A soft elliptical floor shadow (a radial gradient: cheaper than a blur filter). */
function floorShadow(k: Ctx, cx: number, cy: number, rx: number, ry: number, op = 0.26): string {
  const id = k.def(
    'fl',
    '<radialGradient id="fl"><stop offset="0" stop-color="#000" stop-opacity="1"/>' +
      '<stop offset="0.55" stop-color="#000" stop-opacity="0.45"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>',
  );
  return `<ellipse cx="${n2(cx)}" cy="${n2(cy)}" rx="${n2(rx)}" ry="${n2(ry)}" fill="url(#${id})" fill-opacity="${op}"/>`;
}

/**
 * A soft drop shadow under the item's silhouettes: widening translucent outlines, offset
 * downwards (in item units; s is the item-to-canvas scale).
 */
function dropShadow(shapes: string[], s: number): string {
  if (!shapes.length) return '';
  const u = 1 / s;
  const layers: [number, number][] = [
    [26, 0.025],
    [14, 0.035],
    [5, 0.05],
  ];
  return (
    `<g transform="translate(0 ${n2(8 * u)})">` +
    layers
      .map(
        ([w, o]) =>
          `<g fill="#000" fill-opacity="${o}" stroke="#000" stroke-opacity="${o}" stroke-width="${n2(w * u)}" stroke-linejoin="round">` +
          shapes.map((d) => `<path d="${d}"/>`).join('') +
          '</g>',
      )
      .join('') +
    '</g>'
  );
}

/** Neutral colours for the rest of the model's outfit, contrasting with the product. */
function fillerColours(spec: Spec): { top: Rgb; bottom: Rgb; shoes: Rgb } {
  const r = rng(`outfit|${spec.seed}`);
  const light = luma(spec.color) < 0.5;
  const lights: Rgb[] = [
    [240, 236, 228],
    [228, 221, 208],
    [214, 208, 200],
    [246, 244, 240],
  ];
  const darks: Rgb[] = [
    [43, 45, 51],
    [59, 61, 66],
    [31, 42, 68],
    [74, 63, 54],
  ];
  const top = r.pick(light ? lights : darks);
  const bottom = r.pick(r.chance(0.5) ? darks : lights);
  return { top, bottom, shoes: r.pick(darks) };
}

/** Kinds shown on a female model unless the spec says otherwise. */
const FEMININE = new Set([
  'dress',
  'top',
  'skirt',
  'lipstick',
  'perfume',
  'cream',
  'bag',
  'sandals',
  'shoes',
]);

function wornItem(spec: Spec, k: Ctx): WornItem {
  if (isApparel(spec.kind)) {
    const slot = APPAREL_SLOT[spec.kind];
    const view: Box =
      slot === 'bottom'
        ? [-260, 250, 260, 1040]
        : slot === 'top'
          ? [-250, -30, 250, 600]
          : [-280, -30, 280, 1040];
    return { svg: APPAREL[spec.kind](k).svg, slot, view };
  }
  if (isAccessory(spec.kind)) return ACCESSORIES[spec.kind].worn(k);
  return generic.worn(k);
}

function modelScene(spec: Spec, k0: Ctx): { svg: string; view: Box; feet: boolean } {
  const k = k0.with(k0.c, k0.a, k0.r, { worn: true });
  const worn = wornItem(spec, k);
  if (worn.slot === 'scene') return { svg: worn.svg, view: worn.view, feet: false };
  const r = rng(`model|${spec.seed}`);
  const look = skinFor(k.with(spec.color, spec.accent, r));
  const fc = fillerColours(spec);
  const back = worn.fromBack === true;
  const male = spec.gender ? spec.gender === 'male' : !FEMININE.has(spec.kind) && r.chance(0.35);
  const filler = (c: Rgb, seed: string) =>
    k.with(c, shade(c, -0.2), rng(seed), { back, plain: true, worn: true });
  let s = worn.behind ?? '';
  s += figureSvg(k.with(look.skin, look.skin, r), look.skin, look.hair, look.longHair, back, male);
  s += feetSvg(k, fc.shoes);
  const top = () => (r.chance(0.5) ? tshirt : sweater)(filler(fc.top, `ft|${spec.seed}`)).svg;
  const bottom = () => (r.chance(0.5) ? trousers : jeans)(filler(fc.bottom, `fb|${spec.seed}`)).svg;
  switch (worn.slot) {
    case 'top':
      s += bottom();
      break;
    case 'bottom':
      s += top();
      break;
    case 'full':
      break;
    case 'hand':
      s += r.chance(0.5) ? dress(filler(fc.top, `fd|${spec.seed}`)).svg : top() + bottom();
      break;
    case 'outer':
      s += back ? top() + bottom() : innerLayer(filler(fc.top, `fi|${spec.seed}`)).svg + bottom();
      break;
    default:
      s += top() + bottom();
  }
  s += worn.svg;
  return { svg: s, view: worn.view, feet: worn.view[3] > 990 };
}

/**
 * Draws the product picture as an SVG document of the given pixel size. The picture is
 * composed for 4:5; other shapes extend the background ('contain') or crop ('cover').
 */
export function drawProductSvg(
  rawSpec: ProductImageSpec | Record<string, unknown>,
  width: number = PRODUCT_SOURCE.width,
  height: number = PRODUCT_SOURCE.height,
  opts: DrawOptions = {},
): string {
  const spec = normalizeSpec(rawSpec);
  const W = PRODUCT_SOURCE.width;
  const H = PRODUCT_SOURCE.height;
  const k = newCtx(spec, spec.view === 'back');
  const bg = spec.background;
  const bgId = k.def(
    'bgr',
    `<radialGradient id="bgr" gradientUnits="userSpaceOnUse" cx="500" cy="560" r="900">` +
      `<stop offset="0" stop-color="${hex(shade(bg, 0.5))}"/><stop offset="0.55" stop-color="${hex(shade(bg, 0.12))}"/>` +
      `<stop offset="1" stop-color="${hex(shade(bg, -0.05))}"/></radialGradient>`,
  );
  let scene = '';
  let shadow = '';

  if (spec.view === 'model') {
    const m = modelScene(spec, k);
    const full = m.view[3] - m.view[1] > 900;
    const f = full ? fitBox(m.view, 40, 40, W - 80, H - 80) : fitBox(m.view, 0, 0, W, H, true);
    if (m.feet) {
      const [cx, cy] = f.map(0, 1002);
      shadow = floorShadow(k, cx, cy, 170 * f.s, 20 * f.s, 0.3);
    }
    scene = `<g transform="${f.t}">${m.svg}</g>`;
  } else {
    const item = flatItem(spec, k);
    const ground = item.ground;
    const f = ground
      ? fitBox(item.box, 150, 230, W - 300, H - 420)
      : fitBox(item.box, 120, 110, W - 240, H - 220);
    let inner = item.svg;
    let transform = f.t;
    let scale = f.s;
    if (spec.view === 'side') {
      const [cx, cy] = f.map((item.box[0] + item.box[2]) / 2, (item.box[1] + item.box[3]) / 2);
      transform = `translate(${n2(cx)} ${n2(cy)}) matrix(0.8 ${ground ? -0.06 : 0.05} 0 1 0 0) translate(${n2(-cx)} ${n2(-cy)}) ${f.t}`;
    } else if (spec.view === 'detail') {
      const zoom = 2.6;
      const [fx, fy] = item.focus;
      scale = f.s * zoom;
      transform = `translate(${W / 2} ${H / 2}) scale(${n2(scale)}) translate(${n2(-fx)} ${n2(-fy)})`;
      const u = 1 / scale;
      const win: Box = [fx - 520 * u, fy - 645 * u, fx + 520 * u, fy + 645 * u];
      const tex = textureGeometry(item.texture, win, u, spec.seed);
      if (tex && item.shapes.length) inner += k.clipped(item.shapes, tex);
    }
    if (ground && spec.view !== 'detail') {
      const [x0, y1] = f.map(item.box[0], item.box[3] - 6);
      const [x1] = f.map(item.box[2], item.box[3]);
      const rx = ((x1 - x0) / 2) * 0.9;
      shadow = floorShadow(k, (x0 + x1) / 2, y1, rx * 1.1, Math.max(14, rx * 0.1));
    }
    const halo = spec.view === 'detail' ? '' : dropShadow(item.shapes, scale);
    scene = `<g transform="${transform}">${halo}${inner}</g>`;
  }

  const preserve = opts.fit === 'cover' ? 'xMidYMid slice' : 'xMidYMid meet';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(width)}" height="${Math.round(height)}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="${preserve}">` +
    `<defs>${k.defs()}</defs>` +
    `<rect x="-4000" y="-4000" width="9000" height="9250" fill="${hex(shade(bg, -0.05))}"/>` +
    `<rect x="-4000" y="-4000" width="9000" height="9250" fill="url(#${bgId})"/>` +
    shadow +
    scene +
    '</svg>'
  );
}
