import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MongoStore } from '../../store/mongo-store';
import { NedbStore } from '../../store/nedb-store';
import type { Store } from '../../store/store';
import { Throttle } from '../throttle';

/** Two stores on the same data: two API processes on one MongoDB; the embedded store has one owner. */
type Opened = { stores: [Store, Store]; cleanup: () => Promise<void> };

const adapters: [string, () => Promise<Opened>][] = [
  [
    'embedded (NeDB)',
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tyre-throttle-'));
      const store = new NedbStore(dir);
      return {
        stores: [store, store],
        cleanup: async () => {
          await store.close();
          fs.rmSync(dir, { recursive: true, force: true });
        },
      };
    },
  ],
];
const mongoUri = process.env.MONGODB_URI;
if (mongoUri) {
  adapters.push([
    'MongoDB, two connections',
    async () => {
      const url = new URL(mongoUri);
      url.pathname = `/tyre_throttle_${process.pid}_${Date.now()}`;
      const a = await MongoStore.connect(url.toString());
      const b = await MongoStore.connect(url.toString());
      return {
        stores: [a, b],
        cleanup: async () => {
          await a.database.dropDatabase();
          await Promise.all([a.close(), b.close()]);
        },
      };
    },
  ]);
}

const rule = { limit: 5, windowSeconds: 60 };

describe.each(adapters)('throttle: %s', (_name, open) => {
  let opened: Opened;
  let one: Throttle;
  let two: Throttle;

  beforeAll(async () => {
    opened = await open();
    one = new Throttle(opened.stores[0]);
    two = new Throttle(opened.stores[1]);
    await Promise.all(opened.stores.map((s) => s.ready()));
  });
  afterAll(() => opened.cleanup());

  it('when 50 takes of one key arrive at once through two instances, then exactly 5 succeed and the rest are told how long to wait', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => (i % 2 ? one : two).take('parallel', rule)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(5);
    for (const r of results.filter((r) => !r.ok)) {
      expect(r.ok || (r.retryAfterSeconds > 0 && r.retryAfterSeconds <= 60)).toBe(true);
    }
  });

  it('when one is refunded, then exactly one more take succeeds; refunds never go below zero', async () => {
    await one.refund('parallel');
    expect((await two.take('parallel', rule)).ok).toBe(true);
    expect((await one.take('parallel', rule)).ok).toBe(false);
    for (let i = 0; i < 8; i++) await one.refund('never-taken');
    const results = await Promise.all(Array.from({ length: 7 }, () => one.take('never-taken', rule)));
    expect(results.filter((r) => r.ok)).toHaveLength(5);
  });

  it('when the window is over, then the key starts a fresh window', async () => {
    const start = Date.now();
    for (let i = 0; i < 5; i++) expect((await one.take('window', rule, start)).ok).toBe(true);
    const refused = await one.take('window', rule, start + 30_000);
    expect(refused).toEqual({ ok: false, retryAfterSeconds: 30 });
    const later = start + 61_000;
    const results = await Promise.all(Array.from({ length: 8 }, () => two.take('window', rule, later)));
    expect(results.filter((r) => r.ok)).toHaveLength(5);
  });

  it('when one of several keys refuses, then the keys taken before it are given back', async () => {
    const tight = { limit: 1, windowSeconds: 60 };
    expect((await one.take('b', tight)).ok).toBe(true);
    const result = await one.takeAll([
      { key: 'a', rule: tight },
      { key: 'b', rule: tight },
    ]);
    expect(result.ok).toBe(false);
    expect((await one.take('a', tight)).ok).toBe(true);
  });

  it('when a key is read, then it answers the takes of its open window and takes none itself', async () => {
    const start = Date.now();
    expect(await one.used('read-me', start)).toBe(0);
    for (let i = 0; i < 3; i++) await one.take('read-me', rule, start);
    await one.refund('read-me', start);
    expect(await two.used('read-me', start)).toBe(2);
    expect(await two.used('read-me', start)).toBe(2);
    expect(await one.used('read-me', start + 61_000)).toBe(0);
  });

  it('when records have expired, then the store drops them (expiring index) and keys do not show', async () => {
    await one.take('old', rule, Date.now() - 120_000);
    const records = await opened.stores[0]
      .collection<{ _id: string; expiresAt: Date }>('throttles')
      .find({ expiresAt: { $lt: new Date() } });
    // MongoDB's TTL monitor sweeps once a minute; NeDB drops expired records when it reads them.
    if (opened.stores[0].kind === 'embedded') expect(records).toEqual([]);
    const all = await opened.stores[0].collection<{ _id: string }>('throttles').find({});
    for (const r of all) expect(r._id).not.toMatch(/parallel|window|old/);
  });
});

describe('throttle on the embedded store: sweeping', () => {
  it('when windows are over and nobody asks for those keys again, then a sweep removes their records from the data file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tyre-sweep-'));
    try {
      const store = new NedbStore(dir);
      const throttle = new Throttle(store);
      const past = Date.now() - 3_600_000;
      await throttle.take('gone-1', { limit: 5, windowSeconds: 10 }, past);
      await throttle.take('gone-2', { limit: 5, windowSeconds: 10 }, past);
      await throttle.take('kept', rule);
      await throttle.sweep();
      await store.close(); // compacts the data file: what is still held is written out
      const records = fs
        .readFileSync(path.join(dir, 'db', 'throttles.db'), 'utf8')
        .split('\n')
        .filter((line) => line.includes('"count"'));
      expect(records).toHaveLength(1);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
