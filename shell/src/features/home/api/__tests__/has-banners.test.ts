import { describe, expect, it } from 'vitest';
import { earlyRequest } from '@tyre/build-config/early-data';
import { testApiForFile } from '@tyre/test-kit';
import { hasBanners } from '../has-banners';

const api = testApiForFile({ 'GET /banners': () => ({ body: [{ _id: 'b1' }] }) });

describe('hasBanners', () => {
  it('when the home page opens, then the shell asks exactly the URL its page asked early (one answer for both)', async () => {
    expect(await hasBanners()).toBe(true);
    expect(api.urls('/banners')).toEqual([earlyRequest('/', '')!.path]);
  });
});
