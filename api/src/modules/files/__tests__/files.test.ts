import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyOfDemoStore } from '../../../test/demo-store';
import { pdfBytes, pngBytes, startTestApi, type TestApi } from '../../../test/test-api';

const newsForm = async () => {
  const f = new FormData();
  f.set('title', 'Monsoon tyre check');
  f.set('desc', 'Free checks at every dealer this week.');
  f.set('file', new Blob([new Uint8Array(await pngBytes(300, 200))], { type: 'image/png' }), 'photo.png');
  return f;
};

/** Sends a raw multipart body (what fetch's FormData would never produce). */
function rawPost(base: string, route: string, token: string, boundary: string, body: Buffer) {
  const url = new URL(base + route);
  return new Promise<{ status: number; body: any }>((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(body.length),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const partWith = (boundary: string, disposition: string) =>
  Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nMonsoon tyre check\r\n` +
        `--${boundary}\r\n${disposition}\r\nContent-Type: image/png\r\n\r\n`,
      'latin1',
    ),
    pdfBytes(),
    Buffer.from(`\r\n--${boundary}--\r\n`, 'latin1'),
  ]);

describe('stored files', () => {
  let api: TestApi;
  let admin: string;
  let customer: string;

  beforeAll(async () => {
    api = await startTestApi();
    admin = await api.adminToken();
    customer = (await api.customer()).token;
  });
  afterAll(() => api.stop());

  it('when an image is uploaded, then it and its variants are named by 128 random bits (32 hex), not a time-ordered id', async () => {
    const names: string[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await api.call('POST', '/news', { form: await newsForm(), token: admin });
      expect(res.status).toBe(201);
      const post = await api.call('GET', `/news/${res.body._id}`);
      expect(post.body.image).toMatch(/^[0-9a-f]{32}\.webp$/);
      const base = post.body.image.slice(0, 32);
      expect(post.body.thumbnail).toBe(`${base}-card.webp`);
      names.push(base);
    }
    // two uploads one after the other share no prefix a scan could walk (a time part would)
    expect(names[0]!.slice(0, 8)).not.toBe(names[1]!.slice(0, 8));
  });

  it('when a visitor or a customer asks for a private file, then the answer is the one of a missing file (404, same body, same headers); an admin gets it', async () => {
    const name = await api.server.ctx.files.saveDocument(
      {
        field: 'cv',
        buffer: pdfBytes(),
        size: pdfBytes().length,
        type: { ext: 'pdf', contentType: 'application/pdf', kind: 'document' },
      },
      'private',
    );
    expect(name).toMatch(/^[0-9a-f]{32}\.pdf$/);
    const missingName = `${'0'.repeat(32)}.pdf`;
    const missing = await api.call('GET', `/files/${missingName}`);
    expect(missing.status).toBe(404);
    const headerNames = (h: Headers) => [...h.keys()].sort();
    for (const token of [undefined, customer, 'not-a-valid-token']) {
      const res = await api.call('GET', `/files/${name}`, { token });
      const absent = await api.call('GET', `/files/${missingName}`, { token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual(missing.body);
      expect(res.body).toEqual(absent.body);
      expect(headerNames(res.headers)).toEqual(headerNames(absent.headers));
      expect(res.headers.get('content-length')).toBe(absent.headers.get('content-length'));
    }
    const res = await api.call('GET', `/files/${name}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('when a file of an earlier version (24-hex name) is in the data dir, then it is still served', async () => {
    const old = '0123456789abcdef01234567-card.webp';
    await api.server.ctx.files.store.put(old, await pngBytes(), {
      contentType: 'image/webp',
      visibility: 'public',
    });
    expect((await api.call('GET', `/files/${old}`)).status).toBe(200);
    expect((await api.call('GET', '/files/..%2F..%2Fjwt-secret')).status).toBe(400);
    expect((await api.call('GET', `/files/${'a'.repeat(28)}.webp`)).status).toBe(400);
  });

  it.each([
    [
      'a Content-Disposition header without a colon',
      'Content-Disposition form-data; name="file"; filename="a.png"',
    ],
    ['a NUL in filename=', 'Content-Disposition: form-data; name="file"; filename="a\u0000.png"'],
  ])(
    'when a multipart body has %s, then 400 invalid_data "The multipart form is malformed"',
    async (_, disposition) => {
      const boundary = '----tyre-test-boundary';
      const res = await rawPost(api.base, '/news', admin, boundary, partWith(boundary, disposition));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        message: 'The multipart form is malformed',
        code: 'invalid_data',
        messageCode: 'request.malformedForm',
      });
      // the server still answers afterwards
      expect((await api.call('GET', '/news')).status).toBe(200);
    },
  );

  it('when an upload is written, then the file is readable by the owner only (0600) in owner-only folders (0700)', async () => {
    const res = await api.call('POST', '/news', { form: await newsForm(), token: admin });
    const post = await api.call('GET', `/news/${res.body._id}`);
    const filesDir = path.join(api.dataDir, 'files');
    const mode = (p: string) => fs.statSync(p).mode & 0o777;
    expect(mode(path.join(filesDir, 'public', post.body.image))).toBe(0o600);
    for (const dir of [filesDir, path.join(filesDir, 'public'), path.join(filesDir, 'private')]) {
      expect(mode(dir)).toBe(0o700);
    }
  });
});

