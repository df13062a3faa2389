/**
 * An answer the server cut down to what the first view renders (app/graphql/first-view-cuts.ts)
 * reaches the browser with this extension: the persisted cache does not keep it, and a reader that
 * needs the rest (the mega menu) asks the network for the whole answer when the shopper shows intent.
 */
export const FIRST_VIEW_CUT = 'firstViewCut';

export function isFirstViewCut(extensions: unknown): boolean {
  return Boolean((extensions as Record<string, unknown> | null | undefined)?.[FIRST_VIEW_CUT]);
}
