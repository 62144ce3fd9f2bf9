import type { FitmentImportResult, ImportFitmentsBody } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';
import { toFormData, uploadOptions } from '../../../lib/multipart';

export type FitmentImportMode = NonNullable<ImportFitmentsBody['mode']>;

/**
 * POST /vehicles/fitments/import (admin, multipart): the CSV in `file` and the `mode` (merge or
 * replace). All or nothing: a file with a bad line is refused whole (400, each bad line in `fields`).
 */
export async function importFitments(
  file: File,
  mode: FitmentImportMode,
  onProgress?: (percent: number) => void,
): Promise<FitmentImportResult> {
  const body = toFormData({ mode }, { file: [file] });
  return apiData('POST /vehicles/fitments/import', { body, ...uploadOptions(onProgress) });
}
