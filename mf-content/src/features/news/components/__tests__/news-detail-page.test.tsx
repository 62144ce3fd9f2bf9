import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@tyre/web-kit';
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
  preview: 'news-1-preview.webp',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const api = testApiForFile();

const renderPost = () =>
  render(
    <MemoryRouter initialEntries={[`/news/${ID}`]}>
      <Routes>
        <Route path="/news/:id" element={<NewsDetailPage />} />
      </Routes>
    </MemoryRouter>,
  );

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe('the news detail page', () => {
  it('when the story has paragraphs separated by blank lines, then each shows as its own paragraph', async () => {
    api.on('GET /news/:id', { body: post });
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

  it('when the post has a Bangla title and text, then Bangla shows them and English the English ones', async () => {
    const bangla = {
      ...post,
      titleBn: 'চট্টগ্রামে ডিলার সম্মেলন ২০২৬',
      descBn: 'আমাদের বার্ষিক সম্মেলনে ২০০-র বেশি ডিলার যোগ দেন।\n\nআগামী বছর খুলনায়।',
    };
    api.on('GET /news/:id', { body: bangla });
    await act(() => changeLanguage('bn'));
    const { container, unmount } = renderPost();
    expect(await screen.findByRole('heading', { name: bangla.titleBn })).toBeTruthy();
    expect([...container.querySelectorAll('.news-detail__text p')].map((p) => p.textContent)).toEqual([
      'আমাদের বার্ষিক সম্মেলনে ২০০-র বেশি ডিলার যোগ দেন।',
      'আগামী বছর খুলনায়।',
    ]);
    expect(screen.getByText('← সব সংবাদ')).toBeTruthy();
    expect(container.querySelector('time')!.textContent).toMatch(/২০ নভেম্বর.*২০২৬/);
    unmount();
    await act(() => changeLanguage('en'));
    renderPost();
    expect(await screen.findByRole('heading', { name: post.title })).toBeTruthy();
  });

  it('when the post has no Bangla text, then Bangla shows the English story marked as English', async () => {
    api.on('GET /news/:id', { body: post });
    await act(() => changeLanguage('bn'));
    const { container } = renderPost();
    expect(await screen.findByRole('heading', { name: post.title })).toBeTruthy();
    expect(container.querySelector('article')!.getAttribute('lang')).toBe('en');
  });
});
