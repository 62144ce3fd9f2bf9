import type { ReportGranularity, SalesReport, SalesSummary, StockReport } from '@tyre/contracts';
import { apiClient } from '@tyre/web-kit';

export interface Range {
  from: string;
  to: string;
}

/** GET /reports/sales (admin): orders, units and revenue per period. */
export async function getSales(range: Range, granularity: ReportGranularity, signal?: AbortSignal) {
  return (await apiClient.get<SalesReport>('/reports/sales', { params: { ...range, granularity }, signal }))
    .data;
}

/** GET /reports/summary (admin). */
export async function getSummary(range: Range, signal?: AbortSignal) {
  return (await apiClient.get<SalesSummary>('/reports/summary', { params: range, signal })).data;
}

/** GET /reports/stock (admin): low stock at the API's threshold, unsold products. */
export async function getStock(range: Range, signal?: AbortSignal) {
  return (await apiClient.get<StockReport>('/reports/stock', { params: range, signal })).data;
}
