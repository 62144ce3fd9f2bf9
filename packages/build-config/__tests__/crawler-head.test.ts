import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiWaitMs, crawlerHeads, escapeHtml, salaryOf, summary } from '../crawler-head.mjs';

// The API that never answers (accepts the connection, then nothing): the page must not wait.
let hanging: Server;
const sockets = new Set<Socket>();
let apiBaseUrl = '';
beforeAll(async () => {
  hanging = createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
  const address = hanging.address();
  if (typeof address !== 'object' || !address) throw new Error('no port');
  apiBaseUrl = `http://127.0.0.1:${address.port}/api/v1`;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => hanging.close(resolve));
});

describe('the crawler head', () => {
  it(`when the API does not answer, then a product page goes out within the ${apiWaitMs} ms bound with the generic head`, async () => {
    const headOf = crawlerHeads({ apiBaseUrl, publicOrigin: 'https://shop.example' });
    const started = Date.now();
    const { status, head } = await headOf('/products/some-tyre', 'http://127.0.0.1');
    expect(Date.now() - started).toBeLessThan(apiWaitMs + 200);
    expect(status).toBe(200);
    expect(head).toContain('<title>Tyre Bangladesh</title>');
    expect(head).toContain('<link rel="canonical" href="https://shop.example/products/some-tyre">');
  });

  it('escapes every character that could close an attribute or a tag', () => {
    expect(escapeHtml(`</title><script>"x" & 'y'`)).toBe(
      '&lt;/title&gt;&lt;script&gt;&quot;x&quot; &amp; &#39;y&#39;',
    );
  });

  it('cuts a description at a word, within 160 characters', () => {
    const text = 'Tubeless radial tyre for city cars. '.repeat(10);
    const cut = summary(text);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('…')).toBe(true);
    expect(summary('  short\n text ')).toBe('short text');
  });

  it('reads a salary in BDT as a monthly amount or range, and nothing from free text', () => {
    expect(salaryOf('BDT 25,000 - 30,000')).toMatchObject({
      currency: 'BDT',
      value: { minValue: 25000, maxValue: 30000, unitText: 'MONTH' },
    });
    expect(salaryOf('BDT 35,000')).toMatchObject({ value: { value: 35000 } });
    expect(salaryOf('Negotiable')).toBeUndefined();
  });
});
