import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DealerPlace } from '@tyre/contracts';
import { changeLanguage } from '@tyre/web-kit';
import { failure, listPage, ok, testApiForFile } from '@tyre/test-kit';
import { renderScreen } from '../../../../testing/render-screen';
import { OverviewPage } from '../overview-page';

function place(n: number, name: string, district: string, listed: boolean): DealerPlace {
  return {
    slug: name.toLowerCase().replace(' ', '-'),
    name,
    nameBn: `ডিলার ${n}`,
    district,
    lat: 22 + n,
    lng: 89 + n,
    authNumber: `TBD-2025-000${n}`,
    listed,
  };
}

const fake = testApiForFile({
  // the cards read the totals only
  'GET /products': listPage([], 57),
  'GET /news': listPage([], 9),
  'GET /auth/user': listPage([], 120),
  'GET /orders/counts': ok({
    awaiting_payment: 0,
    payment_review: 3,
    pending: 5,
    processing: 2,
    shipped: 4,
    completed: 30,
    returned: 0,
    cancelled: 1,
    total: 45,
  }),
  // the dealers' map: two listed dealers and an unlisted one
  'GET /dealer-places': ok([
    place(1, 'Banani Tyres', 'Bogura', true),
    place(2, 'Hidden Tyres', 'Dhaka', false),
    place(3, 'Port Tyres', 'Chattogram', true),
  ]),
});

const card = (id: string) => within(screen.getByTestId(id));
const renderHome = () => renderScreen('/dashboard/home', { '/dashboard/home': <OverviewPage /> });

describe('the dashboard home', () => {
  it('when the counts load, then it shows the orders per status beside the products, users and news', async () => {
    renderHome();
    expect(await screen.findByText('45')).toBeTruthy();
    expect(card('count-payment_review').getByText('3')).toBeTruthy();
    expect(card('count-pending').getByText('5')).toBeTruthy();
    expect(card('count-completed').getByText('30')).toBeTruthy();
    expect(card('count-cancelled').getByText('1')).toBeTruthy();
    expect(card('count-shipped').getByRole('link', { name: 'Open Shipped' }).getAttribute('href')).toBe(
      '/dashboard/orders?status=shipped',
    );
    expect(await screen.findByText('57')).toBeTruthy();
    expect(screen.getByText('120')).toBeTruthy();
  });

  it('when the order counts fail, then the API message shows with a Retry', async () => {
    fake.on('GET /orders/counts', failure(403, 'Admins only', 'forbidden'));
    renderHome();
    expect(await screen.findByText('Admins only')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('when the figures have shown, then every dealer is on the map, unlisted ones hollow, with a legend, and a marker opens the dealer in Dealers', async () => {
    renderScreen('/dashboard/home', {
      '/dashboard/home': <OverviewPage />,
      '/dashboard/dealers': <p>the dealers section</p>,
    });
    const markers = () => [...document.querySelectorAll<HTMLElement>('.kit-map [data-point]')];
    await waitFor(() => expect(markers()).toHaveLength(3));
    expect(fake.urls('/dealer-places')).toEqual(['/dealer-places?all=true']);
    expect(screen.getByRole('region', { name: 'Map of 3 dealers' })).toBeTruthy();
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(within(legend).getByText('Listed (2)')).toBeTruthy();
    expect(within(legend).getByText('Unlisted (1)')).toBeTruthy();
    const muted = markers().filter((m) => m.classList.contains('kit-map__marker--muted'));
    expect(muted.map((m) => m.getAttribute('data-point'))).toEqual(['hidden-tyres']);

    fireEvent.click(muted[0]!);
    const link = await screen.findByRole('link', { name: 'Open in Dealers' });
    expect(link.closest('.kit-map__popup')?.textContent).toBe(
      'Hidden TyresDhaka · unlisted: visitors do not see itOpen in Dealers',
    );
    expect(link.getAttribute('href')).toBe('/dashboard/dealers?search=TBD-2025-0002');
    fireEvent.click(link);
    expect(await screen.findByText('the dealers section')).toBeTruthy();
  });

  it('when the dealers’ places fail, then the figures stay and the map’s card has the message and a Retry that loads them', async () => {
    fake.on('GET /dealer-places', failure(500, 'Dealers unavailable', 'internal'));
    renderHome();
    expect(await screen.findByText('Dealers unavailable')).toBeTruthy();
    expect(screen.getByText('57')).toBeTruthy();
    fake.on('GET /dealer-places', ok([place(1, 'Banani Tyres', 'Bogura', true)]));
    fireEvent.click(
      within(screen.getByText('Dealers unavailable').closest('.ant-alert')!).getByRole('button'),
    );
    await waitFor(() => expect(document.querySelectorAll('.kit-map [data-point]')).toHaveLength(1));
  });

  describe('in Bangla', () => {
    afterEach(async () => {
      await act(() => changeLanguage('en'));
    });

    it('when the language is Bangla, then the headings and links are Bangla and the counts are in Bengali digits', async () => {
      await act(() => changeLanguage('bn'));
      renderHome();
      expect(await screen.findByRole('heading', { name: 'ড্যাশবোর্ড' })).toBeTruthy();
      expect(await screen.findByText('৪৫')).toBeTruthy();
      expect(card('count-completed').getByText('৩০')).toBeTruthy();
      expect(card('count-completed').getByText('সম্পন্ন')).toBeTruthy();
      expect(card('count-shipped').getByRole('link', { name: 'পাঠানো হয়েছে খুলুন' })).toBeTruthy();
      expect(await screen.findByText('৫৭')).toBeTruthy();
      expect(screen.getByText('১২০')).toBeTruthy();
      expect(screen.queryByText('Open')).toBeNull();
      expect(screen.queryByText('45')).toBeNull();
    });
  });
});
