import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { categoryOf, productOf, sizeOf } from '../../../../testing/fixtures';
import { testApiForFile, multipartFields } from '@tyre/test-kit';
import { renderScreen } from '../../../../testing/render-screen';
import { ProductUpdatePage } from '../product-update-page';

const moto = categoryOf('Motorcycle', 'motorcycle');
const size17 = sizeOf('90/90-17', 17, moto);
const product = productOf('RoadGrip 90/90-17', moto, size17, 3);

const fake = testApiForFile((api) => {
  api.on('GET /category', { body: [moto] });
  api.on('GET /tires', { body: [] });
  api.on('GET /size', { body: [size17] });
  api.on('GET /products/:slug', { body: product });
  api.on('PUT /products/:slug', { body: product });
  api.on('GET /products', { body: [], headers: { 'X-Total-Count': '0' } });
});

const renderPage = () =>
  renderScreen(`/dashboard/products/update/${product.slug}`, {
    '/dashboard/products/update/:slug': <ProductUpdatePage />,
    '/dashboard/products': <h1>Product list</h1>,
  });

describe('the product update page', () => {
  it('when a gallery picture is removed, then the update keeps the others by name and sends only what changed', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByRole('heading', { name: `Edit ${product.title}` });
    expect(screen.getAllByRole('img', { name: /Current gallery image/ })).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Remove gallery image 2' }));
    expect(screen.getAllByRole('img', { name: /Current gallery image/ })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Update product' }));

    await waitFor(() => expect(fake.requests.filter((r) => r.method === 'PUT')).toHaveLength(1));
    const sent = multipartFields(fake.requests.find((r) => r.method === 'PUT')!.body);
    expect(sent.keepImages).toEqual([product.images[0]!.full, product.images[2]!.full]);
    expect(sent.title).toBeUndefined();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/products'));
  });

  it('when nothing in the gallery changes, then keepImages is not sent', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByRole('heading', { name: `Edit ${product.title}` });
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'RoadGrip Pro 90/90-17');
    await user.click(screen.getByRole('button', { name: 'Update product' }));
    await waitFor(() => expect(fake.requests.filter((r) => r.method === 'PUT')).toHaveLength(1));
    const sent = multipartFields(fake.requests.find((r) => r.method === 'PUT')!.body);
    expect(sent.keepImages).toBeUndefined();
    expect(sent.title).toEqual(['RoadGrip Pro 90/90-17']);
  });

  it('when the Bangla title is written, then it is sent alone and the Bangla description stays as it was', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByRole('heading', { name: `Edit ${product.title}` });
    expect(screen.getByLabelText('Description (Bangla)').getAttribute('lang')).toBe('bn');
    await user.type(screen.getByLabelText('Title (Bangla)'), 'রোডগ্রিপ 90/90-17');
    await user.click(screen.getByRole('button', { name: 'Update product' }));
    await waitFor(() => expect(fake.requests.filter((r) => r.method === 'PUT')).toHaveLength(1));
    const sent = multipartFields(fake.requests.find((r) => r.method === 'PUT')!.body);
    expect(sent.titleBn).toEqual(['রোডগ্রিপ 90/90-17']);
    expect(sent.descriptionBn).toBeUndefined();
    expect(sent.title).toBeUndefined();
  });
});
