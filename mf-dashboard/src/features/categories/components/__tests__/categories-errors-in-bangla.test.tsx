import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiError } from '@tyre/contracts';
import { changeLanguage } from '@tyre/web-kit';
import { testApiForFile } from '@tyre/test-kit';
import { categoryOf } from '../../../../testing/fixtures';
import { renderScreen } from '../../../../testing/render-screen';
import { CategoriesPage } from '../categories-page';

const moto = categoryOf('Motorcycle', 'motorcycle');
const inUse: ApiError = {
  message: 'This category is used by 3 products; move or delete them first',
  code: 'conflict',
  messageCode: 'catalog.categoryInUse',
  messageParams: { uses: '3 products' },
};

const fake = testApiForFile((api) => {
  api.on('GET /category', { body: [moto] });
  api.on('DELETE /category/:slug', { status: 409, body: inUse });
});

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe('the categories screen in Bangla', () => {
  it('when the name breaks the contract, then the field says so in Bangla before anything is sent', async () => {
    await act(() => changeLanguage('bn'));
    const user = userEvent.setup({ delay: null });
    renderScreen('/dashboard/categories', { '/dashboard/categories': <CategoriesPage /> });
    await user.click(await screen.findByRole('button', { name: 'Motorcycle সম্পাদনা' }));
    const name = await screen.findByLabelText('নাম');
    await user.clear(name);
    await user.type(name, 'M');
    await user.click(screen.getByRole('button', { name: 'সংরক্ষণ' }));
    expect(await screen.findByText('নাম কমপক্ষে ২ অক্ষরের হতে হবে')).toBeTruthy();
    expect(screen.queryByText(/must be/)).toBeNull();
    expect(fake.requests.filter((r) => r.method === 'PUT')).toEqual([]);
  });

  it('when the server refuses a delete, then its reason shows in Bangla in the toast', async () => {
    await act(() => changeLanguage('bn'));
    const user = userEvent.setup({ delay: null });
    renderScreen('/dashboard/categories', { '/dashboard/categories': <CategoriesPage /> });
    await user.click(await screen.findByRole('button', { name: 'Motorcycle মুছুন' }));
    const confirm = await screen.findAllByRole('button', { name: 'মুছুন' });
    await user.click(confirm[confirm.length - 1] as HTMLElement);
    expect(
      await screen.findByText('এই ক্যাটাগরির পণ্য, রেঞ্জ বা সাইজ এখনো আছে; আগে সেগুলো সরান বা মুছে ফেলুন', {
        selector: '.Toastify *',
      }),
    ).toBeTruthy();
  });
});
