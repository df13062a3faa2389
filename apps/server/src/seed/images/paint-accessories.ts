/**
 * Footwear, bags, accessories and beauty products. Each is drawn in its own local coordinates
 * (standing on y = 0, centred on x = 0) for the product shot, and knows how it is worn on the
 * model (body coordinates, see figure.ts) or shown in a small scene.
 */
import { ARM, SKIN } from './figure.ts';
import type { Box, Ctx, Item, WornItem } from './paint-ctx.ts';
import { hex, luma, mirrorPath, mix, pt, shade, sym, type Pt, type Rgb } from './svg-kit.ts';

export interface Accessory {
  flat(k: Ctx): Item;
  worn(k: Ctx): WornItem;
}

function g(transform: string, body: string, attrs = ''): string {
  return `<g transform="${transform}"${attrs}>${body}</g>`;
}

/** A glossy highlight clipped to a shape. */
function gloss(k: Ctx, d: string, hl: string, op = 0.3): string {
  const id = k.uid('cl');
  return `<clipPath id="${id}"><path d="${d}"/></clipPath><path d="${hl}" fill="#fff" fill-opacity="${op}" clip-path="url(#${id})"/>`;
}

// ---------------------------------------------------------------------------------------------
// Footwear: profile, toe to the left, sole on y = 0.

interface Shoe {
  svg: string;
  shapes: string[];
  top: number;
  /** Height of the heel seat above the floor, for the foot inside. */
  heel: number;
  /** Sole thickness under the ball of the foot. */
  lift: number;
  /** True when the foot is visible (sandals). */
  open: boolean;
  focus: Pt;
}

function sneakerShape(k: Ctx): Shoe {
  const r = k.r;
  const soleCol: Rgb = r.chance(0.75) ? [244, 242, 237] : shade(k.a, 0.1);
  const outsole = r.chance(0.5) ? '#c58f5a' : hex(shade(soleCol, -0.35));
  const high = r.chance(0.25);
  const sole =
    'M-152 -26C-156 -12 -146 -2 -128 -1L132 0C148 0 158 -8 158 -22L158 -38C100 -36 -60 -32 -120 -36C-140 -37 -150 -33 -152 -26Z';
  const upper = high
    ? 'M-150 -32C-154 -58 -128 -76 -80 -88C-52 -94 -30 -104 -6 -124L14 -220C40 -232 90 -232 130 -224C150 -200 160 -100 158 -36L-150 -32Z'
    : 'M-150 -32C-154 -58 -128 -76 -80 -88C-52 -94 -30 -104 -6 -122L16 -146C20 -156 34 -160 42 -152C60 -134 96 -128 120 -140C134 -148 150 -146 156 -126C160 -96 160 -64 158 -36L-150 -32Z';
  let s = k.fill(upper, { sw: 1.4 });
  s += k.fill('M-150 -32C-154 -58 -128 -76 -92 -86C-100 -70 -102 -50 -98 -33Z', {
    color: shade(k.c, 0.06),
    sw: 1,
  });
  s += k.stitch('M-104 -82C-108 -66 -108 -48 -104 -36', 1);
  // eyestay, laces, eyelets
  const a: Pt = [-58, -90];
  const b: Pt = high ? [14, -200] : [14, -138];
  s += k.fill(
    `M${pt([a[0] - 8, a[1] + 4])}L${pt([b[0] - 6, b[1] - 2])}L${pt([b[0] + 10, b[1] + 8])}L${pt([a[0] + 8, a[1] + 12])}Z`,
    { color: shade(k.c, -0.06), sw: 1 },
  );
  const lace = luma(k.c) > 0.75 ? hex(shade(k.c, -0.08)) : '#f4f2ee';
  const holes = high ? 7 : 5;
  for (let i = 0; i < holes; i++) {
    const p: Pt = [a[0] + ((b[0] - a[0]) * i) / (holes - 1), a[1] + ((b[1] - a[1]) * i) / (holes - 1)];
    s += `<circle cx="${n1(p[0] + 4)}" cy="${n1(p[1] + 5)}" r="2.6" fill="${hex(shade(k.c, -0.45))}"/>`;
    s +=
      k.line(`M${pt([p[0] + 4, p[1] + 5])}l-12 -10`, { color: lace, w: 5 }) +
      k.line(`M${pt([p[0] + 4, p[1] + 5])}l-12 -10`, { color: '#000', w: 5, op: 0.08 });
  }
  // side stripe in the accent colour
  if (!k.plain) {
    const stripe = 'M-46 -40C0 -62 60 -74 120 -112L126 -98C72 -64 12 -44 -38 -32Z';
    s += k.fill(stripe, { color: luma(k.a) > 0.9 && luma(k.c) > 0.85 ? [30, 30, 30] : k.a, sw: 0.8 });
  }
  s += k.fill('M138 -140C150 -146 158 -138 158 -120L159 -84L146 -86Z', { color: k.a, sw: 0.8 });
  s += k.stitch(high ? 'M20 -208C50 -220 100 -220 126 -214' : 'M44 -146C62 -128 96 -122 122 -134', 1);
  s += k.fill(sole, { color: soleCol, sw: 1.2 });
  s += k.line('M-144 -6C-140 -2 -132 -1 -120 -1L140 0', { color: outsole, w: 6, cap: 'round' });
  s += k.line('M-146 -24C-60 -20 80 -22 156 -26', { color: hex(shade(soleCol, -0.15)), w: 1.2, op: 0.8 });
  return {
    svg: s,
    shapes: [upper, sole],
    top: high ? -232 : -160,
    heel: 0,
    lift: 34,
    open: false,
    focus: [-30, -100],
  };
}

