import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@tyre/web-kit';
import { ok, testApiForFile } from '@tyre/test-kit';
import { renderScreen } from '../../../../testing/render-screen';
import { BkashPage } from '../bkash-page';
import { BkashUpdatePage } from '../bkash-update-page';

const id = 'aaaaaaaaaaaaaaaaaaaaaa01';
const fake = testApiForFile((api) => {
  api.on('GET /mobile', () => ok([{ _id: id, mobile: '01711223344' }]));
  api.on('GET /mobile/:id', () => ok({ _id: id, mobile: '01711223344' }));
  api.on('PUT /mobile/:id', () => ok({ message: '' }));
});

const renderBkash = (url: string) =>
  renderScreen(url, { '/dashboard/bkash': <BkashPage />, '/dashboard/bkash/:id': <BkashUpdatePage /> });

describe('the bKash screens in Bangla', () => {
  afterEach(async () => {
    await act(() => changeLanguage('en'));
  });

  it('when the language is Bangla, then the number screen and its update form speak Bangla', async () => {
    await act(() => changeLanguage('bn'));
    const user = userEvent.setup({ delay: null });
    renderBkash('/dashboard/bkash');
    expect(screen.getByRole('heading', { name: 'বিকাশ' })).toBeTruthy();
    expect((await screen.findByTestId('bkash-number')).textContent).toBe('01711223344');
    await user.click(screen.getByRole('link', { name: 'মোবাইল নম্বর বদলান' }));
    expect(await screen.findByRole('heading', { name: 'বিকাশ নম্বর হালনাগাদ' })).toBeTruthy();
    const field = screen.getByPlaceholderText('মোবাইল নম্বর');
    await waitFor(() => expect((field as HTMLInputElement).value).toBe('01711223344'));
    await user.clear(field);
    await user.type(field, '01899887766');
    await user.click(screen.getByRole('button', { name: 'হালনাগাদ করুন' }));
    expect(await screen.findByText('মোবাইল নম্বর হালনাগাদ হয়েছে', { selector: '.Toastify *' })).toBeTruthy();
    expect(fake.requests.filter((r) => r.method === 'PUT').map((r) => JSON.parse(r.body) as unknown)).toEqual(
      [{ mobile: '01899887766' }],
    );
  });
});
