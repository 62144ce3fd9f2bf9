import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { DashboardLayout } from '../dashboard-layout';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderLayout() {
  return render(
    <MemoryRouter initialEntries={['/dashboard/customers']}>
      <Routes>
        <Route
          path="/dashboard/*"
          element={
            <DashboardLayout
              sections={[
                { path: 'home', label: 'Home' },
                { path: 'customers', label: 'Users' },
              ]}
            />
          }
        >
          <Route path="*" element={<Where />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(cleanup);

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
});
