// A pipeline's leading range on an indexed field, at its bounds, on every adapter the suite runs
// (the embedded store takes its candidates from the index for it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../store';
import { adapters } from './store-adapters';

const at = (ms: number) => new Date(Date.parse('2025-06-01T00:00:00.000Z') + ms).toISOString();
const START = at(0);
const END = at(10_000);
// one document a millisecond either side of each bound and on it, many between, and one without the field
const DOCS: { _id: string; createdAt?: string; n: number }[] = [
  ...[-1, 0, 1, 9_999, 10_000, 10_001].map((ms) => ({ _id: `edge${ms}`, createdAt: at(ms), n: 1 })),
  ...Array.from({ length: 200 }, (_, i) => ({ _id: `mid${i}`, createdAt: at(2 + i * 37), n: 2 })),
  { _id: 'none', n: 3 },
];

describe.each(adapters)('aggregate over a range of an indexed field: %s', (_name, open) => {
  let store: Store;
  let cleanup: () => Promise<void>;
  const col = () =>
    store.collection<{ _id: string; createdAt?: string; n: number }>('range_walk', [
      { fields: { createdAt: -1 } },
    ]);

  beforeAll(async () => {
    ({ store, cleanup } = await open());
    await col().insertMany(DOCS);
  });
  afterAll(async () => {
    await store.close();
    await cleanup();
  });

  const ids = async (range: Record<string, string>) =>
    (
      await col().aggregate<{ _id: string }>([
        { $match: { createdAt: range } },
        { $sort: { createdAt: 1 } },
        { $project: { _id: 1 } },
      ])
    ).map((d) => d._id);
  const expected = (test: (ms: number) => boolean) =>
    DOCS.filter((d) => d.createdAt && test(Date.parse(d.createdAt) - Date.parse(START)))
      .sort((a, b) => (a.createdAt! < b.createdAt! ? -1 : 1))
      .map((d) => d._id);

  it('when a range is asked with each kind of bound, then exactly the documents inside it come, in order', async () => {
    expect(await ids({ $gte: START, $lt: END })).toEqual(expected((ms) => ms >= 0 && ms < 10_000));
    expect(await ids({ $gt: START, $lte: END })).toEqual(expected((ms) => ms > 0 && ms <= 10_000));
    expect(await ids({ $gte: START })).toEqual(expected((ms) => ms >= 0));
    expect(await ids({ $lt: END })).toEqual(expected((ms) => ms < 10_000));
    expect(await ids({ $gt: END, $lt: START })).toEqual([]);
  });
});
