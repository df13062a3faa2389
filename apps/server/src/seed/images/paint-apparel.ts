/**
 * Garments, drawn in body space (figure.ts) as if on an invisible mannequin, which is how a
 * catalogue shows them and lets the same drawing dress the model figure.
 */
import { armSide, sleeveBand, sleeveLine, sleevePath } from './figure.ts';
import type { Box, Ctx, Item } from './paint-ctx.ts';
import { hex, luma, mirrorPath, mix, path, pt, shade, sym, type Pt, type Rgb, type Seg } from './svg-kit.ts';

type Garment = Item;

function both(d: string): string[] {
  return [d, mirrorPath(d)];
}

/** Draws a right-side shape and its mirror with the same style. */
function pair(k: Ctx, d: string, o: Parameters<Ctx['fill']>[1] = {}): string {
  return k.fill(d, o) + k.fill(mirrorPath(d), o);
}

function boxOf(pts: Pt[], pad = 4): Box {
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  return [Math.min(...xs) - pad, Math.min(...ys) - pad, Math.max(...xs) + pad, Math.max(...ys) + pad];
}

/** Extent of a symmetric sleeve to t. */
function sleeveExtent(t: number, w: number, top: Pt): Pt[] {
  const o = armSide(t, w);
  const mid = armSide(t * 0.5, w);
  return [o, mid, top, [-o[0], o[1]], [-top[0], top[1]]];
}

/** The visible inside of the back neck of a crew or V neckline, plus its rib. */
function crewNeck(k: Ctx, depth: number, halfW: number, rib: number, vee = false): string {
  const y0 = 152;
  if (k.back) {
    const d = `M${-halfW} ${y0}C${-halfW * 0.6} ${y0 + 12} ${halfW * 0.6} ${y0 + 12} ${halfW} ${y0}`;
    return k.line(d, { color: k.col(-0.06), w: rib, cap: 'butt' }) + k.line(d, { w: 0.6, op: 0.6 });
  }
  const front = vee
    ? `M${halfW} ${y0}L0 ${depth}L${-halfW} ${y0}`
    : `M${halfW} ${y0}C${halfW * 0.9} ${y0 + (depth - y0) * 0.6} ${halfW * 0.5} ${depth} 0 ${depth}C${-halfW * 0.5} ${depth} ${-halfW * 0.9} ${y0 + (depth - y0) * 0.6} ${-halfW} ${y0}`;
  const inside = `M${-halfW} ${y0}C${-halfW * 0.6} ${y0 + 14} ${halfW * 0.6} ${y0 + 14} ${halfW} ${y0}${front.replace(/^M[^C L]+/, '')}Z`;
  return (
    (k.worn
      ? ''
      : `<path d="${inside}" fill="${k.col(luma(k.c) < 0.2 ? 0.08 : -0.3)}"/>` +
        k.fold(`M${-halfW * 0.7} ${y0 + 8}Q0 ${y0 + 16} ${halfW * 0.7} ${y0 + 8}`, 5, 0.25, 2)) +
    k.line(front, { color: k.col(-0.04), w: rib, cap: 'butt' }) +
    k.line(front, { w: 0.6, op: 0.7 })
  );
}

/** Vertical rib lines inside a band (hems and cuffs of knits). */
function ribs(k: Ctx, d: string, x0: number, x1: number, y0: number, y1: number, step = 4): string {
  const id = k.uid('rb');
  let lines = '';
  for (let x = x0; x <= x1; x += step) lines += `M${x} ${y0}L${x} ${y1}`;
  return (
    `<clipPath id="${id}"><path d="${d}"/></clipPath>` +
    `<g clip-path="url(#${id})">${k.line(lines, { w: 0.7, op: 0.45 })}</g>`
  );
}

function sleeveRibs(k: Ctx, t0: number, t1: number, w0: number, w1: number): string {
  let s = k.fill(sleeveBand(t0, t1, w0, w1), { sw: 0.9 });
  for (let i = 1; i < 6; i++) {
    const f = i / 6;
    const a = armSide(t0, w0 - f * w0 * 1.95);
    const b = armSide(t1, w1 - f * w1 * 1.95);
    s += k.line(`M${pt(a)}L${pt(b)}`, { w: 0.6, op: 0.4 });
  }
  return s;
}

/** The same markup with every path mirrored to the other side. */
function mirrored(markup: string): string {
  return markup.replace(/d="([^"]+)"/g, (_m, d: string) => `d="${mirrorPath(d)}"`);
}

function buttons(k: Ctx, x: number, ys: number[], r: number, color?: string): string {
  const c = color ?? (luma(k.c) > 0.6 ? k.col(-0.25) : k.col(0.35));
  return ys
    .map(
      (y) =>
        `<circle cx="${x}" cy="${y}" r="${r}" fill="${c}" stroke="${k.col(-0.4)}" stroke-width="${r * 0.15}" stroke-opacity="0.5"/>` +
        `<circle cx="${x - r * 0.3}" cy="${y - r * 0.3}" r="${r * 0.35}" fill="#fff" fill-opacity="0.35"/>`,
    )
    .join('');
}

/** The dark inside glimpsed between a long sleeve and the body, below the armpit. */
function armpits(k: Ctx, under: Pt, w: number): string {
  const d = `M${pt([under[0] - 6, under[1] - 6])}L${pt(armSide(0.4, -w * 0.45))}L${pt([under[0] - 14, under[1] + 100])}Z`;
  return `<path d="${d}" fill="${k.col(luma(k.c) < 0.2 ? 0.06 : -0.42)}"/><path d="${mirrorPath(d)}" fill="${k.col(luma(k.c) < 0.2 ? 0.06 : -0.42)}"/>`;
}

// ---------------------------------------------------------------------------------------------

export function tshirt(k: Ctx): Garment {
  const r = k.r;
  const ease = r.range(0, 8);
  const print = k.plain ? 'none' : r.pick(['none', 'none', 'logo', 'graphic', 'stripes'] as const);
  const pattern = print === 'stripes' ? k.print('stripes', 1.1) : null;
  const depth = k.back ? 160 : 188;
  const top: Pt = [114 + ease, 174];
  const under: Pt = [102 + ease, 264];
  const body = sym(
    [0, 160],
    [
      ['L', 42, 152],
      ['L', top[0], top[1]],
      ['C', 112 + ease, 212, 106 + ease, 240, under[0], under[1]],
      ['C', 100 + ease, 330, 100 + ease, 420, 103 + ease, 502],
      ['C', 70, 505, 30, 507, 0, 507],
    ],
  );
  const sleeve = sleevePath(0.32, 30, 31, top, under);
  let s = k.fill(body, { pattern });
  s += pair(k, sleeve, { pattern });
  s +=
    k.line(mirrorPath(sleeveLine(0.28, 30)), { w: 0.7, op: 0.6 }) +
    k.line(sleeveLine(0.28, 30), { w: 0.7, op: 0.6 });
  s += k.stitch(`M${-100 - ease} 496Q0 500 ${100 + ease} 496`);
  s += k.fold('M88 290Q70 320 66 360', 6, 0.12) + k.fold('M-88 290Q-70 320 -66 360', 6, 0.12);
  s += k.fold('M-40 440Q-10 470 20 490', 5, 0.07);
  s += crewNeck(k, depth, 42, 7);
  if (!k.back && print === 'logo') {
    s += `<path d="M48 222l10 -8 10 8 -10 8z" fill="${k.acc()}"/>`;
  } else if (!k.back && print === 'graphic') {
    const g = r.pick(['circle', 'arch', 'bars'] as const);
    const a = k.acc();
    const a2 = hex(mix(k.a, k.c, 0.5));
    if (g === 'circle')
      s += `<circle cx="0" cy="300" r="44" fill="${a}"/><circle cx="0" cy="300" r="28" fill="${a2}"/>`;
    else if (g === 'arch')
      s += `<path d="M-46 340V300A46 46 0 0 1 46 300V340Z" fill="${a}"/><path d="M-26 340V306A26 26 0 0 1 26 306V340Z" fill="${a2}"/>`;
    else
      s += [0, 1, 2, 3]
        .map(
          (i) =>
            `<rect x="-50" y="${262 + i * 22}" width="100" height="12" rx="6" fill="${i % 2 ? a2 : a}"/>`,
        )
        .join('');
  }
  const ext = sleeveExtent(0.32, 31, top);
  return {
    svg: s,
    box: boxOf([...ext, [0, 148], [0, 508]]),
    focus: [0, 200],
    shapes: [body, ...both(sleeve)],
    texture: 'knit',
    ground: false,
  };
}

