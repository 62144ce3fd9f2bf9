// The dealers' CSV: the export's rows, and the import, all or nothing. Every row is checked
// (`dealerCsvRowSchema`, the categories named must exist, an authorisation number or a slug
// twice is a bad line) before anything is written; a row whose authorisation number is a stored
// dealer's changes it, any other adds one. The writes are undone when one fails half way (a
// dealer changed meanwhile, a number or slug taken by another writer), so a file leaves all or
// nothing behind. No dealer is removed by a file.
import {
  DEALER_CSV_COLUMNS,
  DEALER_CSV_LIST_SEPARATOR,
  DEALER_CSV_MAX_REPORTED,
  DEALER_CSV_MAX_ROWS,
  dealerCsvRowSchema,
  divisionOf,
  type DealerCsvRow,
  type DealerImportResult,
} from '@tyre/contracts';
import { AppError, fieldSays, says } from '../../lib/http/errors';
import { newId } from '../../lib/store/ids';
import { slugify } from '../../lib/store/slugs';
import { DuplicateKeyError, type NewDoc } from '../../lib/store/store';
import { csvChunks, CsvTable } from '../../lib/text/csv-table';
import { cellsOf } from './dealer-grid';
import { foldText, type DealerDoc } from './dealers.repository';

const list = (cell: string) =>
  cell
    .split(DEALER_CSV_LIST_SEPARATOR)
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** A row's cells as the row schema takes them. */
const inputOf = (c: Record<(typeof DEALER_CSV_COLUMNS)[number], string>) => ({
  authNumber: c.authNumber,
  name: c.name,
  nameBn: c.nameBn,
  district: c.district,
  upazila: c.upazila,
  upazilaBn: c.upazilaBn,
  address: c.address,
  addressBn: c.addressBn,
  phones: list(c.phones),
  email: c.email,
  hours: { days: list(c.days), opens: c.opens, closes: c.closes },
  services: list(c.services),
  categories: list(c.categories),
  lat: c.lat === '' ? undefined : c.lat,
  lng: c.lng === '' ? undefined : c.lng,
  listed: c.listed.toLowerCase(),
});

/** The column of an issue: `hours.days` is the days column, `phones.1` the phones. */
const columnOf = (path: readonly PropertyKey[]) =>
  String(path[0] === 'hours' ? (path[1] ?? 'days') : (path[0] ?? ''));

/** A dealer as an export row (what the import reads back unchanged). */
export const dealerCsvCells = (d: DealerDoc): (string | number)[] => [
  d.authNumber,
  d.name,
  d.nameBn,
  d.district,
  d.upazila,
  d.upazilaBn,
  d.address,
  d.addressBn,
  d.phones.join(DEALER_CSV_LIST_SEPARATOR),
  d.email,
  d.hours.days.join(DEALER_CSV_LIST_SEPARATOR),
  d.hours.opens,
  d.hours.closes,
  d.services.join(DEALER_CSV_LIST_SEPARATOR),
  d.categories.join(DEALER_CSV_LIST_SEPARATOR),
  d.lat,
  d.lng,
  d.listed ? 'yes' : 'no',
];

export const dealersCsv = (dealers: readonly DealerDoc[]) =>
  csvChunks(DEALER_CSV_COLUMNS, dealers, dealerCsvCells);

/** The stored fields a row sets (what a change compares and writes). */
function fieldsOf(row: DealerCsvRow) {
  return {
    name: row.name,
    nameBn: row.nameBn,
    division: divisionOf(row.district)!,
    district: row.district,
    upazila: row.upazila,
    upazilaBn: row.upazilaBn,
    address: row.address,
    addressBn: row.addressBn,
    phones: [...new Set(row.phones)],
    email: row.email,
    hours: { days: [...new Set(row.hours.days)], opens: row.hours.opens, closes: row.hours.closes },
    services: [...new Set(row.services)],
    categories: [...new Set(row.categories)],
    lat: row.lat,
    lng: row.lng,
    ...cellsOf(row.lat, row.lng),
    listed: row.listed,
    sortKey: foldText(row.name),
  };
}
type RowFields = ReturnType<typeof fieldsOf>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What the import reads and writes through the dealers' repository. */
export interface DealersImportStore {
  all(): Promise<DealerDoc[]>;
  insertMany(docs: NewDoc<DealerDoc>[]): Promise<unknown>;
  deleteMany(ids: string[]): Promise<unknown>;
  /** Sets the fields of a dealer still as it was read (`updatedAt`); null when it changed meanwhile. */
  replaceIf(before: DealerDoc, set: Partial<DealerDoc>): Promise<DealerDoc | null>;
}

