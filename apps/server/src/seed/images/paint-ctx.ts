/**
 * Drawing context shared by the product painters: the palette, the seeded random source, the
 * SVG <defs> being collected, and helpers that fill a shape with a shaded "fabric" look.
 */
import { hex, luma, mix, shade, type Rgb, type Rng } from './svg-kit.ts';

export type Box = [x0: number, y0: number, x1: number, y1: number];

/** Where a worn item is shown on the model figure (see figure.ts). */
export type Slot = 'top' | 'bottom' | 'full' | 'outer' | 'head' | 'neck' | 'waist' | 'hand' | 'scene';

export type Texture = 'twill' | 'knit' | 'denim' | 'leather' | 'glass' | 'none';

export interface Item {
  svg: string;
  /** Bounding box of the drawing in its own coordinates. */
  box: Box;
  /** Point the "detail" view zooms into. */
  focus: [number, number];
  /** Main silhouettes, used for the fabric texture overlay of the detail view. */
  shapes: string[];
  texture: Texture;
  /** True for objects standing on the floor (shoes, bags, bottles): they get a contact shadow. */
  ground: boolean;
}

export interface WornItem {
  /** Drawing in body coordinates (figure.ts), or a full scene when slot is 'scene'. */
  svg: string;
  slot: Slot;
  /** The part of the scene to show. */
  view: Box;
  /** Drawn before the figure. */
  behind?: string;
  /** The model is seen from the back (backpacks). */
  fromBack?: boolean;
}

export interface PaintOptions {
  back: boolean;
  /** Fillers on the model figure are drawn plain: no prints, fewer details. */
  plain: boolean;
  /** Drawn on the model figure (e.g. a hood lies down instead of standing up). */
  worn?: boolean;
}

export type PrintKind = 'stripes' | 'dots' | 'check' | 'floral' | 'pinstripe';

interface PrintDef {
  kind: PrintKind;
  scale: number;
  main: string;
  soft: string;
  light: string;
  lightBg: boolean;
}

/** Rough bounding box of absolute path data (relative commands are ignored). */
export function roughBox(d: string): Box {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  const add = (x: number, y: number) => {
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    if (y > y1) y1 = y;
  };
  for (const m of d.matchAll(/([MLCQTSA])([^A-Za-z]*)/g)) {
    const nums = (m[2] ?? '')
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    if (m[1] === 'A') {
      for (let i = 0; i + 6 < nums.length; i += 7) add(nums[i + 5] as number, nums[i + 6] as number);
    } else for (let i = 0; i + 1 < nums.length; i += 2) add(nums[i] as number, nums[i + 1] as number);
  }
  return x0 === Infinity ? [0, 0, 0, 0] : [x0, y0, x1, y1];
}

const r2 = (v: number) => Math.round(v * 100) / 100;

function circles(pts: [number, number][], r: number): string {
  return pts
    .map(
      ([x, y]) =>
        `M${r2(x - r)} ${r2(y)}a${r2(r)} ${r2(r)} 0 1 0 ${r2(2 * r)} 0a${r2(r)} ${r2(r)} 0 1 0 ${r2(-2 * r)} 0`,
    )
    .join('');
}

/**
 * The print as plain geometry over a box. Prints are drawn as shapes clipped to the garment
 * rather than SVG <pattern>s, which librsvg renders tile by tile and slowly.
 */
