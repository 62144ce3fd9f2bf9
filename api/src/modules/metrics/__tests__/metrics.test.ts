import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi } from '../../../test/test-api';
import { codOrder, openShop, placeOrder, product, type Shop } from '../../orders/__tests__/order-helpers';

const TOKEN = 'metrics-token-0123456789';

/**
 * Parses Prometheus's text format (0.0.4) strictly: every line is a HELP, a TYPE, or a sample of a
 * family declared by a TYPE before it; label values are quoted and escaped. Answers each sample's
 * value by `name{label="value",…}` (labels in the order written).
 */
function parsePrometheus(text: string): Map<string, number> {
  const families = new Map<string, string>();
  const samples = new Map<string, number>();
  const name = '[a-zA-Z_:][a-zA-Z0-9_:]*';
  const label = '[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\\\\n]|\\\\[\\\\"n])*"';
  const sample = new RegExp(`^(${name})(\\{(?:${label}(?:,${label})*)?,?\\})? (\\S+)(?: -?\\d+)?$`);
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const comment = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line);
    if (comment) {
      if (comment[1] === 'TYPE') {
        expect(['counter', 'gauge', 'histogram', 'summary', 'untyped'], line).toContain(comment[3]);
        families.set(comment[2]!, comment[3]!);
      }
      continue;
    }
    const m = sample.exec(line);
    expect(m, `not a Prometheus sample line: ${line}`).not.toBeNull();
    const family = m![1]!.replace(/_(bucket|sum|count)$/, '');
    expect(families.has(m![1]!) || families.has(family), `no TYPE before ${line}`).toBe(true);
    const value = m![3] === '+Inf' ? Infinity : m![3] === '-Inf' ? -Infinity : Number(m![3]);
    expect(Number.isNaN(value) && m![3] !== 'NaN', line).toBe(false);
    samples.set(`${m![1]}${m![2] ?? ''}`, value);
  }
  return samples;
}

describe('metrics', () => {
  let shop: Shop;
  let productId: string;
  const scrape = async () => {
    const res = await fetch(`${shop.api.server.url}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    return { text, samples: parsePrometheus(text) };
  };

  beforeAll(async () => {
    shop = await openShop({ METRICS_TOKEN: TOKEN, MESSAGE_SEND_INTERVAL: '0' });
    productId = (await product(shop, { stock: 50 }))._id;
  });
  afterAll(() => shop.stop());

  it('when /metrics is asked without the token, or with another, then it answers 401', async () => {
    const url = `${shop.api.server.url}/metrics`;
    expect((await fetch(url)).status).toBe(401);
    expect((await fetch(url, { headers: { authorization: 'Bearer not-the-token-at-all' } })).status).toBe(
      401,
    );
  });

  it('when requests, an order and refused logins come in, then the counters move, by route pattern and never by address', async () => {
    const before = (await scrape()).samples;
    const health = 'http_requests_total{method="GET",route="/api/v1/health",status="200"}';
    for (let i = 0; i < 3; i++) expect((await shop.api.call('GET', '/health')).status).toBe(200);
    const guestKey = 'Zk3qWbT0-pXy_8vN2mLq4sRt6uVw8xYz';
    expect((await shop.api.call('GET', `/orders/${guestKey}`)).status).toBe(404);
    expect((await placeOrder(shop.api, codOrder([{ product: productId, quantity: 1 }]))).status).toBe(201);
    // five wrong passwords for one e-mail from one address, then the limit refuses the sixth
    const wrong = { email: shop.customer.email, password: 'not-the-password' };
    for (let i = 0; i < 5; i++)
      expect((await shop.api.call('POST', '/auth/login', { body: wrong })).status).toBe(401);
    expect((await shop.api.call('POST', '/auth/login', { body: wrong })).status).toBe(429);

    const { text, samples } = await scrape();
    expect(samples.get(health)! - (before.get(health) ?? 0)).toBe(3);
    expect(
      samples.get('http_request_duration_seconds_count{method="GET",route="/api/v1/health",status="200"}')! -
        (before.get(
          'http_request_duration_seconds_count{method="GET",route="/api/v1/health",status="200"}',
        ) ?? 0),
    ).toBe(3);
    expect(samples.get('http_requests_total{method="GET",route="/api/v1/orders/:key",status="404"}')).toBe(1);
    expect(text).not.toContain(guestKey);
    expect(samples.get('tyre_orders_placed_total{payment="Cash on Delivery"}')).toBe(1);
    expect(samples.get('tyre_outbox_messages{status="pending"}')).toBeGreaterThanOrEqual(1);
    expect(samples.get('tyre_outbox_messages{status="failed"}')).toBe(0);
    expect(samples.get('tyre_throttle_refusals_total{limit="login:pair"}')).toBe(1);
    expect(samples.get('tyre_store_bytes')).toBeGreaterThan(0);
    expect(samples.get('tyre_files_bytes')).toBeGreaterThan(0);
    expect(samples.has('nodejs_eventloop_lag_seconds')).toBe(true);
  });

  it('when neither METRICS_TOKEN nor METRICS_PORT is set, then /metrics is not there (404); with METRICS_PORT it is served on 127.0.0.1 only', async () => {
    const plain = await startTestApi();
    try {
      expect((await fetch(`${plain.server.url}/metrics`)).status).toBe(404);
      expect(plain.server.metricsPort).toBeUndefined();
    } finally {
      await plain.stop();
    }
    const local = await startTestApi({ METRICS_PORT: '0' });
    try {
      expect((await fetch(`${local.server.url}/metrics`)).status).toBe(404);
      const res = await fetch(`http://127.0.0.1:${local.server.metricsPort}/metrics`);
      expect(res.status).toBe(200);
      expect(parsePrometheus(await res.text()).has('process_cpu_seconds_total')).toBe(true);
    } finally {
      await local.stop();
    }
  });
});
