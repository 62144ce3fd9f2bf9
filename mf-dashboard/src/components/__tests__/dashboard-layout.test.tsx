import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@tyre/web-kit';
import { sections } from '../../app/sections';
import bn from '../../messages/bn.json';
import en from '../../messages/en.json';
import { DashboardLayout } from '../dashboard-layout';

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
});