export function top(k: Ctx): Garment {
  const r = k.r;
  const style = r.pick(['tank', 'cami', 'puff'] as const);
  const pattern = k.maybePrint(['stripes', 'dots', 'floral'], 0.3, 0.8);
  const hemY = r.range(455, 485);
  let s = '';
  let body: string;
  const shapes: string[] = [];
  let ext: Pt[] = [];
  if (style === 'cami') {
    const neck = k.back ? 226 : 236;
    body = sym(
      [0, neck],
      [
        ['C', 30, neck - 8, 58, neck - 10, 76, neck - 4],
        ['C', 84, 248, 90, 256, 94, 262],
        ['C', 90, 310, 78, 340, 80, 380],
        ['C', 74, 420, 92, 444, 96, hemY],
        ['C', 60, hemY + 4, 30, hemY + 6, 0, hemY + 6],
      ],
    );
    const strap = 'M64 230L50 150';
    s +=
      k.line(strap, { color: k.col(-0.05), w: 4 }) + k.line(mirrorPath(strap), { color: k.col(-0.05), w: 4 });
    ext = [
      [-96, 150],
      [96, hemY + 6],
    ];
  } else {
    const neck = k.back ? 176 : r.range(205, 228);
    body = sym(
      [0, neck],
      [
        ['C', 26, neck, 44, neck - 30, 48, 156],
        ['L', 76, 160],
        ['C', 78, 196, 84, 232, 98, 254],
        ['C', 90, 310, 78, 340, 80, 380],
        ['C', 74, 420, 92, 444, 96, hemY],
        ['C', 60, hemY + 4, 30, hemY + 6, 0, hemY + 6],
      ],
    );
    ext = [
      [-100, 152],
      [100, hemY + 6],
    ];
    if (style === 'puff') {
      const puff = path(
        [74, 160],
        [
          ['C', 104, 150, 134, 172, 140, 214],
          ['C', 142, 236, 132, 250, 118, 252],
          ['C', 110, 246, 102, 250, 96, 254],
          ['C', 86, 230, 78, 196, 74, 160],
        ],
      );
      shapes.push(...both(puff));
      s +=
        pair(k, puff, { pattern }) +
        k.fold('M100 176Q118 200 120 240', 4, 0.12) +
        k.fold('M-100 176Q-118 200 -120 240', 4, 0.12);
      ext = [
        [-144, 150],
        [144, hemY + 6],
      ];
    }
  }
  const inside = `<path d="M-50 156Q0 174 50 156L50 240L-50 240Z" fill="${k.col(luma(k.c) < 0.2 ? 0.1 : -0.32)}"/>`;
  s = (style === 'cami' || k.worn ? '' : inside) + k.fill(body, { pattern }) + s;
  if (style !== 'cami') {
    const neckLine = k.back ? 'M-48 156Q0 180 48 156' : '';
    if (neckLine) s += k.line(neckLine, { w: 0.8, op: 0.6 });
    else s += k.stitch('M-44 160C-36 190 -20 206 0 212C20 206 36 190 44 160');
  }
  s += k.fold('M60 300Q50 340 54 380', 5, 0.1) + k.fold('M-60 300Q-50 340 -54 380', 5, 0.1);
  s += k.stitch(`M-92 ${hemY - 6}Q0 ${hemY} 92 ${hemY - 6}`);
  if (!k.back && !k.plain && r.chance(0.4)) {
    // a small bow at the neckline
    s += `<path d="M0 ${style === 'cami' ? 236 : 212}l-14 -8v16zM0 ${style === 'cami' ? 236 : 212}l14 -8v16z" fill="${k.acc()}"/>`;
  }
  shapes.unshift(body);
  return { svg: s, box: boxOf(ext), focus: [0, 230], shapes, texture: 'twill', ground: false };
}

export function shirt(k: Ctx): Garment {
  const r = k.r;
  const pattern = k.maybePrint(['pinstripe', 'check', 'stripes'], 0.4, 0.7);
  const pocket = r.chance(0.5);
  const top: Pt = [116, 174];
  const under: Pt = [106, 270];
  const body = sym(
    [0, 150],
    [
      ['L', 38, 150],
      ['L', top[0], top[1]],
      ['C', 114, 212, 110, 246, under[0], under[1]],
      ['C', 104, 350, 104, 440, 106, 520],
      ['C', 80, 522, 40, 550, 0, 550],
    ],
  );
  const sleeve = sleevePath(0.93, 32, 24, top, under);
  const cuff = sleeveBand(0.92, 1.04, 24, 22);
  let s = armpits(k, under, 30) + k.fill(body, { pattern });
  s += pair(k, sleeve, { pattern }) + pair(k, cuff, { pattern });
  s += k.fold('M96 300Q80 340 78 390', 6, 0.1) + k.fold('M-96 300Q-80 340 -78 390', 6, 0.1);
  s += k.fold(`M${pt(armSide(0.5, 10))}L${pt(armSide(0.56, -14))}`, 4, 0.14);
  s += k.fold(
    `M${pt([-armSide(0.5, 10)[0], armSide(0.5, 10)[1]])}L${pt([-armSide(0.56, -14)[0], armSide(0.56, -14)[1]])}`,
    4,
    0.14,
  );
  s += k.stitch('M-104 512C-70 514 -36 540 0 542C36 540 70 514 104 512');
  if (k.back) {
    s += k.line('M-112 212Q0 220 112 212', { w: 0.9, op: 0.7 }) + k.stitch('M-112 216Q0 224 112 216');
    s += k.line('M-8 218L-8 250M8 218L8 250', { w: 0.7, op: 0.5 });
    const band = 'M-38 150C-30 138 30 138 38 150L40 166C30 158 -30 158 -40 166Z';
    s += k.fill(band, { sw: 0.8, pattern });
  } else {
    s += k.line('M-7 196L-7 546M7 196L7 546', { w: 0.7, op: 0.55 });
    s += buttons(k, 0, [212, 270, 330, 390, 450, 508], 3.8);
    if (pocket) {
      const p = 'M40 246L80 246L80 292L60 300L40 292Z';
      s += k.fill(p, { sw: 0.8, pattern }) + k.stitch('M42 254L78 254');
    }
    const inside = 'M-38 150C-22 138 22 138 38 150C30 168 18 184 4 200L-4 200C-18 184 -30 168 -38 150Z';
    if (!k.worn) s += `<path d="${inside}" fill="${k.col(luma(k.c) < 0.2 ? 0.1 : -0.3)}"/>`;
    const wing = 'M36 144C48 150 60 156 68 166C58 184 48 206 38 228L4 202C18 184 28 164 36 144Z';
    s +=
      pair(k, wing, { sw: 0.9, pattern }) +
      k.stitch('M62 170C54 188 46 206 38 222') +
      k.stitch(mirrorPath('M62 170C54 188 46 206 38 222'));
    s += buttons(k, 0, [190], 3);
  }
  const ext = sleeveExtent(1.04, 24, top);
  return {
    svg: s,
    box: boxOf([...ext, [0, 140], [0, 552]]),
    focus: [0, 200],
    shapes: [body, ...both(sleeve)],
    texture: 'twill',
    ground: false,
  };
}

