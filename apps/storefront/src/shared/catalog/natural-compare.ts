import { collator } from '../i18n/intl-cache.ts';

/** Alphabetical order that reads digit runs as numbers ('S2' before 'S10'); stable across locales. */
export function naturalCompare(a: string, b: string): number {
  return collator('en', { numeric: true }).compare(a, b);
}
