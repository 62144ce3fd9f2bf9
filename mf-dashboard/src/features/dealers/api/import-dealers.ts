import type { DealerImportResult } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';
import { toFormData, uploadOptions } from '../../../lib/multipart';

/**
 * POST /dealers/import (admin, multipart `file`): adds and changes dealers from a CSV, all or
 * nothing (a bad line: 400, each bad line in `fields`).
 */
export async function importDealers(
  file: File,
  onProgress?: (percent: number) => void,
): Promise<DealerImportResult> {
  return apiData('POST /dealers/import', {
    body: toFormData({}, { file: [file] }),
    ...uploadOptions(onProgress),
  });
}
