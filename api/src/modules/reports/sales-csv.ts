import { SALES_CSV_COLUMNS } from '@tyre/contracts';
import type { CsvOrder } from './report-pipelines';

/** The byte order mark: spreadsheets then read the file as UTF-8 (Bangla names, ৳). */
export const BOM = '\uFEFF';

/** Orders per piece of the streamed CSV: about 60 KB, small enough to stay out of V8's large-object space. */
const ORDERS_PER_CHUNK = 250;

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

/**
 * The sales CSV in pieces, to stream: BOM and header row first, then one row per order line
 * (oldest order first); CRLF line ends. The order's fields are quoted once and repeated on
 * each of its lines.
 */
export function* salesCsvChunks(orders: CsvOrder[]): Generator<string> {
  yield BOM + line([...SALES_CSV_COLUMNS]);
  // a product's title is quoted once per file (a few hundred products over many lines)
  const titles = new Map<string, string>();
  let rows: string[] = [];
  for (let i = 0; i < orders.length; i++) {
    const o = orders[i]!;
    const head =
      `${csvField(o.reference)},${csvField(o.date)},${csvField(o.status)},${csvField(o.paymentType)},` +
      `${csvField(o.customer)},${csvField(o.district)},${o.district === 'Dhaka' ? 'Yes' : 'No'},`;
    const tail = `,${o.total}\r\n`;
    for (const l of o.items) {
      let title = titles.get(l.title);
      if (title === undefined) titles.set(l.title, (title = csvField(l.title)));
      rows.push(`${head}${title},${l.quantity},${l.unitPrice},${l.lineTotal},${l.shipping}${tail}`);
    }
    if ((i + 1) % ORDERS_PER_CHUNK === 0) {
      yield rows.join('');
      rows = [];
    }
  }
  if (rows.length) yield rows.join('');
}

/** The whole sales CSV as one text. */
export const salesCsv = (orders: CsvOrder[]): string => [...salesCsvChunks(orders)].join('');
