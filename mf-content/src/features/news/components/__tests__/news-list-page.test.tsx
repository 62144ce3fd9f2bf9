import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { NewsPost } from '@tyre/contracts';
import { failure, listPage, testApiForFile } from '@tyre/test-kit';
import { NewsListPage } from '../news-list-page';

const post = (n: number): NewsPost => ({
  _id: `00000000000000000000000${n}`,
  title: `Dealer meet ${n}`,
  desc: 'More than 200 dealers joined our yearly meet.',
  titleBn: '',
  descBn: '',
  image: `news-${n}.jpg`,
  thumbnail: `news-${n}-thumb.jpg`,
  preview: `news-${n}-preview.webp`,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
});

const api = testApiForFile();

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/news']}>
      <NewsListPage />
    </MemoryRouter>,
  );

describe('the news list', () => {
  it('when the API answers posts, then it shows them linked to their pages, asking for the first page', async () => {
    api.on('GET /news', listPage([post(1), post(2)], 2));
    renderPage();
    const link = await screen.findByRole('link', { name: 'Dealer meet 1' });
    expect(link.getAttribute('href')).toBe('/news/000000000000000000000001');
    expect(screen.getAllByTestId('news-card')).toHaveLength(2);
    expect(api.urls().at(-1)).toBe('/news?page=0&size=9');
  });

  it('when the API fails, then its message shows with a retry', async () => {
    api.on('GET /news', failure(503, 'The store is unavailable', 'unavailable'));
    renderPage();
    expect(await screen.findByText('The store is unavailable')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('when the page’s early answer is in, then the first render shows the posts and nothing is asked again', async () => {
    api.answeredEarly('/news?page=0&size=9', listPage([post(3)], 1));
    renderPage();
    expect(screen.getByRole('link', { name: 'Dealer meet 3' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.urls('/news')).toEqual([]);
  });
});
