import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEALER_CSV_COLUMNS, type Dealer, type DealerImportResult } from '@tyre/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileService } from '../../../lib/files/file-service';
import { NedbStore } from '../../../lib/store/nedb-store';
import { startTestApi, type TestApi } from '../../../test/test-api';
import { importDealers } from '../dealers-csv';
import { DealersRepository, type DealerDoc } from '../dealers.repository';
import { DealersService, type DealersDeps } from '../dealers.service';

const HEADER = DEALER_CSV_COLUMNS.join(',');
const row = (cells: Partial<Record<(typeof DEALER_CSV_COLUMNS)[number], string>>) =>
  DEALER_CSV_COLUMNS.map(
    (c) =>
      cells[c] ??
      {
        authNumber: '',
        name: 'Csv Tyres',
        nameBn: 'সিএসভি টায়ার',
        district: 'Bogura',
        upazila: 'Sadar',
        upazilaBn: 'সদর',
        address: '1 Station Road, Bogura',
        addressBn: '',
        phones: '01711000001',
        email: '',
        days: 'Sa|Su|Mo|Tu|We|Th',
        opens: '09:00',
        closes: '20:00',
        services: 'fitting|truck-tyres',
        categories: 'truck-bus',
        lat: '24.8465',
        lng: '89.3773',
        listed: 'yes',
      }[c],
  )
    .map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell))
    .join(',');
const csvForm = (text: string) => {
  const form = new FormData();
  form.set('file', new Blob([text]), 'dealers.csv');
  return form;
};

