// What the content remote tells the shell's server about its pages (src/server/prepare.ts,
// contracts first-paint.ts): the news list's and the home carousel's early requests and their
// pictures, and each page's head for crawlers from the API's answers. The API is the test API
// (MSW), asked as the site server asks it for a renderer (test-kit `askTestApi`).
import { describe, expect, it } from 'vitest';
import type { AskApi, PageQuestion } from '@tyre/contracts/first-paint';
import { bannerSizes } from '@tyre/web-kit';
import { askTestApi, listPage, notFound, ok, testApiForFile } from '@tyre/test-kit';
import { dealerOf, jobOf, storyOf } from '../../testing/fixtures';
import { prepare } from '../prepare';

const story = storyOf(1, { title: 'Dealer meet 2026', titleBn: 'ডিলার সম্মেলন ২০২৬' });

const api = testApiForFile();

/** A renderer's `askApi` when the API did not answer within the page's wait. */
const silentApi: AskApi = () => Promise.resolve(null);

/** What the content remote says about the page at `url` (its `./routes` module). */
const prepared = (url: string, lang: PageQuestion['lang'] = 'en', ask = askTestApi) => {
  const { pathname, search } = new URL(url, 'http://shop.test');
  return prepare({ module: './routes', path: pathname, search, lang }, ask);
};

describe('the content remote’s early requests', () => {
  it('ask the news list’s page of nine stories (the first for anything that is not a page) and preload its first card’s picture', async () => {
    for (const [url, page] of [
      ['/news', 0],
      ['/news?page=2', 2],
      ['/news?page=-3', 0],
      ['/news?page=x', 0],
    ] as const)
      expect((await prepared(url, 'en', silentApi))?.early, url).toEqual({
        path: `/news?page=${page}&size=9`,
        picture: { src: ['0.thumbnail', '0.image'] },
      });
  });

  it('ask the banners for the home page’s carousel and preload the first banner at the width the banner pictures show (one download, not two)', async () => {
    const home = await prepare({ module: './banner-carousel', path: '/', search: '', lang: 'en' }, silentApi);
    expect(home).toEqual({
      early: { path: '/banners', picture: { src: ['0.image'], variants: '0.variants', sizes: bannerSizes } },
    });
  });

  it('ask the dealers’ list page of twenty with the choices of the address (an unknown one left out), and a dealer’s page its dealer', async () => {
    for (const [url, path] of [
      ['/dealers', '/dealers?page=0&size=20'],
      ['/dealers?page=2&district=Bogura', '/dealers?page=2&size=20&district=Bogura'],
      [
        '/dealers?division=Rajshahi&service=truck-tyres&near=24.815,89.385',
        '/dealers?page=0&size=20&division=Rajshahi&service=truck-tyres&near=24.815%2C89.385',
      ],
      // a district of another division, a service and a place that are not: left out
      [
        '/dealers?division=Dhaka&district=Bogura&service=x&near=here',
        '/dealers?page=0&size=20&division=Dhaka',
      ],
      ['/dealers/banani-truck-tyres', '/dealers/banani-truck-tyres'],
    ] as const)
      expect((await prepared(url, 'en', silentApi))?.early, url).toEqual({ path });
  });

  it('have none for its other pages, nor for another app’s page', async () => {
    for (const url of ['/gallery', '/career', '/about', '/contact', '/dealer'])
      expect((await prepared(url, 'en', silentApi))?.early, url).toBeUndefined();
    expect(await prepared('/products')).toBeNull();
  });
});

