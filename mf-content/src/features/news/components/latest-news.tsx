import { LoadState, useApi } from '@tyre/web-kit';
import { getNews } from '../api/get-news';
import { NewsCard } from './news-card';

/** The home page's three latest posts. */
export function LatestNews() {
  const state = useApi('latest-news', (signal) => getNews({ page: 0, size: 3 }, signal));
  return (
    <LoadState state={state}>
      {({ posts }) =>
        posts.length === 0 ? (
          <p>No news yet.</p>
        ) : (
          <div className="news-grid">
            {posts.map((post) => (
              <NewsCard key={post._id} post={post} />
            ))}
          </div>
        )
      }
    </LoadState>
  );
}
