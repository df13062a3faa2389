/**
 * Images for CMS content, menus, store photos and logos: any /media/ path that is not a
 * product image. The picture is derived from a hash of the path alone, so the same path always
 * gives the same picture, and words in the name pick its shape and subject (a "banner" is wide
 * and shows a small campaign scene, a store photo shows a shop front with dressed mannequins).
 */
import { paintModel, paintProduct, type ProductImageSpec } from './draw-product.ts';
import { Ctx, type Box } from './paint-ctx.ts';
import { hash32, hex, hsl, mix, rng, shade, type Rgb, type Rng } from './svg-kit.ts';

export type ContentLayout = 'banner' | 'tile' | 'store' | 'logo' | 'default';

/** Natural (source) size of each layout. */
export const CONTENT_SIZES: Record<ContentLayout, { width: number; height: number }> = {
  banner: { width: 1920, height: 720 },
  tile: { width: 800, height: 1000 },
  store: { width: 1200, height: 800 },
  logo: { width: 800, height: 600 },
  default: { width: 1200, height: 900 },
};

/** Guesses the layout of a content image from its path. */
export function contentLayout(path: string): ContentLayout {
  const p = path.toLowerCase();
  if (/(^|\/)stores?\//.test(p) || /store[-_]?(photo|front|image)/.test(p)) return 'store';
  if (/logo|brand[-_]?mark|favicon|(^|\/)brands?\//.test(p)) return 'logo';
  // Page Builder's mobile backgrounds are portrait versions of the desktop banners.
  const mobile = /[-_.]mobile([-_.]|$)|(^|\/)mobile\//.test(p);
  if (/banner|hero|slide|slider|carousel|promo|lookbook|wide|cover/.test(p))
    return mobile ? 'tile' : 'banner';
  if (mobile || /menu|tile|category|teaser|card/.test(p)) return 'tile';
  return 'default';
}

export function contentSize(path: string): { width: number; height: number } {
  return CONTENT_SIZES[contentLayout(path)];
}

const n2 = (v: number) => String(Math.round(v * 100) / 100);

function themeGender(path: string): string | undefined {
  const p = path.toLowerCase();
  if (/women|woman|female|lady|girl/.test(p)) return 'women';
  if (/(^|[^o])men|\bman\b|male|boy/.test(p)) return 'men';
  return undefined;
}

const KIND_WORDS: [RegExp, string][] = [
  [/t-?shirt|tee/, 'tshirt'],
  [/hood/, 'hoodie'],
  [/shirt|blouse/, 'shirt'],
  [/sweater|jumper|knit|cardigan/, 'sweater'],
  [/jacket|blazer/, 'jacket'],
  [/coat|outerwear/, 'coat'],
  [/dress/, 'dress'],
  [/jean|denim/, 'jeans'],
  [/trouser|pants|chino/, 'trousers'],
  [/skirt/, 'skirt'],
  [/shorts/, 'shorts'],
  [/(^|[^a-z])tops?([^a-z]|$)/, 'top'],
  [/sneaker|trainer/, 'sneakers'],
  [/boot/, 'boots'],
  [/sandal/, 'sandals'],
  [/shoe|loafer|heel/, 'shoes'],
  [/backpack/, 'backpack'],
  [/bag/, 'bag'],
  [/(^|[^a-z])(cap|hat)s?([^a-z]|$)/, 'cap'],
  [/scar(f|ves)/, 'scarf'],
  [/belt/, 'belt'],
  [/glasses/, 'sunglasses'],
  [/perfume|fragrance/, 'perfume'],
  [/cream|skin/, 'cream'],
  [/lipstick|make-?up/, 'lipstick'],
  [/sock/, 'socks'],
];

/** Product kinds that suit the words of the path. */
function themeKinds(path: string): string[] {
  const p = path.toLowerCase();
  const file = p.split('/').pop() ?? p;
  const named = KIND_WORDS.find(([re]) => re.test(file));
  if (named) return [named[1]];
  if (/beauty|cosmetic|perfume|fragrance|makeup|care/.test(p)) return ['perfume', 'cream', 'lipstick'];
  if (/shoe|footwear|sneaker|boot|sandal/.test(p)) return ['sneakers', 'boots', 'shoes', 'sandals'];
  if (/bag|accessor|sunglass|belt|cap|scarf/.test(p))
    return ['bag', 'sunglasses', 'belt', 'scarf', 'cap', 'backpack'];
  if (/kid|child|boy|girl|baby/.test(p)) return ['tshirt', 'hoodie', 'shorts', 'sneakers', 'cap', 'backpack'];
  if (/(^|[^o])men|man\b|male|him/.test(p) && !/women|woman/.test(p))
    return ['shirt', 'jacket', 'jeans', 'sweater', 'sneakers', 'coat'];
  if (/women|woman|female|her\b|lady|dress/.test(p)) return ['dress', 'top', 'skirt', 'coat', 'bag', 'shoes'];
  if (/sport|active|run|gym/.test(p)) return ['hoodie', 'tshirt', 'shorts', 'sneakers', 'cap', 'backpack'];
  return ['dress', 'jacket', 'sweater', 'bag', 'sneakers', 'coat', 'shirt', 'sunglasses'];
}

/** A tasteful palette from the hash: soft background pair, a deep tone, an accent. */
function palette(r: Rng): { bg1: Rgb; bg2: Rgb; deep: Rgb; accent: Rgb; light: Rgb } {
  const h = r.range(0, 360);
  const muted = r.chance(0.35);
  const bg1 = hsl(h, muted ? 0.12 : 0.32, 0.9);
  const bg2 = hsl((h + r.range(15, 45)) % 360, muted ? 0.14 : 0.36, 0.8);
  const deep = hsl((h + r.pick([0, 180, 200, 160])) % 360, r.range(0.25, 0.5), r.range(0.2, 0.32));
  const accent = hsl((h + r.pick([30, -30, 150])) % 360, r.range(0.4, 0.65), r.range(0.5, 0.62));
  return { bg1, bg2, deep, accent, light: mix(bg1, [255, 255, 255], 0.6) };
}

const COLOURS = [
  'black',
  'navy',
  'camel',
  'white',
  'burgundy',
  'olive',
  'denim',
  'terracotta',
  'sage',
  'blush',
  'charcoal',
  'cream',
];

function productSpec(r: Rng, kinds: string[], view = 'front'): ProductImageSpec {
  return { kind: r.pick(kinds), color: r.pick(COLOURS), view, seed: String(r.int(0, 1e9)) };
}

function arch(x: number, y: number, w: number, h: number): string {
  const rr = w / 2;
  return `M${n2(x)} ${n2(y + h)}V${n2(y + rr)}A${n2(rr)} ${n2(rr)} 0 0 1 ${n2(x + w)} ${n2(y + rr)}V${n2(y + h)}Z`;
}

function fitInto(b: Box, x: number, y: number, w: number, h: number, alignBottom = false): string {
  const bw = b[2] - b[0];
  const bh = b[3] - b[1];
  const s = Math.min(w / bw, h / bh);
  const ox = x + w / 2 - s * (b[0] + bw / 2);
  const oy = alignBottom ? y + h - s * b[3] : y + h / 2 - s * (b[1] + bh / 2);
  return `translate(${n2(ox)} ${n2(oy)}) scale(${n2(s)})`;
}

function plinth(k: Ctx, x: number, y: number, w: number, h: number, c: Rgb): string {
  return (
    `<rect x="${n2(x)}" y="${n2(y)}" width="${n2(w)}" height="${n2(h)}" fill="${hex(c)}"/>` +
    `<rect x="${n2(x)}" y="${n2(y)}" width="${n2(w)}" height="${n2(h)}" fill="url(#${k.vol()})"/>` +
    `<ellipse cx="${n2(x + w / 2)}" cy="${n2(y)}" rx="${n2(w / 2)}" ry="${n2(Math.min(14, w * 0.06))}" fill="${hex(shade(c, 0.18))}"/>`
  );
}

function floorShadow(k: Ctx, cx: number, cy: number, rx: number): string {
  const id = k.def(
    'cfl',
    '<radialGradient id="cfl"><stop offset="0" stop-color="#000" stop-opacity="0.28"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>',
  );
  return `<ellipse cx="${n2(cx)}" cy="${n2(cy)}" rx="${n2(rx)}" ry="${n2(rx * 0.12)}" fill="url(#${id})"/>`;
}

function background(k: Ctx, W: number, H: number, p: ReturnType<typeof palette>, r: Rng): string {
  const id = k.uid('cbg');
  k.def(
    id,
    `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hex(p.bg1)}"/><stop offset="1" stop-color="${hex(p.bg2)}"/></linearGradient>`,
  );
  const glow = k.uid('cgl');
  k.def(
    glow,
    `<radialGradient id="${glow}"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
  );
  const gx = r.range(0.2, 0.8) * W;
  const gy = r.range(0.1, 0.5) * H;
  return (
    `<rect x="${-W}" y="${-H}" width="${3 * W}" height="${3 * H}" fill="${hex(p.bg2)}"/>` +
    `<rect x="0" y="0" width="${W}" height="${H}" fill="url(#${id})"/>` +
    `<ellipse cx="${n2(gx)}" cy="${n2(gy)}" rx="${n2(W * 0.5)}" ry="${n2(H * 0.6)}" fill="url(#${glow})"/>`
  );
}

/** A wide campaign banner: a model before an arch, products on plinths, a sun disc. */
function drawBanner(k: Ctx, path: string, r: Rng, W: number, H: number): string {
  const p = palette(r);
  const kinds = themeKinds(path);
  let s = background(k, W, H, p, r);
  const right = r.chance(0.5);
  const cx = right ? W * 0.7 : W * 0.3;
  s += `<circle cx="${n2(cx + (right ? 1 : -1) * W * 0.12)}" cy="${n2(H * 0.3)}" r="${n2(H * 0.22)}" fill="${hex(p.accent)}" fill-opacity="0.55"/>`;
  s += `<path d="${arch(cx - H * 0.33, H * 0.12, H * 0.66, H * 0.88)}" fill="${hex(shade(p.bg2, -0.1))}"/>`;
  s += `<rect x="${-W}" y="${n2(H * 0.86)}" width="${3 * W}" height="${n2(H)}" fill="${hex(shade(p.bg2, -0.06))}"/>`;
  // the model, cropped at the knees like a campaign shot
  const clothes = kinds.filter(
    (x) => !['perfume', 'cream', 'lipstick', 'sneakers', 'boots', 'shoes', 'sandals', 'socks'].includes(x),
  );
  const gender = themeGender(path);
  const m = paintModel(k, {
    ...productSpec(r, clothes.length ? clothes : ['dress', 'coat']),
    view: 'model',
    ...(gender ? { gender } : {}),
  });
  s += `<g transform="${fitInto([-230, -20, 230, 760], cx - H * 0.5, H * 0.05, H, H * 1.0)}">${m.svg}</g>`;
  // products on plinths on the other side
  const n = r.int(1, 2);
  for (let i = 0; i < n; i++) {
    const px = right ? W * (0.4 - i * 0.17) : W * (0.6 + i * 0.17);
    const pw = H * 0.36;
    const ph = H * (0.16 + i * 0.08);
    const top = H * 0.92 - ph;
    s += floorShadow(k, px + pw * 0.1, H * 0.93, pw * 0.7);
    s += plinth(k, px - pw / 2, top, pw, ph + H, shade(p.bg1, -0.05 - i * 0.04));
    const item = paintProduct(k, productSpec(r, kinds));
    s += `<g transform="${fitInto(item.box, px - pw * 0.6, top - H * 0.46, pw * 1.2, H * 0.44, true)}">${item.svg}</g>`;
  }
  // a thin graphic line, a fashion cliché
  s += `<path d="M${n2(right ? W * 0.06 : W * 0.94)} ${n2(H * 0.2)}V${n2(H * 0.8)}" stroke="${hex(p.deep)}" stroke-width="2" stroke-opacity="0.35"/>`;
  return s;
}

/** A menu tile: one product in front of an arch. */
function drawTile(k: Ctx, path: string, r: Rng, W: number, H: number): string {
  const p = palette(r);
  let s = background(k, W, H, p, r);
  s += `<path d="${arch(W * 0.16, H * 0.1, W * 0.68, H * 0.82)}" fill="${hex(shade(p.bg1, 0.35))}"/>`;
  if (r.chance(0.5)) {
    const gender = themeGender(path);
    const m = paintModel(k, {
      ...productSpec(r, themeKinds(path)),
      view: 'model',
      ...(gender ? { gender } : {}),
    });
    const v = m.view;
    const id = k.uid('tc');
    k.def(id, `<clipPath id="${id}"><path d="${arch(W * 0.16, H * 0.1, W * 0.68, H * 0.82)}"/></clipPath>`);
    s += `<g clip-path="url(#${id})"><g transform="${fitInto(v, W * 0.12, H * 0.1, W * 0.76, H * 0.82, v[3] - v[1] > 900)}">${m.svg}</g></g>`;
  } else {
    const item = paintProduct(k, productSpec(r, themeKinds(path)));
    if (item.ground) s += floorShadow(k, W / 2, H * 0.8, W * 0.3);
    s += `<g transform="${fitInto(item.box, W * 0.24, H * 0.24, W * 0.52, H * 0.56, item.ground)}">${item.svg}</g>`;
  }
  return s;
}

/** A shop front: facade, sign band, two display windows with mannequins, a glass door. */
function drawStore(k: Ctx, path: string, r: Rng, W: number, H: number): string {
  const p = palette(r);
  const facade: Rgb = r.pick<Rgb>([
    [226, 220, 210],
    [58, 60, 66],
    [196, 178, 152],
    [240, 238, 234],
    [120, 96, 80],
  ]);
  const frame = shade(facade, facade[0] > 150 ? -0.55 : 0.5);
  const sky = hsl(r.range(190, 220), 0.35, 0.82);
  let s = `<rect x="${-W}" y="${-H}" width="${3 * W}" height="${3 * H}" fill="${hex(sky)}"/>`;
  s += `<rect x="${-W}" y="0" width="${3 * W}" height="${n2(H * 0.86)}" fill="${hex(facade)}"/><rect x="${-W}" y="0" width="${3 * W}" height="${n2(H * 0.86)}" fill="url(#${k.volv()})"/>`;
  // stone joints
  let joints = '';
  for (let y = H * 0.06; y < H * 0.84; y += H * 0.07) joints += `M0 ${n2(y)}H${W}`;
  s += `<path d="${joints}" stroke="#000" stroke-opacity="0.05" stroke-width="2"/>`;
  // sign band with an abstract emblem
  s += `<rect x="${n2(W * 0.08)}" y="${n2(H * 0.08)}" width="${n2(W * 0.84)}" height="${n2(H * 0.12)}" fill="${hex(frame)}"/>`;
  s += `<circle cx="${n2(W / 2)}" cy="${n2(H * 0.14)}" r="${n2(H * 0.035)}" fill="none" stroke="${hex(p.light)}" stroke-width="4"/>`;
  s += `<rect x="${n2(W / 2 + H * 0.06)}" y="${n2(H * 0.13)}" width="${n2(W * 0.12)}" height="${n2(H * 0.02)}" rx="4" fill="${hex(p.light)}"/>`;
  s += `<rect x="${n2(W / 2 - H * 0.06 - W * 0.12)}" y="${n2(H * 0.13)}" width="${n2(W * 0.12)}" height="${n2(H * 0.02)}" rx="4" fill="${hex(p.light)}"/>`;
  // awning stripes
  if (r.chance(0.5)) {
    const aw = k.uid('aw');
    let stripes = '';
    for (let x = W * 0.08; x < W * 0.92; x += W * 0.04)
      stripes += `<rect x="${n2(x)}" y="${n2(H * 0.2)}" width="${n2(W * 0.02)}" height="${n2(H * 0.06)}" fill="${hex(p.deep)}"/>`;
    s += `<g id="${aw}"><rect x="${n2(W * 0.08)}" y="${n2(H * 0.2)}" width="${n2(W * 0.84)}" height="${n2(H * 0.06)}" fill="${hex(p.light)}"/>${stripes}</g>`;
  }
  const glassId = k.uid('gs');
  k.def(
    glassId,
    `<linearGradient id="${glassId}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="0.4" stop-color="#fff" stop-opacity="0.05"/><stop offset="0.6" stop-color="#fff" stop-opacity="0.18"/><stop offset="1" stop-color="#fff" stop-opacity="0.02"/></linearGradient>`,
  );
  const win = (x: number, w: number) => {
    const y = H * 0.3;
    const h = H * 0.5;
    const interior = mix(p.bg1, [255, 246, 230], 0.4);
    let w2 = `<rect x="${n2(x)}" y="${n2(y)}" width="${n2(w)}" height="${n2(h)}" fill="${hex(interior)}"/>`;
    w2 += `<rect x="${n2(x)}" y="${n2(y + h * 0.82)}" width="${n2(w)}" height="${n2(h * 0.18)}" fill="${hex(shade(interior, -0.12))}"/>`;
    const count = w > W * 0.3 ? 2 : 1;
    for (let i = 0; i < count; i++) {
      const m = paintModel(k, {
        ...productSpec(r, ['dress', 'coat', 'jacket', 'shirt', 'sweater', 'top', 'jeans', 'skirt']),
        view: 'model',
      });
      const slotW = w / count;
      w2 += floorShadow(k, x + slotW * (i + 0.5), y + h * 0.93, slotW * 0.25);
      w2 += `<g transform="${fitInto([-210, -20, 210, 1010], x + slotW * i, y + h * 0.1, slotW, h * 0.84, true)}">${m.svg}</g>`;
    }
    w2 += `<rect x="${n2(x)}" y="${n2(y)}" width="${n2(w)}" height="${n2(h)}" fill="url(#${glassId})"/>`;
    w2 += `<rect x="${n2(x)}" y="${n2(y)}" width="${n2(w)}" height="${n2(h)}" fill="none" stroke="${hex(frame)}" stroke-width="${n2(W * 0.01)}"/>`;
    return w2;
  };
  s += win(W * 0.08, W * 0.34) + win(W * 0.58, W * 0.34);
  // door
  const dx = W * 0.45;
  const dw = W * 0.1;
  s += `<rect x="${n2(dx)}" y="${n2(H * 0.3)}" width="${n2(dw)}" height="${n2(H * 0.56)}" fill="${hex(shade(frame, 0.2))}"/>`;
  s += `<rect x="${n2(dx + dw * 0.1)}" y="${n2(H * 0.33)}" width="${n2(dw * 0.8)}" height="${n2(H * 0.5)}" fill="${hex(mix(p.bg1, [40, 44, 50], 0.7))}"/>`;
  s += `<rect x="${n2(dx + dw * 0.1)}" y="${n2(H * 0.33)}" width="${n2(dw * 0.8)}" height="${n2(H * 0.5)}" fill="url(#${glassId})"/>`;
  s += `<rect x="${n2(dx + dw * 0.72)}" y="${n2(H * 0.55)}" width="${n2(dw * 0.06)}" height="${n2(H * 0.1)}" rx="3" fill="${hex(p.light)}"/>`;
  // pavement
  s += `<rect x="${-W}" y="${n2(H * 0.86)}" width="${3 * W}" height="${n2(H)}" fill="#b9b6b0"/><rect x="${-W}" y="${n2(H * 0.86)}" width="${3 * W}" height="${n2(H * 0.02)}" fill="#8f8c87"/>`;
  // planters
  for (const px of [W * 0.03, W * 0.97]) {
    s += `<rect x="${n2(px - W * 0.025)}" y="${n2(H * 0.76)}" width="${n2(W * 0.05)}" height="${n2(H * 0.1)}" fill="${hex(frame)}"/>`;
    s += `<circle cx="${n2(px)}" cy="${n2(H * 0.71)}" r="${n2(W * 0.04)}" fill="${hex(hsl(r.range(90, 140), 0.3, 0.32))}"/>`;
  }
  return s;
}

/** A logo: an abstract emblem above a wordmark of bars. */
function drawLogo(k: Ctx, _path: string, r: Rng, W: number, H: number): string {
  const p = palette(r);
  const ink = hex(r.chance(0.6) ? ([28, 28, 30] as Rgb) : p.deep);
  let s = `<rect x="${-W}" y="${-H}" width="${3 * W}" height="${3 * H}" fill="${hex(mix(p.bg1, [255, 255, 255], 0.8))}"/>`;
  const cx = W / 2;
  const cy = H * 0.4;
  const R = H * 0.17;
  switch (r.int(0, 3)) {
    case 0:
      s += `<circle cx="${cx - R * 0.45}" cy="${cy}" r="${R}" fill="none" stroke="${ink}" stroke-width="${n2(R * 0.16)}"/><circle cx="${cx + R * 0.45}" cy="${cy}" r="${R}" fill="none" stroke="${hex(p.accent)}" stroke-width="${n2(R * 0.16)}"/>`;
      break;
    case 1:
      s += `<path d="M${cx} ${cy - R}L${cx + R} ${cy}L${cx} ${cy + R}L${cx - R} ${cy}Z" fill="${ink}"/><path d="M${cx} ${cy - R * 0.45}L${cx + R * 0.45} ${cy}L${cx} ${cy + R * 0.45}L${cx - R * 0.45} ${cy}Z" fill="${hex(p.accent)}"/>`;
      break;
    case 2:
      s += `<path d="${arch(cx - R, cy - R, 2 * R, 2 * R)}" fill="${ink}"/><circle cx="${cx}" cy="${cy + R * 0.2}" r="${n2(R * 0.38)}" fill="${hex(p.accent)}"/>`;
      break;
    default:
      s += `<rect x="${cx - R}" y="${cy - R}" width="${2 * R}" height="${2 * R}" rx="${n2(R * 0.3)}" fill="${ink}"/><path d="M${cx - R * 0.5} ${cy + R * 0.5}L${cx} ${cy - R * 0.5}L${cx + R * 0.5} ${cy + R * 0.5}" fill="none" stroke="${hex(p.light)}" stroke-width="${n2(R * 0.18)}" stroke-linejoin="round"/>`;
  }
  const bw = W * r.range(0.36, 0.5);
  s += `<rect x="${n2(cx - bw / 2)}" y="${n2(H * 0.68)}" width="${n2(bw)}" height="${n2(H * 0.06)}" rx="${n2(H * 0.02)}" fill="${ink}"/>`;
  s += `<rect x="${n2(cx - bw * 0.3)}" y="${n2(H * 0.79)}" width="${n2(bw * 0.6)}" height="${n2(H * 0.025)}" rx="${n2(H * 0.01)}" fill="${ink}" fill-opacity="0.55"/>`;
  return s;
}

/** Anything else: a product still life on a plinth, with an arch and a sun disc. */
function drawDefault(k: Ctx, path: string, r: Rng, W: number, H: number): string {
  const p = palette(r);
  let s = background(k, W, H, p, r);
  s += `<circle cx="${n2(W * r.range(0.25, 0.75))}" cy="${n2(H * 0.3)}" r="${n2(H * 0.2)}" fill="${hex(p.accent)}" fill-opacity="0.45"/>`;
  s += `<path d="${arch(W * 0.3, H * 0.1, W * 0.4, H * 0.9)}" fill="${hex(shade(p.bg2, -0.08))}"/>`;
  s += `<rect x="${-W}" y="${n2(H * 0.8)}" width="${3 * W}" height="${n2(H)}" fill="${hex(shade(p.bg2, -0.04))}"/>`;
  const pw = W * 0.3;
  s += plinth(k, W / 2 - pw / 2, H * 0.7, pw, H, shade(p.bg1, -0.04));
  const item = paintProduct(k, productSpec(r, themeKinds(path)));
  s += `<g transform="${fitInto(item.box, W / 2 - pw * 0.6, H * 0.22, pw * 1.2, H * 0.48, true)}">${item.svg}</g>`;
  return s;
}

export interface ContentDrawOptions {
  fit?: 'contain' | 'cover';
}

/**
 * Draws the placeholder picture for a content image path, as an SVG document of the given
 * pixel size (by default the natural size of the layout guessed from the path).
 */
export function drawContentSvg(
  path: string,
  width?: number,
  height?: number,
  opts: ContentDrawOptions = {},
): string {
  const layout = contentLayout(path);
  const { width: W, height: H } = CONTENT_SIZES[layout];
  const r = rng(`content|${path}|${hash32(path)}`);
  const k = new Ctx([128, 128, 128], [200, 200, 200], r, { back: false, plain: false });
  const draw = { banner: drawBanner, tile: drawTile, store: drawStore, logo: drawLogo, default: drawDefault }[
    layout
  ];
  const body = draw(k, path, r, W, H);
  const preserve = opts.fit === 'cover' ? 'xMidYMid slice' : 'xMidYMid meet';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(width ?? W)}" height="${Math.round(height ?? H)}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="${preserve}">` +
    `<defs>${k.defs()}</defs>${body}</svg>`
  );
}
