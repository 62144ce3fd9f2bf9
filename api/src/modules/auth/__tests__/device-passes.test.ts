import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendFrom, tally } from '../../../test/send-from';
import { startTestApi, type TestApi } from '../../../test/test-api';

const RIGHT = 'customer-pass-1';

/** The device cookie a login answer sets (its whole Set-Cookie line), or undefined. */
const setCookieOf = (headers: Headers) => headers.getSetCookie().find((c) => c.startsWith('tyre_device='));
/** The `name=value` part of a Set-Cookie line: what the browser sends back. */
const sentBack = (setCookie: string | undefined) => setCookie!.split(';')[0]!;

/** Logs in through fetch (from 127.0.0.1) and answers the status and the cookie to send back later. */
async function loginForPass(api: TestApi, email: string, headers: Record<string, string> = {}) {
  const res = await api.call('POST', '/auth/login', { body: { email, password: RIGHT }, headers });
  return { status: res.status, setCookie: setCookieOf(res.headers), body: res.body };
}

const login = (api: TestApi, from: string, email: string, password: string, cookie?: string) =>
  sendFrom(api.base, from, 'POST', '/auth/login', {
    body: { email, password },
    headers: cookie ? { cookie } : {},
  });

/** The attack: five wrong passwords from each of twelve addresses, one address after another. */
async function fillEmailCounter(api: TestApi, email: string, firstHost: number) {
  const answers = [];
  for (let a = 0; a < 12; a++) {
    answers.push(
      ...(await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          login(api, `127.0.0.${firstHost + a}`, email, `attacker-${a}-${i}`),
        ),
      )),
    );
  }
  return answers;
}

describe('device passes: a browser that logged in before is not locked out', { timeout: 300_000 }, () => {
  let api: TestApi;
  let owner: { email: string; _id: string };
  let ownerPass: string;
  let other: { email: string };
  let otherPass: string;
  /** for the wrong passwords of the first tests: the owner's e-mail counter must hold only the attack's */
  let bystander: { email: string };

  beforeAll(async () => {
    api = await startTestApi();
    owner = await api.customer();
    other = await api.customer();
    bystander = await api.customer();
    const first = await loginForPass(api, owner.email);
    expect(first.status).toBe(200);
    ownerPass = sentBack(first.setCookie);
    otherPass = sentBack((await loginForPass(api, other.email)).setCookie);
  });
  afterAll(() => api.stop());

  it('when a login succeeds, then the cookie is HttpOnly, SameSite=Strict, sent only to the login route for 90 days, not Secure over http, and names the account', async () => {
    const { setCookie } = await loginForPass(api, owner.email);
    const [pair, ...attributes] = setCookie!.split(/;\s*/);
    const [userId, nonce, mac, extra] = pair!.slice('tyre_device='.length).split('.');
    expect(userId).toBe(owner._id);
    expect(nonce!.length).toBeGreaterThanOrEqual(43); // 32 random bytes
    expect(mac!.length).toBeGreaterThanOrEqual(43); // an HMAC-SHA256
    expect(extra).toBeUndefined();
    expect(attributes).toContain('HttpOnly');
    expect(attributes).toContain('SameSite=Strict');
    expect(attributes).toContain('Path=/api/v1/auth/login');
    expect(attributes).not.toContain('Secure');
    const expires = Date.parse(attributes.find((a) => a.startsWith('Expires='))!.slice('Expires='.length));
    expect(expires - Date.now()).toBeGreaterThan(89 * 24 * 3600_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(90 * 24 * 3600_000);
  });

  it('when a login fails, or one succeeds with the valid pass of its account, then no cookie is set', async () => {
    const wrong = await api.call('POST', '/auth/login', {
      body: { email: bystander.email, password: 'nope-nope' },
    });
    expect(wrong.status).toBe(401);
    expect(setCookieOf(wrong.headers)).toBeUndefined();
    const again = await loginForPass(api, owner.email, { cookie: ownerPass });
    expect(again.status).toBe(200);
    expect(again.setCookie).toBeUndefined();
  });

  it('when the API answers the shop from another origin, then CORS allows credentials for that origin only', async () => {
    const res = await api.call('POST', '/auth/login', {
      body: { email: bystander.email, password: 'nope-nope' },
      headers: { origin: 'http://localhost:3000' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    const stranger = await api.call('GET', '/health', { headers: { origin: 'https://evil.example' } });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("when 60 wrong passwords from 12 addresses fill the e-mail's counter, then the owner's browser with its pass logs in, from a new address or an attacker's, and without the pass gets 429", async () => {
    const attack = await fillEmailCounter(api, owner.email, 60);
    expect(tally(attack)).toEqual({ 401: 50, 429: 10 });

    const withoutPass = await login(api, '127.0.0.90', owner.email, RIGHT);
    expect(withoutPass.status).toBe(429);
    expect(withoutPass.retryAfter).toBeGreaterThan(0);

    expect((await login(api, '127.0.0.91', owner.email, RIGHT, ownerPass)).status).toBe(200);
    // the attacker's first address has used its per-e-mail-and-address attempts: the pass still counts
    expect((await login(api, '127.0.0.60', owner.email, RIGHT, ownerPass)).status).toBe(200);
  });

  it("when another account's pass, a forged pass or a pass with another account's id is shown, then the e-mail's counter holds (429)", async () => {
    expect((await login(api, '127.0.0.92', owner.email, RIGHT, otherPass)).status).toBe(429);
    const [userId, nonce, mac] = ownerPass.slice('tyre_device='.length).split('.') as [
      string,
      string,
      string,
    ];
    const flipped = `${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`;
    expect(
      (await login(api, '127.0.0.92', owner.email, RIGHT, `tyre_device=${userId}.${nonce}.${flipped}`))
        .status,
    ).toBe(429);
    const otherId = otherPass.slice('tyre_device='.length).split('.')[0]!;
    expect(
      (await login(api, '127.0.0.92', owner.email, RIGHT, `tyre_device=${otherId}.${nonce}.${mac}`)).status,
    ).toBe(429);
    expect((await login(api, '127.0.0.92', owner.email, RIGHT, 'tyre_device=garbage')).status).toBe(429);
  });

  it('when the browser with the pass guesses five wrong passwords, then its pass ends and it is held by the e-mail counter like any other', async () => {
    const guesses = [];
    for (let i = 0; i < 5; i++)
      guesses.push(await login(api, '127.0.0.93', owner.email, `guess-${i}-x`, ownerPass));
    expect(tally(guesses)).toEqual({ 401: 5 });
    const after = await login(api, '127.0.0.93', owner.email, RIGHT, ownerPass);
    expect(after.status).toBe(429);
    expect(after.body.messageCode).toBe('limit.failedLogins');
  });
});

describe('device passes behind an https proxy (TRUST_PROXY=1)', { timeout: 60_000 }, () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ TRUST_PROXY: '1' });
  });
  afterAll(() => api.stop());

  it('when the proxy says the request came over https, then the cookie is Secure', async () => {
    const customer = await api.customer();
    const { status, setCookie } = await loginForPass(api, customer.email, { 'x-forwarded-proto': 'https' });
    expect(status).toBe(200);
    expect(setCookie!.split(/;\s*/)).toContain('Secure');
  });
});
