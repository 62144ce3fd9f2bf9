import type { AuthResponse, MobileRecord } from '@tyre/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/test-api';

describe('bKash number', () => {
  let api: TestApi;
  let admin: string;
  let customer: AuthResponse;
  beforeAll(async () => {
    api = await startTestApi();
    admin = await api.adminToken();
    customer = await api.customer();
  });
  afterAll(() => api.stop());

  const first = async (): Promise<MobileRecord> => (await api.call('GET', '/mobile')).body[0];

  it('when the store is new, then GET /mobile answers one record with no number set yet', async () => {
    const res = await api.call('GET', '/mobile');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([{ _id: expect.stringMatching(/^[0-9a-f]{24}$/), mobile: '' }]);
  });

  it('when an admin sets a number written with +880 and spaces, then it is kept as 01XXXXXXXXX and readable by id', async () => {
    const { _id } = await first();
    const res = await api.call('PUT', `/mobile/${_id}`, {
      token: admin,
      body: { mobile: '+880 1812-345678' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Mobile number updated' });
    expect((await api.call('GET', `/mobile/${_id}`)).body).toEqual({ _id, mobile: '01812345678' });
    expect(await first()).toEqual({ _id, mobile: '01812345678' });
  });

  it('when the number is not a Bangladeshi mobile number, then 400 names the field', async () => {
    const { _id } = await first();
    for (const mobile of ['12345', '01212345678', '0181234567', '']) {
      const res = await api.call('PUT', `/mobile/${_id}`, { token: admin, body: { mobile } });
      expect(res.status).toBe(400);
      expect(res.body.fields.mobile).toMatch(/Bangladeshi mobile number/);
    }
    const missing = await api.call('PUT', `/mobile/${_id}`, { token: admin, body: {} });
    expect(missing.body.fields).toEqual({ mobile: 'is required' });
  });

  it('when a visitor or a customer tries to change the number, then 401 and 403 and the number stays', async () => {
    const before = await first();
    expect((await api.call('PUT', `/mobile/${before._id}`, { body: { mobile: '01999999999' } })).status).toBe(
      401,
    );
    expect(
      (
        await api.call('PUT', `/mobile/${before._id}`, {
          token: customer.token,
          body: { mobile: '01999999999' },
        })
      ).status,
    ).toBe(403);
    expect(await first()).toEqual(before);
  });

  it('when the id is unknown or malformed, then 404 and 400', async () => {
    expect((await api.call('GET', '/mobile/0123456789abcdef01234567')).status).toBe(404);
    expect(
      (
        await api.call('PUT', '/mobile/0123456789abcdef01234567', {
          token: admin,
          body: { mobile: '01812345678' },
        })
      ).status,
    ).toBe(404);
    expect((await api.call('GET', '/mobile/nope')).status).toBe(400);
  });
});
