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
  api.on('GET /couriers/steadfast/balance', {
    body: { enabled: true, balance: 48_250, checkedAt: '2026-11-28T05:00:00.000Z' },
  });
});

/** The COD tab opened (in the language set before). */
async function openCodTab(tabName: string) {
  const user = userEvent.setup({ delay: null });
  renderScreen('/dashboard/reports', { '/dashboard/reports': <ReportsPage /> });
  await user.click(await screen.findByRole('tab', { name: tabName }));
  return user;
}

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

  it('when Steadfast is configured, then its balance now shows below the report and can be checked again', async () => {
    const user = await openCodTab('COD by courier');
    const card = await screen.findByTestId('steadfast-balance');
    await waitFor(() => expect(card.textContent).toContain('BDT 48,250/-'));
    expect(within(card).getByRole('heading', { name: 'Steadfast balance' })).toBeTruthy();
    expect(card.textContent).toContain('Checked 28 Nov 2026');
    const asked = () => fake.requests.filter((r) => r.path === '/couriers/steadfast/balance').length;
    const before = asked();
    fake.on('GET /couriers/steadfast/balance', {
      body: { enabled: true, balance: 1200, checkedAt: '2026-11-28T05:05:00.000Z' },
    });
    await user.click(within(card).getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(card.textContent).toContain('BDT 1,200/-'));
    expect(asked()).toBe(before + 1);
  });

  it('when Steadfast cannot be reached, then the admin reads why in Bangla and can ask again', async () => {
    await act(() => changeLanguage('bn'));
    fake.on('GET /couriers/steadfast/balance', {
      status: 503,
      body: {
        message: 'Steadfast could not be reached. Please try again in a moment',
        code: 'unavailable',
        messageCode: 'steadfast.unreachable',
      },
    });
    const user = await openCodTab('কুরিয়ার অনুযায়ী COD');
    const card = await screen.findByTestId('steadfast-balance');
    expect(await within(card).findByText('স্টেডফাস্টের ব্যালান্স এখন দেখানো যাচ্ছে না')).toBeTruthy();
    expect(within(card).getByText('স্টেডফাস্টের সাথে যোগাযোগ করা গেল না। একটু পরে আবার চেষ্টা করুন')).toBeTruthy();
    expect(card.textContent).not.toMatch(/Steadfast could not/);
    fake.on('GET /couriers/steadfast/balance', {
      body: { enabled: true, balance: 48_250, checkedAt: '2026-11-28T05:00:00.000Z' },
    });
    await user.click(within(card).getByRole('button', { name: 'আবার দেখুন' }));
    await waitFor(() => expect(card.textContent).toContain('৪৮,২৫০'));
    expect(within(card).getByText('স্টেডফাস্টের কাছে এখন দোকানের জমা')).toBeTruthy();
  });

  it('when Steadfast is not configured, then no balance is shown', async () => {
    fake.on('GET /couriers/steadfast/balance', { body: { enabled: false } });
    await openCodTab('COD by courier');
    await screen.findByRole('row', { name: /Pathao Courier/ });
    await waitFor(() =>
      expect(fake.requests.some((r) => r.path === '/couriers/steadfast/balance')).toBe(true),
    );
    await waitFor(() => expect(screen.queryByTestId('steadfast-balance')).toBeNull());
  });
});
