import type { CodReport } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';
import type { Range } from './get-reports';

/** GET /reports/cod (admin): Cash on Delivery money per courier, parcels shipped in the range. */
export async function getCodReport(range: Range, signal?: AbortSignal): Promise<CodReport> {
  return apiData('GET /reports/cod', { query: range, signal });
}
