import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthResponse } from '@tyre/contracts';
import { authStateAtom, changeLanguage, initialAuthState, store } from '@tyre/web-kit';
import { NavBar } from '../nav-bar';

const customer: AuthResponse = {
  _id: '0123456789abcdef01234567',
  name: 'Karima Begum',
  email: 'karima@example.com',
  mobile: '01811000002',
  role: 'user',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  token: 'token',
};

function renderNav(user: AuthResponse | null, path = '/news') {
  store.set(authStateAtom, initialAuthState(user));
  if (user) localStorage.setItem('user', JSON.stringify(user));
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <NavBar cart={null} />
        <a href="#main">after the navigation</a>
        <Routes>
          <Route path="*" element={<p data-testid="where">somewhere</p>} />
          <Route path="/" element={<p data-testid="where">home</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  store.set(authStateAtom, initialAuthState(null));
});

describe('the navigation bar', () => {
  it('when logged out, then it shows the public links and Login/Reg, and no Account or Dashboard', () => {
    renderNav(null);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const label of ['Home', 'About', 'Products', 'News', 'Dealership', 'Contact', 'Login/Reg']) {
      expect(within(nav).getByRole('link', { name: label })).toBeTruthy();
    }
    expect(within(nav).getByRole('link', { name: 'Dealership' }).getAttribute('href')).toBe('/dealer');
    expect(within(nav).queryByRole('button', { name: /Account/ })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });

  it('when a customer is logged in, then the Account menu offers Profile, Orders and Logout, without Dashboard', async () => {
    renderNav(customer);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Login/Reg' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).toBeNull();
    await userEvent.click(within(nav).getByRole('button', { name: /Account/ }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Profile',
      'Orders',
      'Logout',
    ]);
  });

  it('when an admin is logged in, then Dashboard shows', () => {
    renderNav({ ...customer, role: 'admin' });
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it('when Logout is chosen, then the stored session is cleared and the visitor lands on /', async () => {
    renderNav(customer);
    await userEvent.click(screen.getByRole('button', { name: /Account/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('link', { name: 'Login/Reg' })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('home');
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('when the menu and the Account dropdown are driven by the keyboard, then Escape closes the innermost one and the focus goes back to its toggle', async () => {
    renderNav(customer);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    const account = screen.getByRole('button', { name: /Account/ });
    account.focus();
    await userEvent.keyboard('{Enter}');
    expect(account.getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Profile');
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('Logout');

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(account);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    await userEvent.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('when the focus leaves the open Account dropdown with Tab, then it closes', async () => {
    renderNav(customer);
    screen.getByRole('button', { name: /Account/ }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Profile');
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Logout');
    await userEvent.tab();
    // next in the navigation: the language switch
    expect(document.activeElement?.textContent).toBe('বাংলা');
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

describe('the language switch in the navigation', () => {
  afterEach(async () => {
    await act(() => changeLanguage('en'));
  });

  it('when Bangla is chosen with the keyboard, then the navigation reads in Bangla and the switch offers English; back restores the spec’s labels', async () => {
    renderNav(null);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const toBangla = within(nav).getByRole('button', { name: 'বাংলা' });
    toBangla.focus();
    await userEvent.keyboard('{Enter}');
    const bangla = await screen.findByRole('navigation', { name: 'প্রধান' });
    for (const label of ['হোম', 'আমাদের সম্পর্কে', 'পণ্যসমূহ', 'খবর', 'ডিলারশিপ', 'যোগাযোগ', 'লগইন/নিবন্ধন']) {
      expect(within(bangla).getByRole('link', { name: label })).toBeTruthy();
    }
    expect(within(bangla).queryByRole('link', { name: 'Products' })).toBeNull();
    expect(document.documentElement.lang).toBe('bn');

    await userEvent.click(within(bangla).getByRole('button', { name: 'English' }));
    const english = await screen.findByRole('navigation', { name: 'Main' });
    for (const label of ['Home', 'About', 'Products', 'News', 'Dealership', 'Contact', 'Login/Reg']) {
      expect(within(english).getByRole('link', { name: label })).toBeTruthy();
    }
  });
});
