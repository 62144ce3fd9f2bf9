import { Link, useParams } from 'react-router-dom';
import { fileUrl, LoadState, useApi } from '@tyre/web-kit';
import { getNewsPost } from '../api/get-news-post';
import { newsDate } from './news-card';

/** /news/:id — title, description and image. */
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
            <p className="news-detail__text">{post.desc}</p>
          </article>
        )}
      </LoadState>
    </section>
  );
}
