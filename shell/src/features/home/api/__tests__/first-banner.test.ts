// The home page's early request is the content remote's (its carousel's GET /banners, the first
// banner preloaded at the width the banner pictures show: its server renderer names both,
// mf-content's early-banners and server prepare tests); the shell asks the same call for its first
// banner, so the page's one answer serves both (e2e first-load.test.ts: the API sees one request).
import { describe, expect, it } from 'vitest';
import { apiPathOf } from '@tyre/web-kit/first-paint/server';
import { ok, testApiForFile } from '@tyre/test-kit';
import { bannerOf } from '../../../../testing/fixtures';
import { getFirstBanner } from '../first-banner';

const api = testApiForFile({
  'GET /banners': ok([bannerOf('b1'), bannerOf('b2')]),
});

describe('getFirstBanner', () => {
  it('when the home page opens, then the shell asks exactly the URL its page asked early (one answer for both)', async () => {
    expect(await getFirstBanner()).toMatchObject({ _id: 'b1', image: 'b1.webp' });
    expect(api.urls('/banners')).toEqual([apiPathOf('GET /banners')]);
  });

  it('when there are no banners, then there is no first banner', async () => {
    api.on('GET /banners', ok([]));
    expect(await getFirstBanner()).toBeNull();
  });
});