function bootShape(k: Ctx): Shoe {
  const r = k.r;
  const style = r.pick(['chelsea', 'laceup', 'knee'] as const);
  const top = style === 'knee' ? -560 : -300;
  const heelH = style === 'knee' ? r.pick([24, 70]) : 28;
  const upper =
    `M-150 -${heelH > 40 ? 16 : 22}C-154 -46 -130 -66 -84 -76C-44 -84 -16 -100 -4 -136` +
    `C2 -170 6 -220 8 ${top}L118 ${top}C112 ${top + 80} 110 -200 124 -140C136 -110 146 -${heelH + 40} 146 -${heelH}L-150 -${heelH > 40 ? 16 : 22}Z`;
  let s = k.fill(upper, { sw: 1.4 });
  s += k.fold(`M20 ${top + 40}L26 -160`, 6, 0.12, 3, true);
  s += k.fold('M-30 -110Q10 -120 40 -118', 5, 0.12);
  if (style === 'chelsea') {
    const gore = `M50 ${top}L100 ${top}C96 -240 88 -190 76 -150C66 -190 58 -240 50 ${top}Z`;
    s += k.fill(gore, { color: shade(k.c, -0.3), sw: 0.8 });
    for (let x = 56; x < 96; x += 6)
      s += k.line(`M${x} ${top + 4}L${76 + (x - 76) * 0.3} -160`, {
        w: 0.6,
        op: 0.5,
        color: hex(shade(k.c, -0.45)),
      });
    s += k.fill(`M112 ${top}L128 ${top - 30}L140 ${top - 24}L122 ${top + 4}Z`, { color: k.a, sw: 0.8 });
  } else {
    const n = style === 'knee' ? 4 : 6;
    const ys = Array.from({ length: n }, (_, i) => -140 - (i * (Math.min(-top, 300) - 150)) / (n - 1));
    s += k.fill(`M6 ${top}L44 ${top - 14}L48 ${top + 4}L12 -130Z`, { color: shade(k.c, -0.05), sw: 0.8 });
    for (const y of ys) {
      const x = 8 + ((y + 136) / (top + 136)) * 4;
      s += `<circle cx="${n1(x + 16)}" cy="${n1(y)}" r="3" fill="${k.acc(-0.2)}" stroke="#666" stroke-width="0.6"/>`;
      s += k.line(`M${n1(x + 16)} ${n1(y)}l-14 -14`, {
        color: luma(k.c) > 0.5 ? '#3a2b20' : '#e8dcc8',
        w: 3,
      });
    }
    if (style === 'knee') s += k.line(`M100 ${top + 10}L104 -160`, { color: hex(shade(k.c, -0.35)), w: 1.8 });
  }
  s += k.stitch('M-104 -70C-110 -50 -108 -34 -100 -24', 1) + k.stitch(`M10 ${top + 8}L112 ${top + 8}`, 1);
  const sole = `M-156 -22C-158 -8 -150 -2 -134 -2L76 -2L80 -${heelH > 40 ? 40 : 22}L150 -${heelH}L150 -${heelH + 4}C80 -${heelH > 40 ? 44 : 26} -40 -20 -156 -22Z`;
  const heel = `M84 -${heelH}L${heelH > 40 ? 100 : 86} 0L148 0L150 -${heelH}Z`;
  const soleCol = r.chance(0.6) ? shade(k.c, -0.5) : ([222, 214, 198] as Rgb);
  s += k.fill(heel, { color: shade(soleCol, -0.1), sw: 1 }) + k.fill(sole, { color: soleCol, sw: 1 });
  return { svg: s, shapes: [upper, sole, heel], top, heel: heelH, lift: 22, open: false, focus: [40, -200] };
}

function shoeShape(k: Ctx): Shoe {
  const r = k.r;
  const style = r.pick(['pump', 'loafer', 'oxford', 'ballet'] as const);
  const lining = luma(k.c) < 0.2 ? shade(k.a, 0.2) : shade(k.c, 0.35);
  if (style === 'pump') {
    const upper =
      'M-152 -4C-158 -30 -130 -46 -80 -52C-50 -56 -30 -58 -10 -62C30 -70 70 -110 110 -146C130 -156 146 -146 140 -120L136 -118C90 -100 50 -62 -10 -6C-60 -4 -120 -4 -152 -4Z';
    const inner = 'M-10 -60C30 -68 76 -108 112 -142C100 -118 60 -86 -10 -60Z';
    const heel = 'M100 -104L132 -116C128 -80 124 -40 122 0L111 0C110 -40 106 -76 100 -104Z';
    const sole =
      'M-152 -3C-150 2 -100 2 -70 0C-10 -4 50 -60 90 -100L136 -118L138 -112L92 -94C52 -56 -8 0 -70 4C-110 6 -146 6 -152 -3Z';
    const s =
      k.fill(heel, { sw: 1 }) +
      `<path d="${inner}" fill="${hex(lining)}"/>` +
      k.fill(upper, { sw: 1.3 }) +
      k.fill(sole, { color: shade(k.c, -0.45), sw: 0.6 }) +
      gloss(k, upper, 'M-130 -40C-100 -50 -60 -54 -30 -56L-34 -50C-70 -46 -110 -40 -130 -34Z', 0.35);
    return {
      svg: s,
      shapes: [upper, sole, heel],
      top: -156,
      heel: 110,
      lift: 6,
      open: false,
      focus: [-80, -40],
    };
  }
  const throat = style === 'oxford' ? -96 : style === 'loafer' ? -80 : -58;
  const upper =
    `M-152 -16C-156 -44 -126 -62 -80 -68C-50 -72 -30 ${throat + 2} -10 ${throat}` +
    `C30 ${throat - 4} 80 ${style === 'ballet' ? -64 : -82} 140 -${style === 'ballet' ? 70 : 88}` +
    'C152 -80 152 -50 150 -20L-152 -16Z';
  let s = k.fill(upper, { sw: 1.3 });
  s += `<path d="M-10 ${throat}C30 ${throat - 6} 90 ${style === 'ballet' ? -68 : -86} 140 -${style === 'ballet' ? 70 : 88}C90 ${throat + 4} 30 ${throat + 6} -10 ${throat}Z" fill="${hex(lining)}"/>`;
  if (style === 'loafer') {
    s += k.stitch('M-124 -58C-90 -70 -50 -76 -14 -80', 1.1);
    s += k.fill('M-34 -80L-30 -44L-14 -46L-18 -82Z', { color: shade(k.c, -0.08), sw: 0.8 });
    if (r.chance(0.5)) s += k.line('M-40 -84Q-24 -92 -8 -84', { color: hex(k.metal()), w: 3.4 });
  } else if (style === 'oxford') {
    s +=
      k.line('M-100 -66C-96 -50 -98 -30 -104 -18', { w: 1.2, op: 0.7 }) +
      k.stitch('M-96 -66C-92 -50 -94 -30 -100 -18', 1);
    s += k.fill('M-26 -90L30 -100L34 -70L-10 -50Z', { color: shade(k.c, -0.05), sw: 0.8 });
    for (let i = 0; i < 4; i++)
      s += `<circle cx="${-12 + i * 12}" cy="${-82 - i * 3}" r="2" fill="${hex(shade(k.c, -0.5))}"/>`;
    s += k.line('M-14 -84l-6 -8M-2 -87l-6 -8M10 -90l-6 -8M22 -93l-6 -8', {
      color: luma(k.c) > 0.5 ? '#3a2b20' : '#e8dcc8',
      w: 2.4,
    });
  } else {
    s += `<path d="M-62 -66l-16 -10v20zM-62 -66l16 -10v20z" fill="${k.acc()}"/><circle cx="-62" cy="-66" r="4" fill="${k.acc(-0.2)}"/>`;
  }
  s += gloss(k, upper, 'M-136 -40C-110 -56 -80 -62 -50 -64L-52 -58C-80 -56 -110 -50 -134 -34Z', 0.3);
  const soleCol = style === 'ballet' ? shade(k.c, -0.2) : shade(k.c, -0.45);
  const sole = 'M-156 -18C-158 -6 -150 -2 -134 -2L100 -2L102 -18C40 -18 -60 -16 -156 -18Z';
  const heel = `M100 -${style === 'ballet' ? 14 : 24}L102 0L148 0L150 -${style === 'ballet' ? 14 : 24}Z`;
  s += k.fill(sole, { color: soleCol, sw: 0.8 }) + k.fill(heel, { color: shade(soleCol, -0.1), sw: 0.8 });
  return {
    svg: s,
    shapes: [upper, sole, heel],
    top: -100,
    heel: style === 'ballet' ? 10 : 20,
    lift: 14,
    open: false,
    focus: [-60, -60],
  };
}

