import path from 'node:path';
import type { Config } from '../../config';
import { DiskFileStore } from '../files/disk-file-store';
import type { FileStore } from '../files/file-store';
import { GridFsFileStore } from '../files/gridfs-file-store';
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
 * files on disk under DATA_DIR/files.
 */
export async function openStore(config: Pick<Config, 'mongodbUri' | 'dataDir'>): Promise<OpenedStore> {
  if (config.mongodbUri) {
    const store = await MongoStore.connect(config.mongodbUri);
    return { store, files: new GridFsFileStore(store.database) };
  }
  return {
    store: new NedbStore(config.dataDir),
    files: new DiskFileStore(path.join(config.dataDir, 'files')),
  };
}
