import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import zlib from 'node:zlib';
import { deserialize } from '@seald-io/nedb/lib/model.js';
import tar from 'tar-stream';
import { SCHEMA_VERSION } from '../store/migrations/migrations';
import { entryKind, MANIFEST_NAME, manifestSchema, type Manifest } from './manifest';

/** An archive or a target that a restore does not take; the message says why, for the operator. */
export class BackupRefused extends Error {}

/** The manifest is small: a larger one is not ours. */
const MAX_MANIFEST_BYTES = 64 * 1024 * 1024;

interface Seen {
  bytes: number;
  sha256: string;
  documents?: number;
}

/** Counts a data file's documents line by line, refusing a line that is not one (NeDB's format). */
class DocumentLines {
  private readonly decoder = new StringDecoder('utf8');
  private rest = '';
  documents = 0;

  constructor(private readonly entry: string) {}

  push(chunk: Buffer): void {
    const lines = (this.rest + this.decoder.write(chunk)).split('\n');
    this.rest = lines.pop() ?? '';
    for (const line of lines) this.line(line);
  }

  end(): void {
    const last = this.rest + this.decoder.end();
    if (last) this.line(last);
  }

  private line(line: string): void {
    if (!line) return;
    let doc: unknown;
    try {
      doc = deserialize(line);
    } catch {
      throw new BackupRefused(`is damaged: ${this.entry} holds a line that is not a document`);
    }
    const id = (doc as { _id?: unknown } | null)?._id;
    if (typeof doc !== 'object' || doc === null || (typeof id !== 'string' && typeof id !== 'number'))
      throw new BackupRefused(`is damaged: ${this.entry} holds a line that is not a document`);
    this.documents += 1;
  }
}

/** The reason a stream error gives, in the operator's words. */
function refusalOf(error: unknown): Error {
  if (error instanceof BackupRefused) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/incorrect header check|invalid gzip|unknown compression/i.test(message))
    return new BackupRefused('is not a backup of this shop: it is not a gzip-compressed tar archive');
  if (/unexpected end|premature close|end of data/i.test(message))
    return new BackupRefused('is incomplete: it ends too early (truncated, or its copy was cut short)');
  return new BackupRefused(`is damaged (${message})`);
}

/**
 * Reads the whole archive: every entry's name must be one a backup has, its bytes are hashed, a
 * data file's lines must be documents; `write` (the second pass of a restore) gets each entry's
 * bytes too. Then the manifest must be ours and agree with every entry. Answers the manifest.
 */
async function scanArchive(archive: string, write?: (entry: string) => fs.WriteStream): Promise<Manifest> {
  const extract = tar.extract();
  const source = fs.createReadStream(archive);
  const gunzip = zlib.createGunzip();
  source.once('error', (e) => extract.destroy(e));
  gunzip.once('error', (e) => extract.destroy(e));
  source.pipe(gunzip).pipe(extract);
  const seen = new Map<string, Seen>();
  let manifestText: string | undefined;
  let out: fs.WriteStream | undefined;
  try {
    for await (const entry of extract) {
      const name = entry.header.name;
      if (entry.header.type !== 'file')
        throw new BackupRefused(`is not a backup of this shop: it holds ${name}, which is not a plain file`);
      if (seen.has(name) || (name === MANIFEST_NAME && manifestText !== undefined))
        throw new BackupRefused(`is damaged: it holds ${name} twice`);
      if (name === MANIFEST_NAME) {
        const chunks: Buffer[] = [];
        let size = 0;
        for await (const chunk of entry as AsyncIterable<Buffer>) {
          size += chunk.length;
          if (size > MAX_MANIFEST_BYTES)
            throw new BackupRefused('is not a backup of this shop: its manifest is too large');
          chunks.push(chunk);
        }
        manifestText = Buffer.concat(chunks).toString('utf8');
        continue;
      }
      const kind = entryKind(name);
      if (!kind)
        throw new BackupRefused(
          `is not a backup of this shop: it holds ${name}, which a backup of this shop never holds`,
        );
      const hash = createHash('sha256');
      const lines = kind.kind === 'collection' ? new DocumentLines(name) : undefined;
      out = write?.(name);
      let bytes = 0;
      for await (const chunk of entry as AsyncIterable<Buffer>) {
        bytes += chunk.length;
        hash.update(chunk);
        lines?.push(chunk);
        if (out && !out.write(chunk)) await once(out, 'drain');
      }
      lines?.end();
      if (out) {
        out.end();
        await once(out, 'close');
        out = undefined;
      }
      seen.set(name, { bytes, sha256: hash.digest('hex'), ...(lines && { documents: lines.documents }) });
    }
  } catch (e) {
    source.destroy();
    out?.destroy();
    throw refusalOf(e);
  }
  return checkedManifest(manifestText, seen);
}

