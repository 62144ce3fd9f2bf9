import { SALES_CSV_COLUMNS } from '@tyre/contracts';
import { BOM, csvField, csvLine } from '../../lib/text/csv';
import type { CsvOrder } from './report-pipelines';

export { BOM, csvField };

/** Orders per piece of the streamed CSV: about 60 KB, small enough to stay out of V8's large-object space. */
const ORDERS_PER_CHUNK = 250;

const line = csvLine;

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