describe('the dealers CSV', () => {
  let api: TestApi;
  let admin: string;
  beforeAll(async () => {
    api = await startTestApi();
    admin = await api.adminToken();
    await api.call('POST', '/category', { token: admin, body: { name: 'Truck Bus', slug: 'truck-bus' } });
  });
  afterAll(() => api.stop());

  const upload = (text: string, token = admin) =>
    api.call('POST', '/dealers/import', { token, form: csvForm(text) });
  const exported = async () => {
    const r = await fetch(`${api.base}/dealers/export`, { headers: { Authorization: `Bearer ${admin}` } });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('text/csv');
    const bytes = Buffer.from(await r.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    return bytes.subarray(3).toString('utf8');
  };
  const total = async () =>
    Number((await api.call('GET', '/dealers?all=1&size=1', { token: admin })).headers.get('x-total-count'));

  it('when an admin imports new dealers, then each gets a number (the next, or the one given) and is listed, mapped and found nearest first', async () => {
    const r = await upload(
      [
        HEADER,
        row({ name: 'Alpha Trucks', phones: '01711000001|02-9123456' }),
        row({
          name: 'Beta Tyres',
          authNumber: 'tbd-2024-0500',
          district: 'Dhaka',
          lat: '23.76',
          lng: '90.40',
          listed: 'no',
        }),
        '',
      ].join('\r\n'),
    );
    expect(r.status).toBe(200);
    expect(r.body as DealerImportResult).toEqual({
      message: 'Imported 2 rows: 2 new, 0 changed, 0 unchanged',
      rows: 2,
      created: 2,
      updated: 0,
      unchanged: 0,
    });
    const all = (await api.call('GET', '/dealers?all=1', { token: admin })).body as Dealer[];
    expect(all.map((d) => [d.name, d.authNumber, d.listed, d.division])).toEqual([
      ['Alpha Trucks', expect.stringMatching(/^TBD-\d{4}-0001$/), true, 'Rajshahi'],
      ['Beta Tyres', 'TBD-2024-0500', false, 'Dhaka'],
    ]);
    expect(all[0]!.phones).toEqual(['01711000001', '029123456']);
    expect(all[0]!.categories.map((c) => c.slug)).toEqual(['truck-bus']);
    const near = await api.call('GET', '/dealers?near=24.85,89.37&category=truck-bus');
    expect((near.body as Dealer[]).map((d) => d.name)).toEqual(['Alpha Trucks']);
  });

  it('when the export is imported again, then nothing changes; a changed row changes only its dealer', async () => {
    const text = await exported();
    // text() drops the byte order mark: it is there for spreadsheets
    expect(text.startsWith(`${HEADER}\r\n`)).toBe(true);
    expect(text).toContain('Alpha Trucks');
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(3);
    const again = await upload(text);
    expect(again.body).toMatchObject({ rows: 2, created: 0, updated: 0, unchanged: 2 });

    const changed = text.replace('Beta Tyres', 'Beta Tyre House').replace(',no\r\n', ',yes\r\n');
    const r = await upload(changed);
    expect(r.body).toMatchObject({ rows: 2, created: 0, updated: 1, unchanged: 1 });
    const beta = (await api.call('GET', '/dealers?all=1&search=TBD-2024-0500', { token: admin }))
      .body as Dealer[];
    expect(beta.map((d) => [d.name, d.listed, d.slug])).toEqual([['Beta Tyre House', true, 'beta-tyres']]);
  });

  it('when lines are wrong, then nothing is imported and each wrong line is named with its reason', async () => {
    const before = await total();
    const r = await upload(
      [
        HEADER,
        row({ name: 'Good One', phones: '01711000009' }),
        row({ district: 'Atlantis' }),
        row({ listed: 'maybe', phones: '12345' }),
        row({ categories: 'spaceship', authNumber: 'TBD-2030-0001' }),
        row({ authNumber: 'tbd-2030-0001' }),
        'too,few,cells',
        row({ days: 'Sa|Xx', lat: '51.5' }),
      ].join('\r\n'),
    );
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Nothing was imported: the file has wrong lines (8)');
    expect(r.body.fields).toEqual({
      'line 3: district': 'must be one of the 64 districts of Bangladesh',
      'line 4: phones': 'must be a mobile number like 01XXXXXXXXX',
      'line 4: listed': 'must be yes or no',
      'line 5: categories': 'does not exist',
      'line 6: authNumber': 'repeats line 5',
      'line 7': 'must have 18 cells',
      'line 8: days': expect.any(String),
      'line 8: lat': expect.any(String),
    });
    expect(await total()).toBe(before);

    const header = await upload('name,district\r\nX,Y\r\n');
    expect(header.status).toBe(400);
    expect(Object.keys(header.body.fields)).toEqual(['line 1']);
    expect((await upload(`${HEADER}\r\n`)).body.message).toBe('The file has no dealer rows');
    expect(await total()).toBe(before);
  });

  it('when someone not an admin imports or exports, then it is refused', async () => {
    const customer = await api.customer();
    expect((await upload(`${HEADER}\r\n${row({})}`, customer.token)).status).toBe(403);
    expect((await api.call('POST', '/dealers/import', { form: csvForm(HEADER) })).status).toBe(401);
    expect((await fetch(`${api.base}/dealers/export`)).status).toBe(401);
  });
});

describe('an import raced by another change', () => {
  let dir: string;
  let store: NedbStore;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tyre-dealers-import-'));
    store = new NedbStore(dir);
  });
  afterAll(async () => {
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('when a dealer the file changes is changed meanwhile, then the file writes nothing: its changes are undone and its new dealers removed', async () => {
    const unused = new Proxy({}, { get: () => () => Promise.reject(new Error('not used')) });
    const service = new DealersService(
      store,
      {
        categories: { require: async () => ({}) as never, list: async () => [] },
        requests: unused,
      } as unknown as DealersDeps,
      unused as FileService,
    );
    await store.ready();
    const seeded = await service.importCsv(
      Buffer.from(
        [
          HEADER,
          row({ name: 'First', authNumber: 'A-1', categories: '' }),
          row({ name: 'Second', authNumber: 'A-2', categories: '' }),
        ].join('\r\n'),
      ),
    );
    expect(seeded.created).toBe(2);
    const dealers = new DealersRepository(store);
    const file = [
      HEADER,
      row({ name: 'First Renamed', authNumber: 'A-1', categories: '' }),
      row({ name: 'Second Renamed', authNumber: 'A-2', categories: '' }),
      row({ name: 'Third', categories: '' }),
    ].join('\r\n');
    // the import reads the dealers, then an admin renames "Second" before the import writes
    const raced = {
      all: async () => {
        const read = await dealers.all();
        const second = read.find((d) => d.authNumber === 'A-2')!;
        await dealers.update(second._id, { name: 'Second by hand' });
        return read;
      },
      insertMany: (docs: Parameters<DealersRepository['insertMany']>[0]) => dealers.insertMany(docs),
      deleteMany: (ids: string[]) => dealers.deleteMany(ids),
      replaceIf: (before: DealerDoc, set: Partial<DealerDoc>) => dealers.replaceIf(before, set),
    };
    await expect(
      importDealers(raced, Buffer.from(file), {
        categories: new Set(),
        nextAuthNumbers: () => ['A-3'],
        searchTextOf: () => '',
      }),
    ).rejects.toMatchObject({
      code: 'conflict',
      message: 'The dealers changed while the file was imported; nothing was imported, please try again',
    });
    expect((await dealers.all()).map((d) => d.name).sort()).toEqual(['First', 'Second by hand']);
  });
});
