import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@tyre/web-kit';
import type { DealerCheck } from '@tyre/contracts';
import { failure, listPage, ok, testApiForFile } from '@tyre/test-kit';
import { dealerOf } from '../../../../testing/fixtures';
import { renderScreen } from '../../../../testing/render-screen';
import { DealersPage } from '../dealers-page';

const api = testApiForFile({
  'GET /dealers': listPage([dealerOf(1), dealerOf(2, { services: ['fitting'] })], 2),
});
const renderDealers = (url = '/dealers') =>
  renderScreen(url, { '/dealers': <DealersPage />, '/dealers/:slug': <p>dealer page</p> });

/** The browser's location service, as jsdom has none. */
function stubLocation(getCurrentPosition: Geolocation['getCurrentPosition']) {
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
}

afterEach(async () => {
  await act(() => changeLanguage('en'));
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('the dealers page', () => {
  it('when dealers are listed, then each has its page, a tel: call button and directions that open a map app', async () => {
    renderDealers();
    const cards = await screen.findAllByTestId('dealer-card');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('link', { name: 'Dealer 1 Tyres' }).getAttribute('href')).toBe(
      '/dealers/dealer-1',
    );
    expect(first.getByRole('link', { name: 'Call 01711-223341, Dealer 1 Tyres' }).getAttribute('href')).toBe(
      'tel:+8801711223341',
    );
    const directions = first.getByRole('link', { name: /Directions to Dealer 1 Tyres/ });
    expect(directions.getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=24.8465,89.3773',
    );
    expect(first.getByText('Truck & bus tyres')).toBeTruthy();
    expect(screen.getByText('2 dealers')).toBeTruthy();
    expect(api.urls('/dealers').at(-1)).toBe('/dealers?page=0&size=20');
  });

  it('when a visitor picks a division, a district and a service, then the list asks for them and the districts follow the division', async () => {
    renderDealers();
    await screen.findAllByTestId('dealer-card');
    fireEvent.change(screen.getByLabelText('Division'), { target: { value: 'Rajshahi' } });
    await waitFor(() =>
      expect(api.urls('/dealers').at(-1)).toBe('/dealers?page=0&size=20&division=Rajshahi'),
    );
    const district = screen.getByLabelText('District');
    expect(within(district).queryByRole('option', { name: 'Dhaka' })).toBeNull();
    fireEvent.change(district, { target: { value: 'Bogura' } });
    fireEvent.change(screen.getByLabelText('Service'), { target: { value: 'truck-tyres' } });
    await waitFor(() =>
      expect(api.urls('/dealers').at(-1)).toBe(
        '/dealers?page=0&size=20&division=Rajshahi&district=Bogura&service=truck-tyres',
      ),
    );
  });

  it('when a visitor picks a district and a service before the page has re-rendered (a slow phone), then both are kept', async () => {
    renderDealers();
    await screen.findAllByTestId('dealer-card');
    act(() => {
      fireEvent.change(screen.getByLabelText('District'), { target: { value: 'Bogura' } });
      fireEvent.change(screen.getByLabelText('Service'), { target: { value: 'truck-tyres' } });
    });
    await waitFor(() =>
      expect(api.urls('/dealers').at(-1)).toBe('/dealers?page=0&size=20&district=Bogura&service=truck-tyres'),
    );
  });

  it('when "near me" is pressed, then the location is asked only then, and the list is nearest first with km', async () => {
    const getCurrentPosition = vi.fn((done: PositionCallback) =>
      done({ coords: { latitude: 24.84651, longitude: 89.37729 } } as GeolocationPosition),
    );
    stubLocation(getCurrentPosition);
    api.on('GET /dealers', (request) =>
      request.query.get('near')
        ? listPage([dealerOf(1, { distanceKm: 0.4 }), dealerOf(2, { distanceKm: 12.5 })])
        : listPage([dealerOf(1)]),
    );
    renderDealers();
    await screen.findAllByTestId('dealer-card');
    expect(getCurrentPosition).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Dealers near me' }));
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('12.5 km away')).toBeTruthy();
    expect(screen.getByText('0.4 km away')).toBeTruthy();
    expect(api.urls('/dealers').at(-1)).toMatch(/^\/dealers\?page=0&size=20&near=24\.847(?:,|%2C)89\.377$/);
    expect(screen.getByText('Nearest first from your location.')).toBeTruthy();
  });

  it('when the location is refused, then the page says so and keeps the list', async () => {
    stubLocation((_ok, fail) => fail?.({ code: 1 } as GeolocationPositionError));
    renderDealers();
    await screen.findAllByTestId('dealer-card');
    fireEvent.click(screen.getByRole('button', { name: 'Dealers near me' }));
    expect(
      await screen.findByText('Your location is not available. Choose your district instead.'),
    ).toBeTruthy();
    expect(screen.getAllByTestId('dealer-card')).toHaveLength(2);
  });

  it('when a visitor checks a number, then an authorised dealer is named, and another number is not authorised', async () => {
    api.on('GET /dealer-check', (request) =>
      request.query.get('number') === 'TBD-2025-0001'
        ? ok<DealerCheck>({
            authorised: true,
            slug: 'dealer-1',
            name: 'Dealer 1 Tyres',
            nameBn: '',
            district: 'Bogura',
            authNumber: 'TBD-2025-0001',
          })
        : ok<DealerCheck>({ authorised: false }),
    );
    renderDealers();
    const field = screen.getByLabelText('Authorisation or phone number');
    fireEvent.change(field, { target: { value: 'TBD-2025-0001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(
      await screen.findByText(/Dealer 1 Tyres in Bogura is our authorised dealer \(number TBD-2025-0001\)/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the dealer' }).getAttribute('href')).toBe(
      '/dealers/dealer-1',
    );
    fireEvent.change(field, { target: { value: '01700000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText(/01700000000 is not an authorised dealer/)).toBeTruthy();
    expect(api.urls('/dealer-check')).toEqual([
      '/dealer-check?number=TBD-2025-0001',
      '/dealer-check?number=01700000000',
    ]);
  });

  it('when the page is opened with ?check= (the form sent before the code ran), then the answer is shown; too many checks say so', async () => {
    api.on(
      'GET /dealer-check',
      failure(429, 'Too many requests from this network. Please try again in 9 minutes', 'too_many_requests'),
    );
    renderDealers('/dealers?check=TBD-9');
    expect((await screen.findAllByText(/Too many requests from this network/)).length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Authorisation or phone number')).toHaveProperty('value', 'TBD-9');
  });

  it('when the page is in Bangla, then its words, districts and distances are Bangla', async () => {
    api.on('GET /dealers', listPage([dealerOf(1, { distanceKm: 3.5 })]));
    await act(() => changeLanguage('bn'));
    renderDealers('/dealers?near=24.8,89.3');
    const card = within(await screen.findByTestId('dealer-card'));
    expect(screen.getByRole('heading', { level: 1, name: 'ডিলার খুঁজুন' })).toBeTruthy();
    expect(card.getByRole('link', { name: 'ডিলার 1 টায়ার্স' })).toBeTruthy();
    expect(card.getByText('৩.৫ কিমি দূরে')).toBeTruthy();
    expect(card.getByText(/বগুড়া সদর, বগুড়া/)).toBeTruthy();
    expect(card.getByText('ট্রাক ও বাসের টায়ার')).toBeTruthy();
    expect(within(screen.getByLabelText('বিভাগ')).getByRole('option', { name: 'রাজশাহী' })).toBeTruthy();
    for (const english of ['Find a dealer', 'Directions', 'Division', 'Is this shop authorised?'])
      expect(screen.queryByText(english)).toBeNull();
  });
});
