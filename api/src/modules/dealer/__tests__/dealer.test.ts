import fs from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { AuthResponse, DealerRequest } from '@tyre/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfBytes, pngBytes, startTestApi, type TestApi } from '../../../test/test-api';

describe('dealer requests', () => {
  let api: TestApi;
  let admin: string;
  let customer: AuthResponse;
  beforeAll(async () => {
    api = await startTestApi();
    admin = await api.adminToken();
    customer = await api.customer();
  });
  afterAll(() => api.stop());

  const requestForm = (fields: Record<string, string> = {}, file: Buffer | null = pdfBytes()) => {
    const f = new FormData();
    const all = {
      name: 'Abdul Karim',
      companyName: 'Karim Tyre House',
      email: 'karim@example.com',
      mobile: '01711223344',
      message: 'We would like to sell your tyres in Bogura.',
      ...fields,
    };
    for (const [k, v] of Object.entries(all)) f.set(k, v);
    if (file) f.set('file', new Blob([new Uint8Array(file)]), 'licence.bin');
    return f;
  };
  const send = (fields: Record<string, string> = {}, file?: Buffer | null) =>
    api.call('POST', '/dealer', { form: requestForm(fields, file === undefined ? pdfBytes() : file) });
  const total = async () =>
    Number((await api.call('GET', '/dealer', { token: admin })).headers.get('x-total-count'));
  const privateFiles = () => fs.readdirSync(path.join(api.dataDir, 'files', 'private'));

  it('when a visitor sends a request with a PDF or a picture, then admins list and open it, and only admins get the file', async () => {
    const pdf = await send();
    expect(pdf.status).toBe(201);
    expect(pdf.body).toEqual({ message: 'Thank you: your dealership request has been sent' });
    const pic = await send(
      { companyName: 'Jahan Auto Parts', name: 'Nusrat Jahan' },
      await pngBytes(800, 600),
    );
    expect(pic.status).toBe(201);

    const list = await api.call('GET', '/dealer', { token: admin });
    expect(list.status).toBe(200);
    expect(list.headers.get('x-total-count')).toBe('2');
    const [newest, older] = list.body as DealerRequest[];
    expect(newest).toMatchObject({
      slug: 'jahan-auto-parts',
      fileKind: 'image',
      handled: false,
      archived: false,
    });
    expect(newest!.file).toMatch(/^[0-9a-f]{32}\.webp$/);
    expect(older).toMatchObject({ slug: 'karim-tyre-house', fileKind: 'document', mobile: '01711223344' });
    expect(older!.file).toMatch(/^[0-9a-f]{32}\.pdf$/);

    const one = await api.call('GET', '/dealer/karim-tyre-house', { token: admin });
    expect(one.body).toEqual(older);
    expect((await api.call('GET', `/dealer/${older!._id}`, { token: admin })).body).toEqual(older);

    const missing = await api.call('GET', '/files/0123456789abcdef0123456789abcdef.pdf');
    for (const file of [newest!.file, older!.file]) {
      expect(privateFiles()).toContain(file);
      expect((await api.call('GET', `/files/${file}`, { token: admin })).status).toBe(200);
      for (const token of [undefined, customer.token]) {
        const r = await api.call('GET', `/files/${file}`, { token });
        expect(r.status).toBe(404);
        expect(r.body).toEqual(missing.body);
      }
    }

    // a second request from the same company gets its own slug
    await send();
    expect((await api.call('GET', '/dealer/karim-tyre-house-2', { token: admin })).status).toBe(200);
  });

  it('when an admin flags a request handled or archived, then the lists filter by it; deleting removes its file', async () => {
    await send({ companyName: 'Sylhet Wheel Centre' });
    const put = await api.call('PUT', '/dealer/sylhet-wheel-centre', {
      token: admin,
      body: { handled: true },
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ slug: 'sylhet-wheel-centre', handled: true, archived: false });
    const archived = await api.call('PUT', '/dealer/sylhet-wheel-centre', {
      token: admin,
      body: { archived: true },
    });
    expect(archived.body).toMatchObject({ handled: true, archived: true });
    const onlyArchived = await api.call('GET', '/dealer?archived=1', { token: admin });
    expect(onlyArchived.body.map((r: DealerRequest) => r.slug)).toEqual(['sylhet-wheel-centre']);
    const inbox = await api.call('GET', '/dealer?archived=0&handled=0', { token: admin });
    expect(inbox.body.map((r: DealerRequest) => r.slug)).not.toContain('sylhet-wheel-centre');

    const empty = await api.call('PUT', '/dealer/sylhet-wheel-centre', { token: admin, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.fields.handled).toBeDefined();
    expect(
      (await api.call('PUT', '/dealer/no-such-request', { token: admin, body: { handled: true } })).status,
    ).toBe(404);

    const del = await api.call('DELETE', '/dealer/sylhet-wheel-centre', { token: admin });
    expect(del.status).toBe(200);
    expect(privateFiles()).not.toContain(archived.body.file);
    expect((await api.call('GET', '/dealer/sylhet-wheel-centre', { token: admin })).status).toBe(404);
  });

  it('when a request is bad, then 400 or 415 with the field and nothing is stored', async () => {
    const before = await total();
    const files = privateFiles().length;
    const bad = await send({ email: 'nope', mobile: '12', companyName: '' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(expect.arrayContaining(['email', 'mobile', 'companyName']));
    const noFile = await send({}, null);
    expect(noFile.status).toBe(400);
    expect(noFile.body.fields.file).toBeDefined();
    const text = await send({}, Buffer.from('just some text, not a document'));
    expect(text.status).toBe(415);
    expect(text.body.fields.file).toBeDefined();
    expect((await api.call('POST', '/dealer', { body: { name: 'x' } })).status).toBe(415);
    expect(await total()).toBe(before);
    expect(privateFiles()).toHaveLength(files);
  });

  it('when a visitor or a customer reads or changes requests, then 401 and 403', async () => {
    await send({ companyName: 'Private Tyres' });
    for (const [token, status] of [
      [undefined, 401],
      [customer.token, 403],
    ] as const) {
      expect((await api.call('GET', '/dealer', { token })).status).toBe(status);
      expect((await api.call('GET', '/dealer/private-tyres', { token })).status).toBe(status);
      expect(
        (await api.call('PUT', '/dealer/private-tyres', { token, body: { handled: true } })).status,
      ).toBe(status);
      expect((await api.call('DELETE', '/dealer/private-tyres', { token })).status).toBe(status);
    }
    expect((await api.call('GET', '/dealer/private-tyres', { token: admin })).body.handled).toBe(false);
  });

  it('when a bot fills the honeypot, then it gets the same 201 and nothing is stored', async () => {
    const before = await total();
    const files = privateFiles().length;
    const res = await send({ website: 'http://spam.example', companyName: 'Spam Tyres' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: 'Thank you: your dealership request has been sent' });
    expect(await total()).toBe(before);
    expect(privateFiles()).toHaveLength(files);
  });

  // Last: it uses up this address's requests for the window.
  it('when one address sends too many requests, then 429 with Retry-After and nothing more is stored', async () => {
    let refused: Awaited<ReturnType<TestApi['call']>> | undefined;
    for (let i = 0; i < 12 && !refused; i++) {
      const r = await send({ email: 'bad' });
      if (r.status === 429) refused = r;
      else expect(r.status).toBe(400);
    }
    expect(refused?.status).toBe(429);
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);
    const before = await total();
    const files = privateFiles().length;
    expect((await send({ companyName: 'Too Late Tyres' })).status).toBe(429);
    // refused before the upload is read: an oversized file would otherwise be 413
    expect((await send({}, Buffer.concat([pdfBytes(), Buffer.alloc(6 * 1024 * 1024)]))).status).toBe(429);
    expect(await total()).toBe(before);
    expect(privateFiles()).toHaveLength(files);
  });
});

describe('picture bombs', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.stop());

  /** A small PNG (about 30 KB) that declares `size` x `size` one-bit pixels: a picture bomb. */
  const pictureBomb = (size: number): Buffer => {
    const chunk = (type: string, data: Buffer) => {
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(body));
      return Buffer.concat([length, body, crc]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(size, 0);
    header.writeUInt32BE(size, 4);
    header.set([1, 0, 0, 0, 0], 8); // 1-bit greyscale
    const rows = Buffer.alloc((Math.ceil(size / 8) + 1) * size); // filter 0, all black
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(rows)),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  };

  it('when a picture declares more than 50 megapixels, then it is refused at once (413, before decoding) and nothing is stored', async () => {
    const files = fs.readdirSync(path.join(api.dataDir, 'files', 'private')).length;
    const bomb = pictureBomb(16_000);
    expect(bomb.length).toBeLessThan(200_000);
    const started = Date.now();
    const form = new FormData();
    for (const [k, v] of Object.entries({
      name: 'Abdul Karim',
      companyName: 'Bomb Tyres',
      email: 'karim@example.com',
      mobile: '01711223344',
      message: 'A picture that declares 256 million pixels.',
    }))
      form.set(k, v);
    form.set('file', new Blob([new Uint8Array(bomb)]), 'licence.png');
    const res = await api.call('POST', '/dealer', { form });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(res.status).toBe(413);
    expect((res.body as { message: string }).message).toBe('The image is too large: at most 50 megapixels');
    const admin = await api.adminToken();
    expect((await api.call('GET', '/dealer', { token: admin })).headers.get('x-total-count')).toBe('0');
    expect(fs.readdirSync(path.join(api.dataDir, 'files', 'private'))).toHaveLength(files);
  });
});
