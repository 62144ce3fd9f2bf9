import { Link, useParams } from 'react-router-dom';
import { fileUrl, LoadState, useApi } from '@tyre/web-kit';
import { getNewsPost } from '../api/get-news-post';
import { newsDate } from './news-card';

/** The paragraphs of a story: blocks of text separated by blank lines. */
export const paragraphsOf = (text: string): string[] =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/** /news/:id — title, description (one paragraph per block of text) and image. */
export function NewsDetailPage() {
  const { id = '' } = useParams();
  const state = useApi(`news-post:${id}`, (signal) => getNewsPost(id, signal));
  return (
    <section className="kit-container kit-page">
      <p className="news-back">
        <Link to="/news" className="kit-link-more">
          ← All news
        </Link>
      </p>
      <LoadState state={state}>
        {(post) => (
          <article className="news-detail">
            <h1 className="kit-page__title">{post.title}</h1>
            <time dateTime={post.createdAt}>{newsDate(post.createdAt)}</time>
            <img className="news-detail__image" src={fileUrl(post.image)} alt="" width={455} height={277} />
            <div className="news-detail__text">
              {paragraphsOf(post.desc).map((text, i) => (
                <p key={i}>{text}</p>
              ))}
            </div>
          </article>
        )}
      </LoadState>
    </section>
  );
}
