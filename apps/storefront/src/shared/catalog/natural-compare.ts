const collator = new Intl.Collator('en', { numeric: true });

/** Alphabetical order that reads digit runs as numbers ('S2' before 'S10'); stable across locales. */
export function naturalCompare(a: string, b: string): number {
  return collator.compare(a, b);
}
