export interface DetectedType {
  ext: 'jpg' | 'png' | 'webp' | 'pdf';
  contentType: string;
  kind: 'image' | 'document';
}

const startsWith = (buf: Buffer, bytes: number[], offset = 0) => bytes.every((b, i) => buf[offset + i] === b);

/** Decides a file's type from its first bytes, never from its name or the client's claim. */
export function sniff(buf: Buffer): DetectedType | null {
  if (buf.length >= 3 && startsWith(buf, [0xff, 0xd8, 0xff]))
    return { ext: 'jpg', contentType: 'image/jpeg', kind: 'image' };
  if (buf.length >= 8 && startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { ext: 'png', contentType: 'image/png', kind: 'image' };
  if (buf.length >= 12 && buf.toString('ascii', 0, 4) === 'RIFF' && buf.toString('ascii', 8, 12) === 'WEBP')
    return { ext: 'webp', contentType: 'image/webp', kind: 'image' };
  if (buf.length >= 5 && buf.toString('ascii', 0, 5) === '%PDF-')
    return { ext: 'pdf', contentType: 'application/pdf', kind: 'document' };
  return null;
}
