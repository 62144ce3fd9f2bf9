import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NedbStore } from '../../nedb-store';
import { MIGRATIONS, SCHEMA_VERSION } from '../migrations';
import { runMigrations, type Migration, type SchemaDoc } from '../run-migrations';

describe('migrations', () => {
  let dir: string;
  let store: NedbStore;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tyre-migrations-'));
    store = new NedbStore(dir);
  });
  afterEach(async () => {
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const schema = () => store.collection<SchemaDoc>('meta').findById('schema');

  it('when they run twice, then each step is done once, in order, and recorded', async () => {
    const done: string[] = [];
    const probe = store.collection<{ _id: string; runs: number }>('probe');
    const steps: Migration[] = [
      ...MIGRATIONS,
      {
        version: SCHEMA_VERSION + 1,
        name: 'count-a-run',
        up: async () => {
          done.push('count-a-run');
          if (!(await probe.updateOne({ _id: 'p' }, { $inc: { runs: 1 } })))
            await probe.insertOne({ _id: 'p', runs: 1 });
        },
      },
      { version: SCHEMA_VERSION + 2, name: 'after-it', up: async () => void done.push('after-it') },
    ];
    expect(await runMigrations(store, steps)).toEqual({ from: 0, to: SCHEMA_VERSION + 2 });
    expect(await runMigrations(store, steps)).toEqual({ from: SCHEMA_VERSION + 2, to: SCHEMA_VERSION + 2 });
    expect(done).toEqual(['count-a-run', 'after-it']);
    expect((await probe.findById('p'))?.runs).toBe(1);
    const record = await schema();
    expect(record?.version).toBe(SCHEMA_VERSION + 2);
    expect(record?.applied.map((a) => a.version)).toEqual([1, SCHEMA_VERSION + 1, SCHEMA_VERSION + 2]);

    // this build's own list, run on that store, refuses it: it is newer
    await expect(runMigrations(store, MIGRATIONS)).rejects.toThrow(/newer version of the shop/);
  });

  it('when a migration is out of order, then none runs', async () => {
    const ran: string[] = [];
    const steps: Migration[] = [{ version: 2, name: 'skips-one', up: async () => void ran.push('x') }];
    await expect(runMigrations(store, steps)).rejects.toThrow(/is version 2, expected 1/);
    expect(ran).toEqual([]);
    expect(await schema()).toBeNull();
  });
});
