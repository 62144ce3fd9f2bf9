import { bySlugOrId, slugConflict } from './slugs';
import { DuplicateKeyError, type Collection, type NewDoc } from './store';

export interface SluggedDoc {
  _id: string;
  slug: string;
  updatedAt: string;
}

const slugClash = (e: unknown): never => {
  throw e instanceof DuplicateKeyError ? slugConflict() : e;
};

/** The reads and writes every document with a unique slug needs; a slug clash becomes a 409. */
export class SluggedRepository<T extends SluggedDoc> {
  constructor(readonly col: Collection<T>) {}

  findBySlugOrId(value: string): Promise<T | null> {
    return this.col.findOne(bySlugOrId(value));
  }
  findById(id: string): Promise<T | null> {
    return this.col.findById(id);
  }
  insert(doc: NewDoc<T>): Promise<T> {
    return this.col.insertOne(doc).catch(slugClash);
  }
  /** Sets the fields (and updatedAt); answers the document after the change, or null. */
  update(id: string, set: Partial<Omit<T, '_id'>>): Promise<T | null> {
    return this.col
      .updateOne({ _id: id }, { $set: { ...set, updatedAt: new Date().toISOString() } })
      .catch(slugClash);
  }
  delete(id: string): Promise<T | null> {
    return this.col.deleteOne({ _id: id });
  }
}
