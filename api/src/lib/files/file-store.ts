import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { STORED_FILE_NAME } from '@tyre/contracts';

export type Visibility = 'public' | 'private';

export interface StoredFileInfo {
  name: string;
  contentType: string;
  size: number;
  visibility: Visibility;
}

/** The file-storage port: local disk beside the embedded store, GridFS beside MongoDB. */
export interface FileStore {
  put(name: string, data: Buffer, info: { contentType: string; visibility: Visibility }): Promise<void>;
  /** Answers the file's info and a stream of its bytes, or null when there is no such file. */
  open(name: string): Promise<{ info: StoredFileInfo; stream: Readable } | null>;
  remove(name: string): Promise<void>;
  /** Every stored file with the time it was written (for the start-up sweep of unreferenced files). */
  list(): Promise<ListedFile[]>;
}

export interface ListedFile {
  name: string;
  modifiedAt: Date;
}

/**
 * Server-chosen names only: a random base, an optional variant suffix, a known extension (the
 * contracts' rule, which GET /files/:name also checks). New files get 32 hex (128 random bits,
 * {@link newFileBase}); the 24-hex names of earlier versions are still read, served and swept.
 */
export const FILE_NAME = STORED_FILE_NAME;

/** The base of a new file name: 128 random bits as 32 hex characters, never guessable. */
export const newFileBase = (): string => randomBytes(16).toString('hex');

/** Owner-only modes for what the server writes. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

export const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

export const contentTypeOf = (name: string): string =>
  CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
