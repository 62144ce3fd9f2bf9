import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ok, testApiForFile } from '@tyre/test-kit';
import { bannersKnownKey, HomePage } from '../home-page';

const api = testApiForFile();
afterEach(() => localStorage.clear());

const renderHome = () =>
  render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );

/** A GET /banners answer that waits until `release` is called. */
function heldBanners(banners: unknown[]) {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  api.on('GET /banners', async () => {
    await held;
    return ok(banners);
  });
  return () => release();
}

describe('the home page’s banner box', () => {
  it('when the page first paints, then the carousel’s box is already there, before any answer', async () => {
    const release = heldBanners([{ _id: 'b1' }]);
    renderHome();
    expect(screen.getByTestId('home-banners')).toBeTruthy();
    release();
    await waitFor(() => expect(localStorage.getItem(bannersKnownKey)).toBe('true'));
    expect(screen.getByTestId('home-banners')).toBeTruthy();
    expect(api.urls('/banners')).toEqual(['/banners']);
  });

  it('when there are no active banners, then the box goes and that is remembered for the next visit', async () => {
    api.on('GET /banners', ok([]));
    const first = renderHome();
    await waitFor(() => expect(screen.queryByTestId('home-banners')).toBeNull());
    expect(localStorage.getItem(bannersKnownKey)).toBe('false');
    first.unmount();
    // the next visit paints without a box while it asks again
    const release = heldBanners([]);
    renderHome();
    expect(screen.queryByTestId('home-banners')).toBeNull();
    release();
  });

  it('when the banners cannot be read, then no empty box stays', async () => {
    api.on('GET /banners', { status: 500, body: { message: 'Down', code: 'internal' } });
    renderHome();
    await waitFor(() => expect(screen.queryByTestId('home-banners')).toBeNull());
  });
});
