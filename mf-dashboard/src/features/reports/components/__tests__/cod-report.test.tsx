import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { CodReport } from '@tyre/contracts';
import { changeLanguage } from '@tyre/web-kit';
import { testApiForFile } from '@tyre/test-kit';
import { renderScreen } from '../../../../testing/render-screen';
import { ReportsPage } from '../reports-page';

const zero = {
  parcels: 0,
  open: 0,
  delivered: 0,
  returned: 0,
  expected: 0,
  collected: 0,
  deliveryCharges: 0,
  settled: 0,
  owed: 0,
};
const report: CodReport = {
  from: '2026-10-30',
  to: '2026-11-28',
  couriers: [
    {
      courier: 'Pathao Courier',
      courierBn: 'পাঠাও কুরিয়ার',
      carrier: 'pathao',
      parcels: 3,
      open: 0,
      delivered: 2,
      returned: 1,
      expected: 15_300,
      collected: 10_260,
      deliveryCharges: 180,
      settled: 5040,
      owed: 5040,
    },
    {
      ...zero,
      courier: 'RedX',
      courierBn: 'রেডএক্স',
      parcels: 1,
      delivered: 1,
      expected: 5100,
      collected: 5100,
      settled: 5100,
    },
  ],
  totals: {
    parcels: 4,
    open: 0,
    delivered: 3,
    returned: 1,
    expected: 20_400,
    collected: 15_360,
    deliveryCharges: 180,
    settled: 10_140,
    owed: 5040,
  },
};

const fake = testApiForFile((api) => {
  api.on('GET /reports/cod', { body: report });
});

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe('the COD report', () => {
  it('when the tab is opened, then each courier’s money shows with the totals, and the CSV is asked for the same period', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen('/dashboard/reports', { '/dashboard/reports': <ReportsPage /> });
    await user.click(await screen.findByRole('tab', { name: 'COD by courier' }));
    const owed = await screen.findByTestId('cod-owed');
    await waitFor(() => expect(owed.textContent).toContain('BDT 5,040/-'));
    const row = screen.getByRole('row', { name: /Pathao Courier/ });
    expect(within(row).getByText('booked through its API')).toBeTruthy();
    expect(within(row).getByText('BDT 10,260/-')).toBeTruthy();
    expect(screen.getByRole('row', { name: /^Total/ })).toBeTruthy();
    const asked = fake.requests.filter((r) => r.path === '/reports/cod');
    expect(asked.length).toBeGreaterThan(0);
    const query = asked[0]!.query;
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(fake.requests.some((r) => r.path === '/reports/cod.csv')).toBe(true));
    const csv = fake.requests.find((r) => r.path === '/reports/cod.csv')!;
    expect(csv.query.get('from')).toBe(query.get('from'));
    expect(csv.query.get('to')).toBe(query.get('to'));
  });

  it('when the dashboard is in Bangla, then the report and the couriers’ names are in Bangla', async () => {
    const user = userEvent.setup({ delay: null });
    await act(() => changeLanguage('bn'));
    renderScreen('/dashboard/reports', { '/dashboard/reports': <ReportsPage /> });
    await user.click(await screen.findByRole('tab', { name: 'কুরিয়ার অনুযায়ী COD' }));
    expect(await screen.findByText('এখনো পাওনা', { selector: '.ant-statistic-title' })).toBeTruthy();
    expect(await screen.findByText('পাঠাও কুরিয়ার')).toBeTruthy();
    expect(screen.getByText('এপিআই দিয়ে বুক করা')).toBeTruthy();
  });
});
