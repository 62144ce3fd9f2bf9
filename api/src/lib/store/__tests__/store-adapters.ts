import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoStore } from '../mongo-store';
import { NedbStore } from '../nedb-store';
import type { Store } from '../store';

/**
 * A fresh store; `reopen` opens the same data again as a new store (after the caller closed the
 * first), as a restart of the API does.
 */
export interface OpenedStore {
  store: Store;
  reopen: () => Promise<Store>;
  cleanup: () => Promise<void>;
}

/** The embedded adapter always; MongoDB too when MONGODB_URI points at a server. */
export const adapters: [string, () => Promise<OpenedStore>][] = [
  [
    'embedded (NeDB)',
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tyre-store-'));
      const store = new NedbStore(dir);
      return {
        store,
        reopen: async () => new NedbStore(dir),
        cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }),
      };
    },
  ],
];
const mongoUri = process.env.MONGODB_URI;
if (mongoUri) {
  adapters.push([
    'MongoDB',
    async () => {
      const dbName = `tyre_contract_${process.pid}_${Date.now()}`;
      const url = new URL(mongoUri);
      url.pathname = `/${dbName}`;
      const store = await MongoStore.connect(url.toString());
      return {
        store,
        reopen: () => MongoStore.connect(url.toString()),
        cleanup: async () => {
          const again = await MongoStore.connect(url.toString());
          await again.database.dropDatabase();
          await again.close();
        },
      };
    },
  ]);
}
