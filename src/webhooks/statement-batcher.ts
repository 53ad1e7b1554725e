/**
 * Coalesces the same statement of many concurrent callers into one round trip
 * (docs/webhooks.md#how-it-works-for-operators).
 *
 * Each caller `add`s one item and gets its own result. While one batch is in flight, new items
 * wait and go together in the next one, so the batch size follows the load by itself: one item
 * at a time when the worker is quiet (no added latency, no timer), dozens when it drains a
 * backlog. Round trips are what delivery costs most on a small machine (each one wakes a
 * PostgreSQL backend), which is why the webhook worker's hot statements go through this.
 *
 * When a batch fails and held more than one item, each item is run again on its own, so one bad
 * item (a row whose endpoint was deleted meanwhile, say) fails only its own caller.
 */
export class StatementBatcher<I, O> {
  private queued: Array<{ item: I; resolve: (value: O) => void; reject: (error: unknown) => void }> = [];
  private inFlight = false;
  private scheduled = false;

  /** `run` gets the items of one batch and answers one result per item, in their order. */
  constructor(
    private readonly run: (items: I[]) => Promise<O[]>,
    private readonly maxBatch = 256,
  ) {}

  add(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.queued.push({ item, resolve, reject });
      this.schedule();
    });
  }

  /** Flushes once the callers of this turn of the event loop have added their items. */
  private schedule(): void {
    if (this.inFlight || this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    if (this.inFlight || this.queued.length === 0) return;
    this.inFlight = true;
    const batch = this.queued.splice(0, this.maxBatch);
    try {
      await this.settle(batch);
    } finally {
      this.inFlight = false;
      if (this.queued.length > 0) this.schedule();
    }
  }

  private async settle(batch: typeof this.queued): Promise<void> {
    try {
      const results = await this.run(batch.map((b) => b.item));
      batch.forEach((b, i) => b.resolve(results[i]));
    } catch (error) {
      if (batch.length === 1) {
        batch[0].reject(error);
        return;
      }
      // Find the culprit: each item alone.
      await Promise.all(batch.map((b) => this.settle([b])));
    }
  }
}
