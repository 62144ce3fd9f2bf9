// The content remote's addresses for the sitemap (contracts first-paint.ts `PageRenderer.sitemap`):
// its pages, every news story, every open job and every listed dealer, each with its last change.
import type { Dealer, Job, NewsPost } from '@tyre/contracts';
import type { ApiReader, SitemapPath } from '@tyre/contracts/first-paint';
import { apiPathOf } from '@tyre/web-kit/first-paint/server';
import { publicPages } from './head-texts';

export async function sitemap(api: ApiReader): Promise<SitemapPath[]> {
  const [news, jobs, dealers] = await Promise.all([
    api.readAll(apiPathOf('GET /news', { query: {} }), 100) as Promise<NewsPost[]>,
    api.read(apiPathOf('GET /job')).then((answer) => JSON.parse(answer.body) as Job[]),
    // an API from before the dealers answers 404: the rest of the sitemap still goes out
    (api.readAll(apiPathOf('GET /dealers', { query: {} }), 100) as Promise<Dealer[]>).catch(() => []),
  ]);
  return [
    ...publicPages.map((path) => ({ path })),
    ...news.map((story) => ({ path: `/news/${encodeURIComponent(story._id)}`, lastmod: story.updatedAt })),
    ...jobs
      .filter((job) => job.open !== false)
      .map((job) => ({ path: `/jobs/${encodeURIComponent(job.slug)}`, lastmod: job.updatedAt })),
    ...dealers.map((dealer) => ({
      path: `/dealers/${encodeURIComponent(dealer.slug)}`,
      lastmod: dealer.updatedAt,
    })),
  ];
}
