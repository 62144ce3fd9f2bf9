import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Dealer } from '@tyre/contracts';
import { changeLanguage } from '@tyre/web-kit';
import { listPage, ok, testApiForFile } from '@tyre/test-kit';
import { ProductDetailPage } from '../../../features/products/components/product-detail-page';
import { product } from '../../../testing/fixtures';
import { renderAt } from '../../../testing/render-at';
import { districtStorageKey } from '../dealers-near';

const truckTyre = product({
  slug: 'haulmaster-1000-20',
  title: 'HaulMaster 10.00-20',
  categorySlug: 'truck-bus',
  categoryName: 'Truck & Bus',
  categoryNameBn: 'ট্রাক ও বাস',
});

const dealerOf = (n: number, fields: Partial<Dealer> = {}): Dealer => ({
  _id: `65000000000000000000000${n}`,
  slug: `dealer-${n}`,
  name: `Dealer ${n} Tyres`,
  nameBn: `ডিলার ${n} টায়ার্স`,
  authNumber: `TBD-2025-000${n}`,
  division: 'Rajshahi',
  district: 'Bogura',
  upazila: 'Sadar',
  upazilaBn: 'সদর',
  address: `${n} Station Road`,
  addressBn: '',
  phones: [`0171122334${n}`],
  email: '',
  hours: { days: ['Sa'], opens: '09:00', closes: '20:00' },
  services: ['fitting', 'truck-tyres'],
  categories: [{ slug: 'truck-bus', name: 'Truck & Bus', nameBn: 'ট্রাক ও বাস' }],
  lat: 24.8465,
  lng: 89.3773,
  listed: true,
  demo: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});

const api = testApiForFile({
  'GET /products/:slug': ok(truckTyre),
  'GET /vehicles/fits': listPage([], 0),
  'GET /dealers': ({ query }) =>
    query.get('district')
      ? listPage([dealerOf(1)], 2)
      : listPage(
          [dealerOf(1, { distanceKm: 0.4 }), dealerOf(2, { distanceKm: 12.5, district: 'Gaibandha' })],
          7,
        ),
});

const renderProduct = () =>
  renderAt('/products/haulmaster-1000-20', '/products/:slug', <ProductDetailPage />);

afterEach(async () => {
  localStorage.clear();
  Reflect.deleteProperty(navigator, 'geolocation');
  await act(() => changeLanguage('en'));
});

describe('"Find a dealer near you" on a product page', () => {
  it('when no district is chosen, then it asks for one and sends nothing; a district chosen lists the nearest dealers of the category from its town, the count in it, and is remembered', async () => {
    renderProduct();
    const box = await screen.findByTestId('dealers-near');
    expect(within(box).getByRole('heading', { level: 2, name: 'Find a dealer near you' })).toBeTruthy();
    expect(within(box).getByText('Authorised dealers who stock Truck & Bus and fit them.')).toBeTruthy();
    expect(api.urls('/dealers')).toEqual([]);

    fireEvent.change(within(box).getByLabelText('Your district'), { target: { value: 'Bogura' } });
    expect(await within(box).findByText('2 dealers in Bogura stock Truck & Bus.')).toBeTruthy();
    await waitFor(() =>
      expect(api.urls('/dealers').sort()).toEqual(
        [
          '/dealers?page=0&size=1&category=truck-bus&district=Bogura',
          // from Bogura's town, nearest first
          '/dealers?page=0&size=3&category=truck-bus&near=24.8465%2C89.3773',
        ].sort(),
      ),
    );
    const list = await within(box).findByRole('list', { name: 'Nearest dealers' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'Dealer 1 Tyres' }).getAttribute('href')).toBe(
      '/dealers/dealer-1',
    );
    expect(within(rows[1]!).getByText('12.5 km')).toBeTruthy();
    expect(
      within(rows[0]!).getByRole('link', { name: 'Call 01711-223341, Dealer 1 Tyres' }).getAttribute('href'),
    ).toBe('tel:+8801711223341');
    expect(within(box).getByRole('link', { name: 'All dealers in Bogura' }).getAttribute('href')).toBe(
      '/dealers?district=Bogura',
    );
    expect(localStorage.getItem(districtStorageKey)).toBe('Bogura');
  });

  it('when "Use my location" is pressed, then the location is asked only then and the nearest are from it', async () => {
    const getCurrentPosition = vi.fn((done: PositionCallback) =>
      done({ coords: { latitude: 24.81523, longitude: 89.38511 } } as GeolocationPosition),
    );
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    renderProduct();
    const box = await screen.findByTestId('dealers-near');
    expect(getCurrentPosition).not.toHaveBeenCalled();
    fireEvent.click(within(box).getByRole('button', { name: 'Use my location' }));
    expect(await within(box).findByText('Nearest to your location')).toBeTruthy();
    await waitFor(() =>
      expect(api.urls('/dealers')).toEqual([
        '/dealers?page=0&size=3&category=truck-bus&near=24.815%2C89.385',
      ]),
    );
    expect(await within(box).findByText('0.4 km')).toBeTruthy();
  });

  it('when a district was chosen before and the page is Bangla, then it is used at once and the text is Bangla; none there says so', async () => {
    localStorage.setItem(districtStorageKey, 'Bandarban');
    api.on('GET /dealers', ({ query }) =>
      query.get('district') ? listPage([], 0) : listPage([dealerOf(3, { distanceKm: 60.2 })], 1),
    );
    await act(() => changeLanguage('bn'));
    renderProduct();
    const box = await screen.findByTestId('dealers-near');
    expect(within(box).getByRole('heading', { level: 2, name: 'আপনার কাছের ডিলার খুঁজুন' })).toBeTruthy();
    expect(await within(box).findByText('বান্দরবান জেলায় এখনো কোনো ডিলার ট্রাক ও বাস রাখেন না।')).toBeTruthy();
    expect(await within(box).findByText('৬০.২ কিমি')).toBeTruthy();
    expect((within(box).getByLabelText('আপনার জেলা') as HTMLSelectElement).value).toBe('Bandarban');
  });

  it('when the location is refused, then it says so and offers the district', async () => {
    Object.defineProperty(navigator, 'geolocation', {
      value: {
        getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) =>
          fail({ code: 1 } as GeolocationPositionError),
      },
      configurable: true,
    });
    renderProduct();
    const box = await screen.findByTestId('dealers-near');
    fireEvent.click(within(box).getByRole('button', { name: 'Use my location' }));
    expect(
      await within(box).findByText('Your location is not available. Choose your district instead.'),
    ).toBeTruthy();
    expect(api.urls('/dealers')).toEqual([]);
  });
});
