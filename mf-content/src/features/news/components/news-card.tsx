import { Link } from 'react-router-dom';
import type { NewsPost } from '@tyre/contracts';
import { fileUrl, useFormat } from '@tyre/web-kit';
import { dayFormat } from '../../../format';
import { useText } from '../../../messages/catalogue';
import { newsText } from '../news-text';
import './news.css';

export function NewsCard({ post }: { post: NewsPost }) {
  const format = useFormat();
  const { title, desc, lang } = newsText(post, format.language);
  return (
    <article className="news-card" data-testid="news-card">
      {/* the picture repeats the title's link: one tab stop and one name per card */}
      <Link to={`/news/${post._id}`} className="news-card__media" tabIndex={-1} aria-hidden="true">
        <img src={fileUrl(post.thumbnail || post.image)} alt="" loading="lazy" width={455} height={277} />
      </Link>
      <div className="news-card__body">
        <time dateTime={post.createdAt}>{format.date(post.createdAt, dayFormat)}</time>
        <h3 className="news-card__title" lang={lang}>
          <Link to={`/news/${post._id}`}>{title}</Link>
        </h3>
        <p className="news-card__excerpt" lang={lang}>
          {desc.length > 140 ? `${desc.slice(0, 140)}…` : desc}
        </p>
      </div>
    </article>
  );
}

/** Posts as a grid of cards, or a note when there are none. */
export function NewsGrid({ posts }: { posts: NewsPost[] }) {
  const t = useText();
  if (posts.length === 0) return <p>{t('news.none')}</p>;
  return (
    <div className="news-grid">
      {posts.map((post) => (
        <NewsCard key={post._id} post={post} />
      ))}
    </div>
  );
}
