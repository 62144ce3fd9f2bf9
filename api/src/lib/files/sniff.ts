export interface DetectedType {
  ext: 'jpg' | 'png' | 'webp' | 'pdf' | 'csv';
  contentType: string;
  kind: 'image' | 'document' | 'text';
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

/** C0 controls other than tab, line feed, form feed and carriage return, and DEL: never in a text file. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const BINARY_CONTROLS = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/;

/**
 * A text file (a CSV): valid UTF-8 (a byte order mark is fine) without NUL or other control
 * characters. Asked only for fields that accept text, after `sniff` found no binary type.
 */
export function sniffText(buf: Buffer): DetectedType | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buf);
  } catch {
    return null;
  }
  if (BINARY_CONTROLS.test(text)) return null;
  return { ext: 'csv', contentType: 'text/csv', kind: 'text' };
}