/** A write meant for a dealer as read found it changed. */
class ImportRace extends Error {}

export async function importDealers(
  store: DealersImportStore,
  bytes: Buffer,
  options: {
    categories: ReadonlySet<string>;
    /** the authorisation number of the n-th new dealer of the file, none of them stored */
    nextAuthNumbers: (count: number, taken: ReadonlySet<string>) => string[];
    searchTextOf: (d: RowFields & { authNumber: string }) => string;
  },
): Promise<DealerImportResult> {
  const table = new CsvTable(DEALER_CSV_COLUMNS, DEALER_CSV_MAX_ROWS, {
    tooManyRows: (max) => says('dealers.importTooManyRows', { max }),
    failed: (count) => says('dealers.importFailed', { count }),
  });
  const rows = table.read(bytes, dealerCsvRowSchema, inputOf, columnOf);
  const stored = await store.all();
  const byNumber = new Map(stored.map((d) => [d.authNumber, d]));
  const numberLines = new Map<string, number>();
  for (const { line, row } of rows) {
    for (const slug of row.categories)
      if (!options.categories.has(slug)) table.fail(line, 'categories', 'notExist');
    if (!row.authNumber) continue;
    const first = numberLines.get(row.authNumber);
    if (first) table.fail(line, 'authNumber', fieldSays('repeatsLine', { line: first }));
    else numberLines.set(row.authNumber, line);
  }
  if (table.failed > 0) throw table.refusal(DEALER_CSV_MAX_REPORTED);
  if (rows.length === 0) throw new AppError('invalid_data', 'dealers.importEmpty');

  // the plan: new dealers (numbers and slugs chosen here) and changes of stored ones
  const now = new Date().toISOString();
  const added = rows.filter(({ row }) => !row.authNumber || !byNumber.has(row.authNumber));
  const taken = new Set([...stored.map((d) => d.authNumber), ...numberLines.keys()]);
  const numbers = options.nextAuthNumbers(added.filter(({ row }) => !row.authNumber).length, taken);
  const slugs = new Set(stored.map((d) => d.slug));
  const freeSlug = (name: string) => {
    const base = slugify(name) || 'dealer';
    let slug = base;
    for (let n = 2; slugs.has(slug); n++) slug = `${base}-${n}`;
    slugs.add(slug);
    return slug;
  };
  const inserts: NewDoc<DealerDoc>[] = added.map(({ row }) => {
    const fields = fieldsOf(row);
    const authNumber = row.authNumber || numbers.shift()!;
    return {
      ...fields,
      _id: newId(),
      slug: freeSlug(row.name),
      authNumber,
      demo: false,
      searchText: options.searchTextOf({ ...fields, authNumber }),
      createdAt: now,
      updatedAt: now,
    };
  });
  const updates: { before: DealerDoc; set: Partial<DealerDoc> }[] = [];
  let unchanged = 0;
  for (const { row } of rows) {
    const before = row.authNumber ? byNumber.get(row.authNumber) : undefined;
    if (!before) continue;
    const fields = fieldsOf(row);
    const changed = Object.fromEntries(
      Object.entries(fields).filter(([key, value]) => !same(value, before[key as keyof DealerDoc])),
    ) as Partial<DealerDoc>;
    if (Object.keys(changed).length === 0) unchanged += 1;
    else
      updates.push({
        before,
        set: {
          ...changed,
          searchText: options.searchTextOf({ ...fields, authNumber: before.authNumber }),
          updatedAt: now,
        },
      });
  }

  // the writes, undone in reverse when one fails
  const undo: (() => Promise<unknown>)[] = [];
  try {
    for (const { before, set } of updates) {
      if (!(await store.replaceIf(before, set))) throw new ImportRace();
      const back = Object.fromEntries(Object.keys(set).map((key) => [key, before[key as keyof DealerDoc]]));
      undo.push(() => store.replaceIf({ ...before, ...set } as DealerDoc, back as Partial<DealerDoc>));
    }
    // the ids were chosen here: whatever part of the batch got in is removed by them
    undo.push(() => store.deleteMany(inserts.map((d) => d._id!)));
    if (inserts.length) await store.insertMany(inserts);
  } catch (e) {
    for (const step of undo.reverse()) await step();
    if (e instanceof DuplicateKeyError || e instanceof ImportRace)
      throw new AppError('conflict', 'dealers.importRace');
    throw e;
  }
  const result = { rows: rows.length, created: inserts.length, updated: updates.length, unchanged };
  return {
    message: `Imported ${result.rows} rows: ${result.created} new, ${result.updated} changed, ${result.unchanged} unchanged`,
    ...result,
  };
}
