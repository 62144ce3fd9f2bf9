import { DEFAULT_COURIERS, type AuthResponse, type Courier } from '@tyre/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/test-api';

describe('couriers', () => {
  let api: TestApi;
  let admin: string;
  let customer: AuthResponse;
  beforeAll(async () => {
    api = await startTestApi();
    admin = await api.adminToken();
    customer = await api.customer();
  });
  afterAll(() => api.stop());

  const list = async () => {
    const res = await api.call('GET', '/couriers', { token: admin });
    expect(res.status).toBe(200);
    return res.body as Courier[];
  };
  const add = (body: Record<string, unknown>) => api.call('POST', '/couriers', { token: admin, body });

  it('when a new store starts, then it holds the default couriers, active, by name', async () => {
    const couriers = await list();
    expect(couriers.map((c) => c.name).sort()).toEqual(DEFAULT_COURIERS.map((c) => c.name).sort());
    expect(couriers.map((c) => c.name)).toEqual(
      [...couriers.map((c) => c.name)].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    const pathao = couriers.find((c) => c.name === 'Pathao Courier')!;
    expect(pathao).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: 'Pathao Courier',
      nameBn: 'পাঠাও কুরিয়ার',
      trackingUrl: '',
      active: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(couriers.every((c) => c.active)).toBe(true);
  });

  it('when a visitor or a customer asks for any courier route, then 401 or 403 and nothing changes', async () => {
    const id = (await list())[0]!._id;
    const before = await list();
    for (const token of [undefined, customer.token]) {
      const expected = token ? 403 : 401;
      expect((await api.call('GET', '/couriers', { token })).status).toBe(expected);
      expect(
        (await api.call('POST', '/couriers', { token, body: { name: 'Sneaky', nameBn: 'চুপি' } })).status,
      ).toBe(expected);
      expect((await api.call('PUT', `/couriers/${id}`, { token, body: { active: false } })).status).toBe(
        expected,
      );
      expect((await api.call('DELETE', `/couriers/${id}`, { token })).status).toBe(expected);
    }
    expect(await list()).toEqual(before);
  });

  it('when an admin adds, changes and deletes a courier, then the list follows', async () => {
    const created = await add({
      name: 'Janani Express',
      nameBn: 'জননী এক্সপ্রেস',
      trackingUrl: 'https://janani.example.com/track?id={number}',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Janani Express',
      nameBn: 'জননী এক্সপ্রেস',
      trackingUrl: 'https://janani.example.com/track?id={number}',
      active: true,
    });
    const id = created.body._id as string;
    expect((await list()).map((c) => c._id)).toContain(id);

    const changed = await api.call('PUT', `/couriers/${id}`, {
      token: admin,
      body: { active: false, name: 'Janani Courier' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      _id: id,
      name: 'Janani Courier',
      nameBn: 'জননী এক্সপ্রেস',
      active: false,
    });
    expect((await list()).find((c) => c._id === id)).toMatchObject({ name: 'Janani Courier', active: false });

    // only the fields sent change: the tracking page and `active` stay as they were
    const renamed = await api.call('PUT', `/couriers/${id}`, {
      token: admin,
      body: { nameBn: 'জননী কুরিয়ার' },
    });
    expect(renamed.body).toMatchObject({
      name: 'Janani Courier',
      nameBn: 'জননী কুরিয়ার',
      trackingUrl: 'https://janani.example.com/track?id={number}',
      active: false,
    });
    const cleared = await api.call('PUT', `/couriers/${id}`, { token: admin, body: { trackingUrl: '' } });
    expect(cleared.body).toMatchObject({ trackingUrl: '', active: false });

    const deleted = await api.call('DELETE', `/couriers/${id}`, { token: admin });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: 'Courier deleted' });
    expect((await list()).map((c) => c._id)).not.toContain(id);
    expect((await api.call('DELETE', `/couriers/${id}`, { token: admin })).status).toBe(404);
    expect((await api.call('PUT', `/couriers/${id}`, { token: admin, body: { active: true } })).status).toBe(
      404,
    );
  });

  it('when a name is already used (in any case, in either language), then 409 naming the field', async () => {
    const same = await add({ name: 'pathao   COURIER', nameBn: 'অন্য নাম' });
    expect(same.status).toBe(409);
    expect(same.body).toMatchObject({
      code: 'conflict',
      message: 'A courier with this name already exists',
      fields: { name: 'is already used' },
    });
    const sameBn = await add({ name: 'Another one', nameBn: 'পাঠাও কুরিয়ার' });
    expect(sameBn.status).toBe(409);
    expect(sameBn.body.fields).toEqual({ nameBn: 'is already used' });

    const redx = (await list()).find((c) => c.name === 'RedX')!;
    const rename = await api.call('PUT', `/couriers/${redx._id}`, {
      token: admin,
      body: { name: 'Steadfast Courier' },
    });
    expect(rename.status).toBe(409);
    expect(rename.body.fields).toEqual({ name: 'is already used' });
    expect((await list()).find((c) => c._id === redx._id)!.name).toBe('RedX');
  });

  it('when a body breaks the rules, then 400 with a message per field', async () => {
    const bad = await add({ name: '', nameBn: 'ক'.repeat(61), trackingUrl: 'http://example.com/{number}' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      name: 'is required',
      nameBn: 'must be 60 characters or fewer',
      trackingUrl: 'must be an https address with {number} in it',
    });
    const noPlace = await add({
      name: 'No place',
      nameBn: 'জায়গা নেই',
      trackingUrl: 'https://example.com/track',
    });
    expect(noPlace.status).toBe(400);
    expect(noPlace.body.fields).toEqual({ trackingUrl: 'must be an https address with {number} in it' });
  });
});

describe('the default couriers', () => {
  it('when an admin deletes a default courier and the API starts again on the same store, then it does not come back', async () => {
    const first = await startTestApi();
    const dir = first.dataDir;
    const token = await first.adminToken();
    const couriers = (await first.call('GET', '/couriers', { token })).body as Courier[];
    const redx = couriers.find((c) => c.name === 'RedX')!;
    expect((await first.call('DELETE', `/couriers/${redx._id}`, { token })).status).toBe(200);
    await first.server.stop();

    const again = await startTestApi({}, dir);
    try {
      const after = (await again.call('GET', '/couriers', { token: await again.adminToken() }))
        .body as Courier[];
      expect(after.map((c) => c.name)).not.toContain('RedX');
      expect(after).toHaveLength(DEFAULT_COURIERS.length - 1);
    } finally {
      await again.stop();
      const { rmSync } = await import('node:fs');
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
