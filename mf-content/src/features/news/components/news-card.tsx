import { Link } from 'react-router-dom';
import type { NewsPost } from '@tyre/contracts';
import { fileUrl, useFormat } from '@tyre/web-kit';
import { dayFormat } from '../../../format';
import { useText } from '../../../messages/dictionary';
import { newsText } from '../news-text';
import './news.css';

/** `priority`: the first card of the news page (its picture is the page's largest): fetched at once and first. */
export function NewsCard({ post, priority = false }: { post: NewsPost; priority?: boolean }) {
  const format = useFormat();
  const { title, desc, lang, descLang } = newsText(post, format.language);
  return (
    <article className="news-card" data-testid="news-card">
      {/* the picture repeats the title's link: one tab stop and one name per card */}
      <Link to={`/news/${post._id}`} className="news-card__media" tabIndex={-1} aria-hidden="true">
        <img
          src={fileUrl(post.thumbnail || post.image)}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          width={455}
          height={277}
        />
      </Link>
      <div className="news-card__body">
        <time dateTime={post.createdAt}>{format.date(post.createdAt, dayFormat)}</time>
        <h3 className="news-card__title" lang={lang}>
          <Link to={`/news/${post._id}`}>{title}</Link>
        </h3>
        {descLang !== 'en' && (
          <p className="news-card__excerpt" lang={lang}>
            {desc.length > 140 ? `${desc.slice(0, 140)}…` : desc}
          </p>
        )}
      </div>
    </article>
  );
}

/** Posts as a grid of cards, or a note when there are none; `firstFirst`: the first card's picture is fetched first (the news page's). */
export function NewsGrid({ posts, firstFirst = false }: { posts: NewsPost[]; firstFirst?: boolean }) {
  const t = useText();
  if (posts.length === 0) return <p>{t('news.none')}</p>;
  return (
    <div className="news-grid">
      {posts.map((post, index) => (
        <NewsCard key={post._id} post={post} priority={firstFirst && index === 0} />
      ))}
    </div>
  );
}