function knitBody(
  k: Ctx,
  o: {
    shoulder: Pt;
    under: Pt;
    side: number;
    hemTop: number;
    hemBot: number;
    hemHalf: number;
    pattern: string | null;
  },
) {
  const { shoulder, under, side, hemTop, hemBot, hemHalf } = o;
  const body = sym(
    [0, 158],
    [
      ['L', 44, 152],
      ['L', shoulder[0], shoulder[1]],
      ['C', shoulder[0] - 2, 220, under[0] + 2, 250, under[0], under[1]],
      ['C', side, 340, side + 2, 420, side, hemTop],
      ['L', 0, hemTop],
    ],
  );
  const band = sym(
    [0, hemTop - 1],
    [
      ['L', side, hemTop - 1],
      ['C', hemHalf + 4, hemTop + 10, hemHalf, hemBot - 10, hemHalf, hemBot],
      ['L', 0, hemBot + 1],
    ],
  );
  return {
    body,
    band,
    svg:
      k.fill(band, { sw: 0.9 }) +
      ribs(k, band, -side, side, hemTop, hemBot + 2, 4.5) +
      k.fill(body, { pattern: o.pattern }) +
      k.fold(`M${-side + 10} ${hemTop - 10}Q${-side / 2} ${hemTop - 2} ${-20} ${hemTop - 4}`, 5, 0.1) +
      k.fold(`M${side - 10} ${hemTop - 10}Q${side / 2} ${hemTop - 2} ${20} ${hemTop - 4}`, 5, 0.1),
  };
}

export function sweater(k: Ctx): Garment {
  const r = k.r;
  const vee = r.chance(0.3);
  const cable = !k.plain && r.chance(0.35);
  const pattern = cable ? null : k.maybePrint(['stripes'], 0.2, 1.4);
  const shoulder: Pt = [124, 190];
  const under: Pt = [110, 280];
  const kb = knitBody(k, { shoulder, under, side: 110, hemTop: 478, hemBot: 512, hemHalf: 100, pattern });
  const sleeve = sleevePath(0.9, 36, 26, shoulder, under, 8);
  let s = armpits(k, under, 32) + kb.svg;
  if (cable) {
    let c = '';
    for (let y = 200; y < 470; y += 28)
      c += `M-10 ${y}C-10 ${y + 14} 10 ${y + 14} 10 ${y + 28}M10 ${y}C10 ${y + 14} -10 ${y + 14} -10 ${y + 28}`;
    s +=
      k.line(c, { w: 3, op: 0.35 }) +
      k.line('M-24 196L-24 474M24 196L24 474M-60 200L-60 474M60 200L60 474', { w: 1.6, op: 0.25 });
    for (const x of [-42, 42]) {
      let c2 = '';
      for (let y = 206; y < 470; y += 22)
        c2 += `M${x - 6} ${y}Q${x} ${y + 11} ${x + 6} ${y + 22}M${x + 6} ${y}Q${x} ${y + 11} ${x - 6} ${y + 22}`;
      s += k.line(c2, { w: 2, op: 0.28 });
    }
  }
  s +=
    pair(k, sleeve, { pattern }) +
    sleeveRibs(k, 0.86, 1.0, 26, 22) +
    mirrored(sleeveRibs(k, 0.86, 1.0, 26, 22));
  s += k.fold(`M${pt(armSide(0.45, 6))}Q${pt(armSide(0.5, -4))} ${pt(armSide(0.6, -18))}`, 5, 0.12);
  s += crewNeck(k, vee ? 250 : 186, 44, 10, vee);
  const ext = sleeveExtent(1.0, 26, shoulder);
  return {
    svg: s,
    box: boxOf([...ext, [0, 146], [0, 514]]),
    focus: [0, 220],
    shapes: [kb.body, ...both(sleeve)],
    texture: 'knit',
    ground: false,
  };
}

export function hoodie(k: Ctx): Garment {
  const r = k.r;
  const zip = r.chance(0.35);
  const shoulder: Pt = [124, 190];
  const under: Pt = [112, 282];
  const hood = k.back
    ? 'M-70 150C-84 220 -60 300 0 316C60 300 84 220 70 150C50 136 -50 136 -70 150Z'
    : 'M-66 178C-84 130 -64 72 0 64C64 72 84 130 66 178Z';
  let s =
    k.back || k.worn
      ? ''
      : k.fill(hood, { color: shade(k.c, -0.12) }) +
        `<path d="M-44 170C-50 120 -30 96 0 94C30 96 50 120 44 170Z" fill="${k.col(-0.45)}" fill-opacity="0.8"/>`;
  const kb = knitBody(k, {
    shoulder,
    under,
    side: 112,
    hemTop: 480,
    hemBot: 514,
    hemHalf: 100,
    pattern: null,
  });
  s = armpits(k, under, 34) + s + kb.svg;
  const sleeve = sleevePath(0.9, 38, 27, shoulder, under, 8);
  s += pair(k, sleeve) + sleeveRibs(k, 0.86, 1.0, 27, 22) + mirrored(sleeveRibs(k, 0.86, 1.0, 27, 22));
  s += k.fold(`M${pt(armSide(0.45, 6))}Q${pt(armSide(0.5, -4))} ${pt(armSide(0.6, -18))}`, 5, 0.12);
  if (k.back) {
    if (!k.worn)
      s +=
        k.fill(hood, { sw: 1 }) +
        k.line('M0 150L0 312', { w: 0.8, op: 0.6 }) +
        k.fold('M-50 290Q0 320 50 290', 6, 0.15);
  } else {
    // the hood's front edges cross at the neck
    const lap = 'M-46 160C-40 190 -20 206 4 214L10 204C-12 196 -30 182 -34 156Z';
    s +=
      k.fill(lap, { color: shade(k.c, -0.04), sw: 0.8 }) +
      k.fill(mirrorPath(lap), { color: shade(k.c, 0.02), sw: 0.8 });
    if (zip) {
      s +=
        k.line('M0 214L0 512', { color: hex(shade(k.c, -0.4)), w: 3.4, cap: 'butt' }) +
        k.line('M0 214L0 512', { color: '#c8c8c8', w: 1.2, dash: '1.2 1.2', cap: 'butt' });
      s += `<rect x="-3" y="224" width="6" height="16" rx="2" fill="#d8d8d8" stroke="#777" stroke-width="0.5"/>`;
      s += k.line('M-40 390L-64 470M40 390L64 470', { w: 1.2, op: 0.7 });
    } else {
      const pocket = 'M-54 372L54 372L80 470L-80 470Z';
      s +=
        k.fill(pocket, { sw: 0.9 }) +
        k.stitch('M-52 378L52 378') +
        k.line('M-54 372C-64 400 -74 430 -80 470M54 372C64 400 74 430 80 470', { w: 1.2, op: 0.6 });
    }
    const cord = k.acc(luma(k.a) > 0.85 ? -0.1 : 0);
    s += k.line('M-14 206C-16 240 -20 260 -18 290M14 206C18 236 16 262 20 284', { color: cord, w: 2.4 });
    s += `<rect x="-21" y="288" width="6" height="12" rx="2" fill="${k.acc(-0.2)}"/><rect x="17" y="282" width="6" height="12" rx="2" fill="${k.acc(-0.2)}"/>`;
  }
  const ext = sleeveExtent(1.0, 27, shoulder);
  return {
    svg: s,
    box: boxOf([...ext, [0, 62], [0, 516]]),
    focus: [0, 200],
    shapes: [kb.body, ...both(sleeve)],
    texture: 'knit',
    ground: false,
  };
}

