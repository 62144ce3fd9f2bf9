// The shell's page starts the news list's first API request before its code loaded
// (packages/site-server/src/early-data.ts); the API client uses that answer only when the URL is the
// same. These tests fail when the screen's first request and the early one drift apart.
import { render, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { earlyRequest } from '@tyre/site-server/early-data';
import { listPage, testApiForFile } from '@tyre/test-kit';
import { NewsListPage } from '../../features/news/components/news-list-page';

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
      expect(canonical(api.urls('/news')[0]!)).toBe(
        canonical(earlyRequest(parsed.pathname, parsed.search)!.path),
      );
    });
  }
});
