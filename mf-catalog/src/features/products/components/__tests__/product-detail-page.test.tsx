import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { store, cartItemsAtom, CartLink, changeLanguage } from '@tyre/web-kit';
import { afterEach, describe, expect, it } from 'vitest';
import { product, vehicleFit } from '../../../../testing/fixtures';
import { renderAt } from '../../../../testing/render-at';
import { failure, listPage, ok, testApiForFile } from '@tyre/test-kit';
import { ProductDetailPage } from '../product-detail-page';

const inStock = product({
  slug: 'roadgrip-90-90-17-tt',
  title: 'RoadGrip 90/90-17 TT',
  stock: 3,
  regularPrice: 2300,
  discountPrice: 0,
  price: 2300,
});
const soldOut = product({ slug: 'streetsport-130-70-17-tl', title: 'StreetSport 130/70-17 TL', stock: 0 });

/** The vehicles the in-stock tyre fits: 8 of them, the API's 6 a page unless asked more. */
const fits = [
  vehicleFit('Bajaj', 'Pulsar 150', { makeNameBn: 'বাজাজ', modelNameBn: 'পালসার ১৫০' }),
  vehicleFit('TVS', 'Apache RTR 160'),
  vehicleFit('Honda', 'CB Hornet 160R', { position: 'front' }),
  vehicleFit('Yamaha', 'FZS', { alternative: true }),
  vehicleFit('Toyota', 'Axio', { position: 'all', typeSlug: 'passenger-car' }),
  vehicleFit('Hero', 'Splendor Plus'),
  vehicleFit('Suzuki', 'Gixxer'),
  vehicleFit('Runner', 'Turbo 125'),
];

const api = testApiForFile({
  'GET /products/:slug': ({ params }) => {
    const found = [inStock, soldOut].find((p) => p.slug === params.slug);
    return found ? ok(found) : failure(404, 'Product not found', 'not_found');
  },
  'GET /vehicles/fits': ({ query }) => {
    if (query.get('product') !== inStock._id) return listPage([], 0);
    const page = Number(query.get('page'));
    const size = Number(query.get('size'));
    return listPage(fits.slice(page * size, page * size + size), fits.length);
  },
});
afterEach(async () => {
  store.set(cartItemsAtom, []);
  await act(() => changeLanguage('en'));
});

const page = (slug: string) =>
  renderAt(
    `/products/${slug}`,
    '/products/:slug',
    <>
      <CartLink />
      <ProductDetailPage />
    </>,
  );

describe('the product page', () => {
  it('shows the pictures (detail size, thumbnails in the strip), the specification, the price and the stock state', async () => {
    page(inStock.slug);
    expect(await screen.findByRole('heading', { name: inStock.title, level: 1 })).toBeTruthy();
    const main = screen.getByRole('img', { name: `${inStock.title}, picture 1 of 3` }) as HTMLImageElement;
    expect(main.src).toMatch(/\/files\/main-detail\.webp$/);
    fireEvent.click(screen.getByRole('button', { name: 'Show picture 2' }));
    expect(
      (screen.getByRole('img', { name: `${inStock.title}, picture 2 of 3` }) as HTMLImageElement).src,
    ).toMatch(/tread-detail\.webp$/);
    expect(document.querySelector('.product-gallery__thumb img')?.getAttribute('src')).toMatch(
      /main-thumb\.webp$/,
    );

    const rows = Object.fromEntries(
      [...document.querySelectorAll('.product-specs tr')].map((row) => [
        row.querySelector('th')?.textContent,
        row.querySelector('td')?.textContent,
      ]),
    );
    expect(rows).toEqual({
      Size: '90/90-17',
      Rim: '17 inch',
      Construction: 'Bias (cross-ply)',
      'Tube type': 'Tube type (TT)',
      'Load index': '49',
      'Speed rating': 'P',
      Pattern: 'RG-100',
      Range: 'RoadGrip',
      Category: 'Motorcycle',
    });
    expect(screen.getByText('BDT 2,300/-')).toBeTruthy();
    expect(screen.getByTestId('stock-state').textContent).toBe('In stock');
  });

  it('adds the chosen quantity (1 up to the stock) to the shared cart, and the cart count follows', async () => {
    page(inStock.slug);
    const increase = await screen.findByRole('button', { name: 'Increase quantity' });
    expect(screen.getByTestId('cart-count').textContent).toBe('0');
    expect(screen.getByRole('button', { name: 'Decrease quantity' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(increase);
    fireEvent.click(increase);
    expect((screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement).value).toBe('3');
    expect(increase.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity' }), { target: { value: '9' } });
    expect((screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement).value).toBe('3');

    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(screen.getByTestId('cart-count').textContent).toBe('3'));
    expect(store.get(cartItemsAtom)).toEqual([
      expect.objectContaining({ _id: inStock._id, quantity: 3, price: 2300 }),
    ]);
    // the stock is all in the cart now: one more is refused
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByTestId('cart-count').textContent).toBe('3');
  });

  it('lists the first vehicles the tyre fits, each a link to its tyres, and all of them on asking', async () => {
    page(inStock.slug);
    const fitsList = await screen.findByRole('region', { name: 'Fits' });
    const items = () =>
      within(fitsList)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(items()).toEqual([
      'Bajaj Pulsar 150 (rear)',
      'TVS Apache RTR 160 (rear)',
      'Honda CB Hornet 160R (front)',
      'Yamaha FZS (rear, alternative size)',
      'Toyota Axio',
      'Hero Splendor Plus (rear)',
    ]);
    expect(api.urls('/vehicles/fits')).toEqual([`/vehicles/fits?product=${inStock._id}&page=0&size=6`]);
    expect(within(fitsList).getByRole('link', { name: 'Bajaj Pulsar 150' }).getAttribute('href')).toBe(
      '/finder?tab=vehicle&vehicle=bajaj-pulsar-150',
    );
    fireEvent.click(within(fitsList).getByRole('button', { name: 'Show all 8 vehicles' }));
    await waitFor(() => expect(items()).toHaveLength(8));
    expect(items().slice(-2)).toEqual(['Suzuki Gixxer (rear)', 'Runner Turbo 125 (rear)']);
    expect(within(fitsList).queryByRole('button')).toBeNull();

    await act(() => changeLanguage('bn'));
    expect(
      within(screen.getByRole('region', { name: 'যে গাড়িতে লাগে' })).getAllByRole('listitem')[0]!.textContent,
    ).toBe('বাজাজ পালসার ১৫০ (পেছনে)');
  });

  it('when the tyre fits no known vehicle, then there is no Fits list', async () => {
    page(soldOut.slug);
    await screen.findByTestId('stock-state');
    await waitFor(() => expect(api.urls('/vehicles/fits')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Fits' })).toBeNull();
  });

  it('when the product is out of stock, then it says so and cannot be added', async () => {
    page(soldOut.slug);
    expect(await screen.findByTestId('stock-state')).toHaveProperty('textContent', 'Out of stock');
    expect(screen.getByRole('button', { name: 'Add to cart' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('spinbutton', { name: 'Quantity' })).toBeNull();
  });

  it('when there is no such product, then it says so clearly', async () => {
    page('no-such-tyre');
    expect(await screen.findByRole('heading', { name: 'Product not found', level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse all products' }).getAttribute('href')).toBe('/products');
  });
});
