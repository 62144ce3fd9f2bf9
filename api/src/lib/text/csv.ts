/** The byte order mark: spreadsheets then read the file as UTF-8 (Bangla names, ৳). */
export const BOM = '\uFEFF';

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote, a line break or leading or
 * trailing spaces, with quotes doubled. A text starting with =, +, - or @ gets a leading
 * apostrophe so that a spreadsheet shows it instead of running it as a formula.
 */
export function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A cell as `csvField` wrote it, read back: the apostrophe it put before a formula-like text is dropped. */
export const csvCellText = (cell: string): string => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/** One CSV line with its CRLF end. */
export const csvLine = (fields: (string | number)[]): string => fields.map(csvField).join(',') + '\r\n';
