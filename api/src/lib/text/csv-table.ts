// A CSV file of fixed columns, read for an all-or-nothing import: every row checked by a zod
// schema, every bad line noted with its reason (`line 7: district` → `must be one of …`), and the
// 400 that refuses a file with bad lines. Written for the dealers' import; the same shape as the
// fitments' (vehicles/fitments-csv.ts), which may move onto it.
import { CsvError, parse } from 'csv-parse/sync';
import type { z } from 'zod';
import {
  AppError,
  fieldMessage,
  fieldSays,
  zodFieldMessage,
  type FieldArg,
  type FieldMessage,
  type MessageArg,
} from '../http/errors';
import { BOM, csvCellText, csvLine } from './csv';

/** Bad lines: `line 7` or `line 7: district` → the reason (its English and its code). */
export type CsvLineErrors = Record<string, FieldMessage>;

/** What a table's refusals say, in the codes of its module's texts. */
export interface CsvTableTexts {
  /** more rows than the table takes (413) */
  tooManyRows: (max: string) => MessageArg;
  /** the 400 of a file with `count` bad lines */
  failed: (count: number) => MessageArg;
}

/** A row that passed its checks, with the line it starts on. */
export interface CsvTableRow<T> {
  line: number;
  row: T;
}

export class CsvTable<Columns extends readonly string[]> {
  readonly errors: CsvLineErrors = {};

  constructor(
    private readonly columns: Columns,
    private readonly maxRows: number,
    private readonly texts: CsvTableTexts,
  ) {}

  /** Notes a bad line (the first reason per line and column is kept). */
  fail(line: number, column: string | undefined, reason: FieldArg | FieldMessage): void {
    const key = column ? `line ${line}: ${column}` : `line ${line}`;
    if (!(key in this.errors))
      this.errors[key] = typeof reason === 'object' && 'message' in reason ? reason : fieldMessage(reason);
  }

  get failed(): number {
    return Object.keys(this.errors).length;
  }

  /**
   * Reads the file: a header row naming the columns in order, then one record per row (empty
   * lines skipped), each made into the schema's input by `cellsToInput` (cells by column name)
   * and checked; `columnOf` names the column of an issue's path. A file that is no CSV at all (a
   * quote never closed) is that line alone; more than `maxRows` rows is a 413.
   */
  read<S extends z.ZodType>(
    bytes: Buffer,
    schema: S,
    cellsToInput: (cells: Record<Columns[number], string>) => unknown,
    columnOf: (path: readonly PropertyKey[]) => string,
  ): CsvTableRow<z.infer<S>>[] {
    let records: { record: string[]; info: { lines: number } }[];
    try {
      records = parse(bytes.toString('utf8'), {
        bom: true,
        skip_empty_lines: true,
        relax_column_count: true,
        trim: true,
        info: true,
      }) as unknown as { record: string[]; info: { lines: number } }[];
    } catch (e) {
      if (!(e instanceof CsvError)) throw e;
      this.fail((e as CsvError & { lines?: number }).lines ?? 1, undefined, 'csvUnreadable');
      return [];
    }
    // the line a record starts on: the line it ends on, less the line breaks inside its cells
    const startLine = (end: number, cells: string[]) =>
      end - cells.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0);
    const [header, ...body] = records;
    if (!header) return [];
    const names = this.columns.join(',');
    if (header.record.map((cell) => cell.toLowerCase()).join(',') !== names.toLowerCase()) {
      this.fail(
        startLine(header.info.lines, header.record),
        undefined,
        fieldSays('csvColumns', { columns: names }),
      );
      return [];
    }
    if (body.length > this.maxRows)
      throw new AppError('too_large', this.texts.tooManyRows(this.maxRows.toLocaleString('en-US')));
    const rows: CsvTableRow<z.infer<S>>[] = [];
    for (const { record, info } of body) {
      const line = startLine(info.lines, record);
      if (record.length !== this.columns.length) {
        this.fail(line, undefined, fieldSays('csvCells', { count: this.columns.length }));
        continue;
      }
      const cells = Object.fromEntries(
        this.columns.map((name, i) => [name, csvCellText(record[i]!)]),
      ) as Record<Columns[number], string>;
      const parsed = schema.safeParse(cellsToInput(cells));
      if (parsed.success) {
        rows.push({ line, row: parsed.data });
        continue;
      }
      for (const issue of parsed.error.issues)
        this.fail(line, columnOf(issue.path) || undefined, zodFieldMessage(issue));
    }
    return rows;
  }

  /** The 400 of a file with bad lines: the first `reported` of them by line, and how many there were. */
  refusal(reported: number): AppError {
    const lineOf = (key: string) => Number(/^line (\d+)/.exec(key)?.[1] ?? 0);
    const keys = Object.keys(this.errors)
      .sort((a, b) => lineOf(a) - lineOf(b))
      .slice(0, reported);
    return new AppError('invalid_data', this.texts.failed(this.failed), {
      fields: Object.fromEntries(keys.map((k) => [k, this.errors[k]!])),
    });
  }
}

/** Rows per piece of a streamed CSV. */
const ROWS_PER_CHUNK = 500;

/** A CSV in pieces, to stream: BOM and header, then one line per item; CRLF line ends. */
export function* csvChunks<T>(
  columns: readonly string[],
  items: readonly T[],
  cellsOf: (item: T) => (string | number)[],
): Generator<string> {
  yield BOM + csvLine([...columns]);
  for (let i = 0; i < items.length; i += ROWS_PER_CHUNK) {
    let chunk = '';
    for (const item of items.slice(i, i + ROWS_PER_CHUNK)) chunk += csvLine(cellsOf(item));
    yield chunk;
  }
}
