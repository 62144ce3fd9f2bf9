import { DEFAULT_PASSWORD_COST } from '../../../lib/auth/passwords';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogFixtures } from '../../../test/catalog-fixtures';
import { sendFrom, tally } from '../../../test/send-from';
import { pngBytes, startTestApi, type TestApi } from '../../../test/test-api';

/** Time of one call in milliseconds, and its status. */
async function timed(call: () => Promise<{ status: number }>): Promise<{ ms: number; status: number }> {
  const start = performance.now();
  const { status } = await call();
  return { ms: performance.now() - start, status };
}

describe('the API under a flood of bad logins', { timeout: 90_000 }, () => {
  let api: TestApi;
  let admin: string;
  let image: string;

  beforeAll(async () => {
    // the production cost: the flood is only a flood with hashes as slow as a live shop's
    api = await startTestApi({ PASSWORD_COST: String(DEFAULT_PASSWORD_COST) });
    admin = await api.adminToken();
    const fx = new CatalogFixtures(api, admin);
    const category = await fx.category();
    const product = await fx.product(
      category,
      await fx.size(category, '3.00-17'),
      {},
      {
        thumbnail: await pngBytes(),
      },
    );
    image = product.thumbnail.detail;
  });
  afterAll(() => api.stop());

  it('when 200 bad logins from 20 addresses are in flight, then catalogue reads and an admin write answer within a few hundred ms, and the flood gets 503 with Retry-After at once', async () => {
    const flood = Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        sendFrom(api.base, `127.0.0.${40 + (i % 20)}`, 'POST', '/auth/login', {
          body: { email: `stranger${i}@example.com`, password: 'not-the-password' },
        }),
      ),
    );
    await new Promise((r) => setTimeout(r, 150)); // let the flood arrive and start hashing
    const seen: { what: string; ms: number; status: number }[] = [];
    for (let round = 0; round < 2; round++) {
      seen.push({ what: 'GET /products', ...(await timed(() => api.call('GET', '/products'))) });
      seen.push({ what: 'GET /files', ...(await timed(() => fetch(`${api.base}/files/${image}`))) });
      seen.push({
        what: 'POST /category',
        ...(await timed(() =>
          api.call('POST', '/category', { token: admin, body: { name: `Flooded ${round}` } }),
        )),
      });
    }
    const answers = await flood;
    expect(seen.map((s) => s.status)).toEqual([200, 200, 201, 200, 200, 201]);
    for (const s of seen) expect(s.ms, `${s.what} took ${Math.round(s.ms)} ms`).toBeLessThan(500);
    const counts = tally(answers);
    // two hash at a time and four wait: the rest is refused at once, not queued
    expect((counts[401] ?? 0) + (counts[503] ?? 0)).toBe(200);
    expect(counts[503]).toBeGreaterThanOrEqual(180);
    for (const a of answers.filter((a) => a.status === 503)) {
      expect(a.retryAfter).toBeGreaterThan(0);
      expect(a.body.code).toBe('unavailable');
    }
    console.info(seen.map((s) => `${s.what} ${Math.round(s.ms)} ms`).join(', '), counts);
  });
});
