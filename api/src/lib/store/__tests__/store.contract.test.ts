import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NedbStore } from '../nedb-store';
import { DuplicateKeyError, type Store } from '../store';
import { adapters } from './store-adapters';

interface Item {
  _id: string;
  sku: string;
  name: string;
  price: number;
  tags: string[];
  category: string;
  createdAt: string;
}

describe.each(adapters)('store contract: %s', (_name, open) => {
  let store: Store;
  let cleanup: () => Promise<void>;
  const items = () =>
    store.collection<Item>('items', [{ fields: { sku: 1 }, unique: true }, { fields: { category: 1 } }]);

  beforeAll(async () => {
    ({ store, cleanup } = await open());
    await items().insertMany(
      Array.from({ length: 30 }, (_, i) => ({
        sku: `SKU-${String(i).padStart(3, '0')}`,
        name: i % 2 ? `Radial tyre ${i}` : `Bias tyre ${i}`,
        price: 1000 + i * 100,
        tags: i % 3 === 0 ? ['sale'] : [],
        category: i < 10 ? 'car' : 'bike',
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
      })),
    );
    await store.ready();
  });
  afterAll(async () => {
    await store.close();
    await cleanup();
  });

  it('when a document is inserted, then it gets a 24-hex string _id and reads back equal', async () => {
    const doc = await items().insertOne({
      sku: 'X-1',
      name: 'One',
      price: 5,
      tags: [],
      category: 'x',
      createdAt: 'z',
    });
    expect(doc._id).toMatch(/^[0-9a-f]{24}$/);
    expect(await items().findById(doc._id)).toEqual(doc);
    await items().deleteOne({ _id: doc._id });
  });

  it('when a unique field repeats, then insert throws DuplicateKeyError', async () => {
    await expect(
      items().insertOne({ sku: 'SKU-001', name: 'dup', price: 1, tags: [], category: 'x', createdAt: 'z' }),
    ).rejects.toMatchObject({ name: 'DuplicateKeyError', key: 'sku' });
  });

  it('when filtering with equality, $in, ranges, $or and a RegExp, then both adapters agree', async () => {
    expect(await items().count({ category: 'car' })).toBe(10);
    expect(await items().count({ sku: { $in: ['SKU-000', 'SKU-001', 'nope'] } })).toBe(2);
    expect(await items().count({ price: { $gte: 2000, $lt: 2500 } })).toBe(5);
    expect(await items().count({ $or: [{ category: 'car' }, { tags: 'sale' }] })).toBe(10 + 6);
    expect(await items().count({ name: /radial/i })).toBe(15);
  });

  it('when sorting, skipping and limiting, then pages are stable and ordered', async () => {
    const page = await items().find({}, { sort: { price: -1 }, skip: 5, limit: 5 });
    expect(page.map((p) => p.price)).toEqual([3400, 3300, 3200, 3100, 3000]);
    const projected = await items().find(
      { category: 'car' },
      { projection: { sku: 1 }, limit: 1, sort: { sku: 1 } },
    );
    expect(projected[0]).toEqual({ _id: projected[0]!._id, sku: 'SKU-000' });
  });

  it('when updating, then the document after the update is answered and $inc, $unset and $push apply', async () => {
    const after = await items().updateOne(
      { sku: 'SKU-002' },
      { $inc: { price: 50 }, $push: { tags: 'new' } },
    );
    expect(after).toMatchObject({ sku: 'SKU-002', price: 1250, tags: ['new'] });
    const unset = await items().updateOne({ sku: 'SKU-002' }, { $unset: { tags: '' } });
    expect(unset).toMatchObject({ sku: 'SKU-002', price: 1250 });
    expect(unset).not.toHaveProperty('tags');
    expect(await items().updateOne({ sku: 'missing' }, { $set: { price: 1 } })).toBeNull();
  });

  it('when updateMany runs, then it answers the documents matched, changed or not', async () => {
    // Setting what is there already changes nothing (MongoDB's modifiedCount would be 0).
    expect(await items().updateMany({ category: 'car' }, { $set: { category: 'car' } })).toBe(10);
    expect(await items().updateMany({ category: 'car', price: { $lt: 1300 } }, { $inc: { price: 0 } })).toBe(
      3,
    );
    expect(await items().updateMany({ category: 'none' }, { $set: { name: 'x' } })).toBe(0);
  });

  it('when a filter names fields in any order, then the answer is the same', async () => {
    const narrowFirst = await items().find({ sku: 'SKU-003', category: 'car' });
    const narrowLast = await items().find({ category: 'car', sku: 'SKU-003' });
    expect(narrowFirst.map((i) => i.sku)).toEqual(['SKU-003']);
    expect(narrowLast).toEqual(narrowFirst);
    // @ts-expect-error a filter takes only the document's fields
    await items().count({ colour: 'red' });
  });

  it('when deleting, then deleteOne answers the removed document and deleteMany the count', async () => {
    const removed = await items().deleteOne({ sku: 'SKU-029' });
    expect(removed?.sku).toBe('SKU-029');
    expect(await items().deleteOne({ sku: 'SKU-029' })).toBeNull();
    expect(await items().deleteMany({ sku: { $in: ['SKU-028', 'SKU-027'] } })).toBe(2);
  });

  it('when the same read repeats around writes, then every answer reflects the writes and answers are copies', async () => {
    const filter = { category: 'car', name: /tyre/ };
    const page = () => items().find(filter, { sort: { sku: 1 }, limit: 3 });
    const first = await page();
    const countBefore = await items().count(filter);
    first[0]!.name = 'changed by a caller';
    expect((await page())[0]!.name).not.toBe('changed by a caller');
    await items().insertOne({
      sku: 'A-000',
      name: 'Another tyre',
      price: 1,
      tags: [],
      category: 'car',
      createdAt: 'z',
    });
    expect(await items().count(filter)).toBe(countBefore + 1);
    expect((await page())[0]!.sku).toBe('A-000');
    await items().updateOne({ sku: 'A-000' }, { $set: { name: 'renamed' } });
    expect((await page())[0]!.sku).toBe('SKU-000');
    expect(await items().findOne({ sku: 'A-000' })).toMatchObject({ name: 'renamed' });
    await items().deleteOne({ sku: 'A-000' });
    expect(await items().findOne({ sku: 'A-000' })).toBeNull();
    expect(await items().count(filter)).toBe(countBefore);
  });

  it('when an update changes a field that remembered reads do not filter on, then those reads show the new value, and reads that filter or sort on it are exact too', async () => {
    const byCategory = () =>
      items().find({ category: 'bike' }, { sort: { sku: 1 }, limit: 5, projection: { sku: 1, price: 1 } });
    const cheap = () => items().find({ price: { $lt: 2200 } }, { sort: { sku: 1 } });
    const byPrice = () => items().find({ category: 'bike' }, { sort: { price: 1 }, limit: 2 });
    const one = () => items().findOne({ sku: 'SKU-010' });
    const [pageBefore, cheapBefore, byPriceBefore] = [await byCategory(), await cheap(), await byPrice()];
    expect(pageBefore[0]).toEqual({ _id: expect.any(String), sku: 'SKU-010', price: 2000 });
    expect(await one()).toMatchObject({ price: 2000 });
    expect(cheapBefore.map((i) => i.sku)).toContain('SKU-010');
    expect(byPriceBefore[0]!.sku).toBe('SKU-010');
    const countBefore = await items().count({ price: { $lt: 2200 } });

    await items().updateOne({ sku: 'SKU-010' }, { $inc: { price: 5000 } });

    expect(await byCategory()).toEqual([
      { _id: pageBefore[0]!._id, sku: 'SKU-010', price: 7000 },
      ...pageBefore.slice(1),
    ]);
    expect(await one()).toMatchObject({ sku: 'SKU-010', price: 7000 });
    expect((await cheap()).map((i) => i.sku)).not.toContain('SKU-010');
    expect(await items().count({ price: { $lt: 2200 } })).toBe(countBefore - 1);
    expect((await byPrice())[0]!.sku).toBe('SKU-011');
    await items().updateOne({ sku: 'SKU-010' }, { $inc: { price: -5000 } });
    expect(await byCategory()).toEqual(pageBefore);
    expect(await byPrice()).toEqual(byPriceBefore);
  });

  it('when aggregating, then one MongoDB pipeline runs on either adapter', async () => {
    const rows = await items().aggregate<{ _id: string; n: number; total: number }>([
      { $match: { category: { $in: ['car', 'bike'] } } },
      { $group: { _id: '$category', n: { $sum: 1 }, total: { $sum: '$price' } } },
      { $sort: { _id: 1 } },
    ]);
    expect(rows.map((r) => [r._id, r.n])).toEqual([
      ['bike', 17],
      ['car', 10],
    ]);
  });

  it('when the same aggregation repeats around writes, then every answer reflects the writes, answers are copies and the documents stay as stored', async () => {
    const byCategory = () =>
      items().aggregate<{ _id: string; n: number; total: number }>([
        { $match: { createdAt: { $gte: '2026-01-01', $lt: '2027-01-01' } } },
        // mingo's $unwind drops an empty array's field from the document it is given
        { $unwind: { path: '$tags', preserveNullAndEmptyArrays: true, includeArrayIndex: 'i' } },
        { $group: { _id: '$category', n: { $sum: 1 }, total: { $sum: '$price' } } },
        { $sort: { _id: 1 } },
      ]);
    const storedBefore = await items().find({}, { sort: { sku: 1 } });
    const before = await byCategory();
    before[0]!.n = -1;
    expect((await byCategory())[0]!.n).not.toBe(-1);
    const fresh = await byCategory();
    const carBefore = fresh.find((r) => r._id === 'car')!;

    const added = await items().insertOne({
      sku: 'G-001',
      name: 'Grouped tyre',
      price: 500,
      tags: [],
      category: 'car',
      createdAt: '2026-06-01T00:00:00.000Z',
    });
    expect((await byCategory()).find((r) => r._id === 'car')).toEqual({
      _id: 'car',
      n: carBefore.n + 1,
      total: carBefore.total + 500,
    });
    // a field the pipeline reads but no filter does
    await items().updateOne({ _id: added._id }, { $inc: { price: 100 } });
    expect((await byCategory()).find((r) => r._id === 'car')!.total).toBe(carBefore.total + 600);
    await items().deleteOne({ _id: added._id });
    expect(await byCategory()).toEqual(fresh);
    // the pipeline ran over the stored documents without changing them
    expect(await items().find({}, { sort: { sku: 1 } })).toEqual(storedBefore);
  });
});

