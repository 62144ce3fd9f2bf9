import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { category, productCard } from '../../../../testing/fixtures';
import { renderAt } from '../../../../testing/render-at';
import { listPage, testApiForFile } from '@tyre/test-kit';
import { ProductListPage } from '../product-list-page';

const discounted = productCard({
  title: 'Comfort R1 205/55 R16 91V',
  regularPrice: 12500,
  discountPrice: 1250,
  price: 11250,
});
const regular = productCard({
  title: 'RoadGrip 3.00-17 TT',
  regularPrice: 2150,
  discountPrice: 0,
  price: 2150,
});

const api = testApiForFile({
  'GET /category': () => ({
    body: [category('Motorcycle', 'motorcycle', 1), category('Passenger Car', 'passenger-car', 4)],
  }),
  'GET /tires': () => ({ body: [] }),
  'GET /products': listPage([discounted, regular], 45),
});

const productRequests = () =>
  api
    .urls()
    .filter((request) => request.startsWith('/products?'))
    .map((request) => Object.fromEntries(new URLSearchParams(request.split('?')[1])));
const card = async (title: string) =>
  (await screen.findByRole('heading', { name: title })).closest(
    '[data-testid="product-card"]',
  ) as HTMLElement;
const location = () => screen.getByTestId('location').textContent;

describe('the product card prices (spec section 2)', () => {
  it('when the discount is above 0, then the regular price is struck through beside the price paid', async () => {
    renderAt('/products', '/products', <ProductListPage />);
    const shown = await card(discounted.title);
    expect(shown.querySelector('del')?.textContent).toBe('BDT 12,500/-');
    expect(within(shown).getByText('BDT 11,250/-').tagName).toBe('STRONG');
  });

  it('when the discount is 0, then only the regular price shows', async () => {
    renderAt('/products', '/products', <ProductListPage />);
    const shown = await card(regular.title);
    expect(shown.querySelector('del')).toBeNull();
    expect(shown.querySelector('.kit-price')?.textContent).toBe('BDT 2,150/-');
  });
});

describe('the product list', () => {
  it('reads its filters from the URL and asks the API for them', async () => {
    renderAt(
      '/products?search=radial&category=passenger-car&sort=price-asc&page=1',
      '/products',
      <ProductListPage />,
    );
    await card(discounted.title);
    expect(productRequests()[0]).toEqual({
      search: 'radial',
      category: 'passenger-car',
      sort: 'price-asc',
      page: '1',
      size: '20',
    });
    expect((screen.getByRole('searchbox', { name: 'Search products' }) as HTMLInputElement).value).toBe(
      'radial',
    );
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
  });

  it('puts a change of filter in the URL and goes back to the first page', async () => {
    renderAt('/products?page=2', '/products', <ProductListPage />);
    await card(discounted.title);
    await waitFor(() => expect(screen.getByRole('option', { name: 'Motorcycle' })).toBeTruthy());
    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: 'motorcycle' } });
    await waitFor(() => expect(location()).toBe('/products?category=motorcycle'));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search products' }), {
      target: { value: '  90/90-17 ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location()).toBe('/products?category=motorcycle&search=90%2F90-17'));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(location()).toBe('/products?category=motorcycle&search=90%2F90-17&page=1'));
    await waitFor(() =>
      expect(productRequests().at(-1)).toEqual({
        category: 'motorcycle',
        search: '90/90-17',
        page: '1',
        size: '20',
      }),
    );
  });
});
