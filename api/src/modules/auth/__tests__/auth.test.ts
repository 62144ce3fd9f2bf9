import jwt from 'jsonwebtoken';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApi, type TestApi } from '../../../test/test-api';

const FORBIDDEN_KEYS = ['password', 'passwordHash'];

describe('auth and users', () => {
  let api: TestApi;
  let admin: string;
  let customer: { token: string; _id: string; email: string; mobile?: string };

  beforeAll(async () => {
    api = await startTestApi();
    admin = await api.adminToken();
    customer = await api.customer({ email: 'Mixed.Case@Example.COM.bd', mobile: '+8801912345678' });
  });
  afterAll(() => api.stop());

  describe('register', () => {
    it('when the body is valid, then 201 answers the user with token and role user and no password field', async () => {
      const res = await api.call('POST', '/auth/reg', {
        body: {
          name: 'Nusrat Jahan',
          email: 'nusrat@example.com',
          mobile: '01812345670',
          password: 'long-enough',
          role: 'admin',
          isAdmin: true,
        },
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        name: 'Nusrat Jahan',
        email: 'nusrat@example.com',
        mobile: '01812345670',
        role: 'user',
      });
      expect(res.body._id).toMatch(/^[0-9a-f]{24}$/);
      expect(typeof res.body.token).toBe('string');
      for (const key of FORBIDDEN_KEYS) expect(res.body).not.toHaveProperty(key);
      expect(res.body).not.toHaveProperty('isAdmin');
    });

    it('when the e-mail ends in .com.bd and the mobile has +880, then both are accepted and normalised', () => {
      expect(customer.email).toBe('mixed.case@example.com.bd');
      expect(customer.mobile).toBe('01912345678');
    });

    it('when the e-mail is taken in another letter case, then 409 and nothing changes', async () => {
      const before = await api.call('GET', '/auth/user?size=100', { token: admin });
      const res = await api.call('POST', '/auth/reg', {
        body: {
          name: 'Someone',
          email: 'MIXED.case@example.com.BD',
          mobile: '01512345678',
          password: 'long-enough',
        },
      });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('conflict');
      const after = await api.call('GET', '/auth/user?size=100', { token: admin });
      expect(after.headers.get('x-total-count')).toBe(before.headers.get('x-total-count'));
    });

    it('when the mobile number is taken, then 409', async () => {
      const res = await api.call('POST', '/auth/reg', {
        body: { name: 'Someone', email: 'other@example.com', mobile: '01912345678', password: 'long-enough' },
      });
      expect(res.status).toBe(409);
      expect(res.body.fields).toHaveProperty('mobile');
    });

    it('when fields are missing or malformed, then 400 names each field', async () => {
      const res = await api.call('POST', '/auth/reg', {
        body: { email: 'not-an-email', mobile: '12345', password: 'short' },
      });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('invalid_data');
      expect(Object.keys(res.body.fields).sort()).toEqual(['email', 'mobile', 'name', 'password']);
      expect(res.body.fields.name).toBe('is required');
    });

    it('when a value has the wrong type (a query operator object), then 400 with a message for that field', async () => {
      const res = await api.call('POST', '/auth/login', {
        body: { email: { $ne: null }, password: { $gt: '' } },
      });
      expect(res.status).toBe(400);
      expect(res.body.fields.email).toBe('must be text');
      expect(res.body.fields.password).toBe('must be text');
    });
  });

  describe('login', { timeout: 90_000 }, () => {
    it('when the credentials are right, then 200 with token and role', async () => {
      const res = await api.call('POST', '/auth/login', {
        body: { email: ADMIN.email.toUpperCase(), password: ADMIN.password },
      });
      expect(res.status).toBe(200);
      expect(res.body.role).toBe('admin');
      expect(res.body.token).toBeTruthy();
      for (const key of FORBIDDEN_KEYS) expect(res.body).not.toHaveProperty(key);
    });

    it('when the e-mail is unknown or the password wrong, then both get the same 401 message', async () => {
      const unknown = await api.call('POST', '/auth/login', {
        body: { email: 'nobody@example.com', password: 'whatever1' },
      });
      const wrong = await api.call('POST', '/auth/login', {
        body: { email: ADMIN.email, password: 'wrong-password' },
      });
      expect(unknown.status).toBe(401);
      expect(wrong.status).toBe(401);
      expect(unknown.body).toEqual(wrong.body);
    });

    it('when logins keep failing for one e-mail, then 429 with Retry-After, even with the right password', async () => {
      const victim = await api.customer();
      const failures = await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          api.call('POST', '/auth/login', { body: { email: victim.email, password: `bad-${i}-pass` } }),
        ),
      );
      expect(failures.map((f) => f.status)).toEqual([401, 401, 401, 401, 401]);
      const blocked = await api.call('POST', '/auth/login', {
        body: { email: victim.email, password: 'customer-pass-1' },
      });
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(blocked.body.code).toBe('too_many_requests');
    });
  });

  describe('profile', () => {
    it('when no token is sent, then 401', async () => {
      const res = await api.call('GET', '/auth/me');
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('unauthorized');
    });

    it('when the token is tampered with, then 401', async () => {
      const [h, p, s] = customer.token.split('.');
      const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
      const forged = Buffer.from(JSON.stringify({ ...payload, role: 'admin' })).toString('base64url');
      const res = await api.call('GET', '/auth/user', { token: `${h}.${forged}.${s}` });
      expect(res.status).toBe(401);
    });

    it('when the token has expired, then 401', async () => {
      const secret = fs.readFileSync(path.join(api.dataDir, 'jwt-secret'), 'utf8');
      const expired = jwt.sign({ role: 'user', exp: Math.floor(Date.now() / 1000) - 10 }, secret, {
        algorithm: 'HS256',
        subject: customer._id,
      });
      const res = await api.call('GET', '/auth/me', { token: expired });
      expect(res.status).toBe(401);
    });

    it('when a token uses the "none" algorithm, then 401', async () => {
      const unsigned = jwt.sign({ role: 'admin' }, '', { algorithm: 'none', subject: customer._id });
      expect((await api.call('GET', '/auth/me', { token: unsigned })).status).toBe(401);
    });

    it('when the customer reads and updates the profile, then name, mobile and address change, and e-mail and role do not', async () => {
      const me = await api.call('GET', '/auth/me', { token: customer.token });
      expect(me.status).toBe(200);
      expect(me.body.email).toBe(customer.email);
      const res = await api.call('PUT', '/auth/me', {
        token: customer.token,
        body: {
          name: 'Mixed Case',
          address: 'House 1, Road 2',
          district: 'Dhaka',
          thana: 'Gulshan',
          postCode: '1212',
          role: 'admin',
          email: 'x@y.com',
        },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        name: 'Mixed Case',
        address: 'House 1, Road 2',
        postCode: '1212',
        role: 'user',
        email: customer.email,
      });
      for (const key of FORBIDDEN_KEYS) expect(res.body).not.toHaveProperty(key);
    });

    it('when the post code is not 4 digits, then 400 and the profile is unchanged', async () => {
      const res = await api.call('PUT', '/auth/me', {
        token: customer.token,
        body: { postCode: '12', name: 'Changed' },
      });
      expect(res.status).toBe(400);
      expect(res.body.fields.postCode).toBeTruthy();
      const me = await api.call('GET', '/auth/me', { token: customer.token });
      expect(me.body.name).toBe('Mixed Case');
    });

    it('when the password is changed, then only the new one logs in', async () => {
      const user = await api.customer();
      const wrong = await api.call('PUT', '/auth/me/password', {
        token: user.token,
        body: { currentPassword: 'not-it-at-all', newPassword: 'brand-new-pass' },
      });
      expect(wrong.status).toBe(400);
      const ok = await api.call('PUT', '/auth/me/password', {
        token: user.token,
        body: { currentPassword: 'customer-pass-1', newPassword: 'brand-new-pass' },
      });
      expect(ok.status).toBe(200);
      expect(
        (await api.call('POST', '/auth/login', { body: { email: user.email, password: 'customer-pass-1' } }))
          .status,
      ).toBe(401);
      expect(
        (await api.call('POST', '/auth/login', { body: { email: user.email, password: 'brand-new-pass' } }))
          .status,
      ).toBe(200);
    });
  });

  describe('admin: users, make admin, demote', () => {
    it('when a customer lists users, then 403', async () => {
      const res = await api.call('GET', '/auth/user', { token: customer.token });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('forbidden');
    });

    it('when an admin lists users, then a page with X-Total-Count and no password fields', async () => {
      const res = await api.call('GET', '/auth/user?page=0&size=2', { token: admin });
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(2);
      expect(Number(res.headers.get('x-total-count'))).toBeGreaterThanOrEqual(3);
      for (const u of res.body) for (const key of FORBIDDEN_KEYS) expect(u).not.toHaveProperty(key);
    });

    it('when an admin searches, then only matching users come back; regex characters are literal', async () => {
      const res = await api.call('GET', '/auth/user?search=mixed.case', { token: admin });
      expect(res.body.map((u: { email: string }) => u.email)).toEqual([customer.email]);
      const dots = await api.call('GET', '/auth/user?search=.*', { token: admin });
      expect(dots.status).toBe(200);
      expect(dots.body).toEqual([]);
    });

    it('when the page size is out of range or the search is an object, then 400', async () => {
      expect((await api.call('GET', '/auth/user?size=1000', { token: admin })).status).toBe(400);
      expect((await api.call('GET', '/auth/user?page=-1', { token: admin })).status).toBe(400);
      expect(
        (await api.call('GET', '/auth/user?search[$ne]=x&search=y&search=z', { token: admin })).status,
      ).toBe(400);
    });

    it('when an admin promotes by mobile, then the user becomes admin at once; demoting takes it away at once', async () => {
      const user = await api.customer();
      expect((await api.call('GET', '/auth/user', { token: user.token })).status).toBe(403);
      const promoted = await api.call('POST', '/auth/admin', { token: admin, body: { mobile: user.mobile } });
      expect(promoted.status).toBe(200);
      expect(promoted.body.role).toBe('admin');
      // The same token now works as an admin: the user is loaded on every request.
      expect((await api.call('GET', '/auth/user', { token: user.token })).status).toBe(200);
      const demoted = await api.call('DELETE', `/auth/admin/${user._id}`, { token: admin });
      expect(demoted.status).toBe(200);
      expect(demoted.body.role).toBe('user');
      // demotion ends the old token; a new login is a customer's
      expect((await api.call('GET', '/auth/user', { token: user.token })).status).toBe(401);
      const again = await api.call('POST', '/auth/login', {
        body: { email: user.email, password: 'customer-pass-1' },
      });
      expect((await api.call('GET', '/auth/user', { token: again.body.token })).status).toBe(403);
    });

    it('when an admin promotes by e-mail, then it works; an unknown user gives 404; both or neither key gives 400', async () => {
      const user = await api.customer();
      expect(
        (await api.call('POST', '/auth/admin', { token: admin, body: { email: user.email.toUpperCase() } }))
          .body.role,
      ).toBe('admin');
      expect(
        (await api.call('POST', '/auth/admin', { token: admin, body: { email: 'ghost@example.com' } }))
          .status,
      ).toBe(404);
      expect((await api.call('POST', '/auth/admin', { token: admin, body: {} })).status).toBe(400);
      expect(
        (
          await api.call('POST', '/auth/admin', {
            token: admin,
            body: { email: user.email, mobile: user.mobile },
          })
        ).status,
      ).toBe(400);
      await api.call('DELETE', `/auth/admin/${user._id}`, { token: admin });
    });

    it('when a customer tries to make themselves admin, then 403 and nothing changes', async () => {
      const res = await api.call('POST', '/auth/admin', {
        token: customer.token,
        body: { email: customer.email },
      });
      expect(res.status).toBe(403);
      expect((await api.call('GET', '/auth/me', { token: customer.token })).body.role).toBe('user');
    });

    it('when the last admin would be demoted, then 409', async () => {
      const me = await api.call('GET', '/auth/me', { token: admin });
      const res = await api.call('DELETE', `/auth/admin/${me.body._id}`, { token: admin });
      expect(res.status).toBe(409);
      expect((await api.call('GET', '/auth/me', { token: admin })).body.role).toBe('admin');
    });

    it('when the id is not an id, then 400; when no such user, then 404', async () => {
      expect((await api.call('DELETE', '/auth/admin/not-an-id', { token: admin })).status).toBe(400);
      expect(
        (await api.call('DELETE', '/auth/admin/0123456789abcdef01234567', { token: admin })).status,
      ).toBe(404);
    });

    it('when a user is deleted from the store, then their token stops working at once', async () => {
      const user = await api.customer();
      await api.server.ctx.store.collection('users').deleteOne({ _id: user._id });
      expect((await api.call('GET', '/auth/me', { token: user.token })).status).toBe(401);
    });
  });
});
