import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ok, testApiForFile } from '@tyre/test-kit';
import { bannerSizes } from '@tyre/web-kit';
import type { Banner } from '@tyre/contracts';
import { bannerOf } from '../../../../testing/fixtures';
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
function heldBanners(banners: Banner[]) {
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
    const release = heldBanners([bannerOf('b1')]);
    renderHome();
    expect(screen.getByTestId('home-banners')).toBeTruthy();
    release();
    await waitFor(() => expect(localStorage.getItem(bannersKnownKey)).toBe('true'));
    expect(screen.getByTestId('home-banners')).toBeTruthy();
    expect(api.urls('/banners')).toEqual(['/banners']);
  });

  it('when the banners’ answer is in, then the shell paints the first banner in the box (decorative: the carousel’s slide is the one read out), at the width the page preloaded', async () => {
    const release = heldBanners([
      bannerOf('b1', {
        variants: [
          { width: 1024, file: 'b1-w1024.webp' },
          { width: 640, file: 'b1-w640.webp' },
        ],
      }),
      bannerOf('b2'),
    ]);
    const { container } = renderHome();
    const box = screen.getByTestId('home-banners');
    expect(box.querySelector('img')).toBeNull();
    release();
    await waitFor(() => expect(box.querySelector('img.home-banners__first')).not.toBeNull());
    const first = box.querySelector('img.home-banners__first')!;
    expect(first.getAttribute('src')).toMatch(/\/files\/b1\.webp$/);
    expect(first.getAttribute('srcset')).toMatch(/b1-w640\.webp 640w, .*b1-w1024\.webp 1024w$/);
    expect(first.getAttribute('sizes')).toBe(bannerSizes);
    expect(first.getAttribute('alt')).toBe('');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    // only the first banner: the others are the carousel's
    expect(container.querySelectorAll('img[src*="b2"]')).toHaveLength(0);
  });

  it('when there are no active banners, then the box goes and that is remembered for the next visit', async () => {
    api.on('GET /banners', ok([]));
    const first = renderHome();
    await waitFor(() => expect(screen.queryByTestId('home-banners')).toBeNull());
    // written by an effect after that render (answers render as transitions: a moment later)
    await waitFor(() => expect(localStorage.getItem(bannersKnownKey)).toBe('false'));
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
