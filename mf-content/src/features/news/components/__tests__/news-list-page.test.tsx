import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { NewsPost } from '@tyre/contracts';
import { setRuntimeConfig } from '@tyre/web-kit';
import { NewsListPage } from '../news-list-page';

const post = (n: number): NewsPost => ({
  _id: `00000000000000000000000${n}`,
  title: `Dealer meet ${n}`,
  desc: 'More than 200 dealers joined our yearly meet.',
  image: `news-${n}.jpg`,
  thumbnail: `news-${n}-thumb.jpg`,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
});

// a real local HTTP server stands in for the API
let server: Server;
let answer: { status: number; body: unknown; total?: number } = { status: 200, body: [] };
const requests: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(req.url ?? '');
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Expose-Headers', 'X-Total-Count');
    res.setHeader('Content-Type', 'application/json');
    if (answer.total !== undefined) res.setHeader('X-Total-Count', String(answer.total));
    res.writeHead(answer.status);
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}/api/v1`;
  setRuntimeConfig({ catalog: '', content: '', checkout: '', dashboard: '', apiBaseUrl: base });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(cleanup);

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/news']}>
      <NewsListPage />
    </MemoryRouter>,
  );

describe('the news list', () => {
  it('when the API answers posts, then it shows them linked to their pages, asking for the first page', async () => {
    answer = { status: 200, body: [post(1), post(2)], total: 2 };
    renderPage();
    const link = await screen.findByRole('link', { name: 'Dealer meet 1' });
    expect(link.getAttribute('href')).toBe('/news/000000000000000000000001');
    expect(screen.getAllByTestId('news-card')).toHaveLength(2);
    expect(requests.at(-1)).toMatch(/^\/api\/v1\/news\?page=0&size=9$/);
  });

  it('when the API fails, then its message shows with a retry', async () => {
    answer = { status: 503, body: { message: 'The store is unavailable', code: 'unavailable' } };
    renderPage();
    expect(await screen.findByText('The store is unavailable')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