/** Sandals seen from above, as a pair: the usual flat-lay shot. */
function sandalsTopSvg(k: Ctx): { svg: string; shapes: string[] } {
  const r = k.r;
  const style = r.pick(['slides', 'straps', 'cross'] as const);
  const cork: Rgb = r.pick<Rgb>([
    [200, 164, 120],
    [40, 38, 36],
    [236, 230, 220],
    [150, 108, 72],
  ]);
  const bed =
    'M-6 -300C28 -302 52 -282 56 -240C60 -196 52 -160 48 -120C44 -80 52 -40 44 -12C38 4 -34 4 -40 -12C-48 -40 -42 -80 -46 -120C-52 -170 -62 -220 -56 -258C-50 -288 -32 -300 -6 -300Z';
  const m = hex(k.metal());
  const one = (): string => {
    let s = g('translate(0 12)', `<path d="${bed}" fill="${hex(shade(cork, -0.35))}"/>`);
    s +=
      k.fill(bed, { color: cork, sw: 1 }) +
      g(
        'translate(0 -150) scale(0.9) translate(0 150)',
        `<path d="${bed}" fill="${hex(shade(cork, 0.22))}"/>`,
      );
    const band = (d: string, w: number) =>
      k.line(d, { color: k.edge(), w: w + 3, cap: 'butt', op: 0.55 }) +
      k.line(d, { color: k.col(), w, cap: 'butt' }) +
      k.line(d, { color: '#fff', w: w * 0.35, cap: 'butt', op: 0.12 }) +
      k.stitch(
        d.replace(/(-?\d+) (-?\d+)/g, (_m, x: string, y: string) => `${x} ${Number(y) - w * 0.32}`),
        0.9,
      );
    if (style === 'slides') s += band('M-66 -176C-30 -196 30 -196 66 -176', 80);
    else if (style === 'cross')
      s +=
        band('M-60 -240C-20 -200 20 -170 58 -140', 24) +
        band('M58 -240C20 -200 -20 -170 -60 -140', 24) +
        band('M-56 -60C-40 4 40 4 52 -60', 16);
    else
      s +=
        band('M-62 -224C-30 -240 30 -240 62 -220', 22) +
        band('M-56 -150C-20 -168 24 -168 56 -146', 22) +
        band('M-56 -60C-40 4 40 4 52 -60', 16);
    if (style !== 'slides')
      s += `<rect x="42" y="-72" width="20" height="20" rx="3" fill="none" stroke="${m}" stroke-width="3.4"/>`;
    return s;
  };
  const svg = g('translate(-70 0) rotate(-4) scale(-1 1)', one()) + g('translate(70 -10) rotate(4)', one());
  return { svg, shapes: [] };
}

function n1(v: number): string {
  return String(Math.round(v * 10) / 10);
}

/** A leg and foot in profile, for on-model footwear shots. */
function legPath(heel: number, lift: number): string {
  const h = heel;
  return (
    `M-146 ${-20 - lift * 0.6}C-150 ${-44 - lift} -120 ${-58 - lift} -80 ${-64 - lift}` +
    `C-40 ${-70 - lift - h * 0.3} -10 ${-92 - lift - h * 0.6} 14 ${-130 - lift - h * 0.7}` +
    `C24 ${-250 - h * 0.6} 14 -460 24 -700L150 -700C156 -580 176 -440 136 -320` +
    `C114 -250 104 -200 106 ${-150 - h * 0.8}C108 ${-100 - h} 132 ${-64 - h} 140 ${-30 - h}` +
    `L110 ${-8 - h - lift * 0.5}C60 ${-8 - h * 0.8} -20 ${-10 - lift} -80 ${-12 - lift}Z`
  );
}

/** A leg and foot in profile, for on-model footwear shots. */
function legProfile(k: Ctx, skin: Rgb, heel: number, lift: number): string {
  const s = k.with(skin, skin, k.r, { plain: true });
  return (
    s.fill(legPath(heel, lift), { sw: 0.8 }) +
    s.fill(
      `M-146 ${-20 - lift * 0.6}C-150 ${-36 - lift} -136 ${-44 - lift} -120 ${-44 - lift}L-118 ${-24 - lift}Z`,
      { sw: 0.5, outline: false },
    )
  );
}

/** Sandals on the model: flat soles and straps over a bare foot, in profile. */
function sandalScene(k: Ctx): WornItem {
  const skin = k.r.pick(SKIN);
  const cork: Rgb = k.r.pick<Rgb>([
    [200, 164, 120],
    [40, 38, 36],
    [236, 230, 220],
    [150, 108, 72],
  ]);
  const m = hex(k.metal());
  const strap = (d: string, w: number) =>
    k.line(d, { color: k.edge(), w: w + 3, cap: 'butt', op: 0.6 }) +
    k.line(d, { color: k.col(), w, cap: 'butt' }) +
    k.line(d, { color: '#fff', w: w * 0.3, cap: 'butt', op: 0.14 });
  let one = legProfile(k, skin, 0, 26);
  one += k.fill(
    'M-154 -14C-156 -26 -140 -28 -120 -28L148 -28C156 -28 158 -20 156 -10C154 -2 148 0 140 0L-140 0C-150 0 -154 -6 -154 -14Z',
    { color: cork, sw: 1 },
  );
  one +=
    strap('M-112 -30L-96 -86', 24) +
    strap('M-30 -30L-8 -108', 24) +
    strap('M18 -168L112 -158', 16) +
    strap('M118 -30L112 -160', 16);
  one += `<rect x="92" y="-172" width="20" height="22" rx="3" fill="none" stroke="${m}" stroke-width="3.4"/>`;
  const back = g('translate(96 -26)', one + k.shadeOver([legPath(0, 26)], 0.2));
  return { svg: back + one, slot: 'scene', view: [-172, -470, 268, 80] };
}

/** Socks on the model: the lower leg and foot covered up to the cuff. */
function sockScene(k: Ctx): WornItem {
  const skin = k.r.pick(SKIN);
  const pattern = k.maybePrint(['stripes', 'dots'], 0.5, 1.6);
  const leg = legPath(0, 4);
  const below = k.uid('sk');
  const inLeg = k.uid('sk');
  k.def(below, `<clipPath id="${below}"><rect x="-400" y="-330" width="800" height="420"/></clipPath>`);
  k.def(inLeg, `<clipPath id="${inLeg}"><path d="${leg}"/></clipPath>`);
  let one = legProfile(k, skin, 0, 4);
  one += `<g clip-path="url(#${below})">${k.fill(leg, { pattern, sw: 1 })}</g>`;
  let ribs = '';
  for (let x = -10; x < 170; x += 7) ribs += `M${x} -328L${x} -284`;
  one +=
    `<g clip-path="url(#${inLeg})"><rect x="-200" y="-330" width="400" height="46" fill="${k.col(-0.05)}"/>` +
    k.line(ribs, { w: 1, op: 0.4 }) +
    (k.r.chance(0.7)
      ? `<ellipse cx="150" cy="-20" rx="50" ry="60" fill="${k.acc()}"/><ellipse cx="-160" cy="-24" rx="40" ry="50" fill="${k.acc()}"/>`
      : '') +
    `</g>`;
  const back = g('translate(96 -26)', one + k.shadeOver([leg], 0.2));
  return { svg: back + one, slot: 'scene', view: [-172, -470, 268, 80] };
}

