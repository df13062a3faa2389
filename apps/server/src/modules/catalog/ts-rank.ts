/**
 * PostgreSQL's ts_rank (src/backend/utils/adt/tsrank.c, normalization 0) over positions held in
 * memory, to the bit: PostgreSQL computes in single precision (float4) with a few steps in double,
 * and equal ranks are common (products named alike), so the listing's tie-break by id only agrees
 * with SQL when every rounding step is the same. Math.fround marks each float4 rounding.
 *
 * A position is PostgreSQL's WordEntryPos: the weight in the top two bits (A = 3 … D = 0) and the
 * word's position in the low 14.
 */

const f = Math.fround;

/** ts_rank's weights {D, C, B, A} as search-query.ts's rankExpression passes them. */
export const RANK_WEIGHTS = [0.05, 0.1, 0.4, 1.0].map(f) as [number, number, number, number];

export const positionOf = (wep: number) => wep & 0x3fff;
export const weightOf = (wep: number) => wep >> 14;

/** word_distance(): how much two words this far apart count together (float4). */
const WORD_DISTANCE = Float32Array.from({ length: 101 }, (_, d) =>
  d === 0 ? 0 : 1.0 / (1.005 + 0.05 * Math.exp(f(d) / 1.5 - 2)),
);
const FAR = f(1e-30);
const wordDistance = (d: number) => (d > 100 ? FAR : WORD_DISTANCE[d]!);

/** The limit of sum(1/i^2), by which calc_rank_or divides (a double constant in C). */
const PI2_6 = 1.64493406685;

/** calc_rank_or's share of one lexeme entry, its positions `pos[from … to)` (float4). */
function orShare(pos: Uint16Array, from: number, to: number): number {
  let resj = 0;
  let wjm = -1;
  let jm = 0;
  for (let j = 0; j < to - from; j++) {
    const w = RANK_WEIGHTS[weightOf(pos[from + j]!)]!;
    resj = f(resj + f(w / ((j + 1) * (j + 1))));
    if (w > wjm) {
      wjm = w;
      jm = j;
    }
  }
  return f(f(wjm + resj) - f(wjm / ((jm + 1) * (jm + 1))));
}

/**
 * The share of an entry of one or two positions depends only on their weights: computed once per
 * weight (pair), as the double orShare(…) / PI2_6 that addOrShare adds, so the sum is the same to
 * the bit. Most entries of a product's document have one or two positions.
 */
const ONE_POSITION = Float64Array.from(
  { length: 4 },
  (_, w) => orShare(Uint16Array.of(w << 14), 0, 1) / PI2_6,
);
const TWO_POSITIONS = Float64Array.from(
  { length: 16 },
  (_, k) => orShare(Uint16Array.of((k >> 2) << 14, ((k & 3) << 14) | 1), 0, 2) / PI2_6,
);

/**
 * One lexeme entry's share of calc_rank_or: its positions `pos[from … to)` (ascending, as a
 * tsvector keeps them), added to `res`; returns the new res (float4).
 */
export function addOrShare(res: number, pos: Uint16Array, from: number, to: number): number {
  const n = to - from;
  if (n === 1) return f(res + ONE_POSITION[weightOf(pos[from]!)]!);
  if (n === 2) return f(res + TWO_POSITIONS[(weightOf(pos[from]!) << 2) | weightOf(pos[from + 1]!)]!);
  return f(res + orShare(pos, from, to) / PI2_6);
}

/**
 * calc_rank_and's step for one pair of entries: entry `a` (positions a[aFrom … aTo)) of a later
 * query item against the last entry `b` of an earlier one; returns the new res (-1: none yet).
 */
export function addAndPair(
  res: number,
  pos: Uint16Array,
  aFrom: number,
  aTo: number,
  bFrom: number,
  bTo: number,
): number {
  for (let l = aFrom; l < aTo; l++) {
    const pl = pos[l]!;
    const wl = RANK_WEIGHTS[weightOf(pl)]!;
    for (let p = bFrom; p < bTo; p++) {
      const pp = pos[p]!;
      const dist = Math.abs(positionOf(pl) - positionOf(pp));
      // Entries with positions never share one (PostgreSQL skips dist 0 but for position-less words).
      if (dist === 0) continue;
      const curw = f(Math.sqrt(f(f(wl * RANK_WEIGHTS[weightOf(pp)]!) * wordDistance(dist))));
      res = res < 0 ? curw : f(1.0 - (1.0 - res) * (1.0 - curw));
    }
  }
  return res;
}

/** calc_rank's last step: a rank below zero (no pair of words found) is 1e-20. */
export const finalRank = (res: number) => (res < 0 ? f(1e-20) : res);
