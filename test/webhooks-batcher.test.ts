import { describe, expect, it } from 'vitest';
import { StatementBatcher } from '../src/webhooks/statement-batcher.js';

describe('StatementBatcher', () => {
  it('runs what callers add in the same turn as one batch, and what comes meanwhile as the next one', async () => {
    const batches: number[][] = [];
    let release: () => void = () => {};
    const batcher = new StatementBatcher<number, number>(async (items) => {
      batches.push(items);
      if (batches.length === 1) await new Promise<void>((r) => (release = r));
      return items.map((n) => n * 10);
    });
    const first = [1, 2, 3].map((n) => batcher.add(n));
    await new Promise((r) => setImmediate(r));
    // The first batch is in flight: these wait for it, then go together.
    const second = [4, 5].map((n) => batcher.add(n));
    await new Promise((r) => setImmediate(r));
    expect(batches).toEqual([[1, 2, 3]]);
    release();
    expect(await Promise.all([...first, ...second])).toEqual([10, 20, 30, 40, 50]);
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it('when a batch fails, runs each item alone so that only the bad one fails', async () => {
    const batcher = new StatementBatcher<number, number>(async (items) => {
      if (items.includes(2)) throw new Error('bad item');
      return items;
    });
    const results = await Promise.allSettled([1, 2, 3].map((n) => batcher.add(n)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason.message).toBe('bad item');
  });

  it('caps a batch at its maximum size', async () => {
    const sizes: number[] = [];
    const batcher = new StatementBatcher<number, null>(async (items) => {
      sizes.push(items.length);
      return items.map(() => null);
    }, 4);
    await Promise.all(Array.from({ length: 10 }, (_, i) => batcher.add(i)));
    expect(sizes).toEqual([4, 4, 2]);
  });
});
