import type { Logger } from 'pino';
import type { BaseDoc, Collection } from '../store/store';
import { FILE_NAME, type FileStore } from './file-store';

/** Files younger than this are never swept: another instance may be about to record them. */
export const SWEEP_MIN_AGE_MS = 15 * 60_000;

/** Every stored file name held in the given fields (strings, image sets, lists of them) of all documents. */
export async function filesNamedIn<T extends BaseDoc>(
  col: Collection<T>,
  fields: (keyof T & string)[],
): Promise<string[]> {
  const projection = Object.fromEntries(fields.map((f) => [f, 1 as const])) as {
    [K in keyof T & string]?: 1;
  };
  const docs = await col.find({}, { projection });
  const names: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') {
      if (FILE_NAME.test(value)) names.push(value);
    } else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  for (const doc of docs) for (const f of fields) collect((doc as Record<string, unknown>)[f]);
  return names;
}

/**
 * Removes stored files that no record names and that are older than `minAgeMs`. The names come
 * from every module's `referencedFiles`; when one of them fails, nothing is removed.
 */
export async function sweepUnreferencedFiles(
  store: FileStore,
  sources: (() => Promise<Iterable<string>>)[],
  options: { logger?: Logger; minAgeMs?: number; now?: number } = {},
): Promise<string[]> {
  const cutoff = (options.now ?? Date.now()) - (options.minAgeMs ?? SWEEP_MIN_AGE_MS);
  // list first: a file written after the listing is not considered at all
  const listed = await store.list();
  const referenced = new Set<string>();
  for (const source of sources) for (const name of await source()) referenced.add(name);
  const removed = [
    ...new Set(
      listed.filter((f) => f.modifiedAt.getTime() < cutoff && !referenced.has(f.name)).map((f) => f.name),
    ),
  ];
  for (const name of removed) await store.remove(name);
  if (removed.length) options.logger?.info({ count: removed.length }, 'removed unreferenced files');
  return removed;
}
