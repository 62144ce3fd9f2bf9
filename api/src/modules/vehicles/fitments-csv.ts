// The fitments CSV, read and written. Reading checks every row (zod, `fitmentCsvRowSchema`) and
// answers each bad line's reason; nothing is written here.
import {
  FITMENT_CSV_COLUMNS,
  FITMENT_CSV_LIST_SEPARATOR,
  FITMENT_CSV_MAX_ROWS,
  fitmentCsvRowSchema,
  type FitmentCsvRow,
} from '@tyre/contracts';
import { CsvError, parse } from 'csv-parse/sync';
import {
  AppError,
  fieldMessage,
  fieldSays,
  says,
  zodFieldMessage,
  type FieldArg,
  type FieldMessage,
} from '../../lib/http/errors';
import { BOM, csvCellText, csvLine } from '../../lib/text/csv';

/** A row of the file that passed its checks, with the line it starts on. */
export interface CsvFitmentRow {
  line: number;
  row: FitmentCsvRow;
}

/** Bad lines: `line 7` or `line 7: position` → the reason (its English and its code). */
export type LineErrors = Record<string, FieldMessage>;

export const noLineErrors = (): LineErrors => ({});

export const lineErrorCount = (errors: LineErrors): number => Object.keys(errors).length;

/** Notes a bad line (the first reason per line and column is kept). */
export function addLineError(
  errors: LineErrors,
  line: number,
  column: string | undefined,
  reason: FieldArg | FieldMessage,
): void {
  const key = column ? `line ${line}: ${column}` : `line ${line}`;
  if (!(key in errors))
    errors[key] = typeof reason === 'object' && 'message' in reason ? reason : fieldMessage(reason);
}

const HEADER = FITMENT_CSV_COLUMNS.join(',');

/** The line a record starts on: the line it ends on, less the line breaks inside its quoted cells. */
const startLine = (endLine: number, cells: string[]) =>
  endLine - cells.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0);

/**
 * Reads the CSV: a header row naming FITMENT_CSV_COLUMNS in order, then one fitment per row (empty
 * lines skipped). Answers the rows that passed and every bad line; a file that is no CSV at all
 * (a quote never closed) answers that line alone. More than FITMENT_CSV_MAX_ROWS rows is a 413.
 */
export function readFitmentsCsv(bytes: Buffer): { rows: CsvFitmentRow[]; errors: LineErrors } {
  const errors = noLineErrors();
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
    addLineError(errors, (e as CsvError & { lines?: number }).lines ?? 1, undefined, 'csvUnreadable');
    return { rows: [], errors };
  }
  const [header, ...body] = records;
  if (!header) return { rows: [], errors };
  const headerLine = startLine(header.info.lines, header.record);
  if (header.record.map((cell) => cell.toLowerCase()).join(',') !== HEADER.toLowerCase()) {
    addLineError(errors, headerLine, undefined, fieldSays('csvColumns', { columns: HEADER }));
    return { rows: [], errors };
  }
  if (body.length > FITMENT_CSV_MAX_ROWS) {
    throw new AppError(
      'too_large',
      says('vehicles.importTooManyRows', { max: FITMENT_CSV_MAX_ROWS.toLocaleString('en-US') }),
    );
  }
  const rows: CsvFitmentRow[] = [];
  for (const { record, info } of body) {
    const line = startLine(info.lines, record);
    if (record.length !== FITMENT_CSV_COLUMNS.length) {
      addLineError(errors, line, undefined, fieldSays('csvCells', { count: FITMENT_CSV_COLUMNS.length }));
      continue;
    }
    const cells = record.map(csvCellText);
    const [make, model, yearFrom, yearTo, position, size, alternatives] = cells as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    const parsed = fitmentCsvRowSchema.safeParse({
      make,
      model,
      yearFrom,
      yearTo,
      position,
      size,
      alternatives: alternatives
        .split(FITMENT_CSV_LIST_SEPARATOR)
        .map((alt) => alt.trim())
        .filter((alt) => alt !== ''),
    });
    if (parsed.success) {
      rows.push({ line, row: parsed.data });
      continue;
    }
    for (const issue of parsed.error.issues) {
      const column = String(issue.path[0] ?? '');
      addLineError(errors, line, column || undefined, zodFieldMessage(issue));
    }
  }
  return { rows, errors };
}

/** A fitment as a CSV row: what the export writes and the import reads. */
export interface CsvFitment {
  makeName: string;
  modelName: string;
  yearFrom: number;
  yearTo: number | null;
  position: string;
  size: string;
  alternatives: string[];
}

/** Rows per piece of the streamed CSV (about 30 KB). */
const ROWS_PER_CHUNK = 500;

/** The fitments CSV in pieces, to stream: BOM and header, then one row per fitment; CRLF line ends. */
export function* fitmentsCsvChunks(fitments: CsvFitment[]): Generator<string> {
  yield BOM + csvLine([...FITMENT_CSV_COLUMNS]);
  for (let i = 0; i < fitments.length; i += ROWS_PER_CHUNK) {
    let chunk = '';
    for (const f of fitments.slice(i, i + ROWS_PER_CHUNK)) {
      chunk += csvLine([
        f.makeName,
        f.modelName,
        f.yearFrom,
        f.yearTo ?? '',
        f.position,
        f.size,
        f.alternatives.join(FITMENT_CSV_LIST_SEPARATOR),
      ]);
    }
    yield chunk;
  }
}
