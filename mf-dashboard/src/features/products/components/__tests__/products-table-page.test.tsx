import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ProductCard } from '@tyre/contracts';
import { cardOf } from '../../../../testing/fixtures';
import { notFound, testApiForFile } from '@tyre/test-kit';
import { renderScreen } from '../../../../testing/render-screen';
import { ProductsTablePage } from '../products-table-page';

let products: ProductCard[];
const fake = testApiForFile((api) => {
  products = [
    cardOf('RoadGrip 90/90-17 TT'),
    cardOf('CityRide 195/65 R15', { status: 'draft', discountPrice: 0, price: 3200 }),
  ];
  api.on('GET /products', () => ({ body: products, headers: { 'X-Total-Count': '57' } }));
  api.on('DELETE /products/:slug', ({ params }) => {
    if (params.slug !== products[0]!._id) return notFound;
    products = products.slice(1);
    return { body: { message: 'Product deleted' } };
  });
});

const renderTable = (url = '/dashboard/products') =>
  renderScreen(url, { '/dashboard/products': <ProductsTablePage /> });
const row = (title: string) => screen.getByRole('cell', { name: title }).closest('tr') as HTMLElement;

describe('the products table', () => {
  it('lists drafts too, with category, size, price in BDT, stock and status, and asks the API for the search of the URL', async () => {
    renderTable('/dashboard/products?search=grip');
    await screen.findByRole('cell', { name: 'CityRide 195/65 R15' });
    expect(within(row('RoadGrip 90/90-17 TT')).getByText('BDT 3,000/-')).toBeTruthy();
    expect(within(row('RoadGrip 90/90-17 TT')).getByText('BDT 3,200/-').tagName).toBe('DEL');
    expect(within(row('CityRide 195/65 R15')).getByText('draft')).toBeTruthy();
    expect(screen.getByText('57 products')).toBeTruthy();
    const list = fake.requests.find((r) => r.path === '/products');
    expect(Object.fromEntries(list?.query ?? [])).toEqual({ search: 'grip', page: '0', size: '20' });
  });

  it('the own search box and the status filter update the URL', async () => {
    const user = userEvent.setup({ delay: null });
    renderTable();
    await screen.findByRole('cell', { name: 'CityRide 195/65 R15' });
    await user.type(screen.getByRole('searchbox', { name: 'Filter products' }), '  R15 {Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/dashboard/products?search=R15'),
    );
    await user.click(screen.getByText('Drafts'));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/dashboard/products?search=R15&status=draft'),
    );
    await waitFor(() =>
      expect(
        fake.requests.some((r) => r.query.get('status') === 'draft' && r.query.get('search') === 'R15'),
      ).toBe(true),
    );
  });

  it('deletes only after the confirmation, then toasts and reloads the list', async () => {
    const user = userEvent.setup({ delay: null });
    const roadGrip = products[0]!._id;
    renderTable();
    await screen.findByRole('cell', { name: 'RoadGrip 90/90-17 TT' });

    await user.click(screen.getByRole('button', { name: 'Delete RoadGrip 90/90-17 TT' }));
    expect(await screen.findByText('Are you sure want to delete?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(fake.requests.filter((r) => r.method === 'DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete RoadGrip 90/90-17 TT' }));
    const confirm = await screen.findAllByRole('button', { name: 'Delete' });
    await user.click(confirm[confirm.length - 1] as HTMLElement);
    expect(await screen.findByText('Product deleted', { selector: '.Toastify *' })).toBeTruthy();
    expect(fake.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      `/products/${roadGrip}`,
    ]);
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'RoadGrip 90/90-17 TT' })).toBeNull());
  });
});
