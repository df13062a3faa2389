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

/**
 * A value loaded on its first use in each catalogue version (the option dictionary, the
 * categories), kept until the version changes; a failed load is not kept, so the next use tries
 * again.
 */
export class LoadedPerVersion<T> {
  private loaded: { version: number; value: Promise<T> } | null = null;
  /** The value of `loaded` once it has loaded (for callers that answer without a promise). */
  private settled: { version: number; value: T } | null = null;

  constructor(
    private readonly load: () => Promise<T>,
    private readonly version: () => number,
  ) {}

  get(): Promise<T> {
    const version = this.version();
    if (this.loaded?.version !== version) {
      const value = this.load();
      this.loaded = { version, value };
      value.then(
        (loaded) => {
          if (this.loaded?.value === value) this.settled = { version, value: loaded };
        },
        () => {
          if (this.loaded?.value === value) this.loaded = null;
        },
      );
    }
    return this.loaded!.value;
  }

  /** What get() resolves to, when that is known now (loaded for the current version); else null. */
  now(): T | null {
    const version = this.version();
    return this.settled?.version === version && this.loaded?.version === version ? this.settled.value : null;
  }
}
