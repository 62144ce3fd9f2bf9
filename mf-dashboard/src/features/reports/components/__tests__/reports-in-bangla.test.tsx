import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SalesReport, SalesSummary, StockReport } from '@tyre/contracts';
import { changeLanguage } from '@tyre/web-kit';
import { testApiForFile } from '@tyre/test-kit';
import { renderScreen } from '../../../../testing/render-screen';
import { ReportsPage } from '../reports-page';

const figures = { orders: 0, units: 0, revenue: 0 };
const summary: SalesSummary = {
  from: '2026-03-01',
  to: '2026-03-30',
  timeZone: 'Asia/Dhaka',
  totals: { orders: 1234, units: 1500, revenue: 100_800, averageOrderValue: 8400 },
  cancelled: figures,
  byStatus: [{ status: 'pending', ...figures, orders: 12 }],
  byPaymentType: [{ paymentType: 'bKash', ...figures, orders: 12, revenue: 100_800 }],
  topProducts: {
    byRevenue: [{ product: 'p1', title: 'RoadGrip', slug: 'roadgrip', units: 1500, revenue: 100_800 }],
    byUnits: [],
  },
  topCategories: { byRevenue: [], byUnits: [] },
  topDistricts: {
    byOrders: [
      { district: 'Chattogram', orders: 1200, units: 1300, revenue: 90_000 },
      { district: 'Dhaka', orders: 34, units: 200, revenue: 10_800 },
    ],
    byRevenue: [],
  },
  dhaka: { inside: figures, outside: figures },
  timing: {
    bkashVerification: { orders: 0, medianHours: null },
    completion: { orders: 0, medianHours: null },
  },
};
const stock: StockReport = {
  from: '2026-03-01',
  to: '2026-03-30',
  threshold: 5,
  lowStock: [{ _id: 's1', title: 'RoadGrip', slug: 'roadgrip', stock: 3, categoryName: 'Bike' }],
  unsold: [],
  unsoldTotal: 0,
};
testApiForFile((api) => {
  api.on('GET /reports/summary', () => ({ body: summary }));
  api.on('GET /reports/stock', () => ({ body: stock }));
  api.on('GET /reports/sales', (request) => ({
    body: {
      from: request.query.get('from') ?? '',
      to: request.query.get('to') ?? '',
      granularity: 'day',
      timeZone: 'Asia/Dhaka',
      periods: [],
      totals: figures,
      cancelled: figures,
    } satisfies SalesReport,
  }));
});

describe('the reports screen in Bangla', () => {
  afterEach(async () => {
    await act(() => changeLanguage('en'));
  });

  it('when the language is Bangla, then districts have their Bangla names, and the period, table figures and counts are in Bengali digits', async () => {
    await act(() => changeLanguage('bn'));
    renderScreen('/dashboard/reports', { '/dashboard/reports': <ReportsPage /> });
    const chattogram = (await screen.findByText('চট্টগ্রাম')).closest('tr') as HTMLElement;
    expect(within(chattogram).getByText('১,২০০')).toBeTruthy();
    expect(screen.getByText('ঢাকা')).toBeTruthy();
    expect(screen.queryByText(/Chattogram|^Dhaka$/)).toBeNull();
    const range = screen.getByTestId('report-range');
    expect(range.textContent).toMatch(/^[০-৯]+ \S+ [০-৯]{4} থেকে [০-৯]+ \S+ [০-৯]{4}/);
    expect(range.textContent).not.toMatch(/[0-9]/);
    const product = screen.getByRole('link', { name: 'RoadGrip' }).closest('tr') as HTMLElement;
    expect(within(product).getByText('১,৫০০')).toBeTruthy();
    const lowStock = (await screen.findByText('Bike')).closest('tr') as HTMLElement;
    expect(within(lowStock).getByText('৩')).toBeTruthy();
  });
});