/** Lapels over a V opening, for blazers and coats; returns svg. */
function lapels(k: Ctx, breakY: number, width: number, pattern: string | null): string {
  const lining = luma(k.c) < 0.2 ? shade(k.a, -0.1) : shade(k.c, -0.35);
  let s = `<path d="M-38 150L38 150L0 ${breakY}Z" fill="${hex(mix(lining, k.a, 0.5))}"/>`;
  s += k.fold(`M-20 160Q0 ${150 + (breakY - 150) * 0.4} 20 160`, 6, 0.18);
  const lap =
    `M30 146L62 162L58 188L${60 + width} ${196}` +
    `C${50 + width * 0.6} 250 30 ${breakY - 60} 2 ${breakY}C12 ${breakY - 80} 22 210 30 146Z`;
  s +=
    pair(k, lap, { sw: 1, pattern }) +
    k.stitch(`M${56 + width} 204C${46 + width * 0.5} 256 26 ${breakY - 60} 6 ${breakY - 8}`);
  s += k.stitch(mirrorPath(`M${56 + width} 204C${46 + width * 0.5} 256 26 ${breakY - 60} 6 ${breakY - 8}`));
  return s;
}

export function jacket(k: Ctx): Garment {
  const r = k.r;
  const style = r.pick(['blazer', 'bomber', 'trucker'] as const);
  const pattern = style === 'blazer' ? k.maybePrint(['check', 'pinstripe'], 0.25, 0.9) : null;
  const top: Pt = style === 'blazer' ? [124, 174] : [122, 184];
  const under: Pt = [110, 276];
  const hem = style === 'blazer' ? 545 : 500;
  const side = style === 'bomber' ? 116 : 108;
  const body = sym(
    [0, 150],
    [
      ['L', 38, 150],
      ['L', top[0], top[1]],
      ['C', top[0] - 2, 214, under[0] + 2, 250, under[0], under[1]],
      ['C', side - 2, 340, side - 4, 380, side, style === 'bomber' ? 470 : hem],
      ['C', side * 0.6, hem + 2, 24, hem + 2, 0, hem + (style === 'blazer' ? 4 : 0)],
    ],
  );
  const sleeve = sleevePath(style === 'bomber' ? 0.88 : 0.96, 36, style === 'bomber' ? 30 : 25, top, under);
  let s = armpits(k, under, 32);
  if (style === 'bomber') {
    const band = 'M-116 468L116 468C110 480 104 492 100 506L-100 506C-104 492 -110 480 -116 468Z';
    s += k.fill(band, { color: shade(k.c, -0.08), sw: 0.9 }) + ribs(k, band, -116, 116, 468, 508, 4);
    s += k.line('M-110 486L110 486M-108 494L108 494', { color: k.acc(), w: 2.4, cap: 'butt', op: 0.9 });
  }
  s += k.fill(body, { pattern }) + pair(k, sleeve, { pattern });
  s += k.fold('M98 300Q84 340 84 390', 6, 0.1) + k.fold('M-98 300Q-84 340 -84 390', 6, 0.1);
  s += k.fold(`M${pt(armSide(0.48, 10))}L${pt(armSide(0.56, -16))}`, 4, 0.14);
  s += k.fold(
    `M${pt([-armSide(0.48, 10)[0], armSide(0.48, 10)[1]])}L${pt([-armSide(0.56, -16)[0], armSide(0.56, -16)[1]])}`,
    4,
    0.14,
  );
  if (style === 'bomber') {
    const cuff = sleeveRibs(k, 0.86, 1.0, 28, 21);
    s += cuff + mirrored(cuff);
    const collar = 'M-44 150C-30 140 30 140 44 150L46 172C30 160 -30 160 -46 172Z';
    s += k.fill(collar, { color: shade(k.c, -0.08), sw: 0.9 }) + ribs(k, collar, -46, 46, 138, 174, 3.5);
    s += k.line('M-44 160C-30 150 30 150 44 160', { color: k.acc(), w: 2, op: 0.9 });
    if (!k.back) {
      s +=
        k.line('M0 164L0 506', { color: '#2a2a2a', w: 3, cap: 'butt' }) +
        k.line('M0 164L0 506', { color: '#cfcfcf', w: 1.1, dash: '1.2 1.1', cap: 'butt' });
      s += `<rect x="-3" y="172" width="6" height="16" rx="2" fill="#d8d8d8" stroke="#666" stroke-width="0.5"/>`;
      s += k.line('M48 360L70 440M-48 360L-70 440', { w: 4, color: k.col(-0.2), op: 0.7 });
      s += k.fold('M-40 430Q0 450 40 430', 8, 0.08);
      if (!k.plain) s += `<rect x="-84" y="226" width="24" height="8" rx="1.5" fill="${k.acc()}"/>`;
    }
  } else if (style === 'trucker') {
    s += k.stitch('M-118 218L-10 222M10 222L118 218') + k.line('M-118 214L118 214', { w: 0.8, op: 0.4 });
    const collar = 'M30 144L62 160L70 206L36 196L6 214L2 190C12 178 22 162 30 144Z';
    if (!k.back) {
      s += `<path d="M-34 150L34 150L0 200Z" fill="${k.col(-0.35)}"/>`;
      s += pair(k, collar, { sw: 0.9 }) + k.stitch('M64 168L68 200');
      s += k.line('M0 200L0 500', { w: 1, op: 0.6 }) + k.stitch('M-6 204L-6 498') + k.stitch('M6 204L6 498');
      s += buttons(k, 4, [234, 300, 370, 440], 4, '#b9b2a3');
      const pocket = 'M36 248L90 248L90 296L63 304L36 296Z';
      s += pair(k, pocket, { sw: 0.9 });
      s += buttons(k, 63, [284], 3.2, '#b9b2a3') + buttons(k, -63, [284], 3.2, '#b9b2a3');
      s += k.stitch('M40 330L40 460M-40 330L-40 460M90 330L92 470M-90 330L-92 470');
    } else {
      s += k.fill('M-44 150C-30 140 30 140 44 150L48 172C30 162 -30 162 -48 172Z', { sw: 0.9 });
      s += k.stitch('M-40 320L-40 470M40 320L40 470');
    }
    s +=
      k.line('M-108 470L108 470', { w: 0.9, op: 0.5 }) +
      k.stitch('M-106 476L106 476') +
      k.stitch('M-106 492L106 492');
  } else {
    if (k.back) {
      s += k.line('M0 160L0 545', { w: 0.9, op: 0.6 }) + k.line('M0 470L0 545', { w: 1.5, op: 0.5 });
      s += k.fill('M-42 150C-30 140 30 140 42 150L46 170C30 160 -30 160 -46 170Z', { sw: 0.9, pattern });
    } else {
      s += lapels(k, 330, 28, pattern);
      s += k.line('M0 330L0 548', { w: 1.1, op: 0.7 });
      s += buttons(k, 4, [350, 420], 4.6, r.chance(0.5) ? k.acc(-0.1) : undefined);
      s +=
        k.line('M38 452L94 450M-38 452L-94 450', { w: 5, color: k.col(-0.08), cap: 'butt' }) +
        k.line('M38 449L94 447M-38 449L-94 447', { w: 0.8, op: 0.6 });
      s += k.line('M48 266L84 262', { w: 3, color: k.col(-0.1), cap: 'butt' });
      s += k.stitch('M30 340C24 420 24 480 40 546');
    }
    for (const side of [1, -1]) {
      const b = armSide(0.92, 18);
      s += buttons(k, side * b[0], [b[1] - 8, b[1]], 2.2);
    }
  }
  const ext = sleeveExtent(1.0, 30, top);
  return {
    svg: s,
    box: boxOf([...ext, [0, 140], [0, hem + 6]]),
    focus: style === 'blazer' ? [40, 250] : [0, 200],
    shapes: [body, ...both(sleeve)],
    texture: style === 'trucker' ? 'denim' : 'twill',
    ground: false,
  };
}

