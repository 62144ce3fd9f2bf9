import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/test-api';

describe('contact details', () => {
  let api: TestApi;
  let admin: string;
  beforeAll(async () => {
    api = await startTestApi();
    admin = await api.adminToken();
  });
  afterAll(() => api.stop());

  const details = (url: string) => ({
    blurb: 'Tyres for every road in Bangladesh.',
    offices: [{ name: 'Head office', address: 'Tejgaon, Dhaka' }],
    phones: ['01712345678'],
    email: 'info@example.com',
    social: [{ name: 'Facebook', url }],
  });

  it.each(['javascript:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>'])(
    'when an admin stores a social link %s, then 400 at that link and the stored links stay',
    async (url) => {
      const before = (await api.call('GET', '/contact')).body;
      const res = await api.call('PUT', '/contact', { token: admin, body: details(url) });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ 'social.0.url': 'must be an http:// or https:// address' });
      expect((await api.call('GET', '/contact')).body).toEqual(before);
    },
  );

  it('when an admin stores an https link, then it is answered to visitors', async () => {
    const res = await api.call('PUT', '/contact', {
      token: admin,
      body: details('https://facebook.com/tyres'),
    });
    expect(res.status).toBe(200);
    expect((await api.call('GET', '/contact')).body.social).toEqual([
      { name: 'Facebook', url: 'https://facebook.com/tyres' },
    ]);
  });
});
