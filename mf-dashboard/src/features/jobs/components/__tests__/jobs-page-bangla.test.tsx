import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@tyre/web-kit';
import { listPage, testApiForFile } from '@tyre/test-kit';
import { jobOf } from '../../../../testing/fixtures';
import { renderScreen } from '../../../../testing/render-screen';
import { JobsPage } from '../jobs-page';

const sales = jobOf('Sales Executive', { salary: 'BDT 30,000 - 40,000' });
const closed = jobOf('Store Keeper', { deadline: '2024-01-31', open: false });

testApiForFile({ 'GET /job': listPage([sales, closed], 2) });

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the jobs list in Bangla', () => {
  beforeEach(async () => {
    await act(() => changeLanguage('bn'));
  });
  afterEach(async () => {
    await act(() => changeLanguage('en'));
  });

  it('when the language is Bangla, then the headings and links are Bangla, SI NO counts in Bengali digits and the deadlines are Bangla dates', async () => {
    renderScreen('/dashboard/jobs', { '/dashboard/jobs': <JobsPage /> });
    expect(await screen.findByRole('heading', { name: 'চাকরি' })).toBeTruthy();
    const first = (await screen.findByText('Sales Executive')).closest('tr') as HTMLElement;
    const second = screen.getByText('Store Keeper').closest('tr') as HTMLElement;
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'ক্রমিক নং',
      'পদের নাম',
      'আবেদনের শেষ তারিখ',
      'বেতন',
      'অ্যাকশন',
    ]);
    expect(screen.getByRole('link', { name: 'নতুন চাকরির বিজ্ঞপ্তি' }).getAttribute('href')).toBe(
      '/dashboard/jobs/create',
    );
    expect(cellsOf(first)[0]).toBe('১');
    expect(cellsOf(second)[0]).toBe('২');
    expect(within(first).getByText('৩১ ডিসে, ২০৯৯')).toBeTruthy();
    expect(within(second).getByText('বন্ধ')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Sales Executive দেখুন' })).toBeTruthy();
    // the admin's own data stays as entered
    expect(within(first).getByText('BDT 30,000 - 40,000')).toBeTruthy();
    expect(screen.queryByText('SI NO')).toBeNull();
    expect(screen.queryByText('Make Job')).toBeNull();
  });
});
