// The fitments CSV import, all or nothing: the rows read from the file are resolved to models and
// checked (a bad row: 400 with its line, nothing written), planned against what is stored, and
// only then written. A write that fails half way (another import or edit raced it, the store
// went away) is undone step by step, so the file leaves nothing behind.
import { FITMENT_CSV_MAX_REPORTED, type FitmentImportResult } from '@tyre/contracts';
import { AppError, fieldSays, says } from '../../lib/http/errors';
import { newId } from '../../lib/store/ids';
import { DuplicateKeyError, type NewDoc } from '../../lib/store/store';
import { addLineError, lineErrorCount, type CsvFitmentRow, type LineErrors } from './fitments-csv';
import type { FitmentFields } from './vehicles-shared';
import {
  foldName,
  type FitmentDoc,
  type FitmentsRepository,
  type MakeDoc,
  type ModelDoc,
} from './vehicles.repository';

/** What an import reads and writes through the fitments CSV service. */
export interface ImportContext {
  fitments: FitmentsRepository;
  /** The make a cell names (name or slug) and its models, or null. */
  modelsOf(make: string): Promise<{ make: MakeDoc; models: ModelDoc[] } | null>;
  /** The stored fields of a fitment of the model. */
  fieldsOf(model: ModelDoc, row: CsvFitmentRow['row']): FitmentFields;
}

/** What an import will write. */
export interface ImportPlan {
  inserts: NewDoc<FitmentDoc>[];
  /** Stored fitments whose alternatives change: the document before and the fields after. */
  updates: {
    before: FitmentDoc;
    set: Pick<FitmentDoc, 'alternatives' | 'alternativeKeys' | 'sizeKeys' | 'updatedAt'>;
  }[];
  removes: FitmentDoc[];
  unchanged: number;
}

/** A write meant for one document found none (another edit removed it meanwhile). */
class ImportRace extends Error {}

/** The 400 of a file with bad lines: the first of them by line, and how many there were. */
function refused(errors: LineErrors): AppError {
  const lineOf = (key: string) => Number(/^line (\d+)/.exec(key)?.[1] ?? 0);
  const keys = Object.keys(errors)
    .sort((a, b) => lineOf(a) - lineOf(b))
    .slice(0, FITMENT_CSV_MAX_REPORTED);
  const fields = Object.fromEntries(keys.map((k) => [k, errors[k]!]));
  return new AppError('invalid_data', says('vehicles.importFailed', { count: lineErrorCount(errors) }), {
    fields,
  });
}

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/** Resolves and checks every row, then plans the writes against the stored fitments. */
export async function planImport(
  ctx: ImportContext,
  rows: CsvFitmentRow[],
  errors: LineErrors,
  mode: 'merge' | 'replace',
): Promise<ImportPlan> {
  const makes = new Map<string, Awaited<ReturnType<ImportContext['modelsOf']>>>();
  const planned = new Map<string, { line: number; fields: FitmentFields }>();
  for (const { line, row } of rows) {
    const makeText = foldName(row.make);
    if (!makes.has(makeText)) makes.set(makeText, await ctx.modelsOf(row.make));
    const found = makes.get(makeText);
    if (!found) {
      addLineError(errors, line, 'make', 'notExist');
      continue;
    }
    const wanted = foldName(row.model);
    const model = found.models.find((m) => m.nameKey === `${found.make._id}:${wanted}` || m.slug === wanted);
    if (!model) {
      addLineError(errors, line, 'model', 'notExist');
      continue;
    }
    const fields = ctx.fieldsOf(model, row);
    const first = planned.get(fields.key);
    if (first) {
      addLineError(errors, line, undefined, fieldSays('repeatsLine', { line: first.line }));
      continue;
    }
    planned.set(fields.key, { line, fields });
  }
  if (lineErrorCount(errors) > 0) throw refused(errors);
  if (planned.size === 0) throw new AppError('invalid_data', 'vehicles.importEmpty');

  const modelIds = [...new Set([...planned.values()].map((p) => p.fields.modelId))];
  const stored = new Map((await ctx.fitments.ofModels(modelIds)).map((f) => [f.key, f]));
  const now = new Date().toISOString();
  const plan: ImportPlan = { inserts: [], updates: [], removes: [], unchanged: 0 };
  for (const { fields } of planned.values()) {
    const before = stored.get(fields.key);
    if (!before) plan.inserts.push({ ...fields, _id: newId(), createdAt: now, updatedAt: now });
    else if (sameList(before.alternatives, fields.alternatives)) plan.unchanged += 1;
    else {
      plan.updates.push({
        before,
        set: {
          alternatives: fields.alternatives,
          alternativeKeys: fields.alternativeKeys,
          sizeKeys: fields.sizeKeys,
          updatedAt: now,
        },
      });
    }
  }
  if (mode === 'replace') plan.removes = [...stored.values()].filter((f) => !planned.has(f.key));
  return plan;
}

/**
 * Writes the plan: removals, then changes, then new fitments. When a step fails, the steps done
 * are undone in reverse (removed fitments come back with their ids, changed ones get their
 * alternatives back, new ones go), and a clash with another writer is a 409.
 */
export async function applyImport(fitments: FitmentsRepository, plan: ImportPlan): Promise<void> {
  const undo: (() => Promise<unknown>)[] = [];
  try {
    if (plan.removes.length) {
      await fitments.deleteMany(plan.removes.map((f) => f._id));
      undo.push(() => fitments.insertMany(plan.removes));
    }
    for (const { before, set } of plan.updates) {
      if (!(await fitments.set(before._id, set))) throw new ImportRace();
      undo.push(() =>
        fitments.set(before._id, {
          alternatives: before.alternatives,
          alternativeKeys: before.alternativeKeys,
          sizeKeys: before.sizeKeys,
          updatedAt: before.updatedAt,
        }),
      );
    }
    // ids were chosen in the plan: whatever part of the batch got in is removed by them
    undo.push(() => fitments.deleteMany(plan.inserts.map((f) => f._id!)));
    if (plan.inserts.length) await fitments.insertMany(plan.inserts);
  } catch (e) {
    for (const step of undo.reverse()) await step();
    if (e instanceof DuplicateKeyError || e instanceof ImportRace) {
      throw new AppError('conflict', 'vehicles.importRace');
    }
    throw e;
  }
}

/** Plans and writes an import, and says what it did. */
export async function importFitments(
  ctx: ImportContext,
  rows: CsvFitmentRow[],
  errors: LineErrors,
  mode: 'merge' | 'replace',
): Promise<FitmentImportResult> {
  const plan = await planImport(ctx, rows, errors, mode);
  await applyImport(ctx.fitments, plan);
  const result = {
    rows: plan.inserts.length + plan.updates.length + plan.unchanged,
    created: plan.inserts.length,
    updated: plan.updates.length,
    unchanged: plan.unchanged,
    removed: plan.removes.length,
  };
  return {
    message: `Imported ${result.rows} rows: ${result.created} new, ${result.updated} changed, ${result.unchanged} unchanged, ${result.removed} removed`,
    ...result,
  };
}
