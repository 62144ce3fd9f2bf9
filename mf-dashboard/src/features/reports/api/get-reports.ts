import type { ReportGranularity } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

export interface Range {
  from: string;
  to: string;
}

/** GET /reports/sales (admin): orders, units and revenue per period. */
export async function getSales(range: Range, granularity: ReportGranularity, signal?: AbortSignal) {
  return apiData('GET /reports/sales', { query: { ...range, granularity }, signal });
}

/** GET /reports/summary (admin). */
export async function getSummary(range: Range, signal?: AbortSignal) {
  return apiData('GET /reports/summary', { query: range, signal });
}

/** GET /reports/stock (admin): low stock at the API's threshold, unsold products. */
export async function getStock(range: Range, signal?: AbortSignal) {
  return apiData('GET /reports/stock', { query: range, signal });
}