function printGeometry(p: PrintDef, b: Box): string {
  const sc = p.scale;
  const [x0, y0, x1, y1] = [b[0] - 2, b[1] - 2, b[2] + 2, b[3] + 2];
  const w = x1 - x0;
  const grid = (step: number, offX: number, offY: number): [number, number][] => {
    const out: [number, number][] = [];
    for (let y = Math.floor(y0 / step) * step + offY; y < y1 + step; y += step)
      for (let x = Math.floor(x0 / step) * step + offX; x < x1 + step; x += step) out.push([x, y]);
    return out;
  };
  switch (p.kind) {
    case 'stripes': {
      const h = 14 * sc;
      let d = '';
      for (let y = Math.floor(y0 / h) * h; y < y1; y += h)
        d += `M${r2(x0)} ${r2(y)}h${r2(w)}v${r2(h * 0.45)}h${r2(-w)}z`;
      return `<path d="${d}" fill="${p.main}"/>`;
    }
    case 'pinstripe': {
      const step = 9 * sc;
      let d = '';
      for (let x = Math.floor(x0 / step) * step; x < x1; x += step)
        d += `M${r2(x)} ${r2(y0)}h${r2(0.9 * sc)}V${r2(y1)}h${r2(-0.9 * sc)}z`;
      return `<path d="${d}" fill="${p.lightBg ? p.soft : p.main}" fill-opacity="0.8"/>`;
    }
    case 'dots': {
      const step = 18 * sc;
      const pts = [...grid(step, step / 4, step / 4), ...grid(step, (3 * step) / 4, (3 * step) / 4)];
      return `<path d="${circles(pts, 2.6 * sc)}" fill="${p.main}"/>`;
    }
    case 'check': {
      const step = 20 * sc;
      let h = '';
      let v = '';
      let thin = '';
      for (let y = Math.floor(y0 / step) * step; y < y1; y += step)
        h += `M${r2(x0)} ${r2(y)}h${r2(w)}v${r2(step / 2)}h${r2(-w)}z`;
      for (let x = Math.floor(x0 / step) * step; x < x1; x += step) {
        v += `M${r2(x)} ${r2(y0)}h${r2(step / 2)}V${r2(y1)}h${r2(-step / 2)}z`;
        thin += `M${r2(x + step * 0.72)} ${r2(y0)}h${r2(1.2 * sc)}V${r2(y1)}h${r2(-1.2 * sc)}z`;
      }
      return `<path d="${h}" fill="${p.main}" fill-opacity="0.35"/><path d="${v}" fill="${p.main}" fill-opacity="0.35"/><path d="${thin}" fill="${p.main}" fill-opacity="0.6"/>`;
    }
    case 'floral': {
      const step = 30 * sc;
      const petals = (centres: [number, number][], r: number) =>
        circles(
          centres.flatMap(([cx, cy]) =>
            [0, 72, 144, 216, 288].map((deg): [number, number] => [
              cx + Math.cos((deg * Math.PI) / 180) * r,
              cy + Math.sin((deg * Math.PI) / 180) * r,
            ]),
          ),
          r * 0.75,
        );
      const a = grid(step, step * 0.25, step * 0.3);
      const b2 = grid(step, step * 0.75, step * 0.78);
      return (
        `<path d="${petals(a, 2.4 * sc)}" fill="${p.main}"/><path d="${petals(b2, 2.1 * sc)}" fill="${p.soft}"/>` +
        `<path d="${circles(a, 1.3 * sc)}${circles(b2, 1.15 * sc)}" fill="${p.light}"/>`
      );
    }
  }
}

export class Ctx {
  readonly c: Rgb;
  readonly a: Rgb;
  readonly r: Rng;
  readonly back: boolean;
  readonly plain: boolean;
  readonly worn: boolean;
  private readonly shared: { defs: Map<string, string>; seq: number; prints: Map<string, PrintDef> };

  constructor(
    c: Rgb,
    a: Rgb,
    r: Rng,
    o: PaintOptions,
    shared?: { defs: Map<string, string>; seq: number; prints: Map<string, PrintDef> },
  ) {
    this.c = c;
    this.a = a;
    this.r = r;
    this.back = o.back;
    this.plain = o.plain;
    this.worn = o.worn ?? false;
    this.shared = shared ?? { defs: new Map(), seq: 0, prints: new Map() };
  }

  /** A context drawing with other colours into the same document. */
  with(c: Rgb, a: Rgb, r: Rng, o: Partial<PaintOptions> = {}): Ctx {
    return new Ctx(
      c,
      a,
      r,
      { back: o.back ?? this.back, plain: o.plain ?? this.plain, worn: o.worn ?? this.worn },
      this.shared,
    );
  }

  uid(prefix: string): string {
    return `${prefix}${++this.shared.seq}`;
  }

  def(id: string, markup: string): string {
    if (!this.shared.defs.has(id)) this.shared.defs.set(id, markup);
    return id;
  }

  defs(): string {
    return [...this.shared.defs.values()].join('');
  }

  col(t = 0): string {
    return hex(shade(this.c, t));
  }

  acc(t = 0): string {
    return hex(shade(this.a, t));
  }

  /** A colour for seams and details that stays visible on the base colour. */
  seam(strength = 1): string {
    const l = luma(this.c);
    return hex(l < 0.16 ? shade(this.c, 0.22 * strength) : shade(this.c, -(l > 0.8 ? 0.2 : 0.32) * strength));
  }

  /** Outline colour for the silhouette. */
  edge(): string {
    const l = luma(this.c);
    return hex(l < 0.16 ? shade(this.c, -0.5) : shade(this.c, l > 0.8 ? -0.18 : -0.3));
  }

  /** Shared gradient that lights a shape from the upper left. */
  vol(): string {
    return this.def(
      'vol',
      '<linearGradient id="vol" x1="0" y1="0" x2="1" y2="0.35">' +
        '<stop offset="0" stop-color="#fff" stop-opacity="0.22"/>' +
        '<stop offset="0.3" stop-color="#fff" stop-opacity="0.05"/>' +
        '<stop offset="0.62" stop-color="#000" stop-opacity="0"/>' +
        '<stop offset="1" stop-color="#000" stop-opacity="0.2"/></linearGradient>',
    );
  }

  volv(): string {
    return this.def(
      'volv',
      '<linearGradient id="volv" x1="0" y1="0" x2="0" y2="1">' +
        '<stop offset="0" stop-color="#fff" stop-opacity="0.1"/>' +
        '<stop offset="0.55" stop-color="#000" stop-opacity="0"/>' +
        '<stop offset="1" stop-color="#000" stop-opacity="0.14"/></linearGradient>',
    );
  }

