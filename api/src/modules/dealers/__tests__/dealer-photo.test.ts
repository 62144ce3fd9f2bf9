import type { Dealer } from '@tyre/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfBytes, pngBytes, startTestApi, type TestApi } from '../../../test/test-api';

describe("a dealer's photo", () => {
  let api: TestApi;
  let admin: string;
  let dealer: Dealer;
  beforeAll(async () => {
    api = await startTestApi();
    admin = await api.adminToken();
    const made = await api.call('POST', '/dealers', {
      token: admin,
      body: {
        name: 'Photo Tyres',
        district: 'Bogura',
        upazila: 'Sadar',
        address: '1 Station Road',
        phones: ['01711223344'],
        hours: { days: ['Sa'], opens: '09:00', closes: '20:00' },
        lat: 24.8465,
        lng: 89.3773,
      },
    });
    dealer = made.body as Dealer;
  });
  afterAll(() => api.stop());

  const upload = async (bytes: Buffer, name = 'shop.png', token = admin) => {
    const form = new FormData();
    form.set('photo', new Blob([new Uint8Array(bytes)]), name);
    return api.call('PUT', `/dealers/${dealer.slug}/photo`, { token, form });
  };
  const fileStatus = async (name: string) => (await api.call('GET', `/files/${name}`)).status;

  it('when an admin uploads a photo, then it is resized like product pictures and shown in the dealer, its list and its page', async () => {
    expect(dealer.photo).toBeUndefined();
    const r = await upload(await pngBytes(1600, 1000));
    expect(r.status).toBe(200);
    const photo = (r.body as Dealer).photo!;
    expect(Object.keys(photo).sort()).toEqual(['detail', 'full', 'preview', 'thumb']);
    const card = await fetch(`${api.base}/files/${photo.thumb}`);
    expect(card.status).toBe(200);
    const sharp = (await import('sharp')).default;
    expect(await sharp(Buffer.from(await card.arrayBuffer())).metadata()).toMatchObject({
      width: 400,
      height: 400,
    });
    expect(
      (
        await sharp(
          Buffer.from(await (await fetch(`${api.base}/files/${photo.detail}`)).arrayBuffer()),
        ).metadata()
      ).width,
    ).toBe(1000);
    expect(((await api.call('GET', `/dealers/${dealer.slug}`)).body as Dealer).photo).toEqual(photo);
    expect(((await api.call('GET', '/dealers')).body as Dealer[])[0]!.photo).toEqual(photo);

    // a new photo replaces it, and the old files are removed
    const again = await upload(await pngBytes(800, 600));
    const next = (again.body as Dealer).photo!;
    expect(next.full).not.toBe(photo.full);
    expect(await fileStatus(photo.thumb)).toBe(404);
    expect(await fileStatus(photo.full)).toBe(404);
    expect(await fileStatus(next.thumb)).toBe(200);

    // removed: the dealer has none, and its files are gone
    const removed = await api.call('DELETE', `/dealers/${dealer.slug}/photo`, { token: admin });
    expect(removed.status).toBe(200);
    expect((removed.body as Dealer).photo).toBeUndefined();
    expect(await fileStatus(next.full)).toBe(404);
  });

  it('when the file is not a picture, is missing, or the writer is not an admin, then it is refused and nothing changes', async () => {
    const pdf = await upload(pdfBytes(), 'shop.png');
    expect(pdf.status).toBe(415);
    const none = await api.call('PUT', `/dealers/${dealer.slug}/photo`, {
      token: admin,
      form: new FormData(),
    });
    expect(none.status).toBe(400);
    expect(none.body.fields).toEqual({ photo: expect.any(String) });
    const customer = await api.customer();
    expect((await upload(await pngBytes(), 'shop.png', customer.token)).status).toBe(403);
    const nobody = await api.call('PUT', '/dealers/no-such-dealer/photo', {
      token: admin,
      form: (() => {
        const form = new FormData();
        form.set('photo', new Blob([new Uint8Array(pdfBytes())]), 'x.png');
        return form;
      })(),
    });
    expect([404, 415]).toContain(nobody.status);
    expect(((await api.call('GET', `/dealers/${dealer.slug}`)).body as Dealer).photo).toBeUndefined();
  });

  it('when two photos are sent at once, then one is kept and every file of the other is removed (no orphan)', async () => {
    const [a, b] = await Promise.all([upload(await pngBytes(500, 500)), upload(await pngBytes(600, 600))]);
    const statuses = [a.status, b.status].sort();
    const kept = ((await api.call('GET', `/dealers/${dealer.slug}`)).body as Dealer).photo!;
    expect(kept).toBeDefined();
    const answers = [a, b].filter((r) => r.status === 200).map((r) => (r.body as Dealer).photo!);
    // the last written photo is the dealer's; any other written one was replaced (and removed)
    expect(answers.map((p) => p.full)).toContain(kept.full);
    for (const p of answers.filter((p) => p.full !== kept.full)) expect(await fileStatus(p.full)).toBe(404);
    if (statuses[1] === 409) expect(statuses).toEqual([200, 409]);
    // the files the dealers' records name are what the sweep keeps
    const referenced = await fetch(`${api.base}/files/${kept.thumb}`);
    expect(referenced.status).toBe(200);
  });

  it("when a dealer is deleted, then its photo's files go with it", async () => {
    const photo = ((await upload(await pngBytes())).body as Dealer).photo!;
    expect((await api.call('DELETE', `/dealers/${dealer.slug}`, { token: admin })).status).toBe(200);
    expect(await fileStatus(photo.full)).toBe(404);
    expect(await fileStatus(photo.thumb)).toBe(404);
  });
});
