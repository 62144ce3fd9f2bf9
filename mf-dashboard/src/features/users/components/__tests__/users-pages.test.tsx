import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicUser } from '@tyre/contracts';
import { changeLanguage } from '@tyre/web-kit';
import { listPage, ok, testApiForFile } from '@tyre/test-kit';
import { renderScreen } from '../../../../testing/render-screen';
import { CustomersPage } from '../customers-page';
import { MakeAdminPage } from '../make-admin-page';

const userOf = (name: string, role: PublicUser['role'], n: number): PublicUser => ({
  _id: `aaaaaaaaaaaaaaaaaaaaaa0${n}`,
  name,
  email: `${name.toLowerCase()}@example.com`,
  mobile: `0171100000${n}`,
  role,
  createdAt: '2026-03-05T10:00:00.000Z',
  updatedAt: '2026-03-05T10:00:00.000Z',
});
const karim = userOf('Karim', 'user', 1);
const admin = userOf('Admin', 'admin', 2);
const fake = testApiForFile((api) => {
  api.on('GET /auth/user', (request) =>
    request.query.get('role') === 'admin' ? listPage([admin]) : listPage([karim, admin], 2),
  );
  api.on('POST /auth/admin', () => ok({ ...karim, role: 'admin' as const }));
});

describe('the users screens', () => {
  afterEach(async () => {
    await act(() => changeLanguage('en'));
  });

  it('when the users list opens, then it shows the English headings, roles and join dates', async () => {
    renderScreen('/dashboard/customers', { '/dashboard/customers': <CustomersPage /> });
    expect(screen.getByRole('heading', { name: 'Users' })).toBeTruthy();
    const row = (await screen.findByText('Karim')).closest('tr') as HTMLElement;
    for (const text of ['karim@example.com', '01711000001', 'user', '5 Mar 2026'])
      expect(within(row).getByText(text)).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toBeTruthy();
  });

  it('when the language is Bangla, then the list has Bangla headings, roles and dates', async () => {
    await act(() => changeLanguage('bn'));
    renderScreen('/dashboard/customers', { '/dashboard/customers': <CustomersPage /> });
    expect(screen.getByRole('heading', { name: 'ব্যবহারকারী' })).toBeTruthy();
    const row = (await screen.findByText('Admin')).closest('tr') as HTMLElement;
    expect(within(row).getByText('অ্যাডমিন')).toBeTruthy();
    expect(within(row).getByText(/৫ মার্চ, ২০২৬|৫ মার্চ ২০২৬/)).toBeTruthy();
    for (const name of ['নাম', 'ই-মেইল', 'ভূমিকা', 'যোগদানের তারিখ'])
      expect(screen.getByRole('columnheader', { name })).toBeTruthy();
  });

  it('when a user is made admin by mobile in Bangla, then the request is sent and the toast is Bangla', async () => {
    await act(() => changeLanguage('bn'));
    const user = userEvent.setup({ delay: null });
    renderScreen('/dashboard/admin', { '/dashboard/admin': <MakeAdminPage /> });
    await user.type(screen.getByRole('textbox', { name: 'মোবাইল নম্বর' }), '01711000001');
    await user.click(screen.getByRole('button', { name: 'অ্যাডমিন বানান' }));
    expect(await screen.findByText('Karim এখন একজন অ্যাডমিন।', { selector: '.Toastify *' })).toBeTruthy();
    await waitFor(() =>
      expect(
        fake.requests.filter((r) => r.method === 'POST').map((r) => JSON.parse(r.body) as unknown),
      ).toEqual([{ mobile: '01711000001' }]),
    );
  });
});