export function coat(k: Ctx): Garment {
  const r = k.r;
  const belted = r.chance(0.5);
  const double = r.chance(0.6);
  const hem = r.range(800, 860);
  const pattern = k.maybePrint(['check'], 0.2, 1.4);
  const top: Pt = [128, 176];
  const under: Pt = [114, 282];
  const flare = r.range(124, 140);
  const body = sym(
    [0, 150],
    [
      ['L', 40, 150],
      ['L', top[0], top[1]],
      ['C', top[0] - 2, 214, under[0] + 2, 250, under[0], under[1]],
      ['C', 108, 340, 104, 380, 108, 430],
      ['C', 114, 560, 124, 700, flare, hem],
      ['C', 90, hem + 4, 40, hem + 6, 0, hem + 6],
    ],
  );
  const sleeve = sleevePath(1.02, 38, 28, top, under);
  let s = armpits(k, under, 34) + k.fill(body, { pattern }) + pair(k, sleeve, { pattern });
  s += k.fold('M100 300Q88 340 90 390', 6, 0.1) + k.fold('M-100 300Q-88 340 -90 390', 6, 0.1);
  s +=
    k.fold(`M60 480Q70 650 ${flare - 30} ${hem - 10}`, 8, 0.1) +
    k.fold(`M-60 480Q-70 650 ${-flare + 30} ${hem - 10}`, 8, 0.1);
  s += k.fold(`M${pt(armSide(0.48, 10))}L${pt(armSide(0.56, -16))}`, 4, 0.14);
  s += k.fold(
    `M${pt([-armSide(0.48, 10)[0], armSide(0.48, 10)[1]])}L${pt([-armSide(0.56, -16)[0], armSide(0.56, -16)[1]])}`,
    4,
    0.14,
  );
  const cuff = sleeveBand(0.84, 0.9, 27, 27);
  s +=
    k.line(cuff.replace(/Z$/, ''), { w: 0.9, op: 0.5 }) +
    k.line(mirrorPath(cuff).replace(/Z$/, ''), { w: 0.9, op: 0.5 });
  if (k.back) {
    s +=
      k.line(`M0 160L0 ${hem + 6}`, { w: 0.9, op: 0.6 }) +
      k.line(`M0 ${hem - 150}L0 ${hem + 6}`, { w: 1.6, op: 0.5 });
    s += k.fill('M-46 150C-30 138 30 138 46 150L50 176C30 164 -30 164 -50 176Z', { sw: 0.9, pattern });
  } else {
    s += lapels(k, double ? 330 : 300, 38, pattern);
    s += k.line(`M${double ? 30 : 0} ${double ? 330 : 300}L${double ? 34 : 0} ${hem + 6}`, {
      w: 1.1,
      op: 0.7,
    });
    if (double) s += buttons(k, 22, [350, 420, 490], 5) + buttons(k, -22, [350, 420, 490], 5);
    else s += buttons(k, 0, [330, 400, 470, 540], 5);
    s += k.line('M58 520L72 600M-58 520L-72 600', { w: 4, color: k.col(-0.15), op: 0.8 });
  }
  if (belted) {
    const belt = 'M-110 382L110 382L110 402L-110 402Z';
    s +=
      k.fill(belt, { color: shade(k.c, -0.03), sw: 0.9, pattern }) +
      k.stitch('M-108 386L108 386') +
      k.stitch('M-108 398L108 398');
    if (!k.back) {
      s += k.fill('M-8 392C-30 420 -40 470 -48 520L-34 522C-30 476 -20 430 4 398Z', {
        color: shade(k.c, -0.04),
        sw: 0.8,
      });
      s += k.fill('M4 394C20 420 36 460 40 500L54 496C48 450 32 414 12 390Z', {
        color: shade(k.c, -0.02),
        sw: 0.8,
      });
      s += `<path d="M-14 380h28v24h-28z" fill="none" stroke="${hex(k.metal())}" stroke-width="3"/>`;
    }
  }
  const ext = sleeveExtent(1.02, 28, top);
  return {
    svg: s,
    box: boxOf([...ext, [0, 138], [flare, hem + 8], [-flare, hem + 8]]),
    focus: [30, 300],
    shapes: [body, ...both(sleeve)],
    texture: 'twill',
    ground: false,
  };
}

