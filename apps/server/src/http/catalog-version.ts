/**
 * Follows catalog_state.version, which anything changing catalogue answers bumps. Cached
 * responses remember the version they were made at, so every server copy stops serving
 * them within one poll interval of a change, without talking to each other.
 */
import type { Queryable } from '../db/connection.ts';

export class CatalogVersion {
  private value = 0;
  private searchValue = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Queryable,
    private readonly intervalMs = 1000,
  ) {}

  get current(): number {
    return this.value;
  }

  /** catalog_state.search_version: the search documents and vocabulary (reindexed by the seed). */
  get search(): number {
    return this.searchValue;
  }

  async refresh(): Promise<number> {
    const [row] = await this.db.query<{ version: number; search_version: number }>(
      'SELECT version, search_version FROM catalog_state',
    );
    this.value = Number(row?.version ?? 0);
    this.searchValue = Number(row?.search_version ?? 0);
    return this.value;
  }

  async start(): Promise<void> {
    await this.refresh();
    this.timer = setInterval(() => void this.refresh().catch(() => undefined), this.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
