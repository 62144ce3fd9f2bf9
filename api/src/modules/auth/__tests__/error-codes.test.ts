import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApi, type TestApi } from '../../../test/test-api';

/** The site shows its own text for an error by the code the API adds to the English message. */
describe('the codes of the auth errors', { timeout: 60_000 }, () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.stop());

  it('when the password is wrong, then the answer keeps its message and names its code', async () => {
    const res = await api.call('POST', '/auth/login', {
      body: { email: ADMIN.email, password: 'not-the-password' },
    });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      message: 'Wrong e-mail or password',
      code: 'unauthorized',
      messageCode: 'auth.loginFailed',
    });
  });

  it('when an e-mail is registered twice, then the message and the field carry their codes', async () => {
    await api.customer({ email: 'twice@example.com', mobile: '01711111111' });
    const res = await api.call('POST', '/auth/reg', {
      body: { name: 'Again', email: 'twice@example.com', mobile: '01722222222', password: 'secret-123' },
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      message: 'An account with this e-mail already exists',
      messageCode: 'auth.emailTaken',
      fields: { email: 'is already registered' },
      fieldIssues: { email: { code: 'alreadyRegistered' } },
    });
  });

  it('when a registration is invalid, then each field names its issue and the values in it', async () => {
    const res = await api.call('POST', '/auth/reg', {
      body: { name: 'A', email: 'not-an-address', mobile: '01733333333', password: 'short' },
    });
    expect(res.status).toBe(400);
    const body = res.body as { fields: Record<string, string>; fieldIssues: Record<string, unknown> };
    expect(Object.keys(body.fieldIssues).sort()).toEqual(Object.keys(body.fields).sort());
    expect(body.fieldIssues.email).toEqual({ code: 'email' });
    expect(body.fieldIssues.password).toEqual({ code: 'minLength', params: { min: '8' } });
  });
});
