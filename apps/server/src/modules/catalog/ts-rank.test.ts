import { describe, expect, it } from 'vitest';
import { addOrShare, RANK_WEIGHTS } from './ts-rank.ts';

const f = Math.fround;

/** calc_rank_or's step for one entry as tsrank.c writes it: the reference addOrShare must equal. */
function referenceOrStep(res: number, weights: number[]): number {
  let resj = 0;
  let wjm = -1;
  let jm = 0;
  weights.forEach((weight, j) => {
    const w = RANK_WEIGHTS[weight]!;
    resj = f(resj + f(w / ((j + 1) * (j + 1))));
    if (w > wjm) {
      wjm = w;
      jm = j;
    }
  });
  return f(res + f(f(wjm + resj) - f(wjm / ((jm + 1) * (jm + 1)))) / 1.64493406685);
}

/** Every sequence of `length` weights (0 … 3). */
const sequences = (length: number): number[][] =>
  length === 0 ? [[]] : sequences(length - 1).flatMap((s) => [0, 1, 2, 3].map((w) => [...s, w]));

describe('addOrShare', () => {
  it('adds an entry of one, two or three positions to the bit as calc_rank_or does', () => {
    const starts = [0, f(1e-20), f(0.0607927), f(0.3), f(0.7212), f(1.2)];
    let checked = 0;
    for (const length of [1, 2, 3]) {
      for (const weights of sequences(length)) {
        // Positions ascending, the weight in the top two bits; something before them in the array.
        const pos = Uint16Array.from([7, ...weights.map((w, i) => (w << 14) | (i * 3 + 1))]);
        for (const res of starts) {
          expect(addOrShare(res, pos, 1, pos.length)).toBe(referenceOrStep(res, weights));
          checked++;
        }
      }
    }
    expect(checked).toBe((4 + 16 + 64) * starts.length);
  });
});
