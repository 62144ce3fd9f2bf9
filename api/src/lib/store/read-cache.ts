/**
 * Remembers recent query answers of one collection. Only for a store that this process owns alone
 * (the embedded store locks its data dir): every write goes through this process, so answers stay
 * exact. A generation number stops a read that overlapped a write from storing what it saw before
 * that write.
 *
 * A write that changes only fields no remembered query filters or sorts on (a stock decrement of
 * an order, for example) cannot change which documents a query matches, their order or a count:
 * such answers are kept and the changed document is put into them. Any other write drops them.
 */
export interface QueryShape {
  kind: 'one' | 'find' | 'count';
  /** the top-level fields the filter and sort read */
  fields: ReadonlySet<string>;
  projection?: Record<string, 0 | 1>;
}

interface Entry {
  value: unknown;
  shape: QueryShape | undefined;
}

/** The top-level fields a filter reads (through `$and`, `$or`, `$nor`, `$not`); null when unknown. */
export function filterFields(filter: unknown, into = new Set<string>()): Set<string> | null {
  if (filter === null || typeof filter !== 'object') return into;
  for (const [key, value] of Object.entries(filter as Record<string, unknown>)) {
    if (key === '$and' || key === '$or' || key === '$nor') {
      if (!Array.isArray(value)) return null;
      for (const part of value) if (!filterFields(part, into)) return null;
    } else if (key.startsWith('$')) {
      // $where and other whole-document operators: any field may matter
      return null;
    } else {
      into.add(key.split('.')[0]!);
    }
  }
  return into;
}

/** The top-level fields an update changes; null when it replaces the document or is unknown. */
export function updatedFields(update: Record<string, unknown>): Set<string> | null {
  const fields = new Set<string>();
  for (const [operator, value] of Object.entries(update)) {
    if (!operator.startsWith('$') || value === null || typeof value !== 'object') return null;
    for (const key of Object.keys(value)) fields.add(key.split('.')[0]!);
  }
  return fields;
}

function project(doc: Record<string, unknown>, projection: Record<string, 0 | 1> | undefined) {
  if (!projection || Object.keys(projection).length === 0) return doc;
  const keys = Object.entries(projection);
  if (keys.some(([, v]) => v === 1)) {
    const out: Record<string, unknown> = {};
    if (projection._id !== 0 && '_id' in doc) out._id = doc._id;
    for (const [k, v] of keys) if (v === 1 && k in doc) out[k] = doc[k];
    return out;
  }
  const out = { ...doc };
  for (const [k] of keys) delete out[k];
  return out;
}

export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;

  constructor(private readonly maxEntries = 500) {}

  static key(kind: string, ...parts: unknown[]): string {
    return (
      kind +
      JSON.stringify(parts, (_k, v: unknown) =>
        v instanceof RegExp ? { $re: v.source, $flags: v.flags } : v,
      )
    );
  }

  /** Answers a copy of the remembered value, or runs `read` and remembers a copy of what it gave. */
  async through<T>(
    key: string,
    read: () => Promise<T>,
    keep: (value: T) => boolean = () => true,
    shape?: QueryShape,
  ): Promise<T> {
    const hit = this.entries.get(key);
    if (hit) {
      // refresh its place: the oldest entry is dropped first
      this.entries.delete(key);
      this.entries.set(key, hit);
      return structuredClone(hit.value as T);
    }
    const seen = this.generation;
    const value = await read();
    if (seen === this.generation && keep(value)) {
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, { value: structuredClone(value), shape });
    }
    return value;
  }

  /** Called before every write: reads in flight no longer store what they saw. */
  begin(): void {
    this.generation += 1;
  }

  /** Called after every write that may have changed anything: drops every answer. */
  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /**
   * Called after an update of one document that changed only `fields`, with the document as it is
   * now: answers whose query reads none of those fields keep their matches and order and get the
   * new document; the others are dropped.
   */
  updated(fields: ReadonlySet<string> | null, doc: Record<string, unknown> | null): void {
    this.generation += 1;
    if (!fields || !doc) {
      this.entries.clear();
      return;
    }
    for (const [key, entry] of this.entries) {
      const shape = entry.shape;
      if (!shape || [...fields].some((f) => shape.fields.has(f))) {
        this.entries.delete(key);
        continue;
      }
      if (shape.kind === 'find' && Array.isArray(entry.value)) {
        entry.value = (entry.value as Array<Record<string, unknown>>).map((d) =>
          d._id === doc._id ? project(structuredClone(doc), shape.projection) : d,
        );
      } else if (shape.kind === 'one') {
        const current = entry.value as Record<string, unknown> | null;
        if (current && current._id === doc._id) entry.value = structuredClone(doc);
      }
    }
  }
}
