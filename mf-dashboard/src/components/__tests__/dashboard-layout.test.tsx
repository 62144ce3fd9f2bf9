import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderCounts } from '@tyre/contracts';
import { changeLanguage } from '@tyre/web-kit';
import { testApiForFile } from '@tyre/test-kit';
import { sections } from '../../app/sections';
import { announceOrdersChanged } from '../../lib/orders-changed';
import bn from '../../messages/bn.json';
import en from '../../messages/en.json';
import { DashboardLayout } from '../dashboard-layout';
import { newOrdersRefreshMs } from '../new-orders-badge';

const noOrders: OrderCounts = {
  awaiting_payment: 0,
  payment_review: 0,
  pending: 0,
  processing: 0,
  shipped: 0,
  completed: 0,
  returned: 0,
  cancelled: 0,
  total: 0,
};
// the sidebar's Orders entry asks for the counts (none waiting unless a test says otherwise)
const fake = testApiForFile({ 'GET /orders/counts': { body: noOrders } });
const countAsks = () => fake.urls('/orders/counts').length;

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderLayout(
  url = '/dashboard/customers',
  given: ReadonlyArray<{ path: string; label: string }> = [
    { path: 'home', label: 'Home' },
    { path: 'customers', label: 'Users' },
  ],
) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/dashboard/*" element={<DashboardLayout sections={given} />}>
          <Route path="*" element={<Where />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(async () => {
  cleanup();
  await act(() => changeLanguage('en'));
});

const sidebar = () => within(screen.getByRole('navigation', { name: /^(Dashboard|ড্যাশবোর্ড)$/ }));

describe('the dashboard layout', () => {
  it('lists the given sections in order, with a Logout button and the 2022 footer', () => {
    renderLayout();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Home', 'Users']);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(screen.getByText(/Copyright © 2022/)).toBeTruthy();
  });

  it('when the search is blank, then it stays; otherwise it goes to the products with the trimmed text', async () => {
    renderLayout();
    const search = screen.getByRole('searchbox', { name: 'Search products' });
    await userEvent.type(search, '   {Enter}');
    expect(screen.getByTestId('where').textContent).toBe('/dashboard/customers');
    await userEvent.clear(search);
    await userEvent.type(search, '  11R22.5 haul {Enter}');
    expect(screen.getByTestId('where').textContent).toBe('/dashboard/products?search=11R22.5%20haul');
  });

  it('when the sidebar shows, then each section is a link to its address (new tab, middle-click) and only the current one is marked', async () => {
    renderLayout('/dashboard/orders/abc', sections);
    const links = sidebar().getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      sections.map((section) => `/dashboard/${section.path}`),
    );
    const orders = sidebar().getByRole('link', { name: 'Orders' });
    expect(orders.getAttribute('aria-current')).toBe('page');
    expect(orders.closest('li')?.className).toContain('ant-menu-item-selected');
    expect(links.filter((link) => link.getAttribute('aria-current'))).toEqual([orders]);
    await userEvent.click(sidebar().getByRole('link', { name: 'Reports' }));
    expect(screen.getByTestId('where').textContent).toBe('/dashboard/reports');
    expect(sidebar().getByRole('link', { name: 'Reports' }).getAttribute('aria-current')).toBe('page');
  });

  it('when the language is Bangla, then every section reads in Bangla ("Reports" too)', async () => {
    await act(() => changeLanguage('bn'));
    renderLayout('/dashboard/reports', sections);
    expect(sidebar().getByRole('link', { name: 'রিপোর্ট' }).getAttribute('href')).toBe('/dashboard/reports');
    const texts = sidebar()
      .getAllByRole('link')
      .map((link) => link.textContent);
    for (const section of sections) {
      const key = `nav.${section.path}`;
      expect(bn).toHaveProperty([key]);
      expect(en).toHaveProperty([key]);
      expect(texts).toContain((bn as Record<string, string>)[key]);
    }
  });

  it('when orders wait for the shop, then the Orders entry counts them (pending and payment review) and reads "Orders, 3 new"; at 0 nothing shows', async () => {
    fake.on('GET /orders/counts', {
      body: { ...noOrders, payment_review: 1, pending: 2, processing: 4, total: 7 },
    });
    renderLayout('/dashboard/home', sections);
    const orders = await sidebar().findByRole('link', { name: 'Orders, 3 new' });
    expect(within(orders).getByTestId('new-orders-count').textContent).toMatch(/^3/);
    expect(orders.getAttribute('href')).toBe('/dashboard/orders');
    // after a status move the count is asked again
    fake.on('GET /orders/counts', { body: noOrders });
    act(() => announceOrdersChanged());
    await waitFor(() => expect(sidebar().getByRole('link', { name: 'Orders' })).toBeTruthy());
    expect(screen.queryByTestId('new-orders-count')).toBeNull();
    expect(countAsks()).toBe(2);
  });

  it('when a minute passes, or the page comes back into view, then the count is asked again', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      // (waitFor polls with setInterval, faked here: each step waits for what the page shows)
      fake.on('GET /orders/counts', { body: { ...noOrders, pending: 1, total: 1 } });
      renderLayout('/dashboard/home', sections);
      expect(await sidebar().findByRole('link', { name: 'Orders, 1 new' })).toBeTruthy();
      fake.on('GET /orders/counts', { body: { ...noOrders, pending: 12, total: 12 } });
      act(() => vi.advanceTimersByTime(newOrdersRefreshMs - 1));
      expect(countAsks()).toBe(1);
      act(() => vi.advanceTimersByTime(1));
      expect(await sidebar().findByRole('link', { name: 'Orders, 12 new' })).toBeTruthy();
      fake.on('GET /orders/counts', { body: noOrders });
      act(() => document.dispatchEvent(new Event('visibilitychange')));
      expect(await sidebar().findByRole('link', { name: 'Orders' })).toBeTruthy();
      expect(countAsks()).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('when the language is Bangla, then the count is in Bengali digits', async () => {
    await act(() => changeLanguage('bn'));
    fake.on('GET /orders/counts', { body: { ...noOrders, payment_review: 2, pending: 3, total: 5 } });
    renderLayout('/dashboard/home', sections);
    const orders = await sidebar().findByRole('link', { name: 'অর্ডার, ৫টি নতুন' });
    expect(within(orders).getByTestId('new-orders-count').textContent).toMatch(/^৫/);
  });
});
