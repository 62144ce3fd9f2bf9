import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@tyre/web-kit';
import { testApiForFile } from '@tyre/test-kit';
import { orderOf } from '../../../../testing/fixtures';
import { renderScreen } from '../../../../testing/render-screen';
import { OrderDetailPage } from '../order-detail-page';

const base = orderOf('TB-260003');
const placed = orderOf('TB-260003', { items: [{ ...base.items[0]!, titleBn: 'রোডগ্রিপ ৯০/৯০-১৭ টিটি' }] });

testApiForFile((api) => {
  api.on('GET /orders/:key', () => ({ body: placed }));
});

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe('an order line with a Bangla title on the dashboard', () => {
  it('when the language is Bangla, then the line links its Bangla title; in English its English one', async () => {
    await act(() => changeLanguage('bn'));
    const view = renderScreen(`/dashboard/orders/${placed.key}`, {
      '/dashboard/orders/:key': <OrderDetailPage />,
    });
    expect(await screen.findByRole('link', { name: 'রোডগ্রিপ ৯০/৯০-১৭ টিটি' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'RoadGrip 90/90-17 TT' })).toBeNull();
    await act(() => changeLanguage('en'));
    expect(await screen.findByRole('link', { name: 'RoadGrip 90/90-17 TT' })).toBeTruthy();
    view.unmount();
  });
});
