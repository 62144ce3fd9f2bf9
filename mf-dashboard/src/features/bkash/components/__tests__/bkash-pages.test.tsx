import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, ok, testApiForFile } from '@tyre/test-kit';
import { renderScreen } from '../../../../testing/render-screen';
import { BkashPage } from '../bkash-page';
import { BkashUpdatePage } from '../bkash-update-page';

const id = 'aaaaaaaaaaaaaaaaaaaaaa01';
let stored = '01711223344';
const fake = testApiForFile((api) => {
  stored = '01711223344';
  api.on('GET /mobile', () => ok([{ _id: id, mobile: stored }]));
  api.on('GET /mobile/:id', () => ok({ _id: id, mobile: stored }));
  api.on('PUT /mobile/:id', (request) => {
    stored = (JSON.parse(request.body) as { mobile: string }).mobile;
    return ok({ message: 'Mobile number updated' });
  });
});

const renderBkash = (url: string) =>
  renderScreen(url, { '/dashboard/bkash': <BkashPage />, '/dashboard/bkash/:id': <BkashUpdatePage /> });
const puts = () => fake.requests.filter((r) => r.method === 'PUT');

describe('the bKash screens', () => {
  it('when opened, then the active number shows with an Update Mobile link to its edit page', async () => {
    renderBkash('/dashboard/bkash');
    expect((await screen.findByTestId('bkash-number')).textContent).toBe('01711223344');
    expect(screen.getByRole('link', { name: 'Update Mobile' }).getAttribute('href')).toBe(
      `/dashboard/bkash/${id}`,
    );
  });

  it('when a new number is sent with Update, then it is saved, toasted and the list shows it', async () => {
    const user = userEvent.setup({ delay: null });
    renderBkash(`/dashboard/bkash/${id}`);
    const field = screen.getByPlaceholderText('Mobile Number');
    await waitFor(() => expect((field as HTMLInputElement).value).toBe('01711223344'));
    await user.clear(field);
    await user.type(field, '01899887766');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Mobile number updated', { selector: '.Toastify *' })).toBeTruthy();
    expect(puts().map((r) => [r.path, JSON.parse(r.body)])).toEqual([
      [`/mobile/${id}`, { mobile: '01899887766' }],
    ]);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/bkash'));
    expect((await screen.findByTestId('bkash-number')).textContent).toBe('01899887766');
  });

  it('when the number is not a Bangladeshi mobile, then nothing is sent and the field says why', async () => {
    const user = userEvent.setup({ delay: null });
    renderBkash(`/dashboard/bkash/${id}`);
    const field = screen.getByPlaceholderText('Mobile Number');
    await waitFor(() => expect((field as HTMLInputElement).value).toBe('01711223344'));
    await user.clear(field);
    await user.type(field, '12345');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(
      await screen.findByText('Mobile number must be a Bangladeshi mobile number (01XXXXXXXXX)'),
    ).toBeTruthy();
    expect(puts()).toEqual([]);
  });

  it('when the API refuses, then the error toast shows its message', async () => {
    const user = userEvent.setup({ delay: null });
    fake.on('PUT /mobile/:id', failure(403, 'Admins only', 'forbidden'));
    renderBkash(`/dashboard/bkash/${id}`);
    const field = screen.getByPlaceholderText('Mobile Number');
    await waitFor(() => expect((field as HTMLInputElement).value).toBe('01711223344'));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Admins only', { selector: '.Toastify *' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(`/dashboard/bkash/${id}`);
  });
});
