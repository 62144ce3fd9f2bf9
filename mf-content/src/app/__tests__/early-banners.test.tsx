// The shell's page asks GET /banners early on the home page: the request the content remote's
// renderer names for its banner carousel (src/server/prepare.ts); the carousel takes that answer
// only when it asks exactly the same URL. This test fails when the carousel's first request and the
// early one drift apart.
import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testApiForFile } from '@tyre/test-kit';
import { BannerCarousel } from '../../features/home/components/banner-carousel';
import { prepare } from '../../server/prepare';

const api = testApiForFile({ 'GET /banners': () => ({ body: [] }) });

describe('the home banners’ first request is the one the shell’s page asks early', () => {
  it('when the carousel opens, then it asks exactly the early URL', async () => {
    render(<BannerCarousel />);
    await waitFor(() => expect(api.urls('/banners').length).toBeGreaterThan(0));
    const question = { module: './banner-carousel', path: '/', search: '', lang: 'en' } as const;
    expect(api.urls('/banners')[0]).toBe((await prepare(question, () => Promise.resolve(null)))?.early?.path);
  });
});
