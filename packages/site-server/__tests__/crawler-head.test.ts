import { createServer as createHttpServer } from 'node:http';
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiWaitMs, crawlerHeads } from '../src/crawler-head';
import { crawlerShell } from './built-remotes';
import { escapeHtml } from '../src/html';
import { robotsTxt, sitemapFiles } from '../src/sitemap';
import { salaryOf } from '../src/structured-data';
import { summary } from '../src/texts';

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
  it(`when the API does not answer, then a renderer's question is answered within the ${apiWaitMs} ms bound, and a record's page goes out with the generic head`, async () => {
    const headOf = crawlerHeads({ apiBaseUrl, publicOrigin: 'https://shop.example' });
    const started = Date.now();
    // what a remote's renderer asks for a product page's head: nothing, in time
    expect(await headOf.askApi('/products/some-tyre')).toBeNull();
    expect(Date.now() - started).toBeLessThan(apiWaitMs + 200);
    // its head then says nothing of the record (contracts first-paint.ts `PageHead`: `{}`)
    const { status, head } = await headOf('/products/some-tyre', 'http://127.0.0.1', '', {});
    expect(status).toBe(200);
    expect(head).toContain('<title>Tyre Bangladesh</title>');
    expect(head).toContain('<link rel="canonical" href="https://shop.example/products/some-tyre">');
  });

  it('when a private screen is asked for (the tracking page with its reference too), then its head says noindex and carries nothing of the address', async () => {
    const headOf = crawlerHeads({ apiBaseUrl, publicOrigin: 'https://shop.example' });
    for (const path of ['/track', '/invoice/some-key', '/orders']) {
      const { status, head } = await headOf(
        path,
        'http://127.0.0.1',
        path === '/track' ? '?ref=TB-260001' : '',
      );
      expect(status).toBe(200);
      expect(head).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(head).not.toContain('TB-260001');
    }
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

  it('when a record has a 1200 x 630 preview, then it is the og:image; a record without one falls back to its card or thumbnail', async () => {
    const image = (name: string, preview: string) => ({
      thumb: `${name}-card.webp`,
      detail: `${name}-detail.webp`,
      full: `${name}.webp`,
      preview,
    });
    const product = (slug: string, preview: string) => ({
      _id: slug,
      slug,
      title: `Tyre ${slug}`,
      categoryName: 'Motorcycle',
      sizeLabel: '90/90-17',
      price: 2500,
      stock: 3,
      thumbnailImage: `${slug}-card.webp`,
      thumbnail: image(slug, preview),
    });
    const answers: Record<string, unknown> = {
      '/products/new': product('new', 'new-preview.webp'),
      '/products/old': product('old', ''),
      '/tires/grip': { name: 'Grip', categoryName: 'Car', image: image('grip', 'grip-preview.webp') },
      '/tires/plain': { name: 'Plain', categoryName: 'Car', image: image('plain', '') },
      '/news/a': {
        _id: 'a',
        title: 'A story',
        desc: 'Text',
        image: 'a.webp',
        thumbnail: 'a-card.webp',
        preview: 'a-preview.webp',
      },
      '/news/b': {
        _id: 'b',
        title: 'Old story',
        desc: 'Text',
        image: 'b.webp',
        thumbnail: 'b-card.webp',
        preview: '',
      },
    };
    const api = createHttpServer((req, res) => {
      const body = answers[(req.url ?? '').replace(/^\/api\/v1/, '')];
      res.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body ?? { message: 'not found' }));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    let shell: Awaited<ReturnType<typeof crawlerShell>> | undefined;
    try {
      const address = api.address();
      if (typeof address !== 'object' || !address) throw new Error('no port');
      const base = `http://127.0.0.1:${address.port}/api/v1`;
      // the records' pages say their pictures through their remotes' renderers (real builds)
      shell = await crawlerShell(base, { crawlerWaitMs: 3000 });
      const picture = async (path: string) => {
        const head = await (await fetch(shell!.url + path)).text();
        const meta = (key: string) =>
          new RegExp(`<meta property="${key}" content="([^"]*)">`).exec(head)?.[1];
        return [meta('og:image'), meta('og:image:width'), meta('og:image:height')];
      };
      expect(await picture('/products/new')).toEqual([`${base}/files/new-preview.webp`, '1200', '630']);
      expect(await picture('/products/old')).toEqual([`${base}/files/old-card.webp`, '400', '400']);
      expect(await picture('/tire/grip')).toEqual([`${base}/files/grip-preview.webp`, '1200', '630']);
      expect(await picture('/tire/plain')).toEqual([`${base}/files/plain-card.webp`, '400', '400']);
      expect(await picture('/news/a')).toEqual([`${base}/files/a-preview.webp`, '1200', '630']);
      expect(await picture('/news/b')).toEqual([`${base}/files/b-card.webp`, '455', '277']);
    } finally {
      await shell?.close();
      await new Promise((resolve) => api.close(resolve));
    }
  }, 30_000);
});

describe('robots.txt', () => {
  it('allows the public pages, keeps crawlers out of every private screen and names the sitemap', () => {
    const text = robotsTxt('https://shop.example');
    for (const path of [
      '/dashboard',
      '/cart',
      '/order',
      '/success',
      '/invoice',
      '/orders',
      '/profile',
      '/login',
      '/track',
    ])
      expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toContain('Allow: /\n');
    expect(text.endsWith('Sitemap: https://shop.example/sitemap.xml\n')).toBe(true);
  });
});

describe('sitemap files', () => {
  const site = 'https://shop.example';
  const entries = (n: number) => Array.from({ length: n }, (_, i) => ({ loc: `${site}/products/p${i}` }));

  it('when the addresses fit in one file, then /sitemap.xml lists them all with their language alternates', () => {
    const files = sitemapFiles(entries(3), site, 5);
    expect([...files.keys()]).toEqual(['/sitemap.xml']);
    const xml = files.get('/sitemap.xml')!;
    expect(xml.match(/<url>/g)).toHaveLength(3);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="bn" href="${site}/products/p0?lang=bn"/>`);
  });

  it('when there are more than one file holds, then /sitemap.xml is an index of parts that together list each once', () => {
    const files = sitemapFiles(entries(12), site, 5);
    expect([...files.keys()].sort()).toEqual([
      '/sitemap-1.xml',
      '/sitemap-2.xml',
      '/sitemap-3.xml',
      '/sitemap.xml',
    ]);
    const index = files.get('/sitemap.xml')!;
    expect(index).toContain('<sitemapindex');
    expect(index.match(/<sitemap><loc>/g)).toHaveLength(3);
    expect(index).toContain(`<loc>${site}/sitemap-3.xml</loc>`);
    const listed = ['/sitemap-1.xml', '/sitemap-2.xml', '/sitemap-3.xml'].flatMap((path) =>
      [...files.get(path)!.matchAll(/<url><loc>([^<]*)<\/loc>/g)].map((m) => m[1]),
    );
    expect(listed).toHaveLength(12);
    expect(new Set(listed).size).toBe(12);
    expect(files.get('/sitemap-3.xml')!.match(/<url>/g)).toHaveLength(2);
  });
});
