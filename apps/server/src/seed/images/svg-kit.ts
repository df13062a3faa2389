/**
 * Small helpers shared by the image generators: hashing, a seeded PRNG, colour arithmetic and
 * path building. Everything here is pure and deterministic.
 */

/** FNV-1a 32-bit hash of a string. */
export function hash32(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export interface Rng {
  /** Uniform in [0, 1). */
  (): number;
  range(min: number, max: number): number;
  int(min: number, maxInclusive: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

/** mulberry32 seeded from a string. */
export function rng(seed: string): Rng {
  let a = hash32(seed) || 1;
  const next = (() => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }) as Rng;
  next.range = (min, max) => min + (max - min) * next();
  next.int = (min, max) => Math.floor(min + (max - min + 1) * next());
  next.pick = (items) => items[Math.floor(next() * items.length)] as (typeof items)[number];
  next.chance = (p) => next() < p;
  return next;
}

// ---------------------------------------------------------------------------------------------
// Colours

export type Rgb = [number, number, number];

/** Fashion colour names a spec may use instead of hex values. */
const NAMED: Record<string, string> = {
  black: '#1d1d1f',
  white: '#f7f6f2',
  ivory: '#f3eee2',
  cream: '#efe6d2',
  beige: '#d9c7a7',
  sand: '#cdb892',
  camel: '#b8895a',
  tan: '#c29a6b',
  khaki: '#a39a6d',
  olive: '#6b6b3a',
  brown: '#6b4a33',
  chocolate: '#4a3125',
  grey: '#9a9a9a',
  gray: '#9a9a9a',
  'light-grey': '#cfcfcf',
  charcoal: '#3b3d42',
  navy: '#1f2a44',
  blue: '#2f5da8',
  denim: '#3d5a80',
  'light-blue': '#9cc0e3',
  sky: '#8fb8de',
  teal: '#2a7c7c',
  green: '#3f7a4f',
  mint: '#a8d8c0',
  sage: '#9caf88',
  yellow: '#e8c547',
  mustard: '#c99a2e',
  orange: '#e07b39',
  terracotta: '#c0643f',
  rust: '#a14a2a',
  red: '#c0262d',
  burgundy: '#6d1f2f',
  wine: '#5a1a2a',
  pink: '#e79bb0',
  blush: '#eac4c0',
  fuchsia: '#c2387a',
  lilac: '#b9a2d0',
  lavender: '#c7b8e0',
  purple: '#6a3d8f',
  silver: '#c0c3c8',
  gold: '#c9a44c',
  multi: '#c0643f',
};

const FALLBACK_COLOURS = [
  '#1f2a44',
  '#1d1d1f',
  '#d9c7a7',
  '#6d1f2f',
  '#3f7a4f',
  '#b8895a',
  '#9cc0e3',
  '#e79bb0',
];

/** Parses #rgb / #rrggbb / a known colour name; anything else yields undefined. */
export function parseColor(input: unknown): Rgb | undefined {
  if (typeof input !== 'string') return undefined;
  const s = input.trim().toLowerCase();
  const hex = NAMED[s] ?? NAMED[s.replace(/[\s_]+/g, '-')] ?? s;
  const m3 = /^#?([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(hex);
  if (m3) return [m3[1], m3[2], m3[3]].map((c) => parseInt(`${c}${c}`, 16)) as Rgb;
  const m6 = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/.exec(hex);
  if (m6) return [m6[1], m6[2], m6[3]].map((c) => parseInt(c as string, 16)) as Rgb;
  return undefined;
}

export function colorOr(input: unknown, seed: string): Rgb {
  return parseColor(input) ?? (parseColor(rng(seed).pick(FALLBACK_COLOURS)) as Rgb);
}

export function hex(c: Rgb): string {
  return `#${c
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

export const WHITE: Rgb = [255, 255, 255];
export const BLACK: Rgb = [0, 0, 0];

/** Positive t lightens towards white, negative darkens towards black. */
export function shade(c: Rgb, t: number): Rgb {
  return t >= 0 ? mix(c, WHITE, t) : mix(c, BLACK, -t);
}

/** Relative luminance, 0..1. */
export function luma(c: Rgb): number {
  return (0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]) / 255;
}

export function hsl(h: number, s: number, l: number): Rgb {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

// ---------------------------------------------------------------------------------------------
// Geometry and paths

export type Pt = [number, number];

/** Rounds to one decimal for compact path data. */
export function n(v: number): string {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
}

export function pt(p: Pt): string {
  return `${n(p[0])} ${n(p[1])}`;
}

export type Seg =
  | ['L', number, number]
  | ['Q', number, number, number, number]
  | ['C', number, number, number, number, number, number];

function segEnd(s: Seg): Pt {
  return s[0] === 'L' ? [s[1], s[2]] : s[0] === 'Q' ? [s[3], s[4]] : [s[5], s[6]];
}

function segStr(s: Seg, mirror = false): string {
  const m = mirror ? -1 : 1;
  const xs = s.slice(1) as number[];
  return `${s[0]}${xs.map((v, i) => n(i % 2 === 0 ? v * m : v)).join(' ')}`;
}

/** An open path from start through segs. */
export function path(start: Pt, segs: Seg[]): string {
  return `M${pt(start)}${segs.map((s) => segStr(s)).join('')}`;
}

/**
 * A closed shape symmetric about x = 0, given its right half from `start` along `segs`.
 * The left half is the mirror image traversed backwards.
 */
export function sym(start: Pt, segs: Seg[]): string {
  let d = `M${pt(start)}${segs.map((s) => segStr(s)).join('')}`;
  const pts: Pt[] = [start, ...segs.map(segEnd)];
  const last = pts[pts.length - 1] as Pt;
  d += `L${pt([-last[0], last[1]])}`;
  for (let i = segs.length - 1; i >= 0; i--) {
    const s = segs[i] as Seg;
    const prev = pts[i] as Pt;
    if (s[0] === 'L') d += `L${pt([-prev[0], prev[1]])}`;
    else if (s[0] === 'Q') d += `Q${pt([-s[1], s[2]])} ${pt([-prev[0], prev[1]])}`;
    else d += `C${pt([-s[3], s[4]])} ${pt([-s[1], s[2]])} ${pt([-prev[0], prev[1]])}`;
  }
  return `${d}Z`;
}

/** Mirrors a path's x coordinates (only absolute M/L/Q/C/Z commands, as produced here). */
export function mirrorPath(d: string): string {
  return d.replace(/([MLQCT])([^MLQCTZ]*)/g, (_m, cmd: string, args: string) => {
    const nums = args
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    return cmd + nums.map((v, i) => n(i % 2 === 0 ? -v : v)).join(' ');
  });
}

export function lerp(a: Pt, b: Pt, t: number): Pt {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
}

export function add(a: Pt, b: Pt, k = 1): Pt {
  return [a[0] + b[0] * k, a[1] + b[1] * k];
}

/** Unit normal of a→b pointing to the right of the direction of travel in screen space. */
export function normal(a: Pt, b: Pt): Pt {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const l = Math.hypot(dx, dy) || 1;
  return [dy / l, -dx / l];
}

/** Control point of a quadratic curve from p0 to p2 that passes through pm at t = 0.5. */
export function through(p0: Pt, pm: Pt, p2: Pt): Pt {
  return [2 * pm[0] - (p0[0] + p2[0]) / 2, 2 * pm[1] - (p0[1] + p2[1]) / 2];
}

/** Escapes text for use inside SVG attributes and text nodes. */
export function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
