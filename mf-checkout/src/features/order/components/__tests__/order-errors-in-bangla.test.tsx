import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiError, PlaceOrderBody } from '@tyre/contracts';
import { testApiForFile } from '@tyre/test-kit';
import { authStateAtom, cartItemsAtom, changeLanguage, initialAuthState, store } from '@tyre/web-kit';
import { cng, order, quoteFor, street } from '../../../../testing/fixtures';
import { renderAt } from '../../../../testing/render-at';
import { OrderPage } from '../order-page';

const api = testApiForFile({
  'POST /orders/quote': (request) => ({ body: quoteFor(JSON.parse(request.body)) }),
  'GET /mobile': { body: [{ _id: 'd4d4d4d4d4d4d4d4d4d4d4d4', mobile: '01899000111' }] },
  'POST /orders': {
    status: 400,
    body: {
      message: 'customer.thana must be at least 2 characters',
      code: 'invalid_data',
      fields: { 'customer.thana': 'must be at least 2 characters' },
      fieldIssues: { 'customer.thana': { code: 'minLength', params: { min: '2' } } },
    } satisfies ApiError,
  },
});

afterEach(async () => {
  store.set(cartItemsAtom, []);
  store.set(authStateAtom, initialAuthState(null));
  localStorage.clear();
  await act(() => changeLanguage('en'));
});

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const field = (label: string) => screen.getByLabelText(new RegExp(`^${escaped(label)}`)) as HTMLInputElement;

describe('the checkout form in Bangla', { timeout: 20_000 }, () => {
  it('when the API finds a field wrong, then the field says so in Bangla, with Bengali digits, and no English', async () => {
    await act(() => changeLanguage('bn'));
    store.set(cartItemsAtom, [street, cng]);
    renderAt('/order', '/order', <OrderPage />);
    await screen.findByTestId('summary-total');
    // the districts in Bangla, with the English name a courier's slip carries
    expect(screen.getByRole('option', { name: 'ঢাকা (Dhaka)' })).toBeTruthy();
    const user = userEvent.setup({ delay: null });
    await user.type(field('পুরো নাম'), 'রহিম উদ্দিন');
    await user.type(field('মোবাইল নম্বর'), '01711000000');
    await user.type(field('ঠিকানা'), 'বাড়ি ১২, রোড ৫');
    await user.type(field('থানা / উপজেলা'), 'ধানমন্ডি');
    await user.click(screen.getByRole('button', { name: 'অর্ডার করুন' }));
    const thana = field('থানা / উপজেলা');
    expect(await within(thana.closest('label')!).findByText('কমপক্ষে ২ অক্ষরের হতে হবে')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/must be|characters/);
  });

  it('when the API refuses a name with a control character or a line break, then the name field says so in Bangla', async () => {
    api.on('POST /orders', {
      status: 400,
      body: {
        message: 'customer.name must not contain control characters or line breaks',
        code: 'invalid_data',
        fields: { 'customer.name': 'must not contain control characters or line breaks' },
        fieldIssues: { 'customer.name': { code: 'noControlChars' } },
      } satisfies ApiError,
    });
    await placeInBangla();
    const name = field('পুরো নাম');
    expect(
      await within(name.closest('label')!).findByText('এতে কন্ট্রোল ক্যারেক্টার বা নতুন লাইন থাকতে পারবে না'),
    ).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/control characters/);
  });

  async function placeInBangla() {
    await act(() => changeLanguage('bn'));
    store.set(cartItemsAtom, [street, cng]);
    renderAt('/order', '/order', <OrderPage />);
    await screen.findByTestId('summary-total');
    const user = userEvent.setup({ delay: null });
    await user.type(field('পুরো নাম'), 'রহিম উদ্দিন');
    await user.type(field('মোবাইল নম্বর'), '01711000000');
    await user.type(field('ঠিকানা'), 'বাড়ি ১২, রোড ৫');
    await user.type(field('থানা / উপজেলা'), 'ধানমন্ডি');
    await user.click(screen.getByRole('button', { name: 'অর্ডার করুন' }));
  }

  it('when a Bangla reader places an order, then the request asks for the invoice in Bangla', async () => {
    api.on('POST /orders', { status: 201, body: order({ language: 'bn' }) });
    await placeInBangla();
    await waitFor(() =>
      expect(api.requests.some((r) => r.method === 'POST' && r.path === '/orders')).toBe(true),
    );
    const sent = api.requests.find((r) => r.method === 'POST' && r.path === '/orders')!;
    expect((JSON.parse(sent.body) as PlaceOrderBody).language).toBe('bn');
  });

  it('when a line has too little stock as the order is placed, then the alert says so in Bangla with Bengali digits', async () => {
    api.on('POST /orders', {
      status: 409,
      body: {
        message: `Only 3 of ${street.title} left in stock`,
        code: 'conflict',
        messageCode: 'order.onlyLeft',
        messageParams: { left: '3', title: street.title },
        fields: { 'items.0.product': `Only 3 of ${street.title} left in stock` },
        fieldIssues: {
          'items.0.product': { code: 'order.onlyLeft', params: { left: '3', title: street.title } },
        },
      } satisfies ApiError,
    });
    await placeInBangla();
    const alert = await screen.findByText(/স্টকে মাত্র ৩টি আছে/, { selector: '[role="alert"]' });
    expect(alert.textContent).not.toMatch(/Only|left in stock/);
  });

  it('when the server flags a line with a message the site does not know, then the summary says it in Bangla, not in English', async () => {
    api.on('POST /orders/quote', (request) => {
      const quote = quoteFor(JSON.parse(request.body), [cng._id]);
      return { body: quote };
    });
    await act(() => changeLanguage('bn'));
    store.set(cartItemsAtom, [street, cng]);
    renderAt('/order', '/order', <OrderPage />);
    const flag = await screen.findByText('এই পণ্যটি এভাবে অর্ডার করা যাচ্ছে না');
    expect(flag).toBeTruthy();
    const summary = screen.getByRole('complementary').textContent;
    expect(summary).not.toMatch(/Out of stock/);
    // the quantities in Bengali digits too
    expect(summary).toContain('× ২');
    expect(summary).not.toMatch(/× \d/);
  });
});
