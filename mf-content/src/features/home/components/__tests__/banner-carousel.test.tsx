import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, listPage, testApiForFile } from '@tyre/test-kit';
import { bannerOf } from '../../../../testing/fixtures';
import { BannerCarousel, slideIntervalMs } from '../banner-carousel';

const api = testApiForFile((fake) => {
  fake.on(
    'GET /banners',
    listPage([bannerOf(1), bannerOf(2, { link: 'https://example.com/offer' }), bannerOf(3)]),
  );
});

const current = () =>
  screen.getAllByTestId('banner-slide').findIndex((slide) => slide.getAttribute('aria-hidden') !== 'true');

afterEach(() => vi.useRealTimers());

describe('the banner carousel', () => {
  it('when there are banners, then the first picture is eager with high priority, the rest lazy, each with a srcset of the variants', async () => {
    api.on(
      'GET /banners',
      listPage([
        bannerOf(1),
        bannerOf(2, { link: 'https://example.com/offer' }),
        bannerOf(3, { link: '/products' }),
      ]),
    );
    render(
      <MemoryRouter>
        <BannerCarousel />
      </MemoryRouter>,
    );
    const slides = await screen.findAllByTestId('banner-slide');
    expect(slides).toHaveLength(3);
    const [first, second] = slides.map((slide) => slide.querySelector('img')!);
    expect(first!.getAttribute('loading')).toBe('eager');
    expect(first!.getAttribute('fetchpriority')).toBe('high');
    expect(second!.getAttribute('loading')).toBe('lazy');
    expect(first!.getAttribute('srcset')).toBe(
      ['640', '1024', '1600'].map((w) => `http://api.test/api/v1/files/banner-1-${w}.webp ${w}w`).join(', '),
    );
    expect(first!.getAttribute('width')).toBe('1920');
    expect(first!.getAttribute('height')).toBe('786');
    expect(first!.getAttribute('alt')).toBe('Banner title 1');
    expect(slides[1]!.querySelector('a')!.getAttribute('href')).toBe('https://example.com/offer');
    expect(slides[2]!.querySelector('a')!.getAttribute('href')).toBe('/products');
  });

  it('when the buttons and dots are used, then the slide changes; every control is labelled', async () => {
    const user = userEvent.setup({ delay: null });
    render(<BannerCarousel />);
    await screen.findAllByTestId('banner-slide');
    expect(current()).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(current()).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Show slide 3' }));
    expect(current()).toBe(2);
    expect(screen.getByRole('button', { name: 'Show slide 3' }).getAttribute('aria-current')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(current()).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(current()).toBe(2);
  });

  it('when time passes, then it moves on by itself, but not while the pointer is over it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<BannerCarousel />);
    const slides = await screen.findAllByTestId('banner-slide');
    await act(async () => vi.advanceTimersByTimeAsync(slideIntervalMs + 10));
    expect(current()).toBe(1);
    const root = slides[0]!.closest('section')!;
    await act(async () => root.dispatchEvent(new MouseEvent('mouseover', { bubbles: true })));
    await act(async () => vi.advanceTimersByTimeAsync(slideIntervalMs * 3));
    expect(current()).toBe(1);
  });

  it('when the visitor prefers reduced motion, then it does not move by itself', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query.includes('reduce'),
      media: query,
    })) as typeof window.matchMedia;
    try {
      render(<BannerCarousel />);
      await screen.findAllByTestId('banner-slide');
      await act(async () => vi.advanceTimersByTimeAsync(slideIntervalMs * 2));
      expect(current()).toBe(0);
      expect(screen.getByRole('button', { name: 'Play the slides' })).toBeTruthy();
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('when there are no banners or they fail, then nothing shows', async () => {
    api.on('GET /banners', listPage([]));
    const { container, unmount } = render(<BannerCarousel />);
    await vi.waitFor(() => expect(api.requests).toHaveLength(1));
    await vi.waitFor(() => expect(container.innerHTML).toBe(''));
    unmount();
    api.on('GET /banners', failure(503, 'The store is unavailable', 'unavailable'));
    const again = render(<BannerCarousel />);
    await vi.waitFor(() => expect(again.container.innerHTML).toBe(''));
  });
});
