/**
 * The body coordinate system garments are drawn in, and the simple model figure of the
 * "model" view. Body space: x = 0 is the centre line, the head top is at y = 0 and the soles at
 * y = 1000 (an eight-head fashion figure, arms held slightly away from the body).
 */
import type { Ctx } from './paint-ctx.ts';
import { add, lerp, mirrorPath, normal, path, pt, sym, through, type Pt, type Rgb } from './svg-kit.ts';

export const BODY = {
  neckY: 152,
  shoulderY: 172,
  waistY: 370,
  hipY: 480,
  crotchY: 520,
  kneeY: 730,
  floorY: 1000,
} as const;

/** Centre line of the right arm: shoulder joint, elbow, wrist, fingertips. */
export const ARM = {
  S: [112, 182] as Pt,
  E: [150, 380] as Pt,
  W: [185, 560] as Pt,
  H: [196, 632] as Pt,
};

/** Point on the arm centre line: t = 0 shoulder, 0.5 elbow, 1 wrist. */
export function armAt(t: number): Pt {
  return t <= 0.5 ? lerp(ARM.S, ARM.E, t * 2) : lerp(ARM.E, ARM.W, t * 2 - 1);
}

/** Outward unit normal of the arm at t. */
export function armNormal(t: number): Pt {
  const upper = normal(ARM.S, ARM.E);
  const lower = normal(ARM.E, ARM.W);
  if (Math.abs(t - 0.5) < 0.02) {
    const m: Pt = [(upper[0] + lower[0]) / 2, (upper[1] + lower[1]) / 2];
    const l = Math.hypot(m[0], m[1]);
    return [m[0] / l, m[1] / l];
  }
  return t < 0.5 ? upper : lower;
}

/** Point at distance w from the arm centre line (positive: outside). */
export function armSide(t: number, w: number): Pt {
  return add(armAt(t), armNormal(t), w);
}

/**
 * A right sleeve from the armhole to t along the arm, as a closed path.
 * top: the shoulder point; under: the underarm point on the body.
 */
export function sleevePath(t: number, wTop: number, wEnd: number, top: Pt, under: Pt, cap = 6): string {
  const outEnd = armSide(t, wEnd);
  const inEnd = armSide(t, -wEnd * 0.95);
  let d = `M${pt(top)}`;
  if (t > 0.55) {
    const wMid = wTop + (wEnd - wTop) * 0.5;
    const outElbow = armSide(0.5, wMid);
    const inElbow = armSide(0.5, -wMid * 0.85);
    d += `Q${pt(through(top, outElbow, outEnd))} ${pt(outEnd)}L${pt(inEnd)}Q${pt(through(inEnd, inElbow, under))} ${pt(under)}`;
  } else {
    const outMid = armSide(t / 2, (wTop + wEnd) / 2 + 2);
    d += `Q${pt(through(top, outMid, outEnd))} ${pt(outEnd)}L${pt(inEnd)}L${pt(under)}`;
  }
  const c: Pt = [(top[0] + under[0]) / 2 + cap, (top[1] + under[1]) / 2];
  return `${d}Q${pt(c)} ${pt(top)}Z`;
}

/** A band across the sleeve between t0 and t1 (cuffs, hems). */
export function sleeveBand(t0: number, t1: number, w0: number, w1: number): string {
  const a = armSide(t0, w0);
  const b = armSide(t1, w1);
  const c = armSide(t1, -w1 * 0.95);
  const e = armSide(t0, -w0 * 0.95);
  return `M${pt(a)}L${pt(b)}L${pt(c)}L${pt(e)}Z`;
}

/** Line across the sleeve at t (a hem or seam line). */
export function sleeveLine(t: number, w: number): string {
  return `M${pt(armSide(t, w))}L${pt(armSide(t, -w * 0.95))}`;
}

export const SKIN: readonly Rgb[] = [
  [238, 211, 192],
  [224, 184, 156],
  [198, 148, 118],
  [160, 112, 82],
  [116, 80, 58],
];
export const HAIR: readonly Rgb[] = [
  [43, 33, 28],
  [74, 51, 38],
  [122, 90, 58],
  [190, 152, 105],
  [26, 26, 26],
];

const TORSO = sym(
  [0, 148],
  [
    ['L', 21, 148],
    ['C', 28, 168, 64, 170, 98, 180],
    ['C', 112, 186, 112, 216, 104, 250],
    ['C', 98, 292, 70, 330, 66, 370],
    ['C', 63, 410, 94, 440, 95, 490],
    ['C', 96, 570, 84, 650, 72, 730],
    ['C', 66, 800, 70, 870, 50, 950],
    ['C', 50, 968, 58, 984, 56, 998],
    ['L', 16, 1000],
    ['C', 20, 960, 22, 900, 16, 820],
    ['C', 12, 770, 18, 720, 13, 620],
    ['C', 10, 568, 5, 530, 0, 520],
  ],
);

