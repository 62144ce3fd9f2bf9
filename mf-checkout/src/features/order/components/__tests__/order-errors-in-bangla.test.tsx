import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiError } from '@tyre/contracts';
import { testApiForFile } from '@tyre/test-kit';
import { authStateAtom, cartItemsAtom, changeLanguage, initialAuthState, store } from '@tyre/web-kit';
import { cng, quoteFor, street } from '../../../../testing/fixtures';
import { renderAt } from '../../../../testing/render-at';
import { OrderPage } from '../order-page';

testApiForFile({
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
});
