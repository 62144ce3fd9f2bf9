import { z } from 'zod';
import { STORED_FILE_NAME } from '@tyre/contracts';

/** What the manifest's `format` says: an archive without it is not a backup of this shop. */
export const BACKUP_FORMAT = 'tyre-shop-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_NAME = 'manifest.json';

/** A collection's data file in the archive: `db/<name>.db`, one document per line (NeDB's format). */
const COLLECTION_ENTRY = /^db\/([A-Za-z][A-Za-z0-9_-]{0,63})\.db$/;
/** An uploaded file in the archive: `files/public/<name>` or `files/private/<name>`. */
const FILE_ENTRY = /^files\/(public|private)\/([^/]+)$/;

/** What an archive entry holds, or null for a name a backup never has (a foreign archive). */
export function entryKind(
  name: string,
):
  | { kind: 'collection'; collection: string }
  | { kind: 'file'; visibility: 'public' | 'private'; file: string }
  | null {
  const collection = COLLECTION_ENTRY.exec(name);
  if (collection) return { kind: 'collection', collection: collection[1]! };
  const file = FILE_ENTRY.exec(name);
  if (file && STORED_FILE_NAME.test(file[2]!))
    return { kind: 'file', visibility: file[1] as 'public' | 'private', file: file[2]! };
  return null;
}

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

/**
 * The archive's manifest, its last entry (it is written once every other entry's checksum is
 * known): the versions that made it, what it holds, and a checksum of every other entry.
 */
export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: z.string(),
  /** The API version that wrote the archive. */
  appVersion: z.string(),
  /** The store's schema version (0: a store from before versions were recorded). */
  schemaVersion: z.number().int().min(0),
  /** Documents per collection. */
  collections: z.record(z.string(), z.object({ documents: z.number().int().min(0) })),
  /** Uploaded files: how many and their bytes together. */
  files: z.object({ count: z.number().int().min(0), bytes: z.number().int().min(0) }),
  /** Every entry but the manifest, by name. */
  entries: z.record(z.string(), z.object({ bytes: z.number().int().min(0), sha256 })),
});

export type Manifest = z.infer<typeof manifestSchema>;

/** `tyre-backup-2025-01-31T10-20-30Z.tar.gz`: sorts by time, and says it is UTC. */
export function backupFileName(at: Date): string {
  return `tyre-backup-${at.toISOString().slice(0, 19).replace(/:/g, '-')}Z.tar.gz`;
}

/** The names `backupFileName` makes. */
export const BACKUP_FILE_NAME = /^tyre-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz$/;