const TORSO_MALE = sym(
  [0, 146],
  [
    ['L', 24, 146],
    ['C', 32, 166, 72, 168, 106, 178],
    ['C', 120, 184, 118, 216, 110, 252],
    ['C', 104, 300, 84, 330, 80, 370],
    ['C', 78, 410, 90, 440, 91, 490],
    ['C', 92, 570, 84, 650, 74, 730],
    ['C', 68, 800, 72, 870, 52, 950],
    ['C', 52, 968, 60, 984, 58, 998],
    ['L', 16, 1000],
    ['C', 20, 960, 22, 900, 16, 820],
    ['C', 12, 770, 18, 720, 13, 620],
    ['C', 10, 568, 5, 530, 0, 520],
  ],
);

function armPath(): string {
  const { W, H } = ARM;
  const o1: Pt = [116, 198];
  const o2 = armSide(0.5, 17);
  const o3 = armSide(1, 11);
  const i3 = armSide(1, -11);
  const i2 = armSide(0.5, -15);
  const i1: Pt = [96, 230];
  const len = Math.hypot(H[0] - W[0], H[1] - W[1]);
  const dir: Pt = [(H[0] - W[0]) / len, (H[1] - W[1]) / len];
  const nrm = armNormal(1);
  const tip = add(H, dir, -2);
  // a soft, mitten-like hand
  return (
    `M${pt([94, 180])}Q${pt([112, 180])} ${pt(o1)}Q${pt(through(o1, o2, o3))} ${pt(o3)}` +
    `C${pt(add(add(o3, dir, 34), nrm, 4))} ${pt(add(tip, nrm, 10))} ${pt(tip)}` +
    `C${pt(add(tip, nrm, -10))} ${pt(add(add(i3, dir, 34), nrm, -4))} ${pt(i3)}` +
    `Q${pt(through(i3, i2, i1))} ${pt(i1)}Z`
  );
}

/** The model figure in body space, in the given skin and hair colours. */
export function figureSvg(
  k: Ctx,
  skin: Rgb,
  hair: Rgb,
  longHair: boolean,
  back = false,
  male = false,
): string {
  const s = k.with(skin, skin, k.r, { plain: true });
  const h = k.with(hair, hair, k.r, { plain: true });
  const arm = armPath();
  const hairBack =
    longHair && !male
      ? sym(
          [0, 2],
          [
            ['C', 40, 0, 58, 30, 56, 80],
            ['C', 56, 130, 66, 180, 58, 236],
            ['C', 40, 246, 20, 240, 0, 232],
          ],
        )
      : sym(
          [0, 2],
          [
            ['C', 38, 0, 54, 26, 52, 72],
            ['C', 52, 100, 50, 128, 42, 142],
            ['L', 0, 130],
          ],
        );
  const neck = sym(
    [0, 96],
    [
      ['L', 19, 96],
      ['C', 19, 130, 20, 145, 23, 160],
      ['L', 0, 164],
    ],
  );
  const face = sym(
    [0, 8],
    [
      ['C', 30, 8, 44, 32, 44, 62],
      ['C', 44, 96, 28, 124, 0, 126],
    ],
  );
  const fringe = sym(
    [0, 4],
    [
      ['C', 34, 2, 50, 24, 50, 60],
      ['C', 44, 40, 30, 30, 10, 30],
      ['C', 4, 30, 0, 34, 0, 38],
    ],
  );
  return (
    h.fill(hairBack, { outline: false }) +
    s.fill(neck, { outline: false }) +
    k.fold('M-18 150Q0 160 18 150', 5, 0.12) +
    s.fill(male ? TORSO_MALE : TORSO, { sw: 0.8 }) +
    s.fill(arm, { sw: 0.8 }) +
    s.fill(mirrorPath(arm), { sw: 0.8 }) +
    s.fill(face, { sw: 0.8 }) +
    (back
      ? h.fill(hairBack, { outline: false }) +
        h.fill(
          sym(
            [0, 2],
            [
              ['C', 36, 2, 50, 28, 48, 70],
              ['C', 46, 100, 30, 118, 0, 122],
            ],
          ),
          { outline: false },
        )
      : h.fill(fringe, { outline: false }))
  );
}

/** Simple flats for the model's feet (when the item itself is not footwear). */
export function feetSvg(k: Ctx, color: Rgb): string {
  const f = k.with(color, color, k.r, { plain: true });
  const right = path(
    [22, 968],
    [
      ['C', 30, 956, 54, 954, 60, 968],
      ['C', 66, 980, 64, 1000, 58, 1004],
      ['L', 18, 1004],
      ['C', 12, 994, 14, 978, 22, 968],
    ],
  );
  return f.fill(`${right}Z`, { sw: 0.8 }) + f.fill(`${mirrorPath(right)}Z`, { sw: 0.8 });
}

export function skinFor(k: Ctx): { skin: Rgb; hair: Rgb; longHair: boolean } {
  return { skin: k.r.pick(SKIN), hair: k.r.pick(HAIR), longHair: k.r.chance(0.7) };
}
