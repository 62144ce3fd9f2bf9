import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiError, TrackedOrder, TrackOrderBody } from '@tyre/contracts';
import { failure, testApiForFile } from '@tyre/test-kit';
import { changeLanguage } from '@tyre/web-kit';
import { renderAt } from '../../../../testing/render-at';
import { TrackPage } from '../track-page';

const shipped: TrackedOrder = {
  reference: 'TB-260042',
  status: 'shipped',
  timeline: [
    { status: 'pending', at: '2026-11-20T04:00:00.000Z' },
    { status: 'processing', at: '2026-11-21T05:30:00.000Z' },
    { status: 'shipped', at: '2026-11-22T09:15:00.000Z' },
  ],
  shipment: {
    courier: { _id: 'f6f6f6f6f6f6f6f6f6f6f6f6', name: 'Pathao Courier', nameBn: 'পাঠাও কুরিয়ার' },
    trackingNumber: 'PA-5566',
    trackingUrl: 'https://courier.example.com/t/PA-5566',
    at: '2026-11-22T09:15:00.000Z',
  },
  items: [
    { title: 'Street Grip 90/90-17', titleBn: 'স্ট্রিট গ্রিপ ৯০/৯০-১৭', quantity: 2 },
    { title: 'Tube 3.00-18', titleBn: '', quantity: 1 },
  ],
  total: 10_360,
  paymentType: 'Cash on Delivery',
  createdAt: '2026-11-20T04:00:00.000Z',
};

const pair = { reference: 'TB-260042', mobileNumber: '01812345678' };
const notFound = failure(404, 'Order not found', 'not_found');

const api = testApiForFile({
  'POST /orders/track': (request) => {
    const body = JSON.parse(request.body) as TrackOrderBody;
    return body.reference === pair.reference &&
      body.mobileNumber.replace(/\D/g, '').endsWith(pair.mobileNumber)
      ? { body: shipped }
      : notFound;
  },
});

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const field = (label: string) => screen.getByLabelText(new RegExp(`^${escaped(label)}`)) as HTMLInputElement;
const sent = () => api.requests.filter((r) => r.path === '/orders/track').map((r) => JSON.parse(r.body));

