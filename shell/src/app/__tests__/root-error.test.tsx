import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { Link, MemoryRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { ContactInfo } from '@tyre/contracts';
import { ok, testApiForFile } from '@tyre/test-kit';
import { store } from '@tyre/web-kit';
import { RootErrorBoundary } from '../root-error';
import { routes } from '../routes';

const contact: ContactInfo = {
  blurb: 'Tyres for every road in Bangladesh.',
  blurbBn: '',
  offices: [{ name: 'Head office', address: 'Tejgaon, Dhaka', nameBn: '', addressBn: '' }],
  phones: ['01700000000'],
  email: 'info@example.com.bd',
  social: [],
};

// the layout's footer asks for the contact details
testApiForFile({ 'GET /contact': ok(contact) });

function Broken(): never {
  throw new Error('the screen broke');
}

let consoleError: MockInstance;
beforeEach(() => {
  // React and the router report the error on the console: expected here, and checked
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

/** The shell's own top route (layout and its error boundary) with one child that throws. */
function renderRoutesWithBrokenScreen(reload = vi.fn()) {
  const [top] = routes;
  if (!top) throw new Error('the shell has no routes');
  const withBroken: RouteObject[] = [
    {
      element: top.element,
      children: [
        { path: '/broken', element: <Broken /> },
        { path: '/fine', element: <p>a fine screen</p> },
      ],
    },
  ];
  function Routes() {
    return useRoutes(withBroken);
  }
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/broken']}>
        <Routes />
        {/* a way to another address from outside the broken layout */}
        <Link to="/fine">elsewhere</Link>
      </MemoryRouter>
    </Provider>,
  );
  return { navigate: () => userEvent.click(screen.getByRole('link', { name: 'elsewhere' })), reload };
}

describe('the root error handling', () => {
  it('when a screen throws while rendering, then the route error page shows a friendly message with reload and home', async () => {
    renderRoutesWithBrokenScreen();
    const page = await screen.findByRole('alert');
    expect(within(page).getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(within(page).getByRole('button', { name: 'Reload the page' })).toBeTruthy();
    expect(within(page).getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(page.textContent).not.toContain('the screen broke');
    expect(consoleError).toHaveBeenCalled();
  });

  it('when a screen renders fine, then no error page shows', async () => {
    const { navigate } = renderRoutesWithBrokenScreen();
    await screen.findByRole('alert');
    await navigate();
    expect(await screen.findByText('a fine screen')).toBeTruthy();
    expect(screen.queryByTestId('root-error')).toBeNull();
  });

  it('when something throws outside the router, then the root boundary shows the same page and Reload reloads', async () => {
    const reload = vi.fn();
    render(
      <RootErrorBoundary reload={reload}>
        <Broken />
      </RootErrorBoundary>,
    );
    const page = screen.getByTestId('root-error');
    expect(within(page).getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    await userEvent.click(within(page).getByRole('button', { name: 'Reload the page' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(within(page).getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });

  it('when nothing throws, then the root boundary shows its children', () => {
    render(
      <RootErrorBoundary>
        <p>the app</p>
      </RootErrorBoundary>,
    );
    expect(screen.getByText('the app')).toBeTruthy();
    expect(screen.queryByTestId('root-error')).toBeNull();
  });
});
