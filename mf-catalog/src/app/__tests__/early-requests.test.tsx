// The shell's page starts a screen's first API request before the screen's code loaded: the one the
// catalogue's server renderer names for the page (src/server/prepare.ts); the API client uses that
// answer only when the URL is the same. These tests fail when a screen's first request and the
// early one drift apart.
import { screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { listPage, ok, testApiForFile } from '@tyre/test-kit';
import { FinderPage } from '../../features/finder/components/finder-page';
import { ProductDetailPage } from '../../features/products/components/product-detail-page';
import { ProductListPage } from '../../features/products/components/product-list-page';
import { fitment, fitmentSize, product, productCard, vehicleModel } from '../../testing/fixtures';
import { renderAt } from '../../testing/render-at';
import { prepare } from '../../server/prepare';

const api = testApiForFile({
  'GET /category': () => ({ body: [] }),
  'GET /tires': () => ({ body: [] }),
  'GET /size': () => ({ body: [] }),
  'GET /products': listPage([], 0),
  'GET /products/finder': listPage([], 0),
  'GET /vehicles/types': () => ({ body: [] }),
  'GET /vehicles/makes': () => ({ body: [] }),
  'GET /vehicles/models': () => ({ body: [] }),
  'GET /vehicles/fitment': () => ({ body: { model: vehicleModel(), year: null, fitments: [] } }),
});

/** Path and query with the parameters in one order. */
const canonical = (url: string) => {
  const [path, query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  params.sort();
  return `${path}?${params.toString()}`;
};

/** The first request the screen at `url` makes to the API path `path` (its query included). */
async function firstRequestOf(url: string, route: string, screen: ReactElement, path: string) {
  renderAt(url, route, screen);
  const asked = () => api.urls().filter((request) => decodeURIComponent(request.split('?')[0]!) === path);
  await waitFor(() => expect(asked().length).toBeGreaterThan(0));
  return asked()[0]!;
}

/** The early request the catalogue's renderer names for the page at `url`. */
const at = async (url: string) => {
  const parsed = new URL(url, 'http://shell.test');
  const question = { module: './routes', path: parsed.pathname, search: parsed.search, lang: 'en' } as const;
  return (await prepare(question, () => Promise.resolve(null)))?.early?.path;
};

describe('the catalogue screens’ first request is the one the shell’s page asks early', () => {
  for (const url of [
    '/products',
    '/products?page=3',
    '/products?sort=price-asc',
    '/products?sort=newest&page=1',
    '/products?sort=bogus&page=-1',
    '/products?search=%20radial%20tyre%20&category=motorcycle&range=road-grip',
    '/products?search=a%26b%2Bc',
  ]) {
    it(`when ${url} opens, then the list asks exactly the early URL`, async () => {
      const asked = await firstRequestOf(url, '/products', <ProductListPage />, '/products');
      expect(canonical(asked)).toBe(canonical((await at(url))!));
    });
  }

  for (const url of [
    '/finder?category=motorcycle&rim=17',
    '/finder?category=motorcycle&rim=17&tyreSize=0123456789abcdef01234567&page=2',
    '/finder?rim=abc&page=x',
    '/finder',
  ]) {
    it(`when ${url} opens, then the finder asks exactly the early URL`, async () => {
      const asked = await firstRequestOf(url, '/finder', <FinderPage />, '/products/finder');
      expect(canonical(asked)).toBe(canonical((await at(url))!));
    });
  }

  for (const url of [
    '/finder?tab=vehicle&vehicle=bajaj-pulsar-150&year=2019',
    '/finder?year=2016&vehicle=toyota-axio&tab=vehicle',
    '/finder?tab=vehicle&vehicle=bajaj-ct100&year=19x',
    '/finder?tab=vehicle&vehicle=%E0%A6%AA%E0%A6%BE%E0%A6%B2%E0%A6%B8%E0%A6%BE%E0%A6%B0',
  ]) {
    it(`when ${url} opens, then the vehicle finder asks exactly the early URL`, async () => {
      const asked = await firstRequestOf(url, '/finder', <FinderPage />, '/vehicles/fitment');
      expect(canonical(asked)).toBe(canonical((await at(url))!));
    });
  }

  it('when /finder?tab=vehicle opens without a vehicle, then nothing is asked early (the form asks its lists)', async () => {
    expect(await at('/finder?tab=vehicle')).toBeUndefined();
    await firstRequestOf('/finder?tab=vehicle', '/finder', <FinderPage />, '/vehicles/types');
    expect(api.urls('/products')).toEqual([]);
  });

  for (const slug of ['roadgrip-90-90-17-tt', '0123456789abcdef01234567', 'with%20space']) {
    it(`when /products/${slug} opens, then the product page asks exactly the early URL`, async () => {
      const decoded = decodeURIComponent(slug);
      api.on('GET /products/:slug', ({ params }) => ({ body: product({ slug: params.slug }) }));
      const asked = await firstRequestOf(
        `/products/${slug}`,
        '/products/:slug',
        <ProductDetailPage />,
        `/products/${decoded}`,
      );
      expect(canonical(asked)).toBe(canonical((await at(`/products/${slug}`))!));
    });
  }
});

describe('when the page’s early answer is in before the screen renders', () => {
  const cards = [
    productCard({ title: 'Early RoadGrip 2.75-17' }),
    productCard({ title: 'Early Comfort R1' }),
  ];
  const shownAtOnce = (title: string) => screen.getByRole('heading', { name: title });

  it('then the product list shows its cards in the first render and does not ask again', async () => {
    api.answeredEarly((await at('/products?page=1'))!, listPage(cards, 45));
    renderAt('/products?page=1', '/products', <ProductListPage />);
    expect(shownAtOnce('Early Comfort R1')).toBeTruthy();
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    await waitFor(() => expect(api.urls('/category').length).toBeGreaterThan(0));
    expect(api.urls('/products')).toEqual([]);
  });

  it('then the finder shows its cards in the first render and does not ask again', async () => {
    const url = '/finder?category=motorcycle&rim=17';
    api.answeredEarly((await at(url))!, listPage(cards, 2));
    renderAt(url, '/finder', <FinderPage />);
    expect(shownAtOnce('Early RoadGrip 2.75-17')).toBeTruthy();
    await waitFor(() => expect(api.urls('/category').length).toBeGreaterThan(0));
    expect(api.urls('/products')).toEqual([]);
  });

  it('then the vehicle finder shows the vehicle’s tyres without asking for them again', async () => {
    const url = '/finder?tab=vehicle&vehicle=bajaj-pulsar-150&year=2019';
    api.answeredEarly((await at(url))!, {
      body: {
        model: vehicleModel(),
        year: 2019,
        fitments: [fitment('front', fitmentSize('90/90-17', 17, [cards[0]!]))],
      },
    });
    renderAt(url, '/finder', <FinderPage />);
    // the tab's code is a chunk of its own: its first render has the answer
    expect(await screen.findByRole('heading', { name: 'Early RoadGrip 2.75-17' })).toBeTruthy();
    await waitFor(() => expect(api.urls('/vehicles/models').length).toBeGreaterThan(0));
    expect(api.urls('/vehicles/fitment')).toEqual([]);
  });

  it('then the product page shows the product in the first render and does not ask again', async () => {
    const early = product({ slug: 'early-roadgrip', title: 'Early RoadGrip page' });
    api.answeredEarly((await at('/products/early-roadgrip'))!, ok(early));
    renderAt('/products/early-roadgrip', '/products/:slug', <ProductDetailPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Early RoadGrip page' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.urls('/products')).toEqual([]);
  });

  it('then a screen asking another page ignores it and asks the API', async () => {
    api.answeredEarly((await at('/products'))!, listPage(cards, 45));
    renderAt('/products?page=2', '/products', <ProductListPage />);
    expect(screen.queryByRole('heading', { name: 'Early Comfort R1' })).toBeNull();
    await waitFor(() => expect(api.urls('/products')).toHaveLength(1));
  });
});
