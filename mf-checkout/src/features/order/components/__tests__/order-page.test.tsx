import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlaceOrderBody } from '@tyre/contracts';
import { failure, testApiForFile, type StubAnswer } from '@tyre/test-kit';
import { authStateAtom, cartItemsAtom, initialAuthState, store } from '@tyre/web-kit';
import { cng, order, quoteFor, street } from '../../../../testing/fixtures';
import { renderAt } from '../../../../testing/render-at';
import { OrderPage } from '../order-page';

const api = testApiForFile({
  'POST /orders/quote': (request) => ({ body: quoteFor(JSON.parse(request.body)) }),
  'GET /mobile': { body: [{ _id: 'd4d4d4d4d4d4d4d4d4d4d4d4', mobile: '01899000111' }] },
});

afterEach(() => {
  store.set(cartItemsAtom, []);
  store.set(authStateAtom, initialAuthState(null));
  localStorage.clear();
});

function checkout() {
  store.set(cartItemsAtom, [street, cng]);
  return renderAt('/order', '/order', <OrderPage />);
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** The field labelled `label` (its accessible name also holds its message, when there is one). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${escaped(label)}`)) as HTMLInputElement;
const placeButton = () =>
  screen.getByRole('button', { name: /Place order|Placing your order/ }) as HTMLButtonElement;

async function fillDetails() {
  const user = userEvent.setup();
  await user.type(field('Full name'), 'Rahim Uddin');
  await user.type(field('Mobile number'), '01711000000');
  await user.type(field('Address'), 'House 12, Road 5');
  await user.type(field('Thana / upazila'), 'Dhanmondi');
  return user;
}

const posts = () => api.requests.filter((r) => r.method === 'POST' && r.path === '/orders');

describe('the checkout form', { timeout: 20_000 }, () => {
  it('defaults to Dhaka and Cash on Delivery, and the server-priced summary follows the district', async () => {
    checkout();
    expect((screen.getByLabelText('District') as HTMLSelectElement).value).toBe('Dhaka');
    expect(screen.getAllByRole('option')).toHaveLength(64);
    // English pages carry no Bengali glyph (the Bengali font is Bangla's alone)
    expect(screen.getByRole('option', { name: 'Dhaka' })).toBeTruthy();
    expect(screen.getByLabelText('District').textContent).not.toMatch(/[\u0980-\u09ff]/);
    expect((screen.getByRole('radio', { name: /Cash on Delivery/ }) as HTMLInputElement).checked).toBe(true);
    // 4200 + 2 x 2100, shipping 3 x 80
    expect(
      await screen.findByText('BDT 8,640/-', { selector: '[data-testid="summary-total"]' }),
    ).toBeTruthy();
    expect(JSON.parse(api.requests.find((r) => r.path === '/orders/quote')!.body)).toEqual({
      items: [
        { product: street._id, quantity: 1 },
        { product: cng._id, quantity: 2 },
      ],
      district: 'Dhaka',
    });

    fireEvent.change(screen.getByLabelText('District'), { target: { value: 'Sylhet' } });
    await waitFor(() => expect(screen.getByTestId('summary-shipping').textContent).toBe('BDT 450/-'));
    expect(screen.getByText('Shipping to Sylhet')).toBeTruthy();
    expect(screen.getByTestId('summary-total').textContent).toBe('BDT 8,850/-');
  });

  it('when bKash is chosen, then it shows the admin-set number and the exact amount, and asks for the sender and TrxID', async () => {
    checkout();
    await screen.findByTestId('summary-total');
    expect(screen.queryByTestId('bkash-details')).toBeNull();
    expect(api.urls('/mobile')).toEqual([]);
    fireEvent.click(screen.getByRole('radio', { name: /bKash/ }));
    expect((await screen.findByTestId('bkash-number')).textContent).toBe('01899000111');
    expect(screen.getByTestId('bkash-amount').textContent).toBe('BDT 8,640/-');
    expect(screen.getByLabelText('The bKash number you sent from')).toBeTruthy();
    expect(screen.getByLabelText('bKash transaction ID (TrxID)')).toBeTruthy();

    // checked on the client before anything is sent
    const user = await fillDetails();
    await user.type(field('bKash transaction ID (TrxID)'), 'ABC');
    await user.click(placeButton());
    expect(screen.getByText('must be the 10-character bKash TrxID')).toBeTruthy();
    expect(screen.getAllByText('is required')).toHaveLength(1);
    expect(posts()).toHaveLength(0);
  });

  it('when the API answers 400 with fields, then each message shows at its field and the cart stays', async () => {
    api.on(
      'POST /orders',
      failure(400, 'customer.thana is not known', 'invalid_data', { 'customer.thana': 'is not known' }),
    );
    checkout();
    await screen.findByTestId('summary-total');
    const user = await fillDetails();
    await user.click(placeButton());
    const thana = field('Thana / upazila');
    expect(await within(thana.closest('label')!).findByText('is not known')).toBeTruthy();
    expect(thana.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toContain('Please correct the fields marked below.');
    expect(store.get(cartItemsAtom)).toHaveLength(2);
    expect(screen.getByTestId('location').textContent).toBe('/order');
  });

  it('sends one Idempotency-Key per attempt: the same on a retry, disabled while sending, a new one after a change; the cart empties only after the 201', async () => {
    type Answer = StubAnswer<'POST /orders'>;
    let release: (answer: Answer) => void = () => undefined;
    const answers: Answer[] = [];
    api.on('POST /orders', () =>
      new Promise<Answer>((resolve) => (release = resolve)).then((a) => (answers.push(a), a)),
    );
    checkout();
    await screen.findByTestId('summary-total');
    const user = await fillDetails();

    await user.click(placeButton());
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(placeButton().disabled).toBe(true);
    expect(placeButton().textContent).toBe('Placing your order…');
    await user.dblClick(placeButton());
    expect(posts()).toHaveLength(1);
    release(failure(503, 'The service is busy. Please try again', 'unavailable'));
    await waitFor(() => expect(placeButton().disabled).toBe(false));
    expect(store.get(cartItemsAtom)).toHaveLength(2);

    // the retry of the same form carries the same key
    await user.click(placeButton());
    await waitFor(() => expect(posts()).toHaveLength(2));
    const [first, second] = posts();
    const key = first!.headers.get('idempotency-key');
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(second!.headers.get('idempotency-key')).toBe(key);
    release(failure(503, 'The service is busy. Please try again', 'unavailable'));
    await waitFor(() => expect(placeButton().disabled).toBe(false));

    // a changed form is a new attempt
    await user.type(field('Delivery notes (optional)'), 'Call first');
    await user.click(placeButton());
    await waitFor(() => expect(posts()).toHaveLength(3));
    const third = posts()[2]!;
    expect(third.headers.get('idempotency-key')).not.toBe(key);
    const body = JSON.parse(third.body) as PlaceOrderBody;
    expect(body.items).toEqual([
      { product: street._id, quantity: 1 },
      { product: cng._id, quantity: 2 },
    ]);
    expect(body.customer).toMatchObject({ name: 'Rahim Uddin', district: 'Dhaka', notes: 'Call first' });
    expect(body.payment).toEqual({ paymentType: 'Cash on Delivery' });
    // ordered in English: the invoice is written in English
    expect(body.language).toBe('en');
    expect(store.get(cartItemsAtom)).toHaveLength(2);

    release({ status: 201, body: order() });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/success?order=${order().key}`),
    );
    expect(store.get(cartItemsAtom)).toEqual([]);
    expect(answers).toHaveLength(3);
  });

  it('when logged in, then the delivery details are prefilled from the profile', async () => {
    store.set(
      authStateAtom,
      initialAuthState({
        _id: 'e5e5e5e5e5e5e5e5e5e5e5e5',
        name: 'Karim',
        email: 'karim@example.com.bd',
        mobile: '01811222333',
        role: 'user',
        token: 'token',
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
      }),
    );
    api.on('GET /auth/me', {
      body: {
        _id: 'e5e5e5e5e5e5e5e5e5e5e5e5',
        name: 'Karim Ahmed',
        email: 'karim@example.com.bd',
        mobile: '01811222333',
        role: 'user',
        address: 'Zindabazar 4',
        thana: 'Kotwali',
        district: 'Sylhet',
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
      },
    });
    checkout();
    await waitFor(() => expect(field('Full name').value).toBe('Karim Ahmed'));
    expect(field('Mobile number').value).toBe('01811222333');
    expect(field('Thana / upazila').value).toBe('Kotwali');
    expect((screen.getByLabelText('District') as HTMLSelectElement).value).toBe('Sylhet');
    expect(api.requests.find((r) => r.path === '/auth/me')?.headers.get('authorization')).toBe(
      'Bearer token',
    );
  });
});
