/**
 * The builds of an in-memory index, one version at a time (listing-index.ts, text-index.ts): the
 * newest index built is kept, never replaced by an older one, and after each build the next one
 * waits as long as `pause` says. A failed build is not kept: a later call tries again.
 */
export class VersionedBuilds<T extends { version: number }> {
  private built: T | null = null;
  private inFlight: { version: number; done: Promise<void> } | null = null;
  /** No build starts before this time (ms). */
  private notBefore = 0;

  constructor(
    private readonly opts: {
      load: (version: number) => Promise<T>;
      onError: (err: unknown) => void;
      onBuilt?: (index: T, ms: number) => void;
      /** How long the next build waits after one that took `ms`. */
      pause: (ms: number, failed: boolean) => number;
    },
  ) {}

  /** The newest index built, of whatever version. */
  get latest(): T | null {
    return this.built;
  }

  /** The version being built, or null. */
  get building(): number | null {
    return this.inFlight?.version ?? null;
  }

  get mayStart(): boolean {
    return Date.now() >= this.notBefore;
  }

  /** Builds the index of `version` (or waits for its build running); resolves when it is done. */
  build(version: number): Promise<void> {
    if (this.inFlight?.version === version) return this.inFlight.done;
    const started = Date.now();
    let failed = false;
    const done = this.opts
      .load(version)
      .then(
        (index) => {
          if (!this.built || this.built.version <= index.version) this.built = index;
          this.opts.onBuilt?.(index, Date.now() - started);
        },
        (err: unknown) => {
          failed = true;
          this.opts.onError(err);
        },
      )
      .finally(() => {
        if (this.inFlight === flight) this.inFlight = null;
        this.notBefore = Date.now() + this.opts.pause(Date.now() - started, failed);
      });
    const flight = { version, done };
    this.inFlight = flight;
    return done;
  }
}
