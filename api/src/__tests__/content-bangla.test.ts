import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Banner, ContactInfo, ContactInfoInput, GalleryItem, Job } from '@tyre/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../lib/store/open-store';
import { pngBytes, startTestApi, type TestApi } from '../test/test-api';

const DAY = 86_400_000;
const dhakaDay = (days = 0) => new Date(Date.now() + 6 * 3_600_000 + days * DAY).toISOString().slice(0, 10);

const JOB_TWINS = {
  titleBn: 'বিক্রয় কর্মকর্তা',
  experienceBn: '২ বছর',
  descBn: 'ডিলারদের কাছে গিয়ে অর্ডার নেওয়া।',
  skillsBn: 'দর-কষাকষি',
  accountabilitiesBn: 'মাসিক লক্ষ্য',
  eduReqBn: 'যেকোনো বিষয়ে স্নাতক',
  locationBn: 'সিলেট',
  salaryBn: '৳ ৩০,০০০',
};
const NO_JOB_TWINS = Object.fromEntries(Object.keys(JOB_TWINS).map((key) => [key, '']));

/** Banners, gallery pictures, jobs and the contact details carry Bangla twins of their texts. */
describe('Bangla twins of the content', () => {
  let api: TestApi;
  let admin: string;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tyre-content-bangla-'));
  beforeAll(async () => {
    api = await startTestApi({}, dataDir);
    admin = await api.adminToken();
  });
  afterAll(async () => {
    await api.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const job = (overrides: Record<string, unknown> = {}) => ({
    title: 'Sales Officer',
    vacancy: 2,
    deadline: dhakaDay(10),
    desc: 'Visit dealers and take their orders.',
    location: 'Sylhet',
    salary: 'BDT 30,000',
    ...overrides,
  });
  const banner = async (fields: Record<string, string>) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(fields)) f.set(k, v);
    f.set('file', new Blob([new Uint8Array(await pngBytes(1200, 400))]), 'banner.png');
    return api.call('POST', '/banners', { token: admin, form: f });
  };

  it("when an admin writes a banner with a Bangla caption, then it is read back, and a caption sent as '' clears it", async () => {
    const created = await banner({ title: 'Monsoon grip', titleBn: 'বর্ষায় মজবুত গ্রিপ' });
    expect(created.status).toBe(201);
    const [listed] = (await api.call('GET', '/banners')).body as Banner[];
    expect(listed).toMatchObject({ title: 'Monsoon grip', titleBn: 'বর্ষায় মজবুত গ্রিপ' });

    const kept = await api.call('PUT', `/banners/${listed!._id}`, { token: admin, body: { title: 'Grip' } });
    expect(kept.body).toMatchObject({ title: 'Grip', titleBn: 'বর্ষায় মজবুত গ্রিপ' });
    const cleared = await api.call('PUT', `/banners/${listed!._id}`, { token: admin, body: { titleBn: '' } });
    expect(cleared.body).toMatchObject({ title: 'Grip', titleBn: '' });

    const plain = await banner({ title: 'Only English' });
    const all = (await api.call('GET', '/banners?all=1', { token: admin })).body as Banner[];
    expect(all.find((b) => b._id === plain.body._id)).toMatchObject({ titleBn: '' });
  });

  it('when an admin uploads pictures with Bangla captions, then each picture gets its own, and PUT changes or clears it', async () => {
    const f = new FormData();
    for (const c of ['Dealer meet', 'Tyre camp']) f.append('caption', c);
    f.append('captionBn', 'ডিলার সম্মেলন');
    for (let i = 0; i < 2; i += 1)
      f.append('file', new Blob([new Uint8Array(await pngBytes(400, 300))]), `p${i}.png`);
    const res = await api.call('POST', '/gallery', { token: admin, form: f });
    expect(res.status).toBe(201);
    const items = res.body as GalleryItem[];
    expect(items.map((i) => [i.caption, i.captionBn])).toEqual([
      ['Dealer meet', 'ডিলার সম্মেলন'],
      ['Tyre camp', ''],
    ]);

    const second = items[1]!;
    const set = await api.call('PUT', `/gallery/${second._id}`, {
      token: admin,
      body: { caption: 'Tyre camp, Gazipur', captionBn: 'টায়ার ক্যাম্প, গাজীপুর' },
    });
    expect(set.body).toMatchObject({ caption: 'Tyre camp, Gazipur', captionBn: 'টায়ার ক্যাম্প, গাজীপুর' });
    // a caption change without the Bangla one keeps it
    const kept = await api.call('PUT', `/gallery/${second._id}`, {
      token: admin,
      body: { caption: 'Tyre camp' },
    });
    expect(kept.body).toMatchObject({ caption: 'Tyre camp', captionBn: 'টায়ার ক্যাম্প, গাজীপুর' });
    const cleared = await api.call('PUT', `/gallery/${second._id}`, {
      token: admin,
      body: { caption: 'Tyre camp', captionBn: '' },
    });
    expect(cleared.body).toMatchObject({ captionBn: '' });
    const listed = (await api.call('GET', '/gallery')).body as GalleryItem[];
    expect(listed.find((i) => i._id === items[0]!._id)).toMatchObject({ captionBn: 'ডিলার সম্মেলন' });

    const tooMany = new FormData();
    tooMany.append('captionBn', 'এক');
    tooMany.append('captionBn', 'দুই');
    tooMany.append('file', new Blob([new Uint8Array(await pngBytes(200, 200))]), 'one.png');
    const refused = await api.call('POST', '/gallery', { token: admin, form: tooMany });
    expect(refused.status).toBe(400);
    expect(refused.body.fields.captionBn).toBeDefined();
  });

  it("when an admin writes a job with Bangla twins, then every twin is read back, '' clears one, and a job without them answers ''", async () => {
    const created = await api.call('POST', '/job', { token: admin, body: job(JOB_TWINS) });
    expect(created.status).toBe(201);
    const read = (await api.call('GET', `/job/${created.body.slug}`)).body as Job;
    expect(read).toMatchObject({ title: 'Sales Officer', salary: 'BDT 30,000', ...JOB_TWINS });

    const put = await api.call('PUT', `/job/${created.body.slug}`, {
      token: admin,
      body: { salaryBn: '', titleBn: 'জ্যেষ্ঠ বিক্রয় কর্মকর্তা' },
    });
    expect(put.status).toBe(200);
    const after = (await api.call('GET', `/job/${created.body._id}`)).body as Job;
    expect(after).toMatchObject({ ...JOB_TWINS, salaryBn: '', titleBn: 'জ্যেষ্ঠ বিক্রয় কর্মকর্তা' });

    const plain = await api.call('POST', '/job', { token: admin, body: job({ title: 'Driver' }) });
    expect((await api.call('GET', `/job/${plain.body.slug}`)).body).toMatchObject(NO_JOB_TWINS);

    const long = await api.call('POST', '/job', { token: admin, body: job({ salaryBn: 'x'.repeat(101) }) });
    expect(long.status).toBe(400);
    expect(long.body.fields.salaryBn).toBeDefined();
  });

  it('when the jobs are searched, then a job is found by its English or its Bangla title or location', async () => {
    await api.call('POST', '/job', {
      token: admin,
      body: job({ title: 'Warehouse Keeper', titleBn: 'গুদাম রক্ষক', location: 'Bogura', locationBn: 'বগুড়া' }),
    });
    const titles = async (search: string, all = false) =>
      (
        (
          await api.call('GET', `/job?${all ? 'all=1&' : ''}search=${encodeURIComponent(search)}`, {
            token: admin,
          })
        ).body as Job[]
      ).map((j) => j.title);
    expect(await titles('গুদাম')).toEqual(['Warehouse Keeper']);
    expect(await titles('warehouse', true)).toEqual(['Warehouse Keeper']);
    expect(await titles('বগুড়া', true)).toEqual(['Warehouse Keeper']);
    expect(await titles('বিক্রয়', true)).toEqual(['Sales Officer']);
    expect(await titles('(')).toEqual([]);
  });

  it('when an admin saves the contact details with Bangla twins, then they are read back', async () => {
    const details: ContactInfoInput = {
      blurb: 'Tyres for every road.',
      blurbBn: 'সব রাস্তার জন্য টায়ার।',
      offices: [
        { name: 'Head office', address: 'Banani, Dhaka', nameBn: 'প্রধান কার্যালয়', addressBn: 'বনানী, ঢাকা' },
        { name: 'Depot', address: 'Tongi' },
      ],
      phones: ['+880 1711-111111'],
      email: 'hello@example.com',
      social: [],
    };
    const put = await api.call('PUT', '/contact', { token: admin, body: details });
    expect(put.status).toBe(200);
    expect((await api.call('GET', '/contact')).body).toEqual({
      ...details,
      offices: [details.offices[0], { name: 'Depot', address: 'Tongi', nameBn: '', addressBn: '' }],
    });
  });

  it("when records were stored before the Bangla twins existed, then they answer them as ''", async () => {
    await api.stop();
    const { store } = await openStore({ dataDir, mongodbUri: undefined });
    await store.ready();
    const unset = (keys: string[]) => ({ $unset: Object.fromEntries(keys.map((k) => [k, true])) });
    await store.collection<Banner>('banners').updateMany({}, unset(['titleBn']) as never);
    await store.collection<GalleryItem>('gallery').updateMany({}, unset(['captionBn']) as never);
    await store.collection<Job>('jobs').updateMany({}, unset(Object.keys(JOB_TWINS)) as never);
    await store.collection<ContactInfo & { _id: string }>('settings').updateOne({ _id: 'contact' }, {
      $set: { offices: [{ name: 'Head office', address: 'Banani, Dhaka' }] },
      $unset: { blurbBn: true },
    } as never);
    const stored = await store.collection<Job>('jobs').find({});
    expect(stored.every((j) => !('titleBn' in j))).toBe(true);
    await store.close();

    api = await startTestApi({}, dataDir);
    admin = await api.adminToken();
    const banners = (await api.call('GET', '/banners?all=1', { token: admin })).body as Banner[];
    expect(banners.length).toBeGreaterThan(0);
    for (const b of banners) expect(b.titleBn).toBe('');
    const gallery = (await api.call('GET', '/gallery')).body as GalleryItem[];
    expect(gallery.length).toBeGreaterThan(0);
    for (const g of gallery) expect(g.captionBn).toBe('');
    const jobs = (await api.call('GET', '/job?all=1', { token: admin })).body as Job[];
    expect(jobs.length).toBeGreaterThan(0);
    for (const j of jobs) expect(j).toMatchObject(NO_JOB_TWINS);
    const contact = (await api.call('GET', '/contact')).body as ContactInfo;
    expect(contact).toMatchObject({
      blurbBn: '',
      offices: [{ name: 'Head office', address: 'Banani, Dhaka', nameBn: '', addressBn: '' }],
    });
  });
});
