import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@tyre/web-kit';
import { failure, ok, testApiForFile } from '@tyre/test-kit';
import { dealerOf } from '../../../../testing/fixtures';
import { renderScreen } from '../../../../testing/render-screen';
import { DealerDetailPage } from '../dealer-page';

const api = testApiForFile({
  'GET /dealers/:slug': ok(dealerOf(7, { phones: ['01711223347', '029123456'] })),
});
const renderDealer = (slug = 'dealer-7') =>
  renderScreen(`/dealers/${slug}`, { '/dealers/:slug': <DealerDetailPage /> });

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe("a dealer's page", () => {
  it('when it opens, then it shows the authorisation number, address, phones as tel: links, hours, services and tyres', async () => {
    renderDealer();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dealer 7 Tyres' })).toBeTruthy();
    expect(screen.getByTestId('auth-number').textContent).toBe('TBD-2025-0007');
    expect(screen.getByText('Authorised dealer')).toBeTruthy();
    expect(screen.getByRole('link', { name: '02-9123456' }).getAttribute('href')).toBe('tel:+88029123456');
    expect(screen.getByRole('link', { name: 'Call 01711-223347, Dealer 7 Tyres' }).getAttribute('href')).toBe(
      'tel:+8801711223347',
    );
    expect(screen.getByText('Saturday to Thursday, 09:00–20:00')).toBeTruthy();
    expect(screen.getByText('Truck & Bus')).toBeTruthy();
    expect(screen.getByText(/Bogura Sadar, Bogura, Rajshahi/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All dealers' }).getAttribute('href')).toBe('/dealers');
  });

  it('when it is in Bangla, then names, hours and digits are Bangla', async () => {
    await act(() => changeLanguage('bn'));
    renderDealer();
    expect(await screen.findByRole('heading', { level: 1, name: 'ডিলার 7 টায়ার্স' })).toBeTruthy();
    expect(screen.getByText('শনিবার থেকে বৃহস্পতিবার, ০৯:০০–২০:০০')).toBeTruthy();
    expect(screen.getByText('অনুমোদন নম্বর', { exact: false })).toBeTruthy();
    expect(screen.getByText('ট্রাক ও বাস')).toBeTruthy();
  });

  it('when the dealer has a photo, then its page shows it at the detail size, named for the shop', async () => {
    const photo = { thumb: 'p-card.webp', detail: 'p-detail.webp', full: 'p.webp', preview: 'p-preview.jpg' };
    api.on('GET /dealers/:slug', ok(dealerOf(8, { photo })));
    renderDealer('dealer-8');
    const img = await screen.findByRole('img', { name: 'The shop of Dealer 8 Tyres' });
    expect(img.getAttribute('src')).toMatch(/\/files\/p-detail\.webp$/);
  });

  it('when the dealer is unknown, then the page says it was not found', async () => {
    api.on('GET /dealers/:slug', failure(404, 'Dealer not found', 'not_found'));
    renderDealer('nobody');
    expect(await screen.findByText(/not found/i)).toBeTruthy();
  });
});
