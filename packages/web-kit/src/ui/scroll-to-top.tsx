import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The page the browser loaded, until the visitor goes to another: its scroll is the visitor's,
 * who may have scrolled the server's first paint before the app hydrated it (a scroll then would
 * also move what they were pressing from under their finger).
 */
let loaded: string | null = typeof location === 'undefined' ? null : location.pathname;

/** Scroll to the top whenever the page changes (not on the page the browser loaded). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname === loaded) return;
    loaded = null;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
