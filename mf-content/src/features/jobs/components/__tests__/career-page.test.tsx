import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@tyre/web-kit';
import { listPage, testApiForFile } from '@tyre/test-kit';
import { jobOf } from '../../../../testing/fixtures';
import { renderScreen } from '../../../../testing/render-screen';
import { CareerPage } from '../career-page';

const api = testApiForFile();
const renderCareer = () => renderScreen('/career', { '/career': <CareerPage /> });

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe('the career page', () => {
  it('when jobs are open, then each shows its title, vacancy, deadline, location and salary, linked to /jobs/:slug', async () => {
    api.on(
      'GET /job',
      listPage([jobOf(1), jobOf(2, { vacancy: 1, location: 'Dhaka', salary: 'Negotiable' })]),
    );
    renderCareer();
    const cards = await screen.findAllByTestId('job-card');
    expect(cards).toHaveLength(2);
    const second = within(cards[1]!);
    expect(second.getByRole('link', { name: 'Sales Officer 2' }).getAttribute('href')).toBe(
      '/jobs/sales-officer-2',
    );
    for (const text of ['1 post', '31 December 2026', 'Dhaka', 'Negotiable'])
      expect(second.getByText(text)).toBeTruthy();
    expect(
      second.getByRole('link', { name: 'Details and apply: Sales Officer 2' }).getAttribute('href'),
    ).toBe('/jobs/sales-officer-2');
    expect(api.urls('/job').at(-1)).toBe('/job?page=0&size=50');
  });

  it('when no job is open, then it says so', async () => {
    api.on('GET /job', listPage([]));
    renderCareer();
    expect(await screen.findByText('No open positions right now.')).toBeTruthy();
  });

  it('when the page is in Bangla, then its text is Bangla with Bengali digits and dates, and no English interface text', async () => {
    api.on('GET /job', listPage([jobOf(1, { vacancy: 2 })]));
    await act(() => changeLanguage('bn'));
    renderCareer();
    const card = within(await screen.findByTestId('job-card'));
    expect(screen.getByRole('heading', { level: 1, name: 'ক্যারিয়ার' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'খালি পদ' })).toBeTruthy();
    expect(card.getByText('পদসংখ্যা')).toBeTruthy();
    expect(card.getByText('২টি পদ')).toBeTruthy();
    expect(card.getByText(/৩১ ডিসেম্বর.*২০২৬/)).toBeTruthy();
    expect(card.getByRole('link', { name: 'বিস্তারিত ও আবেদন: Sales Officer 1' })).toBeTruthy();
    for (const english of ['Career', 'Open positions', 'Vacancy', 'Deadline', 'Details and apply'])
      expect(screen.queryByText(english)).toBeNull();
  });
});
