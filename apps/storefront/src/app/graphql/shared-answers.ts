/**
 * Answers to queries, shared between subscriptions to the same operation (urql's operation key).
 *
 * urql's useQuery subscribes while a component renders, drops that subscription, and subscribes
 * again once the component mounts; React may also render a component several times before it
 * mounts. Without sharing, each of those is a request of its own, and an answer that arrives
 * between the two is dropped. So: a query on its way is not sent again, and an answer whose
 * subscriber left before it came is kept a moment for the one that comes next.
 */
export const KEEP_UNCLAIMED_MS = 3_000;

export class SharedAnswers {
  private readonly inFlight = new Map<number, Promise<unknown>>();
  private readonly unclaimed = new Map<number, { answer: Promise<unknown>; until: number }>();

  constructor(
    private readonly keepMs = KEEP_UNCLAIMED_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** The answer to query `key`: a kept one or one on its way, else the one `fetch` starts. */
  answer(key: number, fetch: () => Promise<unknown>): Promise<unknown> {
    const kept = this.unclaimed.get(key);
    this.unclaimed.delete(key);
    if (kept && kept.until > this.now()) return kept.answer;
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const started = fetch();
    this.inFlight.set(key, started);
    const settled = () => {
      if (this.inFlight.get(key) === started) this.inFlight.delete(key);
    };
    started.then(settled, settled);
    return started;
  }

  /** Nobody took the answer to `key` (its subscriber left first): keep it for the next one. */
  keep(key: number, answer: Promise<unknown>): void {
    const entry = { answer, until: this.now() + this.keepMs };
    this.unclaimed.set(key, entry);
    // A failure is not worth keeping: the next subscriber asks again.
    answer.catch(() => {
      if (this.unclaimed.get(key) === entry) this.unclaimed.delete(key);
    });
  }

  /** A mutation may change any answer: nothing from before it is shared afterwards. */
  forget(): void {
    this.inFlight.clear();
    this.unclaimed.clear();
  }
}
