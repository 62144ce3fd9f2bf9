import type { FitmentImportResult } from '@tyre/contracts';
import type { FinderAnswers } from './finder-answers';
import { fitmentsCsvChunks, readFitmentsCsv } from './fitments-csv';
import { importFitments } from './fitments-import';
import { fitmentFields, type VehicleRepositories } from './vehicles-shared';
import { foldName } from './vehicles.repository';

/** The fitments as one CSV file: the export, and the all-or-nothing import. */
export class FitmentsCsvService {
  /** One import at a time in this process (their plans read what the one before wrote). */
  private importing: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly repos: VehicleRepositories,
    private readonly answers: FinderAnswers,
  ) {}

  /** Every fitment as CSV, in pieces (make, model, position, years). */
  async exportCsv(): Promise<Generator<string>> {
    const rows = await this.repos.fitments.all();
    return fitmentsCsvChunks(
      rows.map((f) => ({
        makeName: f.makeName,
        modelName: f.modelName,
        yearFrom: f.yearFrom,
        yearTo: f.yearTo,
        position: f.position,
        size: f.size,
        alternatives: f.alternatives,
      })),
    );
  }

  /**
   * Imports the CSV, all or nothing: every row is read and checked, the makes and models it
   * names are looked up, and only then is anything written (see `importFitments`). One import
   * runs at a time in this process; the finder's kept answers go when it is done.
   */
  importCsv(bytes: Buffer, mode: 'merge' | 'replace'): Promise<FitmentImportResult> {
    const { makes, models, fitments } = this.repos;
    const run = this.importing.then(() =>
      this.answers.write(async () => {
        const { rows, errors } = readFitmentsCsv(bytes);
        return importFitments(
          {
            fitments,
            modelsOf: async (makeText) => {
              const make =
                (await makes.byNameKey(foldName(makeText))) ?? (await makes.findBySlugOrId(makeText.trim()));
              return make && { make, models: await models.ofMake(make._id) };
            },
            fieldsOf: fitmentFields,
          },
          rows,
          errors,
          mode,
        );
      }),
    );
    this.importing = run.catch(() => undefined);
    return run;
  }
}
