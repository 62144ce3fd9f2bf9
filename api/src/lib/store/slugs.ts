import { isId } from './ids';
import { DuplicateKeyError, type BaseDoc, type Collection, type Filter } from './store';

/**
 * Lower-case words of the text joined by dashes: `Grip Pro 90/90-17` → `grip-pro-90-90-17`,
 * `Café` → `cafe`. Letters, marks and digits of every script are kept, so a Bengali name gives a
 * Bengali slug (`মোটরসাইকেল টায়ার` → `মোটরসাইকেল-টায়ার`), in NFC as the slug params are.
 */
export function slugify(text: string): string {
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // accents of Latin letters
    .toLowerCase()
    .normalize('NFC')
    .replace(/[\u200c\u200d]/g, '') // zero-width (non-)joiners shape a word, they do not split it
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  // at most 100 characters, never cutting a character made of two UTF-16 units
  const slug = Array.from(words).slice(0, 100).join('').replace(/-+$/, '');
  if (!slug) return 'item';
  // A slug never looks like an id, so `:slug` params stay unambiguous.
  return isId(slug) ? `${slug}-x` : slug;
}

/** The filter for a `:slug` param, which takes a slug or a 24-hex `_id`. */
export const bySlugOrId = <T extends BaseDoc & { slug: string }>(value: string): Filter<T> =>
  (isId(value.toLowerCase()) ? { _id: value.toLowerCase() } : { slug: value.toLowerCase() }) as Filter<T>;

/**
 * The slug a document gets. An explicit slug that another document uses throws
 * `DuplicateKeyError('slug')`; a slug made from the name gets `-2`, `-3`, ... until it is free.
 * (The unique index still guards races.) Repositories call this; services never see the collection.
 */
export async function chooseSlug<T extends BaseDoc & { slug: string }>(
  col: Collection<T>,
  options: { wanted?: string; from: string; exceptId?: string },
): Promise<string> {
  const taken = async (slug: string) => {
    const other = await col.findOne({ slug } as Filter<T>);
    return other !== null && other._id !== options.exceptId;
  };
  if (options.wanted) {
    if (await taken(options.wanted)) throw new DuplicateKeyError('slug');
    return options.wanted;
  }
  const base = slugify(options.from);
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await taken(candidate))) return candidate;
  }
}
