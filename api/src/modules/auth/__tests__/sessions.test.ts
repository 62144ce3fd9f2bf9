import jwt from 'jsonwebtoken';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/test-api';

describe('sessions end when they should', { timeout: 90_000 }, () => {
  let api: TestApi;
  let admin: string;
  let secret: string;

  beforeAll(async () => {
    api = await startTestApi();
    admin = await api.adminToken();
    secret = fs.readFileSync(path.join(api.dataDir, 'jwt-secret'), 'utf8');
  });
  afterAll(() => api.stop());

  const me = async (token: string) => (await api.call('GET', '/auth/me', { token })).status;

  it('when the password is changed, then earlier tokens are refused and the answer carries a fresh token that works', async () => {
    const user = await api.customer();
    const otherBrowser = (
      await api.call('POST', '/auth/login', { body: { email: user.email, password: 'customer-pass-1' } })
    ).body.token as string;
    const res = await api.call('PUT', '/auth/me/password', {
      token: user.token,
      body: { currentPassword: 'customer-pass-1', newPassword: 'a-new-password' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Password changed', _id: user._id, email: user.email });
    expect(res.body).not.toHaveProperty('passwordHash');
    expect(res.body).not.toHaveProperty('tokenVersion');
    expect(await me(user.token)).toBe(401);
    expect(await me(otherBrowser)).toBe(401);
    expect(await me(res.body.token)).toBe(200);
  });

  it('when the current password is wrong, then 400 and the tokens keep working', async () => {
    const user = await api.customer();
    const res = await api.call('PUT', '/auth/me/password', {
      token: user.token,
      body: { currentPassword: 'not-the-one', newPassword: 'a-new-password' },
    });
    expect(res.status).toBe(400);
    expect(await me(user.token)).toBe(200);
  });

  it('when six wrong current passwords arrive at once, then five are checked and one gets 429', async () => {
    const user = await api.customer();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        api.call('PUT', '/auth/me/password', {
          token: user.token,
          body: { currentPassword: `guess-${i}-pass`, newPassword: 'a-new-password' },
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([400, 400, 400, 400, 400, 429]);
    expect(Number(answers.find((a) => a.status === 429)!.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('when a customer logs out everywhere, then every token of theirs is refused, and a new login works', async () => {
    const user = await api.customer();
    const second = (
      await api.call('POST', '/auth/login', { body: { email: user.email, password: 'customer-pass-1' } })
    ).body.token as string;
    const res = await api.call('POST', '/auth/me/logout-all', { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.message).toBeTruthy();
    expect(await me(user.token)).toBe(401);
    expect(await me(second)).toBe(401);
    const again = await api.call('POST', '/auth/login', {
      body: { email: user.email, password: 'customer-pass-1' },
    });
    expect(await me(again.body.token)).toBe(200);
    expect((await api.call('POST', '/auth/me/logout-all')).status).toBe(401);
  });

  it('when an admin logs a user out, then their tokens are refused; a customer may not; bad or unknown ids give 400 and 404', async () => {
    const user = await api.customer();
    const other = await api.customer();
    expect((await api.call('POST', `/auth/user/${user._id}/logout`, { token: other.token })).status).toBe(
      403,
    );
    expect(await me(user.token)).toBe(200);
    const res = await api.call('POST', `/auth/user/${user._id}/logout`, { token: admin });
    expect(res.status).toBe(200);
    expect(await me(user.token)).toBe(401);
    expect(await me(other.token)).toBe(200);
    expect((await api.call('POST', '/auth/user/not-an-id/logout', { token: admin })).status).toBe(400);
    expect(
      (await api.call('POST', '/auth/user/0123456789abcdef01234567/logout', { token: admin })).status,
    ).toBe(404);
  });

  it('when an admin is demoted, then the tokens signed while admin are refused', async () => {
    const user = await api.customer();
    await api.call('POST', '/auth/admin', { token: admin, body: { email: user.email } });
    expect((await api.call('GET', '/auth/user', { token: user.token })).status).toBe(200);
    expect((await api.call('DELETE', `/auth/admin/${user._id}`, { token: admin })).status).toBe(200);
    expect(await me(user.token)).toBe(401);
  });

  it('when a validly signed token has no expiry, then 401', async () => {
    const user = await api.customer();
    const forever = jwt.sign({ role: 'user', ver: 0 }, secret, { algorithm: 'HS256', subject: user._id });
    expect(await me(forever)).toBe(401);
    const dated = jwt.sign({ role: 'user', ver: 0 }, secret, {
      algorithm: 'HS256',
      subject: user._id,
      expiresIn: '1h',
    });
    expect(await me(dated)).toBe(200);
  });

  it('when a token carries an old or a made-up version, then 401', async () => {
    const user = await api.customer();
    await api.call('POST', '/auth/me/logout-all', { token: user.token });
    for (const ver of [0, 5, -1, 'x']) {
      const token = jwt.sign({ role: 'user', ver }, secret, {
        algorithm: 'HS256',
        subject: user._id,
        expiresIn: '1h',
      });
      expect(await me(token)).toBe(401);
    }
  });
});
