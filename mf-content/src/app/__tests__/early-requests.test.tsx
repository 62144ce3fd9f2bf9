// The shell's page starts the news list's first API request before its code loaded: the one the
// content remote's server renderer names for the page (src/server/prepare.ts); the API client uses
// that answer only when the URL is the same. These tests fail when the screen's first request and
// the early one drift apart.
import { render, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { listPage, testApiForFile } from '@tyre/test-kit';
import { NewsListPage } from '../../features/news/components/news-list-page';
import { prepare } from '../../server/prepare';

const api = testApiForFile({ 'GET /news': listPage([], 0) });

/** Path and query with the parameters in one order. */
const canonical = (url: string) => {
  const [path, query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  params.sort();
  return `${path}?${params.toString()}`;
};

describe('the news list’s first request is the one the shell’s page asks early', () => {
  for (const url of ['/news', '/news?page=2', '/news?page=-3', '/news?page=x', '/news?page=1.5']) {
    it(`when ${url} opens, then the list asks exactly the early URL`, async () => {
      render(
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/news" element={<NewsListPage />} />
          </Routes>
        </MemoryRouter>,
      );
      await waitFor(() => expect(api.urls('/news').length).toBeGreaterThan(0));
      const parsed = new URL(url, 'http://shell.test');
      const question = {
        module: './routes',
        path: parsed.pathname,
        search: parsed.search,
        lang: 'en',
      } as const;
      const early = (await prepare(question, () => Promise.resolve(null)))?.early;
      expect(canonical(api.urls('/news')[0]!)).toBe(canonical(early!.path));
    });
  }
});
