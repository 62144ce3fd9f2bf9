// NeDB's own line format (one document per line, dates as {"$$date": ms}), used to write and read
// the data files a backup carries exactly as NeDB writes and reads them.
declare module '@seald-io/nedb/lib/model.js' {
  export function serialize(doc: unknown): string;
  export function deserialize(line: string): unknown;
}
