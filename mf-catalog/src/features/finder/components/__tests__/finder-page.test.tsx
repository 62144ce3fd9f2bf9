import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { category, productCard } from '../../../../testing/fixtures';
import { renderAt } from '../../../../testing/render-at';
import { listPage, testApiForFile } from '@tyre/test-kit';
import { FinderPage } from '../finder-page';

/** 20 matching products: pages 0, 1 and 2 (8, 8 and 4 cards). */
const matching = Array.from({ length: 20 }, (_, i) => productCard({ title: `Tyre ${i + 1}` }));

const api = testApiForFile({
  'GET /category': () => ({ body: [category('Motorcycle', 'motorcycle')] }),
  'GET /size': () => ({ body: [] }),
});

function serveFinder(products = matching) {
  api.on('GET /products/finder', ({ query }) => {
    const page = Number(query.get('page'));
    const size = Number(query.get('size'));
    return listPage(products.slice(page * size, page * size + size), products.length);
  });
}

const finderRequests = () => api.urls().filter((request) => request.startsWith('/products/finder'));
const location = () => screen.getByTestId('location').textContent;
const previous = () => screen.getByRole('button', { name: 'Previous page' });
const next = () => screen.getByRole('button', { name: 'Next page' });
const cardTitles = async () =>
  (await screen.findAllByTestId('product-card')).map((card) => within(card).getByRole('heading').textContent);

describe('the finder page', () => {
  it('when opened from the finder form, then it asks for the filters with tyreSize and a page size of 8', async () => {
    serveFinder();
    renderAt(
      '/finder?category=motorcycle&rim=17&tyreSize=0123456789abcdef01234567',
      '/finder',
      <FinderPage />,
    );
    expect(screen.getByRole('heading', { name: 'Products', level: 1 })).toBeTruthy();
    await screen.findAllByTestId('product-card');
    const query = new URLSearchParams(finderRequests()[0]?.split('?')[1]);
    expect(Object.fromEntries(query)).toEqual({
      category: 'motorcycle',
      rim: '17',
      tyreSize: '0123456789abcdef01234567',
      page: '0',
      size: '8',
    });
  });

  it('pages with the arrows: previous disabled on page 0, next disabled on the last page, the URL follows', async () => {
    serveFinder();
    renderAt('/finder?category=motorcycle', '/finder', <FinderPage />);
    expect(await cardTitles()).toHaveLength(8);
    expect(previous().hasAttribute('disabled')).toBe(true);
    expect(next().hasAttribute('disabled')).toBe(false);

    fireEvent.click(next());
    await waitFor(() => expect(location()).toBe('/finder?category=motorcycle&page=1'));
    await waitFor(async () => expect((await cardTitles())[0]).toBe('Tyre 9'));
    expect(previous().hasAttribute('disabled')).toBe(false);

    fireEvent.click(next());
    await waitFor(() => expect(location()).toBe('/finder?category=motorcycle&page=2'));
    await waitFor(async () => expect(await cardTitles()).toHaveLength(4));
    expect(next().hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();

    fireEvent.click(previous());
    await waitFor(() => expect(location()).toBe('/finder?category=motorcycle&page=1'));
    fireEvent.click(previous());
    // page 0 is the default: the key leaves the URL
    await waitFor(() => expect(location()).toBe('/finder?category=motorcycle'));
    await waitFor(() => expect(previous().hasAttribute('disabled')).toBe(true));
    expect(finderRequests().map((request) => new URLSearchParams(request.split('?')[1]).get('page'))).toEqual(
      ['0', '1', '2', '1', '0'],
    );
  });

  it('when everything fits on one page, then both arrows are disabled', async () => {
    serveFinder(matching.slice(0, 3));
    renderAt('/finder', '/finder', <FinderPage />);
    expect(await cardTitles()).toHaveLength(3);
    expect(previous().hasAttribute('disabled')).toBe(true);
    expect(next().hasAttribute('disabled')).toBe(true);
  });

  it('when nothing matches, then it says No Search Product.', async () => {
    serveFinder([]);
    renderAt('/finder?category=motorcycle&rim=30', '/finder', <FinderPage />);
    expect(await screen.findByText('No Search Product.')).toBeTruthy();
    expect(screen.queryByTestId('product-card')).toBeNull();
  });

  it('shows a loading indicator while the products load', async () => {
    let answer: () => void = () => undefined;
    api.on(
      'GET /products/finder',
      () =>
        new Promise((resolve) => (answer = () => resolve({ body: [], headers: { 'X-Total-Count': '0' } }))),
    );
    renderAt('/finder', '/finder', <FinderPage />);
    expect(await screen.findByRole('status', { name: 'Loading products' })).toBeTruthy();
    await waitFor(() => expect(finderRequests()).toHaveLength(1));
    answer();
    expect(await screen.findByText('No Search Product.')).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading products' })).toBeNull();
  });

  it('when the request fails, then it shows the error with Retry instead of loading forever, and Retry loads again', async () => {
    api.on('GET /products/finder', () => ({
      status: 500,
      body: { message: 'The catalogue is resting', code: 'internal' },
    }));
    renderAt('/finder?category=motorcycle', '/finder', <FinderPage />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The catalogue is resting');
    expect(screen.queryByRole('status', { name: 'Loading products' })).toBeNull();

    serveFinder();
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await cardTitles()).toHaveLength(8);
    expect(finderRequests()).toHaveLength(2);
  });
});
