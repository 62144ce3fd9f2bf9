import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@tyre/web-kit';
import { ok, testApiForFile } from '@tyre/test-kit';
import { cardOf } from '../../../../testing/fixtures';
import { renderScreen } from '../../../../testing/render-screen';
import { ArrivalsPage } from '../arrivals-page';

const first = cardOf('RoadGrip 90/90-17 TT', { titleBn: 'রোডগ্রিপ ৯০/৯০-১৭', categoryNameBn: 'মোটরসাইকেল' });
const second = cardOf('CityRide 3.00-10', { status: 'draft', price: 100_800 });
const fake = testApiForFile((api) => {
  api.on('GET /arrivals/all', () => ok([first, second]));
  api.on('PUT /arrivals', () => ok([second, first]));
  api.on('GET /products', () => ok([]));
});

const renderArrivals = () => renderScreen('/dashboard/arrivals', { '/dashboard/arrivals': <ArrivalsPage /> });

describe('the new arrivals screen', () => {
  afterEach(async () => {
    await act(() => changeLanguage('en'));
  });

  it('when a product is moved up, then the new order is sent and toasted in English', async () => {
    const user = userEvent.setup({ delay: null });
    renderArrivals();
    expect(await screen.findByRole('heading', { name: 'New arrivals' })).toBeTruthy();
    const row = (await screen.findByText('CityRide 3.00-10')).closest('tr') as HTMLElement;
    expect(within(row).getByText('BDT 1,00,800/-')).toBeTruthy();
    expect(within(row).getByText('draft: hidden from visitors')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Move CityRide 3.00-10 up' }));
    expect(await screen.findByText('Order saved', { selector: '.Toastify *' })).toBeTruthy();
    await waitFor(() =>
      expect(
        fake.requests.filter((r) => r.method === 'PUT').map((r) => JSON.parse(r.body) as unknown),
      ).toEqual([{ productIds: [second._id, first._id] }]),
    );
  });

  it('when the language is Bangla, then headings, titles, categories and prices are Bangla', async () => {
    await act(() => changeLanguage('bn'));
    renderArrivals();
    expect(await screen.findByRole('heading', { name: 'নতুন পণ্য' })).toBeTruthy();
    const row = (await screen.findByText('রোডগ্রিপ ৯০/৯০-১৭')).closest('tr') as HTMLElement;
    expect(within(row).getByText('মোটরসাইকেল')).toBeTruthy();
    expect(within(row).getByText('৳ ৩,০০০')).toBeTruthy();
    expect(screen.getByText('৳ ১,০০,৮০০')).toBeTruthy();
    expect(screen.getByText('খসড়া: ভিজিটরদের কাছে লুকানো')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'রোডগ্রিপ ৯০/৯০-১৭ নিচে সরান' })).toBeTruthy();
    expect(screen.queryByText(/BDT/)).toBeNull();
  });
});