  /**
   * A filled, softly shaded shape: base colour, optional pattern, volume gradients, outline.
   */
  fill(
    d: string,
    o: { color?: Rgb | string; pattern?: string | null; outline?: boolean; sw?: number; flat?: boolean } = {},
  ): string {
    const color = typeof o.color === 'string' ? o.color : hex(o.color ?? this.c);
    let s = `<path d="${d}" fill="${color}"/>`;
    if (o.pattern) s += this.printed(d, o.pattern);
    if (!o.flat)
      s += `<path d="${d}" fill="url(#${this.vol()})"/><path d="${d}" fill="url(#${this.volv()})"/>`;
    if (o.outline !== false) {
      const edge = typeof o.color === 'object' ? this.with(o.color, this.a, this.r).edge() : this.edge();
      s += `<path d="${d}" fill="none" stroke="${edge}" stroke-width="${o.sw ?? 1.2}" stroke-linejoin="round" stroke-opacity="0.7"/>`;
    }
    return s;
  }

  /** A stroked line (seam, edge, strap). */
  line(
    d: string,
    o: { color?: string; w?: number; op?: number; dash?: string; cap?: 'round' | 'butt' } = {},
  ): string {
    return (
      `<path d="${d}" fill="none" stroke="${o.color ?? this.seam()}" stroke-width="${o.w ?? 1}"` +
      ` stroke-linecap="${o.cap ?? 'round'}" stroke-linejoin="round"` +
      (o.op !== undefined ? ` stroke-opacity="${o.op}"` : '') +
      (o.dash ? ` stroke-dasharray="${o.dash}"` : '') +
      '/>'
    );
  }

  /** A stitch line: a thin dashed seam. */
  stitch(d: string, w = 0.7, color?: string): string {
    return this.line(d, { color: color ?? this.seam(0.8), w, dash: `${w * 3} ${w * 2.2}`, op: 0.9 });
  }

  /**
   * A soft fold: a darker (or lighter) stroke with feathered edges. Built from stacked
   * translucent strokes rather than a blur filter, which librsvg renders slowly.
   */
  fold(d: string, w = 4, op = 0.18, sd = 2.5, light = false): string {
    const c = light ? '#fff' : '#000';
    const layer = (width: number, o: number) =>
      `<path d="${d}" fill="none" stroke="${c}" stroke-width="${Math.round(width * 10) / 10}" stroke-linecap="round" stroke-opacity="${Math.round(o * 1000) / 1000}"/>`;
    return (
      layer(w + sd * 2.4, op * 0.3) +
      layer(w + sd * 1.1, op * 0.35) +
      layer(Math.max(0.5, w - sd * 0.4), op * 0.5)
    );
  }

  /** Darkens the given shapes (the far shoe of a pair, the far leg). */
  shadeOver(shapes: string[], op = 0.16): string {
    return shapes.map((d) => `<path d="${d}" fill="#000" fill-opacity="${op}"/>`).join('');
  }

  /** A metal colour (gold or silver) chosen once per item. */
  metal(): Rgb {
    return this.r.chance(0.55) ? [201, 164, 76] : [192, 195, 200];
  }

  /** Linear gradient for metal and glass parts, horizontal with a bright band. */
  shine(base: Rgb): string {
    const id = this.uid('sh');
    return this.def(
      id,
      `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">` +
        `<stop offset="0" stop-color="${hex(shade(base, -0.3))}"/>` +
        `<stop offset="0.28" stop-color="${hex(shade(base, 0.45))}"/>` +
        `<stop offset="0.45" stop-color="${hex(shade(base, 0.08))}"/>` +
        `<stop offset="0.8" stop-color="${hex(shade(base, -0.12))}"/>` +
        `<stop offset="1" stop-color="${hex(shade(base, -0.35))}"/></linearGradient>`,
    );
  }

  /** Registers a print (stripes, dots, check, floral, pinstripe) in the accent colour. */
  print(kind: PrintKind, scale = 1): string {
    const id = this.uid('pt');
    this.shared.prints.set(id, {
      kind,
      scale,
      main: this.acc(),
      soft: hex(mix(this.a, this.c, 0.35)),
      light: hex(shade(this.a, 0.6)),
      lightBg: luma(this.c) > 0.55,
    });
    return id;
  }

  /** The registered print, drawn over shape d and clipped to it. */
  printed(d: string, printId: string, box?: Box): string {
    const p = this.shared.prints.get(printId);
    if (!p) return '';
    return this.clipped(d, printGeometry(p, box ?? roughBox(d)));
  }

  /** Content clipped to the shape(s) d. */
  clipped(d: string | string[], content: string): string {
    const id = this.uid('cp');
    const paths = (Array.isArray(d) ? d : [d]).map((x) => `<path d="${x}"/>`).join('');
    return `<clipPath id="${id}">${paths}</clipPath><g clip-path="url(#${id})">${content}</g>`;
  }

  /** Picks a print for the garment (or none), from the seed. */
  maybePrint(options: readonly PrintKind[], p: number, scale = 1): string | null {
    if (this.plain || !this.r.chance(p)) return null;
    return this.print(this.r.pick(options), scale);
  }
}
