import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { TrackedOrder } from '@tyre/contracts';
import { testApiForFile } from '@tyre/test-kit';
import { changeLanguage } from '@tyre/web-kit';
import { renderAt } from '../../../../testing/render-at';
import { TrackPage } from '../track-page';

const courier = { _id: 'f6f6f6f6f6f6f6f6f6f6f6f6', name: 'Pathao Courier', nameBn: 'পাঠাও কুরিয়ার' };
const base: TrackedOrder = {
  reference: 'TB-260050',
  status: 'shipped',
  timeline: [
    { status: 'pending', at: '2026-11-20T04:00:00.000Z' },
    { status: 'processing', at: '2026-11-21T05:30:00.000Z' },
    { status: 'shipped', at: '2026-11-22T09:15:00.000Z' },
  ],
  shipment: {
    courier,
    trackingNumber: 'DL261100TEST',
    consignmentId: 'DL261100TEST',
    carrier: 'pathao',
    update: { state: 'out_for_delivery', at: '2026-11-23T06:00:00.000Z' },
    at: '2026-11-22T09:15:00.000Z',
  },
  items: [{ title: 'Street Grip 90/90-17', titleBn: 'স্ট্রিট গ্রিপ ৯০/৯০-১৭', quantity: 1 }],
  total: 5100,
  paymentType: 'Cash on Delivery',
  createdAt: '2026-11-20T04:00:00.000Z',
};

let answer: TrackedOrder = base;
testApiForFile({ 'POST /orders/track': () => ({ body: answer }) });

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

async function track(mobile = '01812345678') {
  const user = userEvent.setup({ delay: null });
  renderAt('/track?ref=TB-260050', '/track', <TrackPage />);
  await user.type(screen.getByLabelText(/^(Mobile number|মোবাইল নম্বর)/), mobile);
  await user.keyboard('{Enter}');
  return screen.findByTestId('tracked-order');
}

describe('the courier on the tracking page', { timeout: 20_000 }, () => {
  it('when the courier has said something, then its latest word shows by its state and time, in English and Bangla', async () => {
    answer = base;
    let result = await track();
    expect(within(result).getByTestId('track-courier-latest').textContent).toContain('Out for delivery');
    await act(() => changeLanguage('bn'));
    result = await screen.findByTestId('tracked-order');
    expect(within(result).getByTestId('track-courier-latest').textContent).toContain(
      'ডেলিভারির জন্য বের হয়েছে',
    );
  });

  it('when the parcel came back, then the order shows returned, the steps it reached, and how it ended', async () => {
    answer = {
      ...base,
      status: 'returned',
      timeline: [...base.timeline, { status: 'returned', at: '2026-11-24T06:00:00.000Z' }],
      shipment: { ...base.shipment!, update: { state: 'returned', at: '2026-11-24T06:00:00.000Z' } },
    };
    const result = await track();
    expect(within(result).getByTestId('status-badge').textContent).toBe('Returned');
    const steps = within(result).getByTestId('track-steps').querySelectorAll('li');
    expect([...steps].map((li) => li.querySelector('.track-step__label')?.textContent)).toEqual([
      'Order placed',
      'Being prepared',
      'Handed to the courier',
      'Returned to us',
    ]);
    expect(within(result).getByTestId('track-courier-latest').textContent).toContain('Returned to us');
  });
});
