/**
 * Parallax speed of page-builder backgrounds (spec section 9): default 0.5, clamped to -1..2.
 * The speed comes from a data attribute, so strings are accepted.
 */
import { PARALLAX_DEFAULT_SPEED, PARALLAX_MAX_SPEED, PARALLAX_MIN_SPEED } from '../constants.ts';

export function parallaxSpeed(value: number | string | null | undefined): number {
  const speed = typeof value === 'string' ? (value.trim() === '' ? Number.NaN : Number(value)) : value;
  if (typeof speed !== 'number' || !Number.isFinite(speed)) return PARALLAX_DEFAULT_SPEED;
  return Math.min(PARALLAX_MAX_SPEED, Math.max(PARALLAX_MIN_SPEED, speed));
}
