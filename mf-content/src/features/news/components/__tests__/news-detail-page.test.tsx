import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { NewsPost } from '@tyre/contracts';
import { testApiForFile } from '@tyre/test-kit';
import { NewsDetailPage } from '../news-detail-page';

const ID = '000000000000000000000001';
const post: NewsPost = {
  _id: ID,
  title: 'Dealer meet 2026 in Chattogram',
  desc: 'More than 200 dealers joined our yearly meet.\n\nThe day opened with the new ranges.\nEngineers showed cut tyres.\n\n\nNext year the meet is in Khulna.',
  titleBn: '',
  descBn: '',
  image: 'news-1.webp',
  thumbnail: 'news-1-card.webp',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const api = testApiForFile();

describe('the news detail page', () => {
  it('when the story has paragraphs separated by blank lines, then each shows as its own paragraph', async () => {
    api.on(`GET /news/${ID}`, { body: post });
    const { container } = render(
      <MemoryRouter initialEntries={[`/news/${ID}`]}>
        <Routes>
          <Route path="/news/:id" element={<NewsDetailPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: post.title })).toBeTruthy();
    const paragraphs = [...container.querySelectorAll('.news-detail__text p')].map((p) => p.textContent);
    expect(paragraphs).toEqual([
      'More than 200 dealers joined our yearly meet.',
      'The day opened with the new ranges.\nEngineers showed cut tyres.',
      'Next year the meet is in Khulna.',
    ]);
  });
});
