import { SALES_CSV_COLUMNS } from '@tyre/contracts';
import type { CsvRow } from './report-pipelines';

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

const line = (fields: (string | number)[]) => fields.map(csvField).join(',') + '\r\n';

/** The sales CSV: BOM, a header row, one row per order line; CRLF line ends. */
export function salesCsv(rows: CsvRow[]): string {
  let out = BOM + line([...SALES_CSV_COLUMNS]);
  for (const r of rows) {
    out += line([
      r.reference,
      r.date,
      r.status,
      r.paymentType,
      r.customer,
      r.district,
      r.district === 'Dhaka' ? 'Yes' : 'No',
      r.title,
      r.quantity,
      r.unitPrice,
      r.lineTotal,
      r.shipping,
      r.total,
    ]);
  }
  return out;
}
