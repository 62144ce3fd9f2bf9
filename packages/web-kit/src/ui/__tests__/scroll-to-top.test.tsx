// The page scrolls to the top when the visitor goes to another page, never on the page the
// browser loaded (the visitor may have scrolled the server's first paint before the app came).
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

// the page the browser loaded, before the module reads it
window.history.replaceState(null, '', '/products');
const { ScrollToTop } = await import('../scroll-to-top');

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('ScrollToTop', () => {
  it('leaves the loaded page’s scroll to the visitor, and scrolls to the top on another page, not on another search', async () => {
    const scrolled = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '*', element: <ScrollToTop /> }], {
      initialEntries: ['/products'],
    });
    const container = document.body.appendChild(document.createElement('div'));
    await act(async () => createRoot(container).render(<RouterProvider router={router} />));
    expect(scrolled).not.toHaveBeenCalled();
    await act(async () => router.navigate('/products?category=car'));
    expect(scrolled).not.toHaveBeenCalled();
    await act(async () => router.navigate('/cart'));
    expect(scrolled).toHaveBeenCalledTimes(1);
    await act(async () => router.navigate('/products'));
    expect(scrolled).toHaveBeenCalledTimes(2);
  });
});
