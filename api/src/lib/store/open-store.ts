import type { Config } from '../../config';
import { MongoStore } from './mongo-store';
import { NedbStore } from './nedb-store';
import type { Store } from './store';

/** MongoDB when MONGODB_URI is set, otherwise the embedded store under DATA_DIR. */
export async function openStore(config: Pick<Config, 'mongodbUri' | 'dataDir'>): Promise<Store> {
  if (config.mongodbUri) return MongoStore.connect(config.mongodbUri);
  return new NedbStore(config.dataDir);
}
