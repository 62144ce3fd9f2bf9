// What the catalogue tells the shell's server about its pages (src/server/prepare.ts, contracts
// first-paint.ts): each screen's early request within what the API takes (its page sizes and sorts
// are the contracts' own, its queries pass the API's query schemas), the page's head for crawlers
// from the API's answers, and its own state. The API is the test API (MSW), asked as the site
// server asks it for a renderer (test-kit `askTestApi`): a GET below the API base.
import { describe, expect, it } from 'vitest';
import {
  FINDER_PAGE_SIZE,
  LIST_PAGE_SIZE,
  finderQuerySchema,
  listProductsQuerySchema,
  productSortSchema,
  vehicleFitmentQuerySchema,
} from '@tyre/contracts';
import type { AskApi, PageQuestion, StructuredInput } from '@tyre/contracts/first-paint';
import { askTestApi, listPage, notFound, ok, testApiForFile } from '@tyre/test-kit';
import { myVehicleStorageKey } from '../../features/finder/my-vehicle-key';
import { product, productCard } from '../../testing/fixtures';
import { prepare } from '../prepare';

const api = testApiForFile({
  'GET /products': listPage([productCard({ slug: 'grip 90', title: 'Grip 90', titleBn: 'গ্রিপ ৯০' })], 1),
});

/** A renderer's `askApi` when the API did not answer within the page's wait. */
const silentApi: AskApi = () => Promise.resolve(null);

/** What the catalogue says about the page at `url` (its `./routes` module). */
const prepared = (url: string, lang: PageQuestion['lang'] = 'en', ask = askTestApi) => {
  const { pathname, search } = new URL(url, 'http://shop.test');
  return prepare({ module: './routes', path: pathname, search, lang }, ask);
};
/** The early request's path of the page at `url`. */
const early = async (url: string) => (await prepared(url, 'en', silentApi))?.early?.path;
/** The query of an early request's path as an object. */
const queryOf = (path: string | undefined) =>
  Object.fromEntries(new URL(path ?? '', 'http://api.test').searchParams);

describe('the catalogue’s early requests', () => {
  it('use the page sizes of @tyre/contracts', async () => {
    expect(queryOf(await early('/products')).size).toBe(String(LIST_PAGE_SIZE));
    expect(queryOf(await early('/finder')).size).toBe(String(FINDER_PAGE_SIZE));
  });

  it('keep every sort GET /products takes and drop any other', async () => {
    for (const sort of productSortSchema.options)
      expect(queryOf(await early(`/products?sort=${sort}`)).sort, sort).toBe(sort);
    for (const sort of ['cheapest', 'PRICE-ASC', ''])
      expect(queryOf(await early(`/products?sort=${sort}`)).sort, sort).toBeUndefined();
  });

  it('ask queries the API takes, whatever the address holds', async () => {
    for (const search of [
      '',
      '?search=%20tubeless%20&category=car&range=grip&sort=price-desc&page=3',
      '?page=-1&sort=bad&size=500',
      '?page=1.5&search=',
    ])
      expect(
        listProductsQuerySchema.safeParse(queryOf(await early(`/products${search}`))).success,
        search,
      ).toBe(true);
    for (const search of ['', '?category=motorcycle&rim=17&page=2', '?rim=-4&tyreSize=&page=x'])
      expect(finderQuerySchema.safeParse(queryOf(await early(`/finder${search}`))).success, search).toBe(
        true,
      );
  });

  it('ask a vehicle’s tyres for the finder’s vehicle tab, with the year only when it is a model year', async () => {
    expect(await early('/finder?tab=vehicle&vehicle=bajaj-pulsar-150&year=2019')).toBe(
      '/vehicles/fitment?model=bajaj-pulsar-150&year=2019',
    );
    for (const search of [
      '?tab=vehicle&vehicle=toyota-axio&year=19x',
      '?tab=vehicle&vehicle=toyota-axio&year=1800',
    ])
      expect(await early(`/finder${search}`), search).toBe('/vehicles/fitment?model=toyota-axio');
    for (const search of [
      '?tab=vehicle&vehicle=%E0%A6%AA%E0%A6%BE%E0%A6%B2%E0%A6%B8%E0%A6%BE%E0%A6%B0&year=2019',
      '?tab=vehicle&vehicle=%20bajaj-ct100%20&year=2100',
    ])
      expect(
        vehicleFitmentQuerySchema.safeParse(queryOf(await early(`/finder${search}`))).success,
        search,
      ).toBe(true);
    // without a vehicle the tab asks its lists only
    expect(await early('/finder?tab=vehicle')).toBeUndefined();
    expect(await early('/finder?tab=vehicle&vehicle=%20&year=2019')).toBeUndefined();
  });

  it('point at the page’s largest picture: the first card, or the product gallery’s detail size with its srcset', async () => {
    expect((await prepared('/products', 'en', silentApi))?.early?.picture).toEqual({
      src: ['0.thumbnailImage'],
    });
    expect((await prepared('/products/grip', 'en', silentApi))?.early).toEqual({
      path: '/products/grip',
      picture: {
        src: ['thumbnail.detail'],
        srcset: [
          ['thumbnail.thumb', '400w'],
          ['thumbnail.detail', '1000w'],
        ],
        sizes: '(min-width: 768px) 50vw, 100vw',
      },
    });
  });

  it('have none for a path that is not valid percent-encoding (no such product: 404), nor for another app’s page or a widget', async () => {
    expect(await prepared('/products/%E0%A4%A')).toEqual({ head: { status: 404 } });
    expect(await prepared('/order')).toBeNull();
    expect(
      await prepare({ module: './finder-form', path: '/', search: '', lang: 'en' }, askTestApi),
    ).toBeNull();
  });
});