export function dress(k: Ctx): Garment {
  const r = k.r;
  const neck = r.pick(['v', 'round', 'square'] as const);
  const sleeves = r.pick(['none', 'short', 'straps', 'long'] as const);
  const length = r.pick([610, 720, 820, 860]);
  const shape = r.pick(['aline', 'flare', 'straight'] as const);
  const pattern = k.maybePrint(['floral', 'dots', 'stripes', 'floral'], 0.45, 0.9);
  const belt = !k.plain && r.chance(0.35);
  const hemX =
    shape === 'straight'
      ? 92 + (length - 610) * 0.06
      : shape === 'aline'
        ? 116 + (length - 610) * 0.18
        : 136 + (length - 610) * 0.22;
  const neckD = k.back ? 172 : neck === 'v' ? 252 : neck === 'round' ? 200 : 214;
  const straps = sleeves === 'straps';
  const hs: Pt = straps ? [58, 226] : [40, 150];
  const shoulder: Pt = straps ? [76, 228] : [94, 168];
  const startSegs: Seg[] = straps
    ? [['C', 20, 238, 44, 226, hs[0], hs[1]]]
    : neck === 'square' && !k.back
      ? [
          ['L', hs[0] - 4, neckD],
          ['L', hs[0], hs[1]],
        ]
      : [['C', 18, neckD, hs[0] - 6, hs[1] + (neckD - hs[1]) * 0.5, hs[0], hs[1]]];
  const bodice: Seg[] = [
    ...startSegs,
    ['L', shoulder[0], shoulder[1]],
    straps ? ['C', 84, 236, 90, 246, 94, 256] : ['C', shoulder[0] + 2, 200, 92, 236, 94, 256],
    ['C', 86, 300, 68, 340, 68, 372],
    [
      'C',
      shape === 'straight' ? 86 : 80,
      420,
      shape === 'straight' ? 96 : 100,
      460,
      shape === 'straight' ? 96 : 106,
      480,
    ],
    ['C', hemX - 10, 560, hemX - 4, length - 60, hemX, length],
    ['C', hemX * 0.6, length + 10, hemX * 0.3, length + 12, 0, length + 12],
  ];
  const body = sym([0, straps ? 240 : neckD], bodice);
  let s = '';
  const shapes = [body];
  if (straps) {
    const strap = 'M66 230L48 150';
    s +=
      k.line(strap, { color: k.col(-0.04), w: 5 }) + k.line(mirrorPath(strap), { color: k.col(-0.04), w: 5 });
  }
  const inside = k.col(luma(k.c) < 0.2 ? 0.1 : -0.32);
  if (!k.back && !k.worn)
    s += `<path d="${straps ? 'M-58 228Q0 214 58 228L58 270L-58 270Z' : 'M-40 152Q0 172 40 152L40 270L-40 270Z'}" fill="${inside}"/>`;
  s += k.fill(body, { pattern });
  let ext: Pt[] = [
    [-hemX - 4, length + 12],
    [hemX + 4, length + 12],
    [0, 146],
  ];
  if (sleeves === 'short' || sleeves === 'long') {
    const t = sleeves === 'short' ? 0.3 : 0.96;
    const sl = sleevePath(t, 26, sleeves === 'short' ? 28 : 20, [shoulder[0] + 2, shoulder[1]], [92, 254], 4);
    s += pair(k, sl, { pattern });
    shapes.push(...both(sl));
    ext = [...ext, ...sleeveExtent(t, 26, shoulder)];
  }
  // skirt folds
  const folds = shape === 'straight' ? 2 : 4;
  for (let i = 0; i < folds; i++) {
    const x0 = -50 + (i * 100) / Math.max(1, folds - 1);
    const x1 = x0 * (hemX / 70);
    s += k.fold(`M${x0 * 0.6} 400Q${x0} ${(400 + length) / 2} ${x1} ${length - 6}`, 6, 0.12, 3);
    s += k.fold(
      `M${x0 * 0.6 + 14} 420Q${x0 + 20} ${(420 + length) / 2} ${x1 + 24} ${length - 10}`,
      4,
      0.1,
      3,
      true,
    );
  }
  s += k.stitch(
    `M${-hemX + 4} ${length - 6}C${-hemX * 0.5} ${length + 4} ${hemX * 0.5} ${length + 4} ${hemX - 4} ${length - 6}`,
  );
  s += k.line('M-68 372Q0 378 68 372', { w: 0.8, op: 0.5 });
  if (belt) {
    s += k.fill('M-70 364Q0 370 70 364L70 382Q0 388 -70 382Z', { color: k.a, sw: 0.8 });
    if (!k.back)
      s += `<path d="M0 374l-22 -12v24zM0 374l22 -12v24z" fill="${k.acc(-0.1)}"/><circle cx="0" cy="374" r="5" fill="${k.acc(-0.2)}"/>`;
  }
  if (k.back)
    s +=
      k.line('M0 176L0 450', { color: k.col(-0.3), w: 1.4 }) +
      `<rect x="-2.5" y="176" width="5" height="10" rx="1.5" fill="#ccc"/>`;
  else if (neck !== 'square')
    s += k.stitch(`M${-hs[0] + 4} ${hs[1] + 6}Q0 ${neckD + 6} ${hs[0] - 4} ${hs[1] + 6}`);
  return {
    svg: s,
    box: boxOf(ext),
    focus: [0, 260],
    shapes,
    texture: 'twill',
    ground: false,
  };
}

interface LegOpts {
  hemY: number;
  outer: number;
  inner: number;
  rise?: number;
}

function legsPath(o: LegOpts): string {
  const w = 70;
  const hip = o.outer < 80 ? 94 : 100;
  return sym(
    [0, 366],
    [
      ['L', w, 364],
      ['C', 82, 400, hip - 2, 440, hip, 500],
      ['C', hip + 2, 620, o.outer + 2, 800, o.outer, o.hemY],
      ['L', o.inner, o.hemY + 2],
      ['C', o.inner - 2, 800, 10, 640, 0, 528],
    ],
  );
}

function waistband(k: Ctx, loops: boolean, color?: Rgb, top = 362, bottom = 390): string {
  const band = `M-71 ${top}L71 ${top}L73 ${bottom}L-73 ${bottom}Z`;
  let s =
    k.fill(band, { color: color ?? shade(k.c, -0.05), sw: 0.9 }) +
    k.stitch(`M-71 ${bottom - 4}L71 ${bottom - 4}`);
  if (loops)
    for (const x of [-64, -30, 30, 64])
      s += `<rect x="${x - 3}" y="359" width="6" height="34" rx="1" fill="${k.col(-0.04)}" stroke="${k.edge()}" stroke-width="0.6" stroke-opacity="0.6"/>`;
  return s;
}