describe.each(adapters)('index declarations: %s', (_name, open) => {
  it('when a compound index has no note on the embedded store, or a collection is declared again with other indexes, then it throws', async () => {
    const { store, cleanup } = await open();
    try {
      expect(() => store.collection('plain', [{ fields: { a: 1, b: 1 } }])).toThrow(/compound/);
      store.collection('declared', [{ fields: { a: 1, b: -1 }, embedded: 'indexes a' }]);
      expect(() => store.collection('declared')).not.toThrow();
      expect(() => store.collection('declared', [{ fields: { b: 1 } }])).toThrow(/declared twice/);
    } finally {
      await store.close();
      await cleanup();
    }
  });

  it('when a unique index is declared sparse where the stored data had it without, then the declaration wins: documents without the field are taken, duplicates still refused', async () => {
    interface Account {
      _id: string;
      email: string;
      mobile?: string;
    }
    const { store, reopen, cleanup } = await open();
    let again: Store | undefined;
    try {
      const before = store.collection<Account>('accounts', [{ fields: { mobile: 1 }, unique: true }]);
      await before.insertOne({ email: 'a@example.com', mobile: '01711111111' });
      await before.insertOne({ email: 'b@example.com' });
      await expect(before.insertOne({ email: 'c@example.com' })).rejects.toBeInstanceOf(DuplicateKeyError);
      await store.ready();
      await store.close();

      again = await reopen();
      const after = again.collection<Account>('accounts', [
        { fields: { mobile: 1 }, unique: true, sparse: true },
      ]);
      await again.ready();
      await after.insertOne({ email: 'c@example.com' });
      await after.insertOne({ email: 'd@example.com' });
      await expect(after.insertOne({ email: 'e@example.com', mobile: '01711111111' })).rejects.toBeInstanceOf(
        DuplicateKeyError,
      );
      expect(await after.count({})).toBe(4);
    } finally {
      await again?.close();
      if (!again) await store.close();
      await cleanup();
    }
  });
});

describe('embedded store ownership', () => {
  it('when a second store opens a data dir in use, then it is refused with a clear message', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tyre-lock-'));
    const first = new NedbStore(dir);
    expect(() => new NedbStore(dir)).toThrow(/in use|already open/);
    return first.close().then(() => {
      const again = new NedbStore(dir);
      return again.close();
    });
  });

  it('when data is written and the store reopened, then the data is still there', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tyre-persist-'));
    const a = new NedbStore(dir);
    const doc = await a.collection<{ _id: string; v: number }>('things').insertOne({ v: 42 });
    await a.close();
    const b = new NedbStore(dir);
    expect(await b.collection<{ _id: string; v: number }>('things').findById(doc._id)).toEqual(doc);
    await b.close();
  });
});
