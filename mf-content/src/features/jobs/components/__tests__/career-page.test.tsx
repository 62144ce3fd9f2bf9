import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listPage, testApiForFile } from '@tyre/test-kit';
import { jobOf } from '../../../../testing/fixtures';
import { renderScreen } from '../../../../testing/render-screen';
import { CareerPage } from '../career-page';

const api = testApiForFile();
const renderCareer = () => renderScreen('/career', { '/career': <CareerPage /> });

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
});