export function trousers(k: Ctx): Garment {
  const r = k.r;
  const cut = r.pick(['straight', 'wide', 'slim'] as const);
  const pattern = k.maybePrint(['pinstripe', 'check'], 0.2, 0.9);
  const o: LegOpts =
    cut === 'wide'
      ? { hemY: 990, outer: 120, inner: 8 }
      : cut === 'slim'
        ? { hemY: 960, outer: 74, inner: 24 }
        : { hemY: 985, outer: 96, inner: 14 };
  const legs = legsPath(o);
  let s = k.fill(legs, { pattern }) + waistband(k, true);
  const mid = (o.outer + o.inner) / 2;
  s += k.line(`M52 392L${mid} ${o.hemY}M-52 392L${-mid} ${-0 + o.hemY}`, { w: 0.8, op: 0.35 });
  s +=
    k.fold(`M${mid + 6} 600L${mid + 8} ${o.hemY - 10}`, 4, 0.08, 2, true) +
    k.fold(`M${-mid + 6} 600L${-mid + 8} ${o.hemY - 10}`, 4, 0.08, 2, true);
  s += k.fold('M6 536Q16 548 22 566', 4, 0.1) + k.fold('M-6 536Q-16 548 -22 566', 4, 0.1);
  s += k.fold(`M${o.inner + 4} ${o.hemY - 40}Q${mid} ${o.hemY - 30} ${o.outer - 4} ${o.hemY - 50}`, 5, 0.1);
  s += k.fold(
    `M${-o.inner - 4} ${o.hemY - 40}Q${-mid} ${o.hemY - 30} ${-o.outer + 4} ${o.hemY - 50}`,
    5,
    0.1,
  );
  if (k.back) {
    s += k.line('M0 390L0 528', { w: 0.9, op: 0.6 });
    s += k.line('M26 432L74 430M-26 432L-74 430', { w: 3, color: k.col(-0.15), cap: 'butt' });
    s += k.line('M50 392L50 424M-50 392L-50 424', { w: 0.8, op: 0.5 });
  } else {
    s += k.line('M0 390L0 528', { w: 0.9, op: 0.6 }) + k.stitch('M-14 392L-14 470Q-14 490 0 500');
    s += k.line('M46 390C60 420 80 440 96 452M-46 390C-60 420 -80 440 -96 452', { w: 1, op: 0.7 });
    s += buttons(k, 0, [376], 3.4);
  }
  return {
    svg: s,
    box: boxOf([
      [-Math.max(o.outer, 100) - 2, 356],
      [Math.max(o.outer, 100) + 2, o.hemY + 4],
    ]),
    focus: [40, 420],
    shapes: [legs],
    texture: 'twill',
    ground: false,
  };
}

