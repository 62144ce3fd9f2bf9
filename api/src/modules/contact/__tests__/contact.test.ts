import type { AuthResponse, ContactInfoInput } from '@tyre/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/test-api';
import { DEMO_CONTACT } from '../demo-contact';

describe('contact', () => {
  let api: TestApi;
  let admin: string;
  let customer: AuthResponse;
  beforeAll(async () => {
    api = await startTestApi();
    admin = await api.adminToken();
    customer = await api.customer();
  });
  afterAll(() => api.stop());

  const details: ContactInfoInput = {
    blurb: 'Tyres for every road in Bangladesh.',
    offices: [{ name: 'Head office', address: 'Banani, Dhaka' }],
    phones: ['+880 1711-111111'],
    email: 'Hello@Example.com',
    social: [{ name: 'Facebook', url: 'https://facebook.com/example' }],
  };

  it('when nothing was saved, then GET answers empty details, cacheable for five minutes', async () => {
    const res = await api.call('GET', '/contact');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ blurb: '', blurbBn: '', offices: [], phones: [], email: '', social: [] });
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('when an admin saves the details twice, then GET answers the last ones as validated', async () => {
    const first = await api.call('PUT', '/contact', { token: admin, body: DEMO_CONTACT });
    expect(first.status).toBe(200);
    expect(first.body).toEqual(DEMO_CONTACT);
    // the Bangla twins left out of the second save are replaced by '' like the rest of the details
    const saved = {
      ...details,
      blurbBn: '',
      offices: [{ name: 'Head office', address: 'Banani, Dhaka', nameBn: '', addressBn: '' }],
      email: 'hello@example.com',
    };
    const second = await api.call('PUT', '/contact', { token: admin, body: details });
    expect(second.body).toEqual(saved);
    expect((await api.call('GET', '/contact')).body).toEqual(saved);
  });

  it('when the details are bad, then 400 names the fields and the saved details stay', async () => {
    const before = (await api.call('GET', '/contact')).body;
    const res = await api.call('PUT', '/contact', {
      token: admin,
      body: { ...details, offices: [], email: 'not-an-email' },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_data');
    expect(Object.keys(res.body.fields).sort()).toEqual(['email', 'offices']);
    expect((await api.call('GET', '/contact')).body).toEqual(before);
  });

  it('when a visitor or a customer saves details, then 401 and 403 and the saved details stay', async () => {
    const before = (await api.call('GET', '/contact')).body;
    const changed = { ...details, blurb: 'Changed by someone else' };
    expect((await api.call('PUT', '/contact', { body: changed })).status).toBe(401);
    expect((await api.call('PUT', '/contact', { token: customer.token, body: changed })).status).toBe(403);
    expect((await api.call('GET', '/contact')).body).toEqual(before);
  });

  it.each(['javascript:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>'])(
    'when an admin stores a social link %s, then 400 at that link and the stored links stay',
    async (url) => {
      const before = (await api.call('GET', '/contact')).body;
      const res = await api.call('PUT', '/contact', {
        token: admin,
        body: { ...details, social: [{ name: 'Facebook', url }] },
      });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ 'social.0.url': 'must be an http:// or https:// address' });
      expect((await api.call('GET', '/contact')).body).toEqual(before);
    },
  );

  it('when an admin stores an https link, then it is answered to visitors', async () => {
    const res = await api.call('PUT', '/contact', {
      token: admin,
      body: { ...details, social: [{ name: 'Facebook', url: 'https://facebook.com/tyres' }] },
    });
    expect(res.status).toBe(200);
    expect((await api.call('GET', '/contact')).body.social).toEqual([
      { name: 'Facebook', url: 'https://facebook.com/tyres' },
    ]);
  });
});
