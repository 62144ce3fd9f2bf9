import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfBytes, pngBytes, startTestApi, type TestApi } from '../test/test-api';

/** GET `url` with `Accept-Encoding: encodings`: the status, the encoding and the raw body bytes. */
function rawGet(url: string, encodings: string) {
  return new Promise<{ status: number; encoding: string | undefined; bytes: Buffer }>((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': encodings } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          encoding: res.headers['content-encoding'],
          bytes: Buffer.concat(chunks),
        }),
      );
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

describe('HTTP conventions', () => {
  let api: TestApi;
  let admin: string;
  let customerToken: string;

  beforeAll(async () => {
    api = await startTestApi({ CORS_ORIGINS: 'http://shop.test:3000' });
    admin = await api.adminToken();
    customerToken = (await api.customer()).token;
  });
  afterAll(() => api.stop());

  it('when the route is unknown, then 404 JSON', async () => {
    const res = await api.call('GET', '/no/such/route');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      message: 'No route for GET /api/v1/no/such/route',
      code: 'not_found',
      messageCode: 'route.none',
      messageParams: { method: 'GET', path: '/api/v1/no/such/route' },
    });
  });

  it('when a client accepts brotli or gzip, then a JSON answer comes compressed and reads the same; else as it is', async () => {
    const url = `${api.base}/openapi.json`;
    const plain = await rawGet(url, 'identity');
    expect(plain.encoding).toBeUndefined();
    const document = JSON.parse(plain.bytes.toString('utf8')) as unknown;
    const br = await rawGet(url, 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.bytes).toString('utf8'))).toEqual(document);
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 4);
    const gzip = await rawGet(url, 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.bytes).toString('utf8'))).toEqual(document);
  });

  it('when the JSON is malformed, then 400 JSON without a stack trace', async () => {
    const res = await api.call('POST', '/auth/login', {
      body: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_data');
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('when the body is over the limit, then 413', async () => {
    const res = await api.call('POST', '/auth/login', {
      body: { email: 'a@b.com', password: 'x'.repeat(200_000) },
    });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('too_large');
  });

  it('when the content type is neither JSON nor multipart, then 415', async () => {
    const res = await api.call('POST', '/auth/login', {
      body: 'email=a@b.com',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
    expect(res.body.code).toBe('unsupported_media_type');
  });

  it('when a configured origin asks, then CORS allows it and exposes X-Total-Count; another origin gets no CORS header', async () => {
    const ok = await api.call('GET', '/news', { headers: { origin: 'http://shop.test:3000' } });
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://shop.test:3000');
    expect(ok.headers.get('access-control-expose-headers')).toContain('X-Total-Count');
    const other = await api.call('GET', '/news', { headers: { origin: 'http://evil.test' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  describe('uploads (through POST /news)', () => {
    const form = (file: Blob | undefined, extra: Record<string, string> = {}, field = 'file') => {
      const f = new FormData();
      f.set('title', 'Monsoon tyre check');
      f.set('desc', 'Free checks at every dealer this week.');
      for (const [k, v] of Object.entries(extra)) f.set(k, v);
      if (file) f.set(field, file, 'photo.png');
      return f;
    };

    it('when no token is sent, then 401; when a customer sends it, then 403', async () => {
      const png = new Blob([new Uint8Array(await pngBytes())], { type: 'image/png' });
      expect((await api.call('POST', '/news', { form: form(png) })).status).toBe(401);
      expect((await api.call('POST', '/news', { form: form(png), token: customerToken })).status).toBe(403);
    });

    it('when an admin sends a real image, then it is saved under a server-chosen name and served as an image', async () => {
      const png = new Blob([new Uint8Array(await pngBytes(900, 600))], { type: 'image/png' });
      const res = await api.call('POST', '/news', { form: form(png), token: admin });
      expect(res.status).toBe(201);
      const post = await api.call('GET', `/news/${res.body._id}`);
      expect(post.body.image).toMatch(/^[0-9a-f]{32}\.webp$/);
      expect(post.body.image).not.toContain('photo');
      const file = await fetch(`${api.base}/files/${post.body.image}`);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/webp');
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
      expect(file.headers.get('cache-control')).toContain('max-age=31536000');
      // a picture is already compressed: sent as it is
      expect((await rawGet(`${api.base}/files/${post.body.image}`, 'gzip, br')).encoding).toBeUndefined();
      const thumb = await fetch(`${api.base}/files/${post.body.thumbnail}`);
      expect(thumb.status).toBe(200);
      expect(Number(thumb.headers.get('content-length'))).toBeLessThan(
        Number(file.headers.get('content-length')),
      );
    });

    it('when the file is not an image (a text file named .png with an image type), then 415 and nothing is created', async () => {
      const before = await api.call('GET', '/news');
      const fake = new Blob(['<script>alert(1)</script>'], { type: 'image/png' });
      const res = await api.call('POST', '/news', { form: form(fake), token: admin });
      expect(res.status).toBe(415);
      expect(res.body.fields.file).toMatch(/JPEG, PNG or WebP/);
      const pdf = await api.call('POST', '/news', {
        form: form(new Blob([new Uint8Array(pdfBytes())])),
        token: admin,
      });
      expect(pdf.status).toBe(415);
      const after = await api.call('GET', '/news');
      expect(after.headers.get('x-total-count')).toBe(before.headers.get('x-total-count'));
    });

    it('when the file is over the size limit, then 413', async () => {
      const big = Buffer.concat([await pngBytes(), Buffer.alloc(6 * 1024 * 1024)]);
      const res = await api.call('POST', '/news', {
        form: form(new Blob([new Uint8Array(big)])),
        token: admin,
      });
      expect(res.status).toBe(413);
      expect(res.body.code).toBe('too_large');
    });

    it('when a file comes in an unexpected field, then 400; when two files come for one, then 413', async () => {
      const png = new Blob([new Uint8Array(await pngBytes())]);
      expect((await api.call('POST', '/news', { form: form(png, {}, 'other'), token: admin })).status).toBe(
        400,
      );
      const two = form(png);
      two.append('file', png, 'again.png');
      expect((await api.call('POST', '/news', { form: two, token: admin })).status).toBe(413);
    });

    it('when the file is missing or the fields are bad, then 400 with field messages and nothing is saved', async () => {
      const missing = await api.call('POST', '/news', { form: form(undefined), token: admin });
      expect(missing.status).toBe(400);
      expect(missing.body.fields.file).toBe('is required');
      const png = new Blob([new Uint8Array(await pngBytes())]);
      const bad = await api.call('POST', '/news', { form: form(png, { title: 'x' }), token: admin });
      expect(bad.status).toBe(400);
      expect(bad.body.fields.title).toBeTruthy();
    });

    it('when JSON is sent where a multipart form is expected, then 415', async () => {
      const res = await api.call('POST', '/news', {
        body: { title: 'Hello there', desc: 'Long enough text' },
        token: admin,
      });
      expect(res.status).toBe(415);
    });
  });

  describe('files', () => {
    it('when a private file is asked for, then only an admin gets it (others: 404, as if missing)', async () => {
      const name = await api.server.ctx.files.saveDocument(
        {
          field: 'cv',
          buffer: pdfBytes(),
          size: pdfBytes().length,
          type: { ext: 'pdf', contentType: 'application/pdf', kind: 'document' },
        },
        'private',
      );
      expect((await api.call('GET', `/files/${name}`)).status).toBe(404);
      expect((await api.call('GET', `/files/${name}`, { token: customerToken })).status).toBe(404);
      const res = await api.call('GET', `/files/${name}`, { token: admin });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    });

    it('when the name is not a server-chosen name (a path), then 400; when absent, then 404', async () => {
      expect((await api.call('GET', '/files/..%2F..%2Fjwt-secret')).status).toBe(400);
      expect((await api.call('GET', '/files/0123456789abcdef01234567.webp')).status).toBe(404);
    });
  });
});