export function jeans(k: Ctx): Garment {
  const r = k.r;
  const cut = r.pick(['straight', 'skinny', 'wide', 'straight'] as const);
  const thread = luma(k.a) > 0.3 && luma(k.a) < 0.85 ? k.acc() : '#d39a4a';
  const o: LegOpts =
    cut === 'wide'
      ? { hemY: 992, outer: 118, inner: 6 }
      : cut === 'skinny'
        ? { hemY: 955, outer: 66, inner: 28 }
        : { hemY: 985, outer: 94, inner: 14 };
  const legs = legsPath(o);
  const mid = (o.outer + o.inner) / 2;
  const fadeId = k.uid('fd');
  k.def(
    fadeId,
    `<radialGradient id="${fadeId}" cx="0.5" cy="0.35" r="0.6"><stop offset="0" stop-color="#fff" stop-opacity="0.22"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
  );
  let s = k.fill(legs);
  s += `<ellipse cx="${mid - 4}" cy="600" rx="${(o.outer - o.inner) / 2}" ry="170" fill="url(#${fadeId})"/>`;
  s += `<ellipse cx="${-mid + 4}" cy="600" rx="${(o.outer - o.inner) / 2}" ry="170" fill="url(#${fadeId})"/>`;
  s +=
    waistband(k, true) + k.stitch('M-71 366L71 366', 0.8, thread) + k.stitch('M-71 386L71 386', 0.8, thread);
  const st = (d: string) => k.stitch(d, 0.8, thread);
  s +=
    st(`M${o.outer - 4} 520L${o.outer - 3} ${o.hemY - 4}`) +
    st(`M${-o.outer + 4} 520L${-o.outer + 3} ${o.hemY - 4}`);
  s +=
    st(`M${o.inner + 4} ${o.hemY - 12}L${o.outer - 4} ${o.hemY - 12}`) +
    st(`M${-o.inner - 4} ${o.hemY - 12}L${-o.outer + 4} ${o.hemY - 12}`);
  for (let i = 0; i < 3; i++) {
    s += k.fold(
      `M${12 + i * 6} ${540 + i * 12}Q${30 + i * 8} ${548 + i * 12} ${50 + i * 6} ${546 + i * 14}`,
      2.4,
      0.1,
      1.4,
      true,
    );
    s += k.fold(
      `M${-12 - i * 6} ${540 + i * 12}Q${-30 - i * 8} ${548 + i * 12} ${-50 - i * 6} ${546 + i * 14}`,
      2.4,
      0.1,
      1.4,
      true,
    );
  }
  if (k.back) {
    s += st('M-100 430L0 460L100 430') + k.line('M-100 426L0 456L100 426', { w: 0.8, op: 0.5 });
    const pocket = 'M20 462L80 452L82 520L52 534L24 522Z';
    s += pair(k, pocket, { sw: 0.9 }) + st('M24 470L80 460') + st(mirrorPath('M24 470L80 460'));
    s += st('M34 492L52 510L70 490') + st(mirrorPath('M34 492L52 510L70 490'));
    s += `<rect x="30" y="366" width="30" height="18" rx="2" fill="${luma(k.a) > 0.2 && luma(k.a) < 0.75 ? k.acc(-0.2) : '#8a5a3a'}"/>`;
    s += k.line('M0 390L0 528', { w: 0.9, op: 0.6 });
  } else {
    s += k.line('M0 390L0 528', { w: 0.9, op: 0.6 }) + st('M-14 392L-14 468Q-14 492 0 500');
    s += k.line('M30 390C40 420 70 436 98 440M-30 390C-40 420 -70 436 -98 440', { w: 1.1, op: 0.8 });
    s += st('M34 392C44 424 72 440 98 446') + st(mirrorPath('M34 392C44 424 72 440 98 446'));
    s += k.line('M-60 392L-58 410L-40 408', { w: 0.8, op: 0.6 }) + st('M-60 398L-44 396');
    const metal = '#b08d57';
    s += `<circle cx="0" cy="376" r="5" fill="${metal}" stroke="#6d5630" stroke-width="0.8"/>`;
    for (const [x, y] of [
      [96, 440],
      [-96, 440],
      [32, 392],
      [-32, 392],
    ] as const)
      s += `<circle cx="${x}" cy="${y}" r="2" fill="${metal}"/>`;
  }
  return {
    svg: s,
    box: boxOf([
      [-Math.max(o.outer, 100) - 2, 356],
      [Math.max(o.outer, 100) + 2, o.hemY + 4],
    ]),
    focus: [50, 430],
    shapes: [legs],
    texture: 'denim',
    ground: false,
  };
}

export function skirt(k: Ctx): Garment {
  const r = k.r;
  const style = r.pick(['aline', 'pleated', 'pencil'] as const);
  const length = r.pick([560, 680, 800]);
  const pattern = style === 'pleated' ? null : k.maybePrint(['check', 'floral', 'dots'], 0.35, 1);
  const hemX =
    style === 'pencil' ? 88 : style === 'aline' ? 118 + (length - 560) * 0.2 : 124 + (length - 560) * 0.16;
  const body = sym(
    [0, 388],
    [
      ['L', 72, 388],
      ['C', 84, 420, style === 'pencil' ? 92 : 100, 450, style === 'pencil' ? 92 : 104, 480],
      ['C', hemX - 6, 540, hemX - 2, length - 40, hemX, length],
      ['C', hemX * 0.6, length + 6, hemX * 0.3, length + 8, 0, length + 8],
    ],
  );
  let s = k.fill(body, { pattern });
  if (style === 'pleated') {
    const n = 14;
    for (let i = 0; i <= n; i++) {
      const f = i / n - 0.5;
      const x0 = f * 150;
      const x1 = f * 2 * (hemX - 4);
      s += k.line(`M${x0} 392L${x1} ${length + 6 - Math.abs(f) * 8}`, { w: 0.8, op: 0.5 });
      if (i < n) {
        const x2 = ((i + 0.5) / n - 0.5) * 150;
        const x3 = ((i + 0.5) / n - 0.5) * 2 * (hemX - 4);
        s += k.fold(`M${x2} 400L${x3} ${length - 4}`, 5, 0.1, 2, i % 2 === 0);
      }
    }
  } else if (style === 'aline') {
    for (const x of [-40, 0, 40])
      s += k.fold(`M${x * 0.6} 420Q${x} ${(420 + length) / 2} ${x * 2.2} ${length - 4}`, 6, 0.12, 3);
    if (!k.back && r.chance(0.5))
      s +=
        k.line(`M0 392L0 ${length + 8}`, { w: 0.8, op: 0.6 }) +
        buttons(
          k,
          0,
          [410, 460, 510, 560, 610, 660, 710, 760].filter((y) => y < length - 20),
          3.6,
        );
  } else {
    s += k.fold(`M40 420Q50 ${length / 2 + 200} 60 ${length - 10}`, 6, 0.12, 3);
    s += k.fold(`M-40 420Q-50 ${length / 2 + 200} -60 ${length - 10}`, 6, 0.12, 3);
    if (k.back)
      s +=
        k.line(`M0 392L0 ${length + 8}`, { w: 0.9, op: 0.6 }) +
        `<path d="M-5 ${length + 8}L0 ${length - 60}L5 ${length + 8}Z" fill="${k.col(-0.3)}"/>`;
  }
  s += k.stitch(
    `M${-hemX + 4} ${length - 6}C${-hemX * 0.5} ${length + 2} ${hemX * 0.5} ${length + 2} ${hemX - 4} ${length - 6}`,
  );
  s += waistband(k, false, undefined, 366, 392);
  if (k.back) s += k.line('M0 392L0 470', { color: k.col(-0.3), w: 1.3 });
  return {
    svg: s,
    box: boxOf([
      [-hemX - 4, 360],
      [hemX + 4, length + 10],
    ]),
    focus: [30, 420],
    shapes: [body],
    texture: 'twill',
    ground: false,
  };
}

export function shorts(k: Ctx): Garment {
  const r = k.r;
  const style = r.pick(['tailored', 'sport', 'denim'] as const);
  const hemY = style === 'sport' ? 620 : r.range(600, 660);
  const legs = sym(
    [0, 366],
    [
      ['L', 70, 364],
      ['C', 84, 400, 100, 440, 104, 500],
      ['C', 108, 540, 114, hemY - 40, 116, hemY],
      ['L', 8, hemY + 6],
      ['C', 6, 580, 4, 550, 0, 528],
    ],
  );
  const pattern = style === 'denim' ? null : k.maybePrint(['stripes', 'check'], 0.2, 1);
  let s = k.fill(legs, { pattern });
  if (style === 'sport') {
    s += k.fill('M-71 362L71 362L73 394L-73 394Z', { color: shade(k.c, -0.06), sw: 0.9 });
    s += ribs(k, 'M-71 362L71 362L73 394L-73 394Z', -72, 72, 360, 396, 4);
    if (!k.back)
      s += k.line('M-6 392C-10 410 -16 420 -12 440M6 392C10 410 16 420 12 436', { color: k.acc(), w: 2.2 });
    s += k.line(`M100 492L111 ${hemY - 1}M-100 492L-111 ${hemY - 1}`, { color: k.acc(), w: 5, cap: 'butt' });
  } else {
    s += waistband(k, true);
    if (!k.back)
      s += k.line('M0 390L0 528', { w: 0.9, op: 0.6 }) + k.stitch('M-14 392L-14 468Q-14 492 0 500');
    s += k.line(
      k.back
        ? 'M24 432L74 428M-24 432L-74 428'
        : 'M40 390C54 420 80 440 100 450M-40 390C-54 420 -80 440 -100 450',
      { w: style === 'denim' && !k.back ? 1.2 : 2, op: 0.7 },
    );
    if (style === 'denim') {
      for (const x of [-1, 1])
        s += k.line(`M${x * 116} ${hemY - 4}L${x * 10} ${hemY + 2}`, {
          color: '#fff',
          w: 3,
          op: 0.35,
          dash: '2 3',
        });
    } else {
      const cuff = `M8 ${hemY - 22}L115 ${hemY - 26}L116 ${hemY}L8 ${hemY + 6}Z`;
      s += pair(k, cuff, { sw: 0.9, pattern });
    }
  }
  s += k.fold(`M10 540Q30 556 44 590`, 5, 0.14) + k.fold('M-10 540Q-30 556 -44 590', 5, 0.14);
  s +=
    k.fold(`M60 ${hemY - 60}Q70 ${hemY - 30} 90 ${hemY - 10}`, 5, 0.08, 2, true) +
    k.fold(`M-60 ${hemY - 60}Q-70 ${hemY - 30} -90 ${hemY - 10}`, 5, 0.08, 2, true);
  return {
    svg: s,
    box: boxOf([
      [-118, 356],
      [118, hemY + 8],
    ]),
    focus: [40, 420],
    shapes: [legs],
    texture: style === 'denim' ? 'denim' : 'twill',
    ground: false,
  };
}

/** A plain sleeveless base layer, worn under jackets and coats on the model. */
export function innerLayer(k: Ctx): Garment {
  const body = sym(
    [0, 186],
    [
      ['C', 22, 186, 38, 170, 42, 154],
      ['L', 92, 170],
      ['C', 96, 220, 98, 260, 96, 290],
      ['C', 94, 380, 98, 440, 100, 500],
      ['L', 0, 504],
    ],
  );
  return {
    svg: k.fill(body) + crewNeck(k, 186, 42, 6),
    box: [-100, 150, 100, 504],
    focus: [0, 200],
    shapes: [body],
    texture: 'knit',
    ground: false,
  };
}

export const APPAREL = {
  tshirt,
  top,
  shirt,
  sweater,
  hoodie,
  jacket,
  coat,
  dress,
  trousers,
  jeans,
  skirt,
  shorts,
};
export type ApparelKind = keyof typeof APPAREL;

/** Which part of the model a garment dresses. */
export const APPAREL_SLOT: Record<ApparelKind, 'top' | 'bottom' | 'full' | 'outer'> = {
  tshirt: 'top',
  top: 'top',
  shirt: 'top',
  sweater: 'top',
  hoodie: 'top',
  jacket: 'outer',
  coat: 'outer',
  dress: 'full',
  trousers: 'bottom',
  jeans: 'bottom',
  skirt: 'bottom',
  shorts: 'bottom',
};