describe('the start-up sweep of unreferenced files', () => {
  it('when a file no record names is left in the data dir, then a restart removes it; named files, and young files, stay', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tyre-sweep-'));
    try {
      let api = await startTestApi({ SEED_DEMO: 'false' }, dataDir);
      const admin = await api.adminToken();
      const created = await api.call('POST', '/news', { form: await newsForm(), token: admin });
      expect(created.status).toBe(201);
      const post = (await api.call('GET', `/news/${created.body._id}`)).body;
      await api.stop();

      const publicDir = path.join(dataDir, 'files', 'public');
      const orphan = `${'ab'.repeat(16)}.webp`;
      const orphanVariant = `${'ab'.repeat(16)}-card.webp`;
      const oldOrphan = `${'cd'.repeat(12)}.webp`;
      const leftover = `${'ef'.repeat(16)}.webp.part`;
      const young = `${'12'.repeat(16)}.webp`;
      for (const f of [orphan, orphanVariant, oldOrphan, leftover, young]) {
        fs.writeFileSync(path.join(publicDir, f), 'x');
      }
      // everything but `young` was written an hour ago
      const anHourAgo = new Date(Date.now() - 3_600_000);
      for (const f of fs.readdirSync(publicDir)) {
        if (f !== young) fs.utimesSync(path.join(publicDir, f), anHourAgo, anHourAgo);
      }

      api = await startTestApi({ SEED_DEMO: 'false' }, dataDir);
      const left = fs.readdirSync(publicDir).sort();
      expect(left).toEqual([post.image, post.thumbnail, post.preview, young].sort());
      expect((await api.call('GET', `/files/${post.image}`)).status).toBe(200);
      await api.stop();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('when the demo catalogue (products with galleries, tyre ranges, news) is in the data dir, then a restart keeps every file it names', async () => {
    const dataDir = await copyOfDemoStore(); // seeded once per run
    try {
      const publicDir = path.join(dataDir, 'files', 'public');
      const orphan = `${'ab'.repeat(16)}-detail.webp`;
      fs.writeFileSync(path.join(publicDir, orphan), 'x');
      const anHourAgo = new Date(Date.now() - 3_600_000);
      const before = fs.readdirSync(publicDir);
      for (const f of before) fs.utimesSync(path.join(publicDir, f), anHourAgo, anHourAgo);

      const api = await startTestApi({ SEED_DEMO: 'true' }, dataDir);
      const after = fs.readdirSync(publicDir);
      expect(after.sort()).toEqual(before.filter((f) => f !== orphan).sort());
      // every demo file is named by a product (thumbnail, gallery), a tyre range or a news post:
      // a module without its `referencedFiles` would lose its files here
      expect(after.length).toBeGreaterThan(20);
      await api.stop();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