describe('the content remote’s heads for crawlers', () => {
  it('when a list page is asked, then its head has its words in the language asked and lists its first screen', async () => {
    api.on('GET /news', listPage([story], 1));
    api.on('GET /job', ok([jobOf(1)]));
    api.on('GET /dealers', listPage([dealerOf(1)], 1));
    expect((await prepared('/news?lang=bn', 'bn'))?.head).toEqual({
      title: 'খবর',
      description: 'টায়ার বাংলাদেশের খবর: নতুন টায়ার, ডিলার সম্মেলন, সড়ক নিরাপত্তা ও টায়ারের যত্ন।',
      structured: [{ type: 'itemList', items: [[`/news/${story._id}`, 'ডিলার সম্মেলন ২০২৬']] }],
    });
    expect((await prepared('/career'))?.head?.structured).toEqual([
      { type: 'itemList', items: [['/jobs/sales-officer-1', 'Sales Officer 1']] },
    ]);
    expect((await prepared('/dealers'))?.head).toMatchObject({
      title: 'Find a dealer',
      structured: [{ type: 'itemList', items: [['/dealers/dealer-1', 'Dealer 1 Tyres']] }],
    });
    // the lists the heads read: the news list's first page, the jobs, the dealers' first page
    expect(api.urls()).toEqual(['/news?page=0&size=9', '/job', '/dealers?page=0&size=20']);
    expect((await prepared('/gallery'))?.head).toMatchObject({ title: 'Gallery' });
  });

  it('when /about or /contact is asked, then its head carries the shop with its contact details; without them in time, the shop alone', async () => {
    const contact = { email: 'hello@example.com', phones: ['01700000000'], social: [], offices: [] };
    api.on('GET /contact', ok(contact as never));
    expect((await prepared('/contact'))?.head).toMatchObject({
      title: 'Contact',
      structured: [{ type: 'organization', contact }],
    });
    expect((await prepared('/about', 'en', silentApi))?.head).toMatchObject({
      title: 'About us',
      structured: [{ type: 'organization', contact: null }],
    });
  });

  it('when a story is asked, then its head says its title, text, preview picture, NewsArticle and breadcrumb, in Bangla only when the story has a Bangla title', async () => {
    api.on('GET /news/:id', ok(story));
    const head = (await prepared(`/news/${story._id}`))?.head;
    expect(head).toEqual({
      title: 'Dealer meet 2026',
      description: story.desc,
      type: 'article',
      image: { file: story.preview, width: 1200, height: 630, alt: 'Dealer meet 2026' },
      structured: [
        { type: 'newsArticle', story, text: story.desc },
        {
          type: 'breadcrumbs',
          steps: [
            ['News', '/news'],
            ['Dealer meet 2026', null],
          ],
        },
      ],
    });
    // a Bangla title without a Bangla text: the English text
    expect((await prepared(`/news/${story._id}`, 'bn'))?.head).toMatchObject({
      title: 'ডিলার সম্মেলন ২০২৬',
      description: story.desc,
    });
    // a story from before the link pictures: its card
    api.on('GET /news/:id', ok({ ...story, preview: '' }));
    expect((await prepared(`/news/${story._id}`))?.head?.image).toEqual({
      file: story.thumbnail,
      width: 455,
      height: 277,
      alt: 'Dealer meet 2026',
    });
  });

  it('when a job is asked, then its head says the job and its JobPosting; a closed job is 410 without one; an unknown record is 404', async () => {
    api.on('GET /job/:slug', ({ params }) =>
      ok(
        jobOf(1, {
          slug: params.slug,
          open: params.slug !== 'closed',
          desc: params.slug === 'plain' ? '' : 'Visit dealers.',
        }),
      ),
    );
    const open = (await prepared('/jobs/sales-officer-1'))?.head;
    expect(open).toMatchObject({
      title: 'Sales Officer 1 · Careers',
      description: 'Visit dealers.',
      image: null,
    });
    expect(open?.structured).toEqual([{ type: 'jobPosting', job: jobOf(1, { desc: 'Visit dealers.' }) }]);
    expect((await prepared('/jobs/plain'))?.head?.description).toBe(
      'Sales Officer 1 at Tyre Bangladesh, Chattogram. Apply by 2026-12-31.',
    );
    const closed = (await prepared('/jobs/closed'))?.head;
    expect(closed).toMatchObject({ status: 410, title: 'Sales Officer 1 · Careers' });
    expect(closed?.structured).toBeUndefined();
    api.on('GET /news/:id', notFound);
    expect((await prepared('/news/none'))?.head).toEqual({ status: 404 });
    expect((await prepared('/news/%E0%A4%A'))?.head).toEqual({ status: 404 });
    expect((await prepared('/news/late', 'en', silentApi))?.head).toEqual({});
  });

  it('when a dealer is asked, then its head names it as an authorised dealer with its address and phone, and its TireShop', async () => {
    const dealer = dealerOf(3);
    api.on('GET /dealers/:slug', ok(dealer));
    const head = (await prepared('/dealers/dealer-3', 'bn'))?.head;
    expect(head).toMatchObject({
      title: 'ডিলার 3 টায়ার্স · ডিলার',
      description: `টায়ার বাংলাদেশের অনুমোদিত ডিলার (${dealer.authNumber}): 3 স্টেশন রোড, বগুড়া, বগুড়া সদর, Bogura. +880171122334${3}`,
      type: 'business.business',
    });
    expect(head?.structured?.[0]).toEqual({ type: 'tireShop', dealer });
  });
});