function footwear(make: (k: Ctx) => Shoe): Accessory {
  return {
    flat(k) {
      const shoe = make(k);
      let svg: string;
      let box: Box;
      if (k.back) {
        svg = g('scale(-1 1)', shoe.svg);
        box = [-162, shoe.top - 8, 162, 6];
      } else {
        svg = g('translate(74 -34) scale(0.97)', shoe.svg + k.shadeOver(shoe.shapes, 0.14)) + shoe.svg;
        box = [-162, shoe.top - 42, 238, 6];
      }
      return { svg, box, focus: shoe.focus, shapes: shoe.shapes, texture: 'leather', ground: true };
    },
    worn(k) {
      const skin = k.r.pick(SKIN);
      const shoe = make(k);
      const front = legProfile(k, skin, shoe.heel, shoe.lift) + shoe.svg;
      const back = g(
        'translate(96 -26)',
        front + k.shadeOver([legPath(shoe.heel, shoe.lift), ...shoe.shapes], 0.2),
      );
      return { svg: back + front, slot: 'scene', view: [-172, -470, 268, 80] };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Socks

function sockShape(k: Ctx): { svg: string; shape: string } {
  const r = k.r;
  const pattern = k.maybePrint(['stripes', 'dots'], 0.5, 1.6);
  const d =
    'M-12 -300L74 -300L76 -130C78 -66 62 -12 20 0L-166 0C-210 0 -214 -86 -166 -88L-54 -90C-22 -92 -12 -112 -12 -146Z';
  let s = k.fill(d, { pattern, sw: 1.2 });
  const heel = 'M76 -150C78 -66 62 -12 20 0L-8 0C12 -30 40 -52 44 -92C46 -120 58 -140 76 -150Z';
  const toe = 'M-166 0C-210 0 -214 -86 -166 -88L-140 -89C-158 -66 -158 -22 -138 0Z';
  if (r.chance(0.7)) s += k.fill(heel, { color: k.a, sw: 0.8 }) + k.fill(toe, { color: k.a, sw: 0.8 });
  const cuff = 'M-12 -300L74 -300L75 -250L-12 -250Z';
  s += k.fill(cuff, { color: shade(k.c, -0.04), sw: 1 });
  for (let x = -6; x < 74; x += 6) s += k.line(`M${x} -298L${x} -252`, { w: 0.8, op: 0.45 });
  s += k.fold('M-40 -92Q-4 -96 8 -130', 6, 0.12, 3) + k.fold('M30 -240L32 -150', 8, 0.08, 4, true);
  return { svg: s, shape: d };
}

const socks: Accessory = {
  flat(k) {
    const sock = sockShape(k);
    const svg = k.back
      ? g('scale(-1 1)', sock.svg)
      : g('translate(58 -26)', sock.svg + k.shadeOver([sock.shape], 0.14)) + sock.svg;
    return {
      svg,
      box: k.back ? [-80, -310, 220, 6] : [-220, -332, 140, 6],
      focus: [20, -270],
      shapes: [sock.shape],
      texture: 'knit',
      ground: true,
    };
  },
  worn: sockScene,
};

// ---------------------------------------------------------------------------------------------
// Bags

type BagStyle = 'tote' | 'handbag' | 'crossbody';

function bagShape(k: Ctx, style: BagStyle, withStrap: boolean): { svg: string; shape: string; top: number } {
  const m = k.metal();
  const metal = `url(#${k.shine(m)})`;
  let s = '';
  let shape: string;
  let top: number;
  if (style === 'tote') {
    shape = 'M-160 -300L160 -300L136 -14C134 -4 126 0 116 0L-116 0C-126 0 -134 -4 -136 -14Z';
    top = -470;
    const handle = 'M-78 -298C-80 -420 -40 -470 0 -470C40 -470 80 -420 78 -298';
    s += k.line(handle, { color: k.col(-0.35), w: 16, cap: 'butt' });
    s += g('translate(22 -6)', k.line(handle, { color: k.col(-0.25), w: 16, cap: 'butt' }));
    s += k.fill(shape, { sw: 1.4 });
    s +=
      k.line(handle, { color: k.edge(), w: 18, cap: 'butt', op: 0.5 }) +
      k.line(handle, { color: k.col(0.02), w: 15, cap: 'butt' }) +
      k.stitch(handle, 1);
    s += k.fill('M-160 -300L160 -300L158 -276L-158 -276Z', { color: shade(k.c, -0.06), sw: 1 });
    s +=
      k.line('M-120 -40L120 -40', { w: 1.2, op: 0.35 }) +
      k.fold('M-120 -270Q-128 -150 -116 -20', 8, 0.12, 4, true);
    for (const x of [-78, 78])
      s += `<rect x="${x - 10}" y="-300" width="20" height="22" rx="3" fill="${k.col(-0.1)}" stroke="${k.edge()}" stroke-width="0.8"/><circle cx="${x}" cy="-290" r="3.4" fill="${metal}"/>`;
    if (!k.back && !k.plain) s += `<rect x="-30" y="-190" width="60" height="26" rx="3" fill="${k.acc()}"/>`;
  } else if (style === 'handbag') {
    shape =
      'M-120 -250C-126 -250 -130 -246 -132 -240L-160 -18C-162 -8 -156 0 -146 0L146 0C156 0 162 -8 160 -18L132 -240C130 -246 126 -250 120 -250Z';
    top = -390;
    const handle = 'M-64 -250C-64 -350 -36 -390 0 -390C36 -390 64 -350 64 -250';
    s +=
      k.line(handle, { color: k.edge(), w: 18, cap: 'butt', op: 0.5 }) +
      k.line(handle, { color: k.col(0.02), w: 15, cap: 'butt' }) +
      k.stitch(handle, 1);
    for (const x of [-64, 64])
      s += `<path d="M${x - 10} -250L${x - 6} -268L${x + 6} -268L${x + 10} -250Z" fill="${metal}"/>`;
    s += k.fill(shape, { sw: 1.4 });
    if (!k.back) {
      const flap = 'M-124 -250L124 -250L140 -130C100 -96 40 -86 0 -86C-40 -86 -100 -96 -140 -130Z';
      s += k.fold('M-134 -124Q0 -70 134 -124', 10, 0.18, 5);
      s +=
        k.fill(flap, { color: shade(k.c, 0.03), sw: 1.2 }) +
        k.stitch('M-116 -242L116 -242L130 -134C94 -104 40 -96 0 -96C-40 -96 -94 -104 -130 -134Z', 1);
      s += `<rect x="-18" y="-104" width="36" height="26" rx="5" fill="${metal}" stroke="${hex(shade(m, -0.4))}" stroke-width="1"/><rect x="-8" y="-96" width="16" height="10" rx="2" fill="${hex(shade(m, -0.25))}"/>`;
    } else s += k.line('M-128 -160L128 -160', { w: 1.4, op: 0.5 }) + k.stitch('M-127 -154L127 -154', 1);
    s += k.stitch('M-150 -10L150 -10', 1);
  } else {
    shape =
      'M-110 -180C-120 -180 -126 -174 -126 -164L-126 -14C-126 -6 -120 0 -110 0L110 0C120 0 126 -6 126 -14L126 -164C126 -174 120 -180 110 -180Z';
    top = withStrap ? -520 : -200;
    if (withStrap) {
      const strap = 'M-120 -168C-140 -300 -100 -500 0 -520C100 -500 140 -300 120 -168';
      s += k.line(strap, { color: k.edge(), w: 9, op: 0.5 }) + k.line(strap, { color: k.col(-0.04), w: 7 });
    }
    for (const x of [-120, 120])
      s += `<rect x="${x - 6}" y="-186" width="12" height="18" rx="3" fill="none" stroke="${metal}" stroke-width="3.4"/>`;
    s += k.fill(shape, { sw: 1.3 });
    if (!k.back) {
      const flap =
        'M-126 -164C-126 -174 -120 -180 -110 -180L110 -180C120 -180 126 -174 126 -164L126 -80C80 -60 -80 -60 -126 -80Z';
      s += k.fold('M-120 -74Q0 -48 120 -74', 8, 0.18, 4);
      s +=
        k.fill(flap, { color: shade(k.c, 0.03), sw: 1.1 }) +
        k.stitch('M-118 -164L-118 -86C-80 -70 80 -70 118 -86L118 -164', 1);
      s += `<circle cx="0" cy="-72" r="10" fill="${metal}" stroke="${hex(shade(m, -0.4))}" stroke-width="1"/>`;
    }
  }
  s += gloss(k, shape, `M-150 ${top}L-90 ${top}L-150 0Z`, 0.07);
  return { svg: s, shape, top };
}

const bag: Accessory = {
  flat(k) {
    const style = k.r.pick(['tote', 'handbag', 'crossbody'] as const);
    const b = bagShape(k, style, true);
    const svg = k.back ? g('scale(-1 1)', b.svg) : b.svg;
    return {
      svg,
      box: [-170, b.top - 12, 170, 6],
      focus: style === 'tote' ? [0, -300] : [0, -110],
      shapes: [b.shape],
      texture: 'leather',
      ground: true,
    };
  },
  worn(k) {
    const style = k.r.pick(['tote', 'handbag', 'crossbody'] as const);
    if (style === 'crossbody') {
      const b = bagShape(k, style, false);
      const strap = 'M-66 166C-20 250 60 330 112 446';
      const sv =
        k.line(strap, { color: k.edge(), w: 4.2, op: 0.5 }) + k.line(strap, { color: k.col(-0.04), w: 3.2 });
      return {
        svg: sv + g('translate(118 520) scale(0.46)', b.svg),
        slot: 'hand',
        view: [-190, 160, 290, 760],
      };
    }
    const b = bagShape(k, style, true);
    const s = style === 'tote' ? 0.42 : 0.46;
    const [hx, hy] = ARM.H;
    const bagSvg = g(`translate(${hx - 4} ${hy - 18 - b.top * s}) scale(${s})`, b.svg);
    return { svg: bagSvg, slot: 'hand', view: [-200, 250, 340, 925] };
  },
};

const backpack: Accessory = {
  flat(k) {
    return backpackItem(k);
  },
  worn(k) {
    const front = backpackItem(k.with(k.c, k.a, k.r, { back: false }));
    return {
      svg: g('translate(0 470) scale(0.56)', front.svg),
      slot: 'outer',
      view: [-220, -20, 220, 530],
      fromBack: true,
    };
  },
};

function backpackItem(k: Ctx): Item {
  const body =
    'M-130 -330C-130 -420 -80 -450 0 -450C80 -450 130 -420 130 -330L136 -24C136 -10 126 0 112 0L-112 0C-126 0 -136 -10 -136 -24Z';
  let s = '';
  const m = k.metal();
  if (k.back) {
    s += k.fill(body, { sw: 1.4 });
    const pad = 'M-100 -380L100 -380L104 -60L-104 -60Z';
    s += k.fill(pad, { color: shade(k.c, -0.15), sw: 1 });
    for (const x of [1, -1]) {
      const st = `M${x * 50} -430C${x * 70} -360 ${x * 110} -240 ${x * 100} -40`;
      s +=
        k.line(st, { color: k.edge(), w: 40, op: 0.5 }) +
        k.line(st, { color: k.col(-0.22), w: 36 }) +
        k.stitch(st, 1);
    }
  } else {
    s += k.line('M-40 -450C-40 -500 40 -500 40 -450', { color: k.col(-0.25), w: 9 });
    s += k.fill(body, { sw: 1.4 });
    s += k.stitch('M-122 -330C-122 -410 -76 -438 0 -438C76 -438 122 -410 122 -330', 1);
    const pocket =
      'M-96 -200C-96 -212 -88 -220 -76 -220L76 -220C88 -220 96 -212 96 -200L100 -40C100 -30 92 -24 82 -24L-82 -24C-92 -24 -100 -30 -100 -40Z';
    s +=
      k.fill(pocket, { color: shade(k.c, 0.03), sw: 1.2 }) +
      k.line('M-90 -180L90 -180', { color: hex(shade(k.c, -0.4)), w: 3 });
    s += `<rect x="60" y="-186" width="10" height="26" rx="3" fill="url(#${k.shine(m)})"/>`;
    s += `<rect x="-36" y="-130" width="72" height="44" rx="6" fill="${k.acc()}"/>`;
    s += k.line('M-130 -300C-80 -320 80 -320 130 -300', { color: hex(shade(k.c, -0.4)), w: 3 });
    for (const x of [-124, 124])
      s += k.line(`M${x} -250L${x * 1.04} -120`, { color: k.col(-0.2), w: 10, cap: 'butt' });
  }
  return {
    svg: s,
    box: [-145, -505, 145, 6],
    focus: [40, -180],
    shapes: [body],
    texture: 'twill',
    ground: true,
  };
}

// ---------------------------------------------------------------------------------------------
// Cap, sunglasses, scarf, belt

const cap: Accessory = {
  flat(k) {
    const crown = 'M-120 0C-124 -90 -64 -150 16 -150C100 -150 142 -84 132 0C60 10 -60 10 -120 0Z';
    const brim = 'M-116 -4C-150 -4 -226 6 -250 30C-220 46 -140 44 -56 24C-80 14 -100 8 -116 -4Z';
    let s = '';
    if (k.back) {
      s += k.fill(mirrorPath(crown), { sw: 1.4 });
      s += `<path d="M-36 6C-36 -44 36 -44 36 6Z" fill="${hex(shade(k.c, -0.45))}"/>`;
      s +=
        k.fill('M-46 -6L46 -6L44 8L-44 8Z', { color: shade(k.c, -0.1), sw: 0.8 }) +
        `<rect x="-10" y="-8" width="20" height="16" rx="2" fill="${hex(k.metal())}"/>`;
      s +=
        k.line('M0 -150L0 -40', { w: 1, op: 0.6 }) +
        k.line('M-60 -130C-70 -90 -80 -40 -96 0M60 -130C70 -90 80 -40 96 0', { w: 1, op: 0.6 });
      s += `<ellipse cx="0" cy="-150" rx="10" ry="5" fill="${k.col(-0.1)}"/>`;
      return {
        svg: s,
        box: [-150, -165, 150, 20],
        focus: [0, -20],
        shapes: [mirrorPath(crown)],
        texture: 'twill',
        ground: true,
      };
    }
    s += k.fill(crown, { sw: 1.4 });
    s +=
      k.line('M16 -150C0 -100 -30 -40 -40 6', { w: 1.2, op: 0.6 }) +
      k.line('M16 -150C50 -100 70 -50 76 6', { w: 1.2, op: 0.6 });
    s += k.stitch('M10 -148C-6 -100 -36 -40 -46 6', 0.9) + k.stitch('M22 -148C56 -100 76 -50 82 6', 0.9);
    s += `<ellipse cx="16" cy="-150" rx="12" ry="6" fill="${k.col(-0.08)}" stroke="${k.edge()}" stroke-width="0.8"/>`;
    for (const [x, y] of [
      [-20, -96],
      [60, -100],
    ] as const)
      s += `<ellipse cx="${x}" cy="${y}" rx="4" ry="3" fill="${k.col(-0.35)}"/>`;
    if (!k.plain) s += `<path d="M-86 -62L-40 -78L-34 -50L-80 -36Z" fill="${k.acc()}"/>`;
    s +=
      k.fill(brim, { color: shade(k.c, -0.05), sw: 1.2 }) +
      k.stitch('M-118 4C-150 8 -210 16 -236 30', 0.9) +
      k.stitch('M-108 10C-140 16 -196 24 -222 34', 0.9);
    s += k.fold('M-110 4Q-160 8 -200 20', 6, 0.2, 3);
    return {
      svg: s,
      box: [-256, -162, 140, 48],
      focus: [-60, -60],
      shapes: [crown, brim],
      texture: 'twill',
      ground: true,
    };
  },
  worn(k) {
    const crown = sym(
      [0, -2],
      [
        ['C', 32, -2, 50, 16, 50, 50],
        ['L', 0, 52],
      ],
    );
    const brim = sym(
      [0, 42],
      [
        ['C', 34, 42, 52, 44, 56, 50],
        ['C', 46, 64, 26, 72, 0, 72],
      ],
    );
    let s =
      k.fill(crown, { sw: 0.8 }) +
      k.line('M0 -2L0 48M-26 4C-32 20 -36 34 -38 48M26 4C32 20 36 34 38 48', { w: 0.6, op: 0.6 });
    if (!k.plain) s += `<rect x="-14" y="16" width="28" height="14" rx="2" fill="${k.acc()}"/>`;
    s +=
      k.fill(brim, { color: shade(k.c, -0.06), sw: 0.8 }) +
      `<path d="M-50 52Q0 60 50 52" fill="none" stroke="#000" stroke-opacity="0.18" stroke-width="3"/>`;
    return { svg: s, slot: 'head', view: [-150, -40, 150, 335] };
  },
};

function glassesSvg(k: Ctx): { svg: string; shapes: string[] } {
  const style = k.r.pick(['wayfarer', 'round', 'aviator', 'cateye'] as const);
  const frame = k.c;
  const thin = style === 'aviator' || style === 'round';
  const lensId = k.uid('ln');
  const tint = mix([20, 20, 24], k.a, 0.3);
  k.def(
    lensId,
    `<linearGradient id="${lensId}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hex(shade(tint, -0.3))}"/><stop offset="1" stop-color="${hex(shade(tint, 0.35))}" stop-opacity="0.92"/></linearGradient>`,
  );
  const lens =
    style === 'round'
      ? 'M-22 0C-22 -34 -50 -60 -82 -60C-114 -60 -140 -34 -140 0C-140 34 -114 60 -82 60C-50 60 -22 34 -22 0Z'
      : style === 'aviator'
        ? 'M-24 -36C-56 -52 -128 -52 -142 -26C-150 8 -132 62 -88 64C-50 64 -30 30 -24 -36Z'
        : style === 'cateye'
          ? 'M-24 -30C-40 -44 -110 -52 -150 -62C-146 -20 -130 46 -84 48C-44 48 -28 10 -24 -30Z'
          : 'M-22 -42L-142 -46C-140 0 -128 44 -82 46C-40 46 -26 10 -22 -42Z';
  const m = hex(k.metal());
  const frameCol = thin ? m : hex(frame);
  let s = '';
  for (const side of [1, -1]) {
    const d = side === 1 ? lens : mirrorPath(lens);
    const x = side * -142;
    s += k.line(`M${x} -32L${x + side * -22} -22`, { color: frameCol, w: thin ? 4 : 10 });
    s += `<path d="${d}" fill="url(#${lensId})"/>`;
    s += gloss(k, d, `M${side * -40} -70L${side * -70} -70L${side * -130} 70L${side * -110} 70Z`, 0.16);
    s += `<path d="${d}" fill="none" stroke="${frameCol}" stroke-width="${thin ? 4 : 12}" stroke-linejoin="round"/>`;
    if (!thin)
      s += `<path d="${d}" fill="none" stroke="#fff" stroke-opacity="0.18" stroke-width="3" transform="translate(0 -3)"/>`;
    s += `<circle cx="${side * -136}" cy="-36" r="${thin ? 3 : 3.4}" fill="${m}"/>`;
  }
  s += k.line(style === 'aviator' ? 'M-24 -36Q0 -44 24 -36M-26 -22Q0 -28 26 -22' : 'M-22 -26Q0 -40 22 -26', {
    color: frameCol,
    w: thin ? 4 : 10,
  });
  if (thin) s += k.line('M-40 10l-8 12M40 10l8 12', { color: m, w: 2 });
  return { svg: s, shapes: [lens, mirrorPath(lens)] };
}

const sunglasses: Accessory = {
  flat(k) {
    const gl = glassesSvg(k);
    const svg = k.back ? g('scale(-1 1)', gl.svg) : gl.svg;
    return {
      svg: g('translate(0 -80)', svg),
      box: [-180, -160, 180, 0],
      focus: [80, -80],
      shapes: [],
      texture: 'glass',
      ground: true,
    };
  },
  worn(k) {
    const gl = glassesSvg(k);
    return { svg: g('translate(0 60) scale(0.3)', gl.svg), slot: 'head', view: [-140, -30, 140, 320] };
  },
};

function scarfPattern(k: Ctx): string | null {
  return k.plain
    ? null
    : k.r.pick([k.print('check', 1.6), k.print('stripes', 1.4), null, k.print('check', 1.2)]);
}

function fringe(k: Ctx, x0: number, x1: number, y: number, len: number): string {
  let d = '';
  for (let x = x0 + 3; x < x1 - 1; x += 5) d += `M${x} ${y}l${(x % 3) - 1} ${len}`;
  return k.line(d, { color: k.col(-0.05), w: 2.4 }) + k.line(d, { w: 0.5, op: 0.5 });
}

const scarf: Accessory = {
  flat(k) {
    const pattern = scarfPattern(k);
    const panel = 'M-100 0C-100 -40 70 -40 70 0L80 560L-96 560Z';
    const backPanel = 'M-60 20L110 20L120 470L-52 470Z';
    let s = fringe(k, -52, 120, 468, 40);
    s += k.fill(backPanel, { color: shade(k.c, -0.12), pattern });
    s += fringe(k, -96, 80, 558, 44) + k.fill(panel, { pattern });
    for (const x of [-60, -10, 40]) s += k.fold(`M${x} 30Q${x + 10} 300 ${x + 4} 540`, 8, 0.12, 4, x === -10);
    s += k.fold('M-90 -10Q-10 -36 60 -10', 10, 0.16, 4, true);
    return {
      svg: s,
      box: [-110, -40, 130, 608],
      focus: [0, 500],
      shapes: [panel],
      texture: 'knit',
      ground: false,
    };
  },
  worn(k) {
    const pattern = scarfPattern(k);
    const wrap = 'M-56 150C-50 200 50 200 56 150L66 172C56 236 -56 236 -66 172Z';
    const end1 = 'M-40 196C-44 280 -50 360 -54 430L-6 432C-6 360 -8 280 -8 210Z';
    const end2 = 'M0 206C6 270 14 330 20 392L60 380C50 320 40 260 30 200Z';
    let s =
      fringe(k, -54, -6, 430, 22) +
      k.fill(end1, { pattern }) +
      fringe(k, 20, 60, 386, 20) +
      k.fill(end2, { color: shade(k.c, 0.03), pattern });
    s +=
      k.fill(wrap, { pattern }) +
      k.fold('M-50 180Q0 214 50 180', 6, 0.2, 3) +
      k.fold('M-20 230Q-24 320 -28 420', 6, 0.12, 3);
    return { svg: s, slot: 'neck', view: [-180, -20, 180, 430] };
  },
};

const belt: Accessory = {
  flat(k) {
    const m = k.metal();
    const metal = hex(m);
    // a coiled belt: an elliptical spiral from the buckle (front) to the tip inside
    const spiral = (off: number, from = 0, to = 1): string => {
      const pts: string[] = [];
      const turns = 1.3;
      for (let i = Math.round(from * 120); i <= Math.round(to * 120); i++) {
        const t = i / 120;
        const a = Math.PI / 2 + t * turns * 2 * Math.PI;
        const rx = 196 - t * 96 + off;
        const ry = 124 - t * 62 + off * 0.64;
        pts.push(`${n1(rx * Math.cos(a))} ${n1(ry * Math.sin(a))}`);
      }
      return `M${pts.join('L')}`;
    };
    const band = (d: string) =>
      k.line(d, { color: k.edge(), w: 46, cap: 'round', op: 0.6 }) +
      k.line(d, { color: k.col(), w: 43, cap: 'round' }) +
      k.line(d, { color: '#fff', w: 10, cap: 'butt', op: 0.07 });
    let s =
      band(spiral(0, 0.55, 1)) +
      k.stitch(spiral(15, 0.55, 0.98), 1.2) +
      k.stitch(spiral(-15, 0.55, 0.98), 1.2);
    for (let i = 0; i < 5; i++) {
      const t = 0.82 + i * 0.035;
      const a = Math.PI / 2 + t * 1.3 * 2 * Math.PI;
      s += `<ellipse cx="${n1((196 - t * 96) * Math.cos(a))}" cy="${n1((124 - t * 62) * Math.sin(a))}" rx="4.5" ry="3.4" fill="${hex(shade(k.c, -0.6))}"/>`;
    }
    s += k.fold(spiral(-26, 0.55, 0.98), 8, 0.25, 4);
    s +=
      band(spiral(0, 0.02, 0.56)) +
      k.stitch(spiral(15, 0.02, 0.56), 1.2) +
      k.stitch(spiral(-15, 0.02, 0.56), 1.2);
    s += `<rect x="-44" y="94" width="88" height="64" rx="12" fill="none" stroke="${hex(shade(m, -0.35))}" stroke-width="14"/>`;
    s += `<rect x="-44" y="94" width="88" height="64" rx="12" fill="none" stroke="url(#${k.shine(m)})" stroke-width="11"/>`;
    s += `<path d="M-44 126L6 126" stroke="${hex(shade(m, -0.35))}" stroke-width="7" stroke-linecap="round"/><path d="M-44 126L6 126" stroke="${metal}" stroke-width="5" stroke-linecap="round"/>`;
    return {
      svg: s,
      box: [-222, -150, 222, 166],
      focus: [0, 120],
      shapes: [],
      texture: 'leather',
      ground: true,
    };
  },
  worn(k) {
    const m = k.metal();
    const bandD = 'M-72 360L72 360L73 384L-73 384Z';
    let s = k.fill(bandD, { sw: 0.8 }) + k.stitch('M-72 363L72 363', 0.6) + k.stitch('M-72 381L72 381', 0.6);
    s += `<rect x="-13" y="355" width="26" height="34" rx="4" fill="none" stroke="url(#${k.shine(m)})" stroke-width="4.5"/>`;
    s += k.fill('M13 360L40 360L40 384L13 384Z', { sw: 0.6 });
    s += `<rect x="30" y="358" width="7" height="28" rx="1" fill="${k.col(-0.06)}" stroke="${k.edge()}" stroke-width="0.5"/>`;
    return { svg: s, slot: 'waist', view: [-170, 200, 170, 625] };
  },
};

// ---------------------------------------------------------------------------------------------
// Beauty

function glass(k: Ctx, tint: Rgb): string {
  const id = k.uid('gl');
  return k.def(
    id,
    `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">` +
      `<stop offset="0" stop-color="${hex(shade(tint, -0.25))}" stop-opacity="0.95"/>` +
      `<stop offset="0.18" stop-color="${hex(shade(tint, 0.55))}" stop-opacity="0.85"/>` +
      `<stop offset="0.5" stop-color="${hex(shade(tint, 0.2))}" stop-opacity="0.8"/>` +
      `<stop offset="0.85" stop-color="${hex(shade(tint, -0.1))}" stop-opacity="0.9"/>` +
      `<stop offset="1" stop-color="${hex(shade(tint, -0.35))}" stop-opacity="0.95"/></linearGradient>`,
  );
}

function labelLines(x: number, y: number, w: number, color: string, lines = 3): string {
  let s = '';
  for (let i = 0; i < lines; i++) {
    const lw = i === 0 ? w : w * (0.7 - i * 0.12);
    s += `<rect x="${n1(x - lw / 2)}" y="${n1(y + i * 12)}" width="${n1(lw)}" height="${i === 0 ? 6 : 3.4}" rx="1.5" fill="${color}"/>`;
  }
  return s;
}

function perfumeSvg(k: Ctx): { svg: string; shape: string; top: number } {
  const style = k.r.pick(['square', 'round', 'slim'] as const);
  const m = k.metal();
  const capGold = k.r.chance(0.6);
  const capFill = capGold ? `url(#${k.shine(m)})` : `url(#${k.shine(shade(k.a, -0.2))})`;
  const bottle =
    style === 'round'
      ? 'M0 -250C80 -250 118 -190 118 -122C118 -46 70 0 0 0C-70 0 -118 -46 -118 -122C-118 -190 -80 -250 0 -250Z'
      : style === 'slim'
        ? 'M-62 -300L62 -300C70 -300 74 -296 74 -288L74 -12C74 -4 70 0 62 0L-62 0C-70 0 -74 -4 -74 -12L-74 -288C-74 -296 -70 -300 -62 -300Z'
        : 'M-104 -240L104 -240C114 -240 120 -234 120 -224L120 -14C120 -6 114 0 104 0L-104 0C-114 0 -120 -6 -120 -14L-120 -224C-120 -234 -114 -240 -104 -240Z';
  const topY = style === 'round' ? -250 : style === 'slim' ? -300 : -240;
  const liquid = bottle.replace(/-(2[45]0|300)/g, (mm) => String(Number(mm) + 60));
  let s = `<path d="${bottle}" fill="url(#${glass(k, shade(k.c, 0.25))})"/>`;
  s += `<path d="${liquid}" fill="${hex(k.c)}" fill-opacity="0.55" transform="translate(0 ${-0}) scale(0.9 0.96) translate(0 -6)"/>`;
  s += `<path d="${bottle}" fill="url(#${k.vol()})"/>`;
  s +=
    gloss(k, bottle, `M-90 ${topY}L-60 ${topY}L-60 0L-90 0Z`, 0.35) +
    gloss(k, bottle, `M70 ${topY}L80 ${topY}L80 0L70 0Z`, 0.25);
  s += `<path d="${bottle}" fill="none" stroke="${hex(shade(k.c, -0.35))}" stroke-width="2.2" stroke-opacity="0.6"/>`;
  s += `<rect x="-20" y="${topY - 24}" width="40" height="28" fill="url(#${k.shine(m)})"/>`;
  const capH = style === 'slim' ? 130 : 100;
  const capW = style === 'slim' ? 50 : style === 'round' ? 46 : 64;
  s += `<rect x="${-capW}" y="${topY - 22 - capH}" width="${capW * 2}" height="${capH}" rx="${style === 'round' ? capW : 8}" fill="${capFill}" stroke="${hex(shade(capGold ? m : k.a, -0.4))}" stroke-width="1.2"/>`;
  const lab = luma(k.c) > 0.6 ? '#2b2b2b' : '#ffffff';
  s += `<rect x="-56" y="${topY / 2 - 28}" width="112" height="60" rx="3" fill="${lab === '#ffffff' ? '#ffffff' : '#f5f1ea'}" fill-opacity="0.9"/>`;
  s += labelLines(0, topY / 2 - 16, 76, '#2b2b2b', 3);
  return { svg: s, shape: bottle, top: topY - 24 - capH };
}

function creamSvg(k: Ctx): { svg: string; shape: string; top: number } {
  const jar = k.r.chance(0.5);
  const m = k.metal();
  if (jar) {
    const body =
      'M-140 -130L140 -130C146 -130 150 -126 150 -120L150 -12C150 -4 144 0 136 0L-136 0C-144 0 -150 -4 -150 -12L-150 -120C-150 -126 -146 -130 -140 -130Z';
    let s = k.fill(body, { color: shade(k.c, 0.55), sw: 1.2 });
    s += `<path d="M-150 -190L150 -190L150 -126L-150 -126Z" fill="url(#${k.shine(k.a)})"/>`;
    s += `<path d="M-150 -190L150 -190L150 -126L-150 -126Z" fill="none" stroke="${hex(shade(k.a, -0.4))}" stroke-width="1.2"/>`;
    s += `<ellipse cx="0" cy="-190" rx="150" ry="12" fill="${hex(shade(k.a, 0.15))}"/>`;
    s += labelLines(0, -92, 150, hex(shade(k.c, -0.5)), 3);
    return { svg: s, shape: body, top: -204 };
  }
  const tube = 'M-52 -64L-62 -420L62 -420L52 -64Z';
  let s = `<rect x="-48" y="-64" width="96" height="64" rx="6" fill="url(#${k.shine(k.r.chance(0.5) ? m : shade(k.a, -0.1))})"/>`;
  s += k.fill(tube, { color: shade(k.c, 0.35), sw: 1.2 });
  s += k.fill('M-64 -420L64 -420L64 -446L-64 -446Z', { color: shade(k.c, 0.3), sw: 1 });
  for (let x = -58; x < 60; x += 6) s += k.line(`M${x} -444L${x} -422`, { w: 0.6, op: 0.4 });
  s += `<rect x="-40" y="-320" width="80" height="6" fill="${k.acc()}"/>`;
  s += labelLines(0, -290, 70, hex(shade(k.c, -0.55)), 4);
  return { svg: s, shape: tube, top: -446 };
}

function lipstickSvg(k: Ctx): { svg: string; shape: string; top: number } {
  const m = k.r.chance(0.5) ? k.metal() : shade(k.a, -0.2);
  const shine = `url(#${k.shine(m)})`;
  const bullet = 'M-24 -250L24 -250L24 -290C24 -300 -10 -330 -20 -332C-24 -332 -24 -326 -24 -320Z';
  let s = `<rect x="-40" y="-170" width="80" height="170" rx="4" fill="${shine}"/>`;
  s += `<rect x="-30" y="-250" width="60" height="84" rx="2" fill="url(#${k.shine(shade(m, 0.2))})"/>`;
  s += k.fill(bullet, { sw: 1 }) + gloss(k, bullet, 'M-18 -250L-10 -250L-10 -326L-18 -326Z', 0.4);
  s += k.line('M-40 -170L40 -170', { color: hex(shade(m, -0.4)), w: 1.5 });
  s += g(
    'translate(70 0)',
    `<rect x="0" y="-80" width="190" height="80" rx="6" fill="${shine}"/><rect x="150" y="-80" width="40" height="80" rx="4" fill="${hex(shade(m, -0.2))}"/>`,
  );
  return { svg: s, shape: bullet, top: -334 };
}

function beauty(make: (k: Ctx) => { svg: string; shape: string; top: number }, halfW = 130): Accessory {
  return {
    flat(k) {
      const p = make(k);
      const svg = k.back ? g('scale(-1 1)', p.svg) : p.svg;
      const right = make === lipstickSvg ? 262 : halfW + 24;
      const box: Box =
        k.back && make === lipstickSvg
          ? [-right, p.top - 10, 50, 6]
          : [make === lipstickSvg ? -50 : -halfW - 24, p.top - 10, right, 6];
      return { svg, box, focus: [0, p.top / 2], shapes: [p.shape], texture: 'glass', ground: true };
    },
    worn(k) {
      const p = make(k);
      const s = Math.min(170 / -p.top, 140 / (halfW * 2 + (make === lipstickSvg ? 140 : 48)));
      return {
        svg: g(`translate(60 ${348}) scale(${Math.round(s * 100) / 100})`, p.svg),
        slot: 'head',
        view: [-150, -30, 150, 345],
      };
    },
  };
}

function genericSvg(k: Ctx): Item {
  const box = 'M-160 -260L160 -260L160 0L-160 0Z';
  let s = k.fill(box, { sw: 1.4 });
  s += k.fill('M-172 -300L172 -300L172 -250L-172 -250Z', { color: shade(k.c, 0.05), sw: 1.2 });
  s += `<rect x="-20" y="-300" width="40" height="300" fill="${k.acc()}"/>`;
  s += `<path d="M0 -300C-40 -360 -100 -350 -80 -310C-70 -296 -30 -300 0 -300ZM0 -300C40 -360 100 -350 80 -310C70 -296 30 -300 0 -300Z" fill="${k.acc(-0.1)}"/>`;
  return {
    svg: s,
    box: [-180, -360, 180, 6],
    focus: [0, -300],
    shapes: [box],
    texture: 'none',
    ground: true,
  };
}

export const generic: Accessory = {
  flat: genericSvg,
  worn(k) {
    return {
      svg: g('translate(60 348) scale(0.45)', genericSvg(k).svg),
      slot: 'head',
      view: [-150, -30, 150, 345],
    };
  },
};

export const ACCESSORIES = {
  sneakers: footwear(sneakerShape),
  boots: footwear(bootShape),
  shoes: footwear(shoeShape),
  sandals: {
    flat(k: Ctx): Item {
      const t = sandalsTopSvg(k);
      return {
        svg: k.back ? g('scale(1 -1) translate(0 300)', t.svg) : t.svg,
        box: [-150, -312, 150, 20],
        focus: [70, -200],
        shapes: t.shapes,
        texture: 'leather',
        ground: true,
      };
    },
    worn: sandalScene,
  } satisfies Accessory,
  bag,
  backpack,
  cap,
  scarf,
  belt,
  sunglasses,
  perfume: beauty(perfumeSvg),
  cream: beauty(creamSvg, 150),
  lipstick: beauty(lipstickSvg),
  socks,
};
export type AccessoryKind = keyof typeof ACCESSORIES;
