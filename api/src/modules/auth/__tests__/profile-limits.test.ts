import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendFrom, tally } from '../../../test/send-from';
import { startTestApi, type TestApi } from '../../../test/test-api';

/** A customer registered from `from` (registrations are limited per address): its token and number. */
async function register(api: TestApi, from: string, n: number) {
  const mobile = `0181${String(n).padStart(7, '0')}`;
  const res = await sendFrom(api.base, from, 'POST', '/auth/reg', {
    body: { name: 'Prober', email: `prober${n}@example.com`, mobile, password: 'prober-pass-1' },
  });
  expect(res.status).toBe(201);
  return { token: res.body.token as string, mobile };
}

const putMe = (api: TestApi, from: string, token: string, body: object) =>
  sendFrom(api.base, from, 'PUT', '/auth/me', { token, body });

describe('profile changes: mobile numbers cannot be probed', { timeout: 90_000 }, () => {
  let api: TestApi;
  const taken: string[] = [];

  beforeAll(async () => {
    api = await startTestApi();
    for (let i = 0; i < 3; i++) taken.push((await register(api, '127.0.0.120', 900 + i)).mobile);
  });
  afterAll(() => api.stop());

  it('when one account tries many numbers, then the eleventh gets 429 with Retry-After before any lookup, and other changes still work', async () => {
    const prober = await register(api, '127.0.0.121', 1);
    const numbers = [...taken, ...Array.from({ length: 9 }, (_, i) => `0191${String(i).padStart(7, '0')}`)];
    const answers = [];
    for (const mobile of numbers) answers.push(await putMe(api, '127.0.0.121', prober.token, { mobile }));
    // ten answered (409 for the taken ones, 200 for a free one), then refused whatever the number
    expect(tally(answers.slice(0, 10))).toEqual({ 409: 3, 200: 7 });
    expect(tally(answers.slice(10))).toEqual({ 429: 2 });
    const refused = answers[10]!;
    expect(refused.retryAfter).toBeGreaterThan(0);
    expect(refused.retryAfter).toBeLessThanOrEqual(3600);
    expect(refused.body).toMatchObject({ code: 'too_many_requests', messageCode: 'limit.mobileChanges' });
    // a taken number is refused without saying so once the limit is reached
    expect((await putMe(api, '127.0.0.121', prober.token, { mobile: taken[0] })).status).toBe(429);

    // the account's other fields, and its number as it is, still change
    const me = (await sendFrom(api.base, '127.0.0.121', 'GET', '/auth/me', { token: prober.token })).body;
    const normal = await putMe(api, '127.0.0.121', prober.token, {
      name: 'Prober Renamed',
      mobile: me.mobile,
      address: 'House 1, Road 2',
    });
    expect(normal.status).toBe(200);
    expect(normal.body).toMatchObject({ name: 'Prober Renamed', address: 'House 1, Road 2' });
  });

  it("when another customer changes their own number, then that works: the limit is the prober's", async () => {
    const customer = await register(api, '127.0.0.122', 2);
    const res = await putMe(api, '127.0.0.122', customer.token, { mobile: '01520000001' });
    expect(res.status).toBe(200);
    expect(res.body.mobile).toBe('01520000001');
  });

  it('when many accounts probe from one address, then the address is refused after twenty', async () => {
    const accounts = [];
    for (let i = 0; i < 3; i++) accounts.push(await register(api, `127.0.0.${130 + i}`, 10 + i));
    const answers = [];
    for (const [a, account] of accounts.entries()) {
      for (let i = 0; i < 8; i++) {
        answers.push(
          await putMe(api, '127.0.0.123', account.token, { mobile: `0171${a}${String(i).padStart(6, '0')}` }),
        );
      }
    }
    expect(tally(answers.slice(0, 20))).toEqual({ 200: 20 });
    expect(tally(answers.slice(20))).toEqual({ 429: 4 });
    // the same accounts from their own networks are not held by that address
    expect((await putMe(api, '127.0.0.130', accounts[2]!.token, { mobile: '01719999999' })).status).toBe(200);
  });
});
