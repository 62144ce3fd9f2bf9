import path from 'node:path';
import type { Config } from '../../config';
import { DiskFileStore } from '../files/disk-file-store';
import type { FileStore } from '../files/file-store';
import { GridFsFileStore } from '../files/gridfs-file-store';
import { SCHEMA_VERSION } from './migrations/migrations';
import { refuseNewerStore } from './migrations/run-migrations';
import { MongoStore } from './mongo-store';
import { NedbStore } from './nedb-store';
import type { Store } from './store';

/** The data store and the file store that goes with it. */
export interface OpenedStore {
  store: Store;
  files: FileStore;
}

/**
 * MongoDB with GridFS when MONGODB_URI is set, otherwise the embedded store under DATA_DIR with
 * files on disk under DATA_DIR/files. A store written by a newer build is refused (NewerStoreError)
 * before anything is written to it.
 */
export async function openStore(config: Pick<Config, 'mongodbUri' | 'dataDir'>): Promise<OpenedStore> {
  const opened: OpenedStore = config.mongodbUri
    ? await MongoStore.connect(config.mongodbUri).then((store) => ({
        store,
        files: new GridFsFileStore(store.database),
      }))
    : {
        store: new NedbStore(config.dataDir),
        files: new DiskFileStore(path.join(config.dataDir, 'files')),
      };
  const where = config.mongodbUri ? 'The MongoDB store of MONGODB_URI' : `The data folder ${config.dataDir}`;
  try {
    await refuseNewerStore(opened.store, SCHEMA_VERSION, where);
  } catch (e) {
    await opened.store.close().catch(() => undefined);
    throw e;
  }
  return opened;
}
