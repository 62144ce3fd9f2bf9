import { DuplicateKeyError } from '../store/store';
import { AppError } from './errors';

/** The answer when another document holds the slug asked for. */
export const slugConflict = (): AppError =>
  new AppError('conflict', 'catalog.slugTaken', { fields: { slug: 'alreadyUsed' } });

/**
 * Runs a store write; when a unique index refuses it (`DuplicateKeyError`), throws the AppError
 * that `clash` makes for the key instead. Other errors pass through.
 */
export async function onDuplicate<R>(write: Promise<R>, clash: (key: string) => AppError): Promise<R> {
  try {
    return await write;
  } catch (e) {
    if (e instanceof DuplicateKeyError) throw clash(e.key);
    throw e;
  }
}
