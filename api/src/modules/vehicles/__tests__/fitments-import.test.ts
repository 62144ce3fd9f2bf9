import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/http/errors';
import { newId } from '../../../lib/store/ids';
import type { Store } from '../../../lib/store/store';
import { adapters } from '../../../lib/store/__tests__/store-adapters';
import { applyImport, type ImportPlan } from '../fitments-import';
import { FitmentsRepository, type FitmentDoc } from '../vehicles.repository';

const at = '2026-01-01T00:00:00.000Z';

/** A stored fitment of one model, rear, from `year`, in `size`. */
const fitment = (year: number, size: string, alternatives: string[] = []): Omit<FitmentDoc, '_id'> => ({
  modelId: 'a'.repeat(24),
  modelSlug: 'bajaj-pulsar-150',
  modelName: 'Pulsar 150',
  modelNameBn: 'পালসার ১৫০',
  makeId: 'b'.repeat(24),
  makeSlug: 'bajaj',
  makeName: 'Bajaj',
  makeNameBn: 'বাজাজ',
  typeSlug: 'motorcycle',
  yearFrom: year,
  yearTo: null,
  position: 'rear',
  size,
  sizeKey: size,
  alternatives,
  alternativeKeys: alternatives,
  sizeKeys: [size, ...alternatives],
  key: `${'a'.repeat(24)}|${year}||rear|${size}`,
  sortKey: 'bajaj|pulsar 150',
  positionOrder: 1,
  createdAt: at,
  updatedAt: at,
});

describe.each(adapters)('the fitments import, all or nothing: %s', (_name, open) => {
  let store: Store;
  let cleanup: () => Promise<void>;
  let fitments: FitmentsRepository;
  const stored = async () => (await fitments.all()).sort((a, b) => a.key.localeCompare(b.key));

  beforeAll(async () => {
    ({ store, cleanup } = await open());
    fitments = new FitmentsRepository(store);
    await store.ready();
  });
  afterAll(async () => {
    await store.close();
    await cleanup();
  });

  it('when a write fails half way (a new row clashes with one stored meanwhile), then every step done is undone and 409', async () => {
    const removed = await fitments.insert(fitment(2003, '100/90-17'));
    const changed = await fitments.insert(fitment(2019, '120/80-17', ['100/90-17']));
    const raced = await fitments.insert(fitment(2024, '130/70-17'));
    const before = await stored();
    const plan: ImportPlan = {
      removes: [removed],
      updates: [
        {
          before: changed,
          set: {
            alternatives: ['110/80-17'],
            alternativeKeys: ['110/80-17'],
            sizeKeys: ['120/80-17', '110/80-17'],
            updatedAt: at,
          },
        },
      ],
      // the second new row has the key of a row another writer stored after the plan was made
      inserts: [
        { ...fitment(2021, '140/70-17'), _id: newId() },
        { ...fitment(2024, '130/70-17'), _id: newId() },
      ],
      unchanged: 0,
    };
    const failed = await applyImport(fitments, plan).then(
      () => null,
      (e: unknown) => e,
    );
    expect(failed).toBeInstanceOf(AppError);
    expect(failed).toMatchObject({
      code: 'conflict',
      message: 'The fitments changed while the file was imported; nothing was imported, please try again',
    });
    expect(await stored()).toEqual(before);
    expect((await fitments.findById(removed._id))?.key).toBe(removed.key);
    expect((await fitments.findById(raced._id))?.key).toBe(raced.key);
  });

  it('when nothing fails, then removals, changes and new rows are all written', async () => {
    const [first, second] = await stored();
    await applyImport(fitments, {
      removes: [first!],
      updates: [
        {
          before: second!,
          set: {
            alternatives: ['90/90-17'],
            alternativeKeys: ['90/90-17'],
            sizeKeys: [second!.sizeKey, '90/90-17'],
            updatedAt: at,
          },
        },
      ],
      inserts: [{ ...fitment(2022, '150/60-17'), _id: newId() }],
      unchanged: 1,
    });
    const after = await stored();
    expect(after.map((f) => f.key)).not.toContain(first!.key);
    expect(after.find((f) => f._id === second!._id)?.alternatives).toEqual(['90/90-17']);
    expect(after.map((f) => f.size)).toContain('150/60-17');
  });
});
