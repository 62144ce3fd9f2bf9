// What the content remote tells the shell's server about its pages before they are painted
// (contracts first-paint.ts): the first API request of the news list and of the home page's
// banner carousel, made from the same input functions the screens use (so a screen that changes
// its request changes the page's early request with it, and no other app needs a change), where
// their largest picture is, and each page's head for link crawlers.
import type { ContactInfo, Dealer, Job, NewsPost } from '@tyre/contracts';
import type { AskApi, PageQuestion, PreparedPage, StructuredInput } from '@tyre/contracts/first-paint';
import { localized } from '@tyre/contracts/localized';
import type { PageLanguage } from '@tyre/contracts/page-state';
import { bannerSizes } from '@tyre/web-kit';
import {
  answerBody,
  apiPathOf,
  previewSize,
  recordHead,
  recordKey,
  routerPath,
  unknownRecord,
} from '@tyre/web-kit/first-paint/server';
import { newsListQuery } from '../features/news/news-list-query';
import { dealerChoices, dealersListQuery } from '../features/dealers/dealers-list-query';
import { headTexts } from './head-texts';

/** A story's text in `lang`: in Bangla only a story with a Bangla title is told in Bangla (as the page does). */
const storyText = (story: NewsPost, lang: PageLanguage) =>
  lang === 'bn' && story.titleBn?.trim() ? story.descBn?.trim() || story.desc : story.desc;

/** A list page's first screen as an ItemList: each item's address and name (none when the API did not answer). */
async function listed<T>(
  askApi: AskApi,
  path: string,
  entry: (item: T) => [string, string],
): Promise<StructuredInput[]> {
  const items = answerBody<T[]>(await askApi(path));
  return Array.isArray(items) ? [{ type: 'itemList', items: items.map(entry) }] : [];
}

export async function prepare(question: PageQuestion, askApi: AskApi): Promise<PreparedPage | null> {
  if (question.module === './banner-carousel') {
    // the home page: BannerCarousel (and the shell's first banner) → GET /banners; its first slide
    // is the page's largest picture (its variants as srcset, the slide's sizes)
    return {
      early: {
        path: apiPathOf('GET /banners'),
        picture: { src: ['0.image'], variants: '0.variants', sizes: bannerSizes },
      },
    };
  }
  if (question.module !== './routes') return null;
  const path = routerPath(question.path);
  const { lang } = question;
  const words = headTexts[lang];
  const organization = async (): Promise<StructuredInput[]> => [
    { type: 'organization', contact: answerBody<ContactInfo>(await askApi(apiPathOf('GET /contact'))) },
  ];

  switch (path) {
    case '/news': {
      const list = (params: URLSearchParams) => apiPathOf('GET /news', { query: newsListQuery(params) });
      return {
        // NewsListPage → getNews({ page, size }); NewsCard: `fileUrl(thumbnail || image)`
        early: {
          path: list(new URLSearchParams(question.search)),
          picture: { src: ['0.thumbnail', '0.image'] },
        },
        head: {
          ...words.news,
          structured: await listed<NewsPost>(askApi, list(new URLSearchParams()), (story) => [
            `/news/${encodeURIComponent(story._id)}`,
            localized(story, 'title', lang),
          ]),
        },
      };
    }
    case '/career':
      return {
        head: {
          ...words.career,
          structured: await listed<Job>(askApi, apiPathOf('GET /job'), (job) => [
            `/jobs/${encodeURIComponent(job.slug)}`,
            localized(job, 'title', lang),
          ]),
        },
      };
    case '/dealers':
      return {
        // DealersPage → getDealers(dealersListQuery(choices of the address)): its list is painted
        early: {
          path: apiPathOf('GET /dealers', {
            query: dealersListQuery(dealerChoices(new URLSearchParams(question.search))),
          }),
        },
        head: {
          ...words.dealers,
          // the first page of every dealer, whatever the address chose
          structured: await listed<Dealer>(
            askApi,
            apiPathOf('GET /dealers', { query: dealersListQuery(dealerChoices(new URLSearchParams())) }),
            (dealer) => [`/dealers/${encodeURIComponent(dealer.slug)}`, localized(dealer, 'name', lang)],
          ),
        },
      };
    case '/about':
    case '/contact':
      return {
        head: { ...words[path === '/about' ? 'about' : 'contact'], structured: await organization() },
      };
    case '/gallery':
    case '/dealer':
      return { head: words[path === '/gallery' ? 'gallery' : 'dealer'] };
  }

  const id = recordKey(path, 'news');
  if (id === null) return unknownRecord;
  if (id !== undefined) {
    const answer = await askApi(apiPathOf('GET /news/:id', { params: { id } }));
    return {
      head: recordHead<NewsPost>(answer, (story) => {
        const title = localized(story, 'title', lang);
        const text = storyText(story, lang);
        return {
          title,
          description: text,
          type: 'article',
          image: story.preview
            ? { file: story.preview, ...previewSize, alt: story.title }
            : story.thumbnail
              ? { file: story.thumbnail, width: 455, height: 277, alt: story.title }
              : null,
          structured: [
            { type: 'newsArticle', story, text },
            {
              type: 'breadcrumbs',
              steps: [
                [words.news.title, '/news'],
                [title, null],
              ],
            },
          ],
        };
      }),
    };
  }

  const job = recordKey(path, 'jobs');
  if (job === null) return unknownRecord;
  if (job !== undefined) {
    const answer = await askApi(apiPathOf('GET /job/:slug', { params: { slug: job } }));
    return {
      head: recordHead<Job>(answer, (found) => ({
        title: `${localized(found, 'title', lang)} · ${words.careers}`,
        description:
          localized(found, 'desc', lang) ||
          `${found.title} at Tyre Bangladesh, ${found.location}. Apply by ${found.deadline}.`,
        image: null,
        // a closed job is no more (410), and not listed
        ...(found.open === false ? { status: 410 } : { structured: [{ type: 'jobPosting', job: found }] }),
      })),
    };
  }

  const dealer = recordKey(path, 'dealers');
  if (dealer === null) return unknownRecord;
  if (dealer !== undefined) {
    const path = apiPathOf('GET /dealers/:slug', { params: { slug: dealer } });
    const answer = await askApi(path);
    return {
      // DealerDetailPage → getDealer(slug): the dealer is painted
      early: { path },
      head: recordHead<Dealer>(answer, (found) => {
        const name = localized(found, 'name', lang);
        return {
          title: `${name} · ${words.dealersWord}`,
          description: `${words.authorisedDealer} (${found.authNumber}): ${localized(found, 'address', lang)}, ${localized(found, 'upazila', lang)}, ${found.district}. ${found.phones.map((phone) => `+88${phone}`).join(', ')}`,
          type: 'business.business',
          image: null,
          structured: [
            { type: 'tireShop', dealer: found },
            {
              type: 'breadcrumbs',
              steps: [
                [words.dealersWord, '/dealers'],
                [name, null],
              ],
            },
          ],
        };
      }),
    };
  }
  return null;
}
