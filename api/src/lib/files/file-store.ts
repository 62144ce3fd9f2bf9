import type { Readable } from 'node:stream';

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
}

/** Server-chosen names only: 24 hex, an optional variant suffix, a known extension. */
export const FILE_NAME = /^[0-9a-f]{24}(?:-[a-z0-9]{1,12})?\.(?:jpg|png|webp|pdf)$/;

export const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

export const contentTypeOf = (name: string): string =>
  CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
