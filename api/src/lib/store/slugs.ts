import { isId } from './ids';
import { DuplicateKeyError, type BaseDoc, type Collection, type Filter } from './store';

/** Lower-case words of the text joined by dashes: `Grip Pro 90/90-17` → `grip-pro-90-90-17`. */
export function slugify(text: string): string {
  const slug = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '');
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
