import { Link, useParams } from 'react-router-dom';
import { fileUrl, LoadState, useApi, useFormat, usePageTitle } from '@tyre/web-kit';
import type { NewsPost } from '@tyre/contracts';
import { dayFormat } from '../../../format';
import { useText } from '../../../messages/dictionary';
import { newsText } from '../news-text';
import { getNewsPost } from '../api/get-news-post';

/** The paragraphs of a story: blocks of text separated by blank lines. */
export const paragraphsOf = (text: string): string[] =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);

function NewsStory({ post }: { post: NewsPost }) {
  const format = useFormat();
  const { title, desc, lang, descLang } = newsText(post, format.language);
  usePageTitle(title, desc);
  return (
    <article className="news-detail" lang={lang}>
      <h1 className="kit-page__title">{title}</h1>
      <time dateTime={post.createdAt}>{format.date(post.createdAt, dayFormat)}</time>
      <img className="news-detail__image" src={fileUrl(post.image)} alt="" width={455} height={277} />
      <div className="news-detail__text" lang={descLang}>
        {paragraphsOf(desc).map((text, i) => (
          <p key={i}>{text}</p>
        ))}
      </div>
    </article>
  );
}

/** /news/:id — title, description (one paragraph per block of text) and image; in Bangla when the post has it. */
export function NewsDetailPage() {
  const t = useText();
  const { id = '' } = useParams();
  const state = useApi(`news-post:${id}`, (signal) => getNewsPost(id, signal));
  return (
    <section className="kit-container kit-page">
      <p className="news-back">
        <Link to="/news" className="kit-link-more">
          {t('news.all')}
        </Link>
      </p>
      <LoadState state={state}>{(post) => <NewsStory post={post} />}</LoadState>
    </section>
  );
}