/** The manifest, when it is ours and every entry agrees with it. */
function checkedManifest(text: string | undefined, seen: Map<string, Seen>): Manifest {
  if (text === undefined)
    throw new BackupRefused('is not a backup of this shop, or is incomplete: it has no manifest.json');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BackupRefused('is damaged: its manifest.json is not JSON');
  }
  const result = manifestSchema.safeParse(parsed);
  if (!result.success) {
    const format = (parsed as { format?: unknown } | null)?.format;
    throw new BackupRefused(
      format === 'tyre-shop-backup'
        ? 'is damaged, or was made by a version this build does not read: its manifest.json does not describe a backup it knows'
        : 'is not a backup of this shop: its manifest.json is not that of a tyre-shop-backup',
    );
  }
  const manifest = result.data;
  for (const [name, listed] of Object.entries(manifest.entries)) {
    const found = seen.get(name);
    if (!found) throw new BackupRefused(`is incomplete: ${name} is missing`);
    if (found.bytes !== listed.bytes || found.sha256 !== listed.sha256)
      throw new BackupRefused(`is damaged: ${name} does not match its checksum`);
  }
  for (const name of seen.keys())
    if (!(name in manifest.entries)) throw new BackupRefused(`is damaged: ${name} is not in its manifest`);
  let files = 0;
  let fileBytes = 0;
  for (const [name, found] of seen) {
    const kind = entryKind(name)!;
    if (kind.kind === 'file') {
      files += 1;
      fileBytes += found.bytes;
    } else if (manifest.collections[kind.collection]?.documents !== found.documents)
      throw new BackupRefused(`is damaged: ${name} does not hold the documents its manifest counts`);
  }
  if (Object.keys(manifest.collections).some((c) => !seen.has(`db/${c}.db`)))
    throw new BackupRefused('is incomplete: a collection of its manifest is missing');
  if (files !== manifest.files.count || fileBytes !== manifest.files.bytes)
    throw new BackupRefused('is damaged: its files do not add up to its manifest');
  if (manifest.schemaVersion > SCHEMA_VERSION)
    throw new BackupRefused(
      `was made by a newer version of the shop (API ${manifest.appVersion}, schema version ` +
        `${manifest.schemaVersion}); this build reads schema version ${SCHEMA_VERSION} at most: ` +
        'restore it with that version or a newer one',
    );
  return manifest;
}

/** Reads and checks the whole archive without writing anything; answers its manifest or throws BackupRefused. */
export function verifyArchive(archive: string): Promise<Manifest> {
  return scanArchive(archive);
}

/** Refuses a data folder that is not empty (a file, or a folder with anything in it). */
async function checkEmptyTarget(dataDir: string): Promise<boolean> {
  const stat = await fs.promises.stat(dataDir).catch(() => null);
  if (!stat) return false;
  if (!stat.isDirectory()) throw new BackupRefused(`${dataDir} is a file, not a data folder`);
  if ((await fs.promises.readdir(dataDir)).length > 0)
    throw new BackupRefused(
      `${dataDir} is not empty: a restore goes into an empty data folder only (move the current one aside, or set DATA_DIR to a new folder)`,
    );
  return true;
}

/**
 * Restores the archive into `dataDir`, which must be empty or missing. Nothing is written until
 * the whole archive has been read and checked (names, checksums, documents, manifest, schema
 * version); then it is written to a folder beside `dataDir`, checked again on the way, and moved
 * into place in one rename. Throws BackupRefused, having changed nothing, when it cannot.
 */
export async function restoreArchive(archive: string, dataDir: string): Promise<Manifest> {
  const target = path.resolve(dataDir);
  if (!(await fs.promises.stat(archive).catch(() => null))?.isFile())
    throw new BackupRefused(`${archive} is not a file`);
  await checkEmptyTarget(target);
  await verifyArchive(archive).catch((e: unknown) => {
    throw new BackupRefused(`${archive} ${(e as Error).message}`);
  });
  const parent = path.dirname(target);
  await fs.promises.mkdir(parent, { recursive: true });
  const staging = path.join(parent, `.${path.basename(target)}.restoring-${randomBytes(6).toString('hex')}`);
  try {
    await fs.promises.mkdir(staging, { mode: 0o700 });
    for (const dir of ['db', 'files', 'files/public', 'files/private'])
      await fs.promises.mkdir(path.join(staging, dir), { mode: 0o700 });
    const manifest = await scanArchive(archive, (entry) =>
      fs.createWriteStream(path.join(staging, entry), { mode: 0o600, flags: 'wx' }),
    ).catch((e: unknown) => {
      throw new BackupRefused(`${archive} ${(e as Error).message}`);
    });
    if (await checkEmptyTarget(target)) await fs.promises.rmdir(target);
    await fs.promises.rename(staging, target);
    return manifest;
  } catch (e) {
    await fs.promises.rm(staging, { recursive: true, force: true });
    throw e;
  }
}
