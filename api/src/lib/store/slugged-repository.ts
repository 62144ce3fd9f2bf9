import { bySlugOrId, chooseSlug } from './slugs';
import type { Collection, Filter, NewDoc } from './store';

export interface SluggedDoc {
  _id: string;
  slug: string;
  updatedAt: string;
}

/** Where a new document's slug comes from: the slug the admin asked for, else its name. */
export interface SlugSource {
  wanted?: string;
  from: string;
}

/**
 * The reads and writes every document with a unique slug needs. The repository chooses slugs;
 * a slug another document holds throws `DuplicateKeyError('slug')` (the service answers 409).
 */
export class SluggedRepository<T extends SluggedDoc> {
  constructor(protected readonly col: Collection<T>) {}

  findBySlugOrId(value: string): Promise<T | null> {
    return this.col.findOne(bySlugOrId(value));
  }
  findById(id: string): Promise<T | null> {
    return this.col.findById(id);
  }
  async insert(doc: Omit<NewDoc<T>, 'slug'>, slug: SlugSource): Promise<T> {
    const chosen = await chooseSlug(this.col, slug);
    return this.col.insertOne({ ...doc, slug: chosen } as NewDoc<T>);
  }
  /**
   * Sets the fields (and updatedAt); `slug`, when given, must be free. Answers the document after
   * the change, or null when there is none.
   */
  async update(id: string, set: Partial<Omit<T, '_id'>>): Promise<T | null> {
    const changes: Record<string, unknown> = { ...set, updatedAt: new Date().toISOString() };
    if (set.slug !== undefined) changes.slug = await this.freeSlug(set.slug, id);
    return this.col.updateOne({ _id: id } as Filter<T>, { $set: changes as Partial<Omit<T, '_id'>> });
  }
  /** The slug itself when no other document holds it; else throws `DuplicateKeyError('slug')`. */
  protected freeSlug(slug: string, exceptId: string): Promise<string> {
    return chooseSlug(this.col, { wanted: slug, from: slug, exceptId });
  }
  delete(id: string): Promise<T | null> {
    return this.col.deleteOne({ _id: id } as Filter<T>);
  }
}
