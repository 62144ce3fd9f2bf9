import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testApiForFile } from '@tyre/test-kit';
import { orderOf } from '../../../../testing/fixtures';
import { renderScreen } from '../../../../testing/render-screen';
import { OrdersTablePage } from '../orders-table-page';

const bkash = orderOf('TB-260002', {
  status: 'payment_review',
  payment: { paymentType: 'bKash', trxID: 'ABCDE12345', mobileNumber: '01811000002' },
  customer: {
    name: 'Karim',
    address: 'Agrabad',
    thana: 'Double Mooring',
    district: 'Chattogram',
    mobileNumber: '01911000003',
  },
  total: 9050,
});
const fake = testApiForFile((api) => {
  api.on('GET /orders/all', () => ({
    body: [bkash, orderOf('TB-260001')],
    headers: { 'X-Total-Count': '41' },
  }));
});

const renderTable = (url = '/dashboard/orders') =>
  renderScreen(url, { '/dashboard/orders': <OrdersTablePage /> });
const query = () =>
  Object.fromEntries(fake.requests.filter((r) => r.path === '/orders/all').at(-1)?.query ?? []);

describe('the orders table', () => {
  it('when opened with a search, then it asks for that page and shows reference, customer, mobile, district, total, payment type and status', async () => {
    renderTable('/dashboard/orders?search=karim&page=1');
    const link = await screen.findByRole('link', { name: 'Open TB-260002' });
    expect(link.getAttribute('href')).toBe(`/dashboard/orders/${bkash.key}`);
    const row = link.closest('tr') as HTMLElement;
    for (const text of ['Karim', '01911000003', 'Chattogram', 'BDT 9,050/-', 'bKash', 'payment review'])
      expect(within(row).getByText(text)).toBeTruthy();
    expect(screen.getByText('41 orders')).toBeTruthy();
    expect(query()).toEqual({ search: 'karim', page: '1', size: '20' });
  });

  it('when the search box and the payment filter are used, then the URL and the request follow', async () => {
    const user = userEvent.setup({ delay: null });
    renderTable();
    await screen.findByRole('link', { name: 'Open TB-260001' });
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), ' 0191 {Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/dashboard/orders?search=0191'),
    );
    await user.click(screen.getByRole('combobox', { name: 'Payment type' }));
    await user.click(await screen.findByTitle('bKash'));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/dashboard/orders?search=0191&paymentType=bKash',
      ),
    );
    await waitFor(() =>
      expect(query()).toEqual({ search: '0191', paymentType: 'bKash', page: '0', size: '20' }),
    );
  });
});
