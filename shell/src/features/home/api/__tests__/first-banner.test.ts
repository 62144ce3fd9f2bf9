import { describe, expect, it } from 'vitest';
import { earlyRequest } from '@tyre/site-server/early-data';
import { bannerSizes } from '@tyre/web-kit';
import { testApiForFile } from '@tyre/test-kit';
import { getFirstBanner } from '../first-banner';

const api = testApiForFile({
  'GET /banners': () => ({ body: [{ _id: 'b1', image: 'b1.webp' }, { _id: 'b2' }] }),
});

describe('getFirstBanner', () => {
  it('when the home page opens, then the shell asks exactly the URL its page asked early (one answer for both)', async () => {
    expect(await getFirstBanner()).toMatchObject({ _id: 'b1', image: 'b1.webp' });
    expect(api.urls('/banners')).toEqual([earlyRequest('/', '')!.path]);
  });

  it('when there are no banners, then there is no first banner', async () => {
    api.on('GET /banners', () => ({ body: [] }));
    expect(await getFirstBanner()).toBeNull();
  });

  it('the page preloads the first banner at the width the banner pictures show (one download, not two)', () => {
    expect(earlyRequest('/', '')!.picture?.sizes).toBe(bannerSizes);
  });
});
