import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DealerPlace } from '@tyre/contracts';
import { changeLanguage, setRuntimeConfig } from '@tyre/web-kit';
import { listPage, ok, testApiForFile, testRuntimeConfig } from '@tyre/test-kit';
import { dealerOf } from '../../../../testing/fixtures';
import { renderScreen } from '../../../../testing/render-screen';
import { DealerDetailPage } from '../dealer-page';
import { DealersPage } from '../dealers-page';

const placeOf = (n: number, lat: number, lng: number, district = 'Bogura'): DealerPlace => ({
  slug: `dealer-${n}`,
  name: `Dealer ${n} Tyres`,
  nameBn: `ডিলার ${n} টায়ার্স`,
  district,
  lat,
  lng,
  authNumber: `TBD-2025-000${n}`,
  listed: true,
});

const api = testApiForFile({
  // the list shows one page; the map marks every dealer of the filters
  'GET /dealers': listPage(
    [
      dealerOf(1, {
        photo: { thumb: 'd1-card.webp', detail: 'd1-detail.webp', full: 'd1.webp', preview: '' },
      }),
    ],
    3,
  ),
  'GET /dealer-places': ok([
    placeOf(1, 24.8465, 89.3773),
    placeOf(2, 23.7639, 90.3991, 'Dhaka'),
    placeOf(3, 22.3569, 91.7832, 'Chattogram'),
  ]),
  'GET /dealers/:slug': ok(dealerOf(7)),
});

const markers = () => [...document.querySelectorAll<HTMLElement>('.kit-map [data-point]')];

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe('the dealers map', () => {
  it('when the list has shown, then the map marks every dealer of the filters, and a marker opens a popup whose link goes to the dealer', async () => {
    renderScreen('/dealers?service=truck-tyres', {
      '/dealers': <DealersPage />,
      '/dealers/:slug': <p>the page of the dealer</p>,
    });
    await screen.findAllByTestId('dealer-card');
    // the card shows the shop's photo at its card size
    expect(screen.getByRole('img', { name: 'The shop of Dealer 1 Tyres' }).getAttribute('src')).toMatch(
      /\/files\/d1-card\.webp$/,
    );
    await waitFor(() => expect(markers()).toHaveLength(3));
    expect(api.urls('/dealer-places').at(-1)).toBe('/dealer-places?service=truck-tyres');
    expect(screen.getByRole('region', { name: 'Map of 3 dealers' })).toBeTruthy();
    expect(markers().map((m) => m.getAttribute('title'))).toEqual([
      'Dealer 1 Tyres',
      'Dealer 2 Tyres',
      'Dealer 3 Tyres',
    ]);
    // no tile server configured: no tile is asked for
    expect(document.querySelector('.kit-map img.leaflet-tile')).toBeNull();

    fireEvent.click(markers()[1]!);
    const link = await screen.findByRole('link', { name: 'See the dealer' });
    expect(link.getAttribute('href')).toBe('/dealers/dealer-2');
    expect(link.closest('.kit-map__popup')?.textContent).toBe('Dealer 2 TyresDhakaSee the dealer');
    fireEvent.click(link);
    expect(await screen.findByText('the page of the dealer')).toBeTruthy();
  });

  it('when the filters change, then the map asks for their dealers again', async () => {
    renderScreen('/dealers', { '/dealers': <DealersPage /> });
    await waitFor(() => expect(markers()).toHaveLength(3));
    api.on('GET /dealer-places', ok([placeOf(1, 24.8465, 89.3773)]));
    fireEvent.change(screen.getByLabelText('District'), { target: { value: 'Bogura' } });
    await waitFor(() => expect(api.urls('/dealer-places').at(-1)).toBe('/dealer-places?district=Bogura'));
    await waitFor(() => expect(markers()).toHaveLength(1));
    expect(screen.getByRole('region', { name: 'Map of 1 dealer' })).toBeTruthy();
  });

  it('when a tile server is configured, then the map asks it for tiles by its template', async () => {
    setRuntimeConfig({
      ...testRuntimeConfig,
      mapTiles: 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png',
      mapAttribution: 'Test tiles',
    });
    try {
      renderScreen('/dealers', { '/dealers': <DealersPage /> });
      await waitFor(() => expect(markers()).toHaveLength(3));
      await waitFor(() =>
        expect(document.querySelector<HTMLImageElement>('.kit-map img.leaflet-tile')?.src).toMatch(
          /^http:\/\/127\.0\.0\.1:9\/tiles\/\d+\/\d+\/\d+\.png$/,
        ),
      );
      expect(screen.getByText('Test tiles')).toBeTruthy();
    } finally {
      setRuntimeConfig(testRuntimeConfig);
    }
  });

  it("when a dealer's page opens, then its small map marks it in Bangla too", async () => {
    await act(() => changeLanguage('bn'));
    renderScreen('/dealers/dealer-7', { '/dealers/:slug': <DealerDetailPage /> });
    await screen.findByRole('heading', { level: 1, name: 'ডিলার 7 টায়ার্স' });
    await waitFor(() => expect(markers()).toHaveLength(1));
    expect(screen.getByRole('region', { name: 'ডিলার 7 টায়ার্স-এর মানচিত্র' })).toBeTruthy();
    expect(markers()[0]!.getAttribute('title')).toBe('ডিলার 7 টায়ার্স');
  });
});
