import { createHash } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import zlib from 'node:zlib';
import { deserialize, serialize } from '@seald-io/nedb/lib/model.js';
import tar from 'tar-stream';
import { APP_VERSION } from '../app-version';
import type { DiskFile, DiskFileStore } from '../files/disk-file-store';
import { META_COLLECTION } from '../store/migrations/run-migrations';
import type { CollectionDocuments, NedbStore } from '../store/nedb-store';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, MANIFEST_NAME, type Manifest } from './manifest';

/** The embedded store and its files: what a backup is taken of. */
export interface BackupSource {
  store: NedbStore;
  files: DiskFileStore;
}

/** The shop at one moment: every collection's documents, and the files, held until `release`. */
export interface Snapshot {
  takenAt: Date;
  collections: CollectionDocuments[];
  files: DiskFile[];
  /** Lets the file removals held since the snapshot happen: call once the files are copied. */
  release(): Promise<void>;
}

/** Documents serialised between two turns of the event loop: the API keeps answering meanwhile. */
const DOCS_PER_TURN = 1000;

/**
 * A data file of a collection no module opened, as NeDB reads one: the last line of each `_id`
 * wins, a deletion removes it, index lines and unreadable lines are skipped.
 */
export async function readDataFile(file: string): Promise<Record<string, unknown>[]> {
  const byId = new Map<unknown, Record<string, unknown>>();
  for (const line of (await fs.promises.readFile(file, 'utf8')).split('\n')) {
    if (!line.trim()) continue;
    let doc: Record<string, unknown>;
    try {
      doc = deserialize(line) as Record<string, unknown>;
    } catch {
      continue;
    }
    if (doc._id === undefined) continue;
    if (doc.$$deleted === true) byId.delete(doc._id);
    else byId.set(doc._id, doc);
  }
  return [...byId.values()];
}

/**
 * Takes the snapshot: for a moment no write runs (the writes in progress finish, the requests that
 * have written finish, new writes wait: see the store's WriteGate), and meanwhile the lists of
 * every collection's documents are copied (references only) and file removals are put on hold.
 * Then the writes go on; the snapshot's documents do not change (NeDB replaces a document on
 * each update), and no file they name is removed before `release`.
 */
export async function takeSnapshot(source: BackupSource, waitMs?: number): Promise<Snapshot> {
  await source.store.ready();
  const { collections, release, takenAt } = await source.store.gate.exclusive(
    () => ({
      release: source.files.holdRemovals(),
      collections: source.store.documentsNow(),
      takenAt: new Date(),
    }),
    waitMs,
  );
  try {
    for (const { name, file } of await source.store.unopenedCollections())
      collections.push({ name, docs: await readDataFile(file) });
    collections.sort((a, b) => a.name.localeCompare(b.name));
    return { takenAt, collections, files: await source.files.stored(), release };
  } catch (e) {
    await release();
    throw e;
  }
}

/** The store's schema version in the snapshot (0: from before versions were recorded). */
function schemaVersionOf(snapshot: Snapshot): number {
  const meta = snapshot.collections.find((c) => c.name === META_COLLECTION);
  const schema = meta?.docs.find((d) => d._id === 'schema');
  return typeof schema?.version === 'number' ? schema.version : 0;
}

/** One tar entry of a known size, written with back-pressure; answers its sha256. */
async function addEntry(
  pack: tar.Pack,
  name: string,
  size: number,
  chunks: AsyncIterable<Buffer> | Buffer[],
) {
  const hash = createHash('sha256');
  let settle!: (err?: Error | null) => void;
  const finished = new Promise<void>((resolve, reject) => {
    settle = (err) => (err ? reject(err) : resolve());
  });
  // a streamx Writable: its declared type here comes out as another library's, hence the cast
  const entry = pack.entry({ name, size, mode: 0o600, mtime: new Date() }, (err) =>
    settle(err),
  ) as unknown as Writable;
  for await (const chunk of chunks) {
    hash.update(chunk);
    if (!entry.write(chunk)) await once(entry, 'drain');
  }
  entry.end();
  await finished;
  return hash.digest('hex');
}

/** A collection in NeDB's line format, in chunks (yielding to the event loop between them). */
async function serialised(
  docs: readonly Record<string, unknown>[],
): Promise<{ chunks: Buffer[]; size: number }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for (let i = 0; i < docs.length; i += DOCS_PER_TURN) {
    if (i > 0) await nextTurn(undefined);
    const lines = docs.slice(i, i + DOCS_PER_TURN).map((d) => serialize(d));
    const chunk = Buffer.from(`${lines.join('\n')}\n`, 'utf8');
    chunks.push(chunk);
    size += chunk.length;
  }
  return { chunks, size };
}

/**
 * Writes the snapshot as a gzipped tar to `out`: `db/<collection>.db` (one document per line, as
 * NeDB writes them), `files/<public|private>/<name>`, then `manifest.json` (versions, documents per
 * collection, every entry's size and sha256). Answers the manifest. A failure destroys `out`, so a
 * half-written archive is never taken for a whole one (and a restore refuses it).
 */
export async function writeArchive(snapshot: Snapshot, out: Writable): Promise<Manifest> {
  const pack = tar.pack();
  const written = pipeline(pack, zlib.createGzip(), out);
  written.catch(() => undefined); // awaited below; an early failure must not go unhandled
  const entries: Manifest['entries'] = {};
  const collections: Manifest['collections'] = {};
  let fileBytes = 0;
  try {
    for (const { name, docs } of snapshot.collections) {
      const { chunks, size } = await serialised(docs);
      const entryName = `db/${name}.db`;
      entries[entryName] = { bytes: size, sha256: await addEntry(pack, entryName, size, chunks) };
      collections[name] = { documents: docs.length };
    }
    for (const file of snapshot.files) {
      const entryName = `files/${file.visibility}/${file.name}`;
      const sha256 = await addEntry(pack, entryName, file.size, fs.createReadStream(file.path));
      entries[entryName] = { bytes: file.size, sha256 };
      fileBytes += file.size;
    }
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: snapshot.takenAt.toISOString(),
      appVersion: APP_VERSION,
      schemaVersion: schemaVersionOf(snapshot),
      collections,
      files: { count: snapshot.files.length, bytes: fileBytes },
      entries,
    };
    const text = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`, 'utf8');
    await addEntry(pack, MANIFEST_NAME, text.length, [text]);
    pack.finalize();
    await written;
    return manifest;
  } catch (e) {
    pack.destroy(e as Error);
    out.destroy(e as Error);
    throw e;
  }
}

/** Takes a snapshot and writes it to `out` (the files are let go once copied). */
export async function writeBackup(source: BackupSource, out: Writable, waitMs?: number): Promise<Manifest> {
  const snapshot = await takeSnapshot(source, waitMs);
  try {
    return await writeArchive(snapshot, out);
  } finally {
    await snapshot.release();
  }
}
