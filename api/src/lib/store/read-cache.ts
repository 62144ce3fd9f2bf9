/**
 * Remembers recent query answers of one collection. Only for a store that this process owns alone
 * (the embedded store locks its data dir): every write goes through this process, so clearing on
 * each write keeps answers exact. A generation number stops a read that overlapped a write from
 * storing what it saw before that write.
 */
export class ReadCache {
  private readonly entries = new Map<string, unknown>();
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
  ): Promise<T> {
    if (this.entries.has(key)) {
      const value = this.entries.get(key) as T;
      // refresh its place: the oldest entry is dropped first
      this.entries.delete(key);
      this.entries.set(key, value);
      return structuredClone(value);
    }
    const seen = this.generation;
    const value = await read();
    if (seen === this.generation && keep(value)) {
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, structuredClone(value));
    }
    return value;
  }

  /** Called before and after every write. */
  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
