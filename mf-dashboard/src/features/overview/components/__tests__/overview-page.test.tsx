import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@tyre/web-kit';
import { failure, listPage, ok, testApiForFile } from '@tyre/test-kit';
import { renderScreen } from '../../../../testing/render-screen';
import { OverviewPage } from '../overview-page';

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
