import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiError } from '@tyre/contracts';
import { changeLanguage } from '@tyre/web-kit';
import { testApiForFile } from '@tyre/test-kit';
import { fileOf, renderScreen } from '../../../../testing/render-screen';
import { DealerPage } from '../dealer-page';

const api = testApiForFile();
const renderDealer = () => renderScreen('/dealer', { '/dealer': <DealerPage /> });

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

async function fillInBangla(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('আপনার নাম'), 'করিম উদ্দিন');
  await user.type(screen.getByLabelText('প্রতিষ্ঠানের নাম'), 'করিম টায়ার হাউস');
  await user.type(screen.getByLabelText('ই-মেইল'), 'karim@example.com.bd');
  await user.type(screen.getByLabelText('মোবাইল নম্বর'), '01811223344');
  await user.type(screen.getByLabelText('বার্তা'), 'বগুড়ায় মাসে ৩০০টি মোটরসাইকেলের টায়ার বিক্রি করি।');
  await user.upload(screen.getByLabelText('ট্রেড লাইসেন্স বা দোকানের ছবি'), fileOf('shop.jpg', 'image/jpeg'));
}

const refused = (status: number, body: ApiError) => ({ status, body });

describe('the dealership form in Bangla, when the API refuses it', () => {
  it('when the API finds a field wrong, then the field says so in Bangla and no English is shown', async () => {
    await act(() => changeLanguage('bn'));
    const user = userEvent.setup({ delay: null });
    api.on(
      'POST /dealer',
      refused(400, {
        message: 'companyName must be at least 2 characters',
        code: 'invalid_data',
        fields: { companyName: 'must be at least 2 characters' },
        fieldIssues: { companyName: { code: 'minLength', params: { min: '2' } } },
      }),
    );
    renderDealer();
    await fillInBangla(user);
    await user.click(screen.getByRole('button', { name: 'অনুরোধ পাঠান' }));
    expect(await screen.findByText('কমপক্ষে ২ অক্ষরের হতে হবে')).toBeTruthy();
    expect(screen.queryByText(/must be at least/)).toBeNull();
    expect(document.body.textContent).not.toMatch(/characters/);
  });

  it('when the API refuses the whole request, then the toast and the form say it in Bangla', async () => {
    await act(() => changeLanguage('bn'));
    const user = userEvent.setup({ delay: null });
    api.on(
      'POST /dealer',
      refused(503, {
        message: 'The server is busy. Please try again in a moment.',
        code: 'unavailable',
        messageCode: 'server.busy',
      }),
    );
    renderDealer();
    await fillInBangla(user);
    await user.click(screen.getByRole('button', { name: 'অনুরোধ পাঠান' }));
    const bangla = 'সার্ভার এখন ব্যস্ত। একটু পরে আবার চেষ্টা করুন।';
    expect(await screen.findByText(bangla, { selector: '.Toastify *' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'ডিলারশিপের অনুরোধ পাঠান' });
    expect(within(form).getByRole('alert').textContent).toBe(bangla);
    expect(document.body.textContent).not.toMatch(/server is busy/i);
  });
});
