/**
 * Something that can make an original the storage does not hold yet (the seed's demo painter).
 * The media service asks only after the storage missed, runs the returned maker inside its
 * bounded work queue, and stores the result: from then on it is a file like any other.
 */
export type OriginalMaker = () => Promise<Buffer>;

export interface ImageSource {
  /**
   * A maker for the original at this key, or null when the source does not know the key (a
   * made-up path): looking up must be cheap and do no drawing.
   */
  lookup(key: string): Promise<OriginalMaker | null>;
}

/** No source: only stored originals are served. */
export const NO_IMAGE_SOURCE: ImageSource = { lookup: async () => null };