describe('the catalogue’s heads for crawlers', () => {
  const structured = async (url: string, lang: PageQuestion['lang'] = 'en') =>
    (await prepared(url, lang))?.head?.structured as StructuredInput[];

  it('when the list is asked, then its head has its words in the language asked and lists its first page (its early request then carries that answer)', async () => {
    const list = await prepared('/products?lang=bn', 'bn');
    expect(list?.head).toMatchObject({ title: 'টায়ার' });
    expect(list?.head?.structured).toEqual([
      { type: 'itemList', items: [['/products/grip%2090', 'গ্রিপ ৯০']] },
    ]);
    expect(api.urls('/products')).toEqual([`/products?page=0&size=${LIST_PAGE_SIZE}`]);
    expect(list?.early?.path).toBe(`/products?page=0&size=${LIST_PAGE_SIZE}`);
    expect((await prepared('/finder'))?.head).toMatchObject({ title: 'Tyre finder' });
  });

  it('when a product is asked, then its head says its title, description, picture, price, Product and breadcrumb; without a description, one made of its facts', async () => {
    const grip = product({ slug: 'grip', title: 'Grip 90', description: 'A grippy tyre.', price: 2500 });
    api.on('GET /products/:slug', ({ params }) =>
      params.slug === 'grip' ? ok(grip) : ok({ ...grip, description: '', descriptionBn: '' }),
    );
    const head = (await prepared('/products/grip'))?.head;
    expect(head).toMatchObject({
      title: 'Grip 90',
      description: 'A grippy tyre.',
      type: 'product',
      price: 2500,
      image: { file: grip.thumbnail.preview, width: 1200, height: 630, alt: 'Grip 90' },
    });
    expect(await structured('/products/grip')).toEqual([
      { type: 'product', product: grip },
      {
        type: 'breadcrumbs',
        steps: [
          ['Tyres', '/products'],
          ['Grip 90', null],
        ],
      },
    ]);
    expect((await prepared('/products/plain'))?.head?.description).toBe(
      `Grip 90: ${grip.categoryName} tyre, size ${grip.sizeLabel}, BDT 2,500 with Cash on Delivery or bKash across Bangladesh.`,
    );
  });

  it('when a record is unknown, then its head is a 404; when the API does not answer in time, the site’s generic head', async () => {
    api.on('GET /products/:slug', notFound);
    api.on('GET /tires/:slug', notFound);
    expect((await prepared('/products/none'))?.head).toEqual({ status: 404 });
    expect((await prepared('/tire/none'))?.head).toEqual({ status: 404 });
    expect((await prepared('/products/late', 'en', silentApi))?.head).toEqual({});
  });

  it('when a record has no 1200 x 630 preview, then its link picture is its card (product) or thumbnail (tyre range)', async () => {
    const plain = product({ slug: 'old', title: 'Old tyre' });
    api.on('GET /products/:slug', ok({ ...plain, thumbnail: { ...plain.thumbnail, preview: '' } }));
    expect((await prepared('/products/old'))?.head?.image).toEqual({
      file: plain.thumbnailImage,
      width: 400,
      height: 400,
      alt: 'Old tyre',
    });
    const image = { thumb: 'grip-card.webp', detail: 'grip-d.webp', full: 'grip.webp', preview: '' };
    api.on(
      'GET /tires/:slug',
      ok({ name: 'Grip', nameBn: 'গ্রিপ', categoryName: 'Car', description: '', image } as never),
    );
    const range = (await prepared('/tire/grip', 'bn'))?.head;
    expect(range).toMatchObject({
      title: 'গ্রিপ',
      description: 'Grip: a Car tyre range by Tyre Bangladesh.',
      image: { file: 'grip-card.webp', width: 400, height: 400, alt: 'Grip' },
    });
  });

  it('names its remembered vehicle as the state that changes its screens (a visitor with one gets its pages unpainted)', async () => {
    for (const url of ['/products', '/finder', '/products/grip'])
      expect((await prepared(url, 'en', silentApi))?.ownState, url).toEqual([myVehicleStorageKey]);
  });
});
