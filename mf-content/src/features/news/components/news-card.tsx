import { Link } from 'react-router-dom';
import type { NewsPost } from '@tyre/contracts';
import { fileUrl } from '@tyre/web-kit';
import './news.css';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

export const newsDate = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
};

export function NewsCard({ post }: { post: NewsPost }) {
  return (
    <article className="news-card" data-testid="news-card">
      {/* the picture repeats the title's link: one tab stop and one name per card */}
      <Link to={`/news/${post._id}`} className="news-card__media" tabIndex={-1} aria-hidden="true">
        <img src={fileUrl(post.thumbnail || post.image)} alt="" loading="lazy" width={455} height={277} />
      </Link>
      <div className="news-card__body">
        <time dateTime={post.createdAt}>{newsDate(post.createdAt)}</time>
        <h3 className="news-card__title">
          <Link to={`/news/${post._id}`}>{post.title}</Link>
        </h3>
        <p className="news-card__excerpt">
          {post.desc.length > 140 ? `${post.desc.slice(0, 140)}…` : post.desc}
        </p>
      </div>
    </article>
  );
}

/** Posts as a grid of cards, or a note when there are none. */
export function NewsGrid({ posts }: { posts: NewsPost[] }) {
  if (posts.length === 0) return <p>No news yet.</p>;
  return (
    <div className="news-grid">
      {posts.map((post) => (
        <NewsCard key={post._id} post={post} />
      ))}
    </div>
  );
}