describe('the tracking page', { timeout: 20_000 }, () => {
  it('when opened from the SMS link, then ?ref= fills the reference; with the mobile number typed and Enter pressed, the timeline, courier, items and where the invoice is show', async () => {
    renderAt('/track?ref=TB-260042', '/track', <TrackPage />);
    expect(field('Order reference').value).toBe('TB-260042');
    const user = userEvent.setup({ delay: null });
    // keyboard only: Tab to the number, type it, Enter submits
    field('Order reference').focus();
    await user.tab();
    expect(document.activeElement).toBe(field('Mobile number'));
    await user.keyboard('01812-345678{Enter}');

    const result = await screen.findByTestId('tracked-order');
    expect(sent()).toEqual([{ reference: 'TB-260042', mobileNumber: '01812-345678' }]);
    // the answer's heading takes the focus
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Order TB-260042' }));
    expect(within(result).getByTestId('status-badge').textContent).toBe('Shipped');

    const steps = within(screen.getByTestId('track-steps')).getAllByRole('listitem');
    expect(steps.map((s) => s.querySelector('.track-step__label')!.textContent)).toEqual([
      'Order placed',
      'Being prepared',
      'Handed to the courier',
      'Delivered',
    ]);
    expect(steps.map((s) => s.dataset.done)).toEqual(['true', 'true', 'true', 'false']);
    expect(steps[2]!.getAttribute('aria-current')).toBe('step');
    expect(steps[3]!.textContent).toContain('not yet');
    expect(steps[3]!.querySelector('time')).toBeNull();
    // dates in Dhaka time, in English
    expect(steps[2]!.querySelector('time')!.getAttribute('datetime')).toBe('2026-11-22T09:15:00.000Z');
    expect(steps[2]!.querySelector('time')!.textContent).toMatch(/^22 Nov 2026, 15:15$/);

    expect(screen.getByTestId('track-courier').textContent).toBe('Pathao Courier');
    expect(screen.getByTestId('track-number').textContent).toBe('PA-5566');
    const courierLink = screen.getByRole('link', { name: /Follow it on the courier’s site/ });
    expect(courierLink.getAttribute('href')).toBe('https://courier.example.com/t/PA-5566');
    expect(courierLink.getAttribute('rel')).toBe('noopener noreferrer');

    expect(result.textContent).toContain('Street Grip 90/90-17');
    expect(result.textContent).toContain('Qty 2');
    expect(screen.getByTestId('track-total').textContent).toBe('BDT 10,360/-');
    // tracking opens no invoice: it says where the customer's own link is
    expect(screen.getByTestId('track-invoice-note').textContent).toBe(
      'To see the invoice, open the link in the e-mail we sent you about this order, or My orders if you ordered while logged in.',
    );
    expect(
      within(result)
        .queryAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['https://courier.example.com/t/PA-5566']);

    // another order: the form again, empty, focus on the reference
    await user.click(screen.getByRole('button', { name: 'Track another order' }));
    expect(field('Order reference').value).toBe('');
  });

  it('when the fields are empty or malformed, then each says what is wrong and nothing is sent', async () => {
    renderAt('/track', '/track', <TrackPage />);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Track order' }));
    expect(within(field('Order reference').closest('label')!).getByText('is required')).toBeTruthy();
    expect(within(field('Mobile number').closest('label')!).getByText('is required')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Please correct the fields marked below.');

    await user.type(field('Order reference'), 'ABC-1');
    await user.type(field('Mobile number'), '0123');
    await user.click(screen.getByRole('button', { name: 'Track order' }));
    expect(
      within(field('Order reference').closest('label')!).getByText(
        'must be an order reference like TB-260001',
      ),
    ).toBeTruthy();
    expect(
      within(field('Mobile number').closest('label')!).getByText(
        'must be a Bangladeshi mobile number (01XXXXXXXXX)',
      ),
    ).toBeTruthy();
    expect(field('Order reference').getAttribute('aria-invalid')).toBe('true');
    expect(sent()).toEqual([]);
  });

  it('when the reference is typed loosely (lower case, no dash, number alone), then it is sent as TB-…', async () => {
    renderAt('/track', '/track', <TrackPage />);
    const user = userEvent.setup({ delay: null });
    await user.type(field('Order reference'), ' tb 260042 ');
    await user.type(field('Mobile number'), '+8801812345678{Enter}');
    await screen.findByTestId('tracked-order');
    expect(sent()).toEqual([{ reference: 'TB-260042', mobileNumber: '+8801812345678' }]);
  });

  it('when no order matches the pair, then it says so and the form stays filled', async () => {
    renderAt('/track?ref=TB-260042', '/track', <TrackPage />);
    const user = userEvent.setup({ delay: null });
    await user.type(field('Mobile number'), '01899999999{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We found no order with this reference and mobile number. Please check both and try again.',
    );
    expect(field('Mobile number').value).toBe('01899999999');
    expect(screen.queryByTestId('tracked-order')).toBeNull();
  });

  it('when the address has asked too often, then the server’s message shows', async () => {
    api.on('POST /orders/track', {
      status: 429,
      headers: { 'Retry-After': '420' },
      body: {
        message: 'Too many requests from this network. Please try again in 7 minutes',
        code: 'too_many_requests',
      } satisfies ApiError,
    });
    renderAt('/track?ref=TB-260042', '/track', <TrackPage />);
    const user = userEvent.setup({ delay: null });
    await user.type(field('Mobile number'), '01812345678{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many requests from this network. Please try again in 7 minutes',
    );
  });

  it('when an order reference or the whole shop was asked about too often, then the API’s limit says so, in English and in Bangla', async () => {
    const limited = (messageCode: string, message: string) =>
      api.on('POST /orders/track', {
        status: 429,
        headers: { 'Retry-After': '2520' },
        body: {
          message,
          code: 'too_many_requests',
          messageCode,
          messageParams: { minutes: '42' },
        } satisfies ApiError,
      });
    limited(
      'limit.trackReference',
      'Too many tries for this order reference. Please try again in 42 minutes',
    );
    const user = userEvent.setup({ delay: null });
    const { unmount } = renderAt('/track?ref=TB-260042', '/track', <TrackPage />);
    await user.type(field('Mobile number'), '01812345678{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many tries for this order reference. Please try again in 42 minutes',
    );
    unmount();

    await act(() => changeLanguage('bn'));
    for (const [code, message, bangla] of [
      [
        'limit.trackReference',
        'Too many tries for this order reference. Please try again in 42 minutes',
        'এই অর্ডার রেফারেন্সে অনেকবার চেষ্টা করা হয়েছে। ৪২ মিনিট পরে আবার চেষ্টা করুন',
      ],
      [
        'limit.trackShop',
        'Order tracking is busy right now. Please try again in 42 minutes',
        'এই মুহূর্তে অর্ডার ট্র্যাকিংয়ে অনেক অনুরোধ আসছে। ৪২ মিনিট পরে আবার চেষ্টা করুন',
      ],
    ] as const) {
      limited(code, message);
      const view = renderAt('/track?ref=TB-260042', '/track', <TrackPage />);
      await user.type(field('মোবাইল নম্বর'), '01812345678{Enter}');
      expect((await screen.findByRole('alert')).textContent).toBe(bangla);
      view.unmount();
    }
  });

  it('when the page is in Bangla, then labels, steps, dates, the courier and the items are in Bangla', async () => {
    await act(() => changeLanguage('bn'));
    renderAt('/track?ref=TB-260042', '/track', <TrackPage />);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'অর্ডার ট্র্যাক করুন' }));
    expect(within(field('মোবাইল নম্বর').closest('label')!).getByText('পূরণ করতে হবে')).toBeTruthy();
    await user.type(field('মোবাইল নম্বর'), '01812345678{Enter}');
    const result = await screen.findByTestId('tracked-order');
    const steps = within(screen.getByTestId('track-steps')).getAllByRole('listitem');
    expect(steps.map((s) => s.querySelector('.track-step__label')!.textContent)).toEqual([
      'অর্ডার দেওয়া হয়েছে',
      'প্রস্তুত হচ্ছে',
      'কুরিয়ারে দেওয়া হয়েছে',
      'ডেলিভারি হয়েছে',
    ]);
    const shippedAt = steps[2]!.querySelector('time')!.textContent!;
    expect(shippedAt).toContain('২২');
    expect(shippedAt).toContain('নভে');
    expect(shippedAt).not.toMatch(/[0-9]|Nov/);
    expect(screen.getByTestId('track-courier').textContent).toBe('পাঠাও কুরিয়ার');
    expect(result.textContent).toContain('স্ট্রিট গ্রিপ ৯০/৯০-১৭');
    // no Bangla title: the English one
    expect(result.textContent).toContain('Tube 3.00-18');
    expect(result.textContent).toContain('পরিমাণ ২');
    expect(screen.getByTestId('track-total').textContent).toBe('৳ ১০,৩৬০');
    expect(screen.getByTestId('track-invoice-note').textContent).toBe(
      'ইনভয়েস দেখতে এই অর্ডার নিয়ে আমাদের পাঠানো ই-মেইলের লিংকটি খুলুন, অথবা লগইন করে অর্ডার করে থাকলে আমার অর্ডার দেখুন।',
    );
    expect(result.textContent).not.toMatch(/Order placed|Shipped|Courier|Total/);
  });

  it('when a bKash order was cancelled, then the steps it reached show, then the cancellation; no courier section', async () => {
    api.on('POST /orders/track', {
      body: {
        ...shipped,
        status: 'cancelled',
        paymentType: 'bKash',
        timeline: [
          { status: 'payment_review', at: '2026-11-20T04:00:00.000Z' },
          { status: 'pending', at: '2026-11-20T08:00:00.000Z' },
          { status: 'cancelled', at: '2026-11-21T08:00:00.000Z' },
        ],
        shipment: undefined,
      } satisfies TrackedOrder,
    });
    renderAt('/track?ref=TB-260042', '/track', <TrackPage />);
    const user = userEvent.setup({ delay: null });
    await user.type(field('Mobile number'), '01812345678{Enter}');
    await screen.findByTestId('tracked-order');
    const steps = within(screen.getByTestId('track-steps')).getAllByRole('listitem');
    expect(steps.map((s) => s.querySelector('.track-step__label')!.textContent)).toEqual([
      'Order placed, payment being checked',
      'Payment verified',
      'Cancelled',
    ]);
    expect(steps.every((s) => s.dataset.done === 'true')).toBe(true);
    expect(steps[2]!.getAttribute('aria-current')).toBe('step');
    expect(screen.queryByTestId('track-courier')).toBeNull();
    expect(screen.queryByText('Tracking number')).toBeNull();
    expect(screen.getByTestId('tracked-order').textContent).toContain('bKash');
  });
});
