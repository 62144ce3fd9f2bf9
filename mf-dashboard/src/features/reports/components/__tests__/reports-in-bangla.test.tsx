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
  // parcels that came back: no sale, counted apart
  returned: { orders: 3, units: 4, revenue: 18_000 },
  byStatus: [
    { status: 'pending', ...figures, orders: 12 },
    { status: 'returned', orders: 3, units: 4, revenue: 18_000 },
  ],
  byPaymentType: [{ paymentType: 'bKash', ...figures, orders: 12, revenue: 100_800 }],
  topProducts: {
    byRevenue: [
      {
        product: 'p1',
        title: 'RoadGrip',
        titleBn: 'রোডগ্রিপ',
        slug: 'roadgrip',
        units: 1500,
        revenue: 100_800,
      },
      // no Bangla title: the English one, in Bangla too
      { product: 'p2', title: 'CityRide', titleBn: '', slug: 'cityride', units: 7, revenue: 9000 },
    ],
    byUnits: [],
  },
  topCategories: {
    byRevenue: [
      { categoryId: 'c1', name: 'Motorcycle', nameBn: 'মোটরসাইকেল', units: 1500, revenue: 100_800 },
      { categoryId: 'c2', name: 'Truck', nameBn: '', units: 7, revenue: 9000 },
      // the products deleted since: the API's "Unknown"
      { categoryId: null, name: 'Unknown', nameBn: '', units: 2, revenue: 500 },
    ],
    byUnits: [],
  },
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
  online: {
    paid: { orders: 2, units: 3, revenue: 15300 },
    awaiting: { orders: 1, units: 1, revenue: 5080 },
    refunds: { orders: 1, amount: 700 },
  },
};
const stock: StockReport = {
  from: '2026-03-01',
  to: '2026-03-30',
  threshold: 5,
  lowStock: [
    {
      _id: 's1',
      title: 'RoadGrip',
      titleBn: 'রোডগ্রিপ',
      slug: 'roadgrip',
      stock: 3,
      categoryName: 'Bike',
      categoryNameBn: 'বাইক',
    },
    {
      _id: 's2',
      title: 'CityRide',
      titleBn: '',
      slug: 'cityride',
      stock: 4,
      categoryName: 'Truck',
      categoryNameBn: '',
    },
  ],
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
      returned: figures,
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
    const product = screen.getByRole('link', { name: 'রোডগ্রিপ' }).closest('tr') as HTMLElement;
    expect(within(product).getByText('১,৫০০')).toBeTruthy();
    const lowStock = (await screen.findByText('বাইক')).closest('tr') as HTMLElement;
    expect(within(lowStock).getByText('৩')).toBeTruthy();
    // online payments: paid, waiting for their payment (no sale), refunded
    const online = screen.getByTestId('online-payments');
    expect(within(online).getByText('অনলাইনে পরিশোধিত (২টি অর্ডার)')).toBeTruthy();
    expect(within(online).getByText('পেমেন্টের অপেক্ষায় (১টি অর্ডার, বিক্রিতে ধরা হয়নি)')).toBeTruthy();
    expect(within(online).getByText('ফেরত দেওয়া (১টি অর্ডার)')).toBeTruthy();
    expect(online.textContent).toContain('১৫,৩০০');
    // returned parcels: their own count beside the cancelled ones, not in the revenue
    const returned = screen.getByTestId('report-returned');
    expect(within(returned).getByText('ফেরত আসা অর্ডার')).toBeTruthy();
    expect(within(returned).getByText('৩')).toBeTruthy();
    expect(within(returned).getByText('বিক্রিতে ধরা হয়নি')).toBeTruthy();
  });

  it('when the language is Bangla, then product titles and category names are their Bangla twins, the English ones when a record has none', async () => {
    await act(() => changeLanguage('bn'));
    renderScreen('/dashboard/reports', { '/dashboard/reports': <ReportsPage /> });
    // top products: the Bangla title, or the English one when it has none
    const top = (await screen.findByRole('link', { name: 'রোডগ্রিপ' })).closest('table') as HTMLElement;
    expect(within(top).getByRole('link', { name: 'CityRide' })).toBeTruthy();
    expect(within(top).queryByText('RoadGrip')).toBeNull();
    // top categories: the Bangla name, the English one when it has none, "Unknown" in Bangla
    const categories = screen.getByText(/^মোটরসাইকেল: ১,৫০০ পিস/).closest('ul') as HTMLElement;
    expect([...categories.querySelectorAll('li')].map((li) => li.textContent?.split(':')[0])).toEqual([
      'মোটরসাইকেল',
      'Truck',
      'অজানা',
    ]);
    // low stock: the product's and its category's Bangla names, else the English ones
    const bangla = (await screen.findByText('বাইক')).closest('tr') as HTMLElement;
    expect(within(bangla).getByText('রোডগ্রিপ')).toBeTruthy();
    expect(within(bangla).getByRole('link', { name: 'রোডগ্রিপ সম্পাদনা' })).toBeTruthy();
    const english = screen.getByText('Truck', { selector: 'td' }).closest('tr') as HTMLElement;
    expect(within(english).getByText('CityRide')).toBeTruthy();
    expect(screen.queryByText('Bike')).toBeNull();
  });

  it('when the language is English, then the English titles and names are shown', async () => {
    renderScreen('/dashboard/reports', { '/dashboard/reports': <ReportsPage /> });
    expect(await screen.findByRole('link', { name: 'RoadGrip' })).toBeTruthy();
    expect(await screen.findByText('Bike')).toBeTruthy();
    expect(screen.getByText(/^Motorcycle: 1,500 units/)).toBeTruthy();
    expect(screen.getByText(/^Unknown: 2 units/)).toBeTruthy();
    const returned = screen.getByTestId('report-returned');
    expect(within(returned).getByText('Returned orders')).toBeTruthy();
    expect(within(returned).getByText('3')).toBeTruthy();
    expect(within(returned).getByText('Not counted in the sales')).toBeTruthy();
    expect(screen.queryByText(/রোডগ্রিপ|বাইক|মোটরসাইকেল/)).toBeNull();
  });
});
