import fs from 'node:fs';
import path from 'node:path';
import type { AuthResponse, Job, JobApplication } from '@tyre/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfBytes, pngBytes, startTestApi, type TestApi } from '../../../test/test-api';

const DAY = 86_400_000;
/** The calendar day in Dhaka (UTC+6) `days` from now. */
const dhakaDay = (days = 0) => new Date(Date.now() + 6 * 3_600_000 + days * DAY).toISOString().slice(0, 10);

describe('jobs and applications', () => {
  let api: TestApi;
  let admin: string;
  let customer: AuthResponse;
  beforeAll(async () => {
    api = await startTestApi();
    admin = await api.adminToken();
    customer = await api.customer();
  });
  afterAll(() => api.stop());

  const job = (overrides: Record<string, unknown> = {}) => ({
    title: 'Sales Officer',
    vacancy: 2,
    experience: '2 years',
    deadline: dhakaDay(10),
    desc: 'Visit dealers and take their orders.',
    skills: 'Negotiation',
    accountabilities: 'Monthly target',
    eduReq: 'Any degree',
    location: 'Dhaka',
    salary: 'BDT 30,000',
    ref: 'SO-1',
    ...overrides,
  });
  const create = (body: Record<string, unknown>, token = admin) => api.call('POST', '/job', { token, body });
  const applyForm = (fields: Record<string, string> = {}, cv: Buffer | null = pdfBytes()) => {
    const f = new FormData();
    const all = {
      name: 'Farhana Akter',
      email: 'farhana@example.com',
      mobile: '01712345678',
      cover: 'Hire me',
      ...fields,
    };
    for (const [k, v] of Object.entries(all)) f.set(k, v);
    if (cv) f.set('cv', new Blob([new Uint8Array(cv)]), 'cv.pdf');
    return f;
  };
  const applications = async () =>
    (await api.call('GET', '/job/apply', { token: admin })).body as JobApplication[];
  const privateFiles = () => fs.readdirSync(path.join(api.dataDir, 'files', 'private'));

  it('when an admin creates, edits and deletes a job, then the public list and the job page follow', async () => {
    const made = await create(job({ title: 'Territory Sales Officer' }));
    expect(made.status).toBe(201);
    const one = await api.call('GET', '/job/territory-sales-officer');
    expect(one.status).toBe(200);
    expect(made.body).toEqual({ ...one.body, message: 'Job created' });
    expect(made.body.slug).toBe('territory-sales-officer');
    expect(one.body).toMatchObject({ ...job({ title: 'Territory Sales Officer' }), open: true });
    expect((await api.call('GET', `/job/${made.body._id}`)).body.title).toBe('Territory Sales Officer');

    const put = await api.call('PUT', '/job/territory-sales-officer', {
      token: admin,
      body: { title: 'Area Sales Officer', vacancy: '3' },
    });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ message: 'Job updated' });
    const edited = await api.call('GET', `/job/${made.body._id}`);
    expect(edited.body).toMatchObject({
      title: 'Area Sales Officer',
      slug: 'area-sales-officer',
      vacancy: 3,
      ref: 'SO-1',
    });
    const list = await api.call('GET', '/job');
    expect(list.body.map((j: Job) => j._id)).toContain(made.body._id);

    const del = await api.call('DELETE', `/job/${made.body._id}`, { token: admin });
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ message: 'Job deleted' });
    expect((await api.call('GET', `/job/${made.body._id}`)).status).toBe(404);
    expect((await api.call('DELETE', `/job/${made.body._id}`, { token: admin })).status).toBe(404);
  });

  it('when a deadline day is over in Dhaka, then the job leaves the public list but admins still see it with ?all=1', async () => {
    const past = await create(job({ title: 'Closed yesterday', deadline: dhakaDay(-1) }));
    const today = await create(job({ title: 'Closes tonight', deadline: dhakaDay(0) }));
    const soon = await create(job({ title: 'Closes soon', deadline: dhakaDay(1) }));
    const open = (await api.call('GET', '/job')).body as Job[];
    const ids = open.map((j) => j._id);
    expect(ids).not.toContain(past.body._id);
    expect(ids).toContain(today.body._id);
    // soonest deadline first
    expect(ids.indexOf(today.body._id)).toBeLessThan(ids.indexOf(soon.body._id));
    const all = await api.call('GET', '/job?all=1', { token: admin });
    expect(all.status).toBe(200);
    const closed = (all.body as Job[]).find((j) => j._id === past.body._id);
    expect(closed).toMatchObject({ open: false });
    expect(Number(all.headers.get('x-total-count'))).toBeGreaterThan(open.length);
    expect((await api.call('GET', '/job?all=1')).status).toBe(401);
    expect((await api.call('GET', '/job?all=1', { token: customer.token })).status).toBe(403);
    // applying is closed too
    const late = await api.call('POST', `/job/${past.body.slug}/apply`, { form: applyForm() });
    expect(late.status).toBe(409);
  });

  it('when a title is Bangla or would be "apply", then the slug keeps the script and never hides /job/apply', async () => {
    const bn = await create(job({ title: 'বিক্রয় কর্মকর্তা' }));
    expect(bn.body.slug).toBe('বিক্রয়-কর্মকর্তা');
    expect((await api.call('GET', `/job/${encodeURIComponent(bn.body.slug)}`)).body.title).toBe(
      'বিক্রয় কর্মকর্তা',
    );
    const apply = await create(job({ title: 'Apply' }));
    expect(apply.body.slug).toBe('apply-job');
    expect((await api.call('GET', '/job/apply', { token: admin })).status).toBe(200);
  });

  it('when job input is bad, then 400 names the fields and nothing is created', async () => {
    const before = (await api.call('GET', '/job?all=1', { token: admin })).headers.get('x-total-count');
    const bad = await create({ title: 'ab', vacancy: 0, deadline: '2026-02-30', desc: 'short' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(
      expect.arrayContaining(['title', 'vacancy', 'deadline', 'desc']),
    );
    const badPut = await api.call(
      'PUT',
      `/job/${(await create(job({ title: 'To be edited badly' }))).body.slug}`,
      {
        token: admin,
        body: { vacancy: 'many' },
      },
    );
    expect(badPut.status).toBe(400);
    expect(badPut.body.fields.vacancy).toBeDefined();
    expect((await api.call('DELETE', '/job/not-an-id', { token: admin })).status).toBe(400);
    expect((await api.call('GET', '/job/no-such-job')).status).toBe(404);
    expect((await api.call('GET', '/job?all=1', { token: admin })).headers.get('x-total-count')).toBe(
      String(Number(before) + 1),
    );
  });

  it('when a visitor or a customer writes jobs or reads applications, then 401 and 403', async () => {
    const made = await create(job({ title: 'Protected job' }));
    expect((await create(job({ title: 'Anonymous job' }), '')).status).toBe(401);
    expect((await create(job({ title: 'Customer job' }), customer.token)).status).toBe(403);
    expect((await api.call('PUT', `/job/${made.body.slug}`, { body: { vacancy: 9 } })).status).toBe(401);
    expect(
      (await api.call('PUT', `/job/${made.body.slug}`, { token: customer.token, body: { vacancy: 9 } }))
        .status,
    ).toBe(403);
    expect((await api.call('DELETE', `/job/${made.body._id}`)).status).toBe(401);
    expect((await api.call('DELETE', `/job/${made.body._id}`, { token: customer.token })).status).toBe(403);
    expect((await api.call('GET', '/job/apply')).status).toBe(401);
    expect((await api.call('GET', '/job/apply', { token: customer.token })).status).toBe(403);
    expect((await api.call('GET', `/job/${made.body._id}`)).body.vacancy).toBe(2);
  });

  it('when a visitor applies with a PDF, then admins see it with the job title and the CV, which no one else can open', async () => {
    const made = await create(job({ title: 'Service Technician' }));
    const res = await api.call('POST', `/job/${made.body.slug}/apply`, {
      form: applyForm({ mobile: '+8801812345678' }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: 'Thank you: your application has been sent' });
    const [latest] = await applications();
    expect(latest).toMatchObject({
      job: made.body._id,
      jobInfo: { title: 'Service Technician', slug: 'service-technician' },
      name: 'Farhana Akter',
      email: 'farhana@example.com',
      mobile: '01812345678',
      cover: 'Hire me',
      cv: expect.stringMatching(/^[0-9a-f]{32}\.pdf$/),
    });
    expect(privateFiles()).toContain(latest!.cv);
    const asAdmin = await api.call('GET', `/files/${latest!.cv}`, { token: admin });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.headers.get('content-type')).toBe('application/pdf');
    const missing = await api.call('GET', '/files/0123456789abcdef0123456789abcdef.pdf');
    for (const token of [undefined, customer.token]) {
      const r = await api.call('GET', `/files/${latest!.cv}`, { token });
      expect(r.status).toBe(404);
      expect(r.body).toEqual(missing.body);
    }
    // the list by job, and the copy of the title follows a rename
    await api.call('PUT', `/job/${made.body._id}`, {
      token: admin,
      body: { title: 'Senior Service Technician' },
    });
    const byJob = await api.call('GET', `/job/apply?job=${made.body._id}`, { token: admin });
    expect(byJob.headers.get('x-total-count')).toBe('1');
    expect(byJob.body[0].jobInfo).toEqual({
      title: 'Senior Service Technician',
      slug: 'senior-service-technician',
    });
    // deleting the application removes its CV
    const del = await api.call('DELETE', `/job/apply/${latest!._id}`, { token: admin });
    expect(del.status).toBe(200);
    expect(privateFiles()).not.toContain(latest!.cv);
  });

  it('when an application is bad, then 400 or 415 with the field, 404 for an unknown job, and nothing is stored', async () => {
    const made = await create(job({ title: 'Driver' }));
    const count = (await api.call('GET', '/job/apply', { token: admin })).headers.get('x-total-count');
    const files = privateFiles().length;
    const bad = await api.call('POST', `/job/${made.body.slug}/apply`, {
      form: applyForm({ email: 'nope', mobile: '123' }),
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(expect.arrayContaining(['email', 'mobile']));
    const noCv = await api.call('POST', `/job/${made.body.slug}/apply`, { form: applyForm({}, null) });
    expect(noCv.status).toBe(400);
    expect(noCv.body.fields.cv).toBeDefined();
    const picture = await api.call('POST', `/job/${made.body.slug}/apply`, {
      form: applyForm({}, await pngBytes()),
    });
    expect(picture.status).toBe(415);
    expect(picture.body.fields.cv).toBeDefined();
    expect((await api.call('POST', '/job/no-such-job/apply', { form: applyForm() })).status).toBe(404);
    expect((await api.call('GET', '/job/apply', { token: admin })).headers.get('x-total-count')).toBe(count);
    expect(privateFiles()).toHaveLength(files);
  });

  it('when a bot fills the honeypot, then it gets the same 201 and nothing is stored', async () => {
    const made = await create(job({ title: 'Storekeeper' }));
    const count = (await api.call('GET', '/job/apply', { token: admin })).headers.get('x-total-count');
    const files = privateFiles().length;
    const res = await api.call('POST', `/job/${made.body.slug}/apply`, {
      form: applyForm({ website: 'http://spam.example' }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: 'Thank you: your application has been sent' });
    expect((await api.call('GET', '/job/apply', { token: admin })).headers.get('x-total-count')).toBe(count);
    expect(privateFiles()).toHaveLength(files);
  });

  // Last: it uses up this address's applications for the window.
  it('when one address sends too many applications, then 429 with Retry-After before the upload is read', async () => {
    const made = await create(job({ title: 'Cashier' }));
    let refused: Awaited<ReturnType<TestApi['call']>> | undefined;
    for (let i = 0; i < 12 && !refused; i++) {
      const r = await api.call('POST', `/job/${made.body.slug}/apply`, { form: applyForm({ name: 'x' }) });
      if (r.status === 429) refused = r;
      else expect(r.status).toBe(400);
    }
    expect(refused?.status).toBe(429);
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);
    const count = (await api.call('GET', '/job/apply', { token: admin })).headers.get('x-total-count');
    const good = await api.call('POST', `/job/${made.body.slug}/apply`, { form: applyForm() });
    expect(good.status).toBe(429);
    // refused before the upload is read: an oversized CV would otherwise be 413
    const huge = Buffer.concat([pdfBytes(), Buffer.alloc(6 * 1024 * 1024)]);
    expect(
      (await api.call('POST', `/job/${made.body.slug}/apply`, { form: applyForm({}, huge) })).status,
    ).toBe(429);
    expect((await api.call('GET', '/job/apply', { token: admin })).headers.get('x-total-count')).toBe(count);
  });
});
