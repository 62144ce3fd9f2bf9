import type { Logger } from 'pino';
import { APP_VERSION } from '../../app-version';
import { DuplicateKeyError, type Store } from '../store';

/** One step of the store's schema: `up` brings a store at `version - 1` to `version`. */
export interface Migration {
  version: number;
  name: string;
  up(store: Store): Promise<void>;
}

/** The store's schema record (collection `meta`, id `schema`). */
export interface SchemaDoc {
  _id: string;
  version: number;
  /** The API version that recorded the latest step. */
  appVersion: string;
  updatedAt: string;
  applied: { version: number; name: string; appVersion: string; at: string }[];
}

export const META_COLLECTION = 'meta';
const SCHEMA_ID = 'schema';

const metaOf = (store: Store) => store.collection<SchemaDoc>(META_COLLECTION);

/** A store written by a newer build: this one does not open it. */
export class NewerStoreError extends Error {}

/** The store's schema version: 0 for a store from before versions were recorded (or a new one). */
export async function storedSchemaVersion(store: Store): Promise<{ version: number; appVersion?: string }> {
  const doc = await metaOf(store).findById(SCHEMA_ID);
  return doc ? { version: doc.version, appVersion: doc.appVersion } : { version: 0 };
}

/** Refuses (NewerStoreError) a store whose schema is newer than `latest`, before anything is written to it. */
export async function refuseNewerStore(store: Store, latest: number, where: string): Promise<void> {
  const stored = await storedSchemaVersion(store);
  if (stored.version > latest) {
    throw new NewerStoreError(
      `${where} was written by a newer version of the shop (schema version ${stored.version}, ` +
        `API ${stored.appVersion ?? 'unknown'}); this build (API ${APP_VERSION}) knows schema version ` +
        `${latest} at most and does not open it. Run that version or a newer one, or restore a ` +
        'backup made by this version into an empty data folder.',
    );
  }
}

function checkOrder(migrations: readonly Migration[]): void {
  migrations.forEach((m, i) => {
    if (m.version !== i + 1)
      throw new Error(`Migration ${m.name} is version ${m.version}, expected ${i + 1}`);
  });
}

/**
 * Brings the store to the last version of `migrations`, in order, recording each step as it is
 * done (a crash between a step and its record runs that step again: steps are idempotent). A
 * store already there is left as it is. Answers the versions before and after.
 */
export async function runMigrations(
  store: Store,
  migrations: readonly Migration[],
  logger?: Logger,
): Promise<{ from: number; to: number }> {
  checkOrder(migrations);
  const meta = metaOf(store);
  const from = (await storedSchemaVersion(store)).version;
  const latest = migrations.length;
  if (from > latest) await refuseNewerStore(store, latest, 'The store');
  for (const migration of migrations.slice(from)) {
    await migration.up(store);
    const at = new Date().toISOString();
    const step = { version: migration.version, name: migration.name, appVersion: APP_VERSION, at };
    const record = { version: migration.version, appVersion: APP_VERSION, updatedAt: at };
    const moved = await meta.updateOne(
      { _id: SCHEMA_ID, version: { $lt: migration.version } },
      { $set: record, $push: { applied: step } },
    );
    if (!moved && !(await meta.findById(SCHEMA_ID))) {
      try {
        await meta.insertOne({ _id: SCHEMA_ID, ...record, applied: [step] });
      } catch (e) {
        // another instance recorded it first
        if (!(e instanceof DuplicateKeyError)) throw e;
      }
    }
    logger?.info({ version: migration.version, migration: migration.name }, 'store migrated');
  }
  return { from, to: Math.max(from, latest) };
}
