import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';

/**
 * Streams a CSV download in pieces (sent while the rest is written), private to the caller, as
 * an attachment named `fileName`. A client that goes away ends it quietly.
 */
export async function sendCsv(res: Response, fileName: string, chunks: Iterable<string>): Promise<undefined> {
  res.set({
    'Cache-Control': 'private, no-store',
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${fileName}"`,
  });
  try {
    await pipeline(Readable.from(chunks), res);
  } catch (e) {
    // the client went away: nothing left to answer
    if ((e as { code?: string }).code !== 'ERR_STREAM_PREMATURE_CLOSE') throw e;
  }
  return undefined;
}
