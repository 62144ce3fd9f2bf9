import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoStore } from '../mongo-store';
import { NedbStore } from '../nedb-store';
import type { Store } from '../store';

/** The embedded adapter always; MongoDB too when MONGODB_URI points at a server. */
export const adapters: [string, () => Promise<{ store: Store; cleanup: () => Promise<void> }>][] = [
  [
    'embedded (NeDB)',
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tyre-store-'));
      const store = new NedbStore(dir);
      return { store, cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }) };
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
        cleanup: async () => {
          const again = await MongoStore.connect(url.toString());
          await again.database.dropDatabase();
          await again.close();
        },
      };
    },
  ]);
}
