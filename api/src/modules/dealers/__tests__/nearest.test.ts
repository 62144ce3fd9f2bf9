import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { distanceKm, DISTRICT_TOWNS } from '@tyre/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileService } from '../../../lib/files/file-service';
import { NedbStore } from '../../../lib/store/nedb-store';
import { cellOn, COARSE, FINE, ringCells, ringGapKm, type Grid } from '../dealer-grid';
import type { DealerDoc, DealerFilter } from '../dealers.repository';
import { DealersService, NEAR_ALL_AT_ONCE, type DealersDeps } from '../dealers.service';
import { insertManyDealers, seeded } from './many-dealers';

// nearest() reads only places: it asks no other module and no file
const unused = new Proxy({}, { get: () => () => Promise.reject(new Error('not used by nearest()')) });

describe('the grids of cells', () => {
  const grids: Array<[string, Grid]> = [
    ['fine', FINE],
    ['coarse', COARSE],
  ];
  for (const [name, grid] of grids) {
    const cellOf = (lat: number, lng: number) => cellOn(grid, lat, lng);
    it(`when a ring of the ${name} grid is asked, then it holds the cells at exactly that many steps, each once`, () => {
      const point = { lat: 23.81, lng: 90.41 };
      expect(ringCells(grid, point, 0)).toEqual([cellOf(point.lat, point.lng)]);
      for (const r of [1, 2, 5]) {
        const cells = ringCells(grid, point, r);
        expect(new Set(cells).size).toBe(8 * r);
        const [row, col] = cellOf(point.lat, point.lng).split(':').map(Number) as [number, number];
        for (const cell of cells) {
          const [w, c] = cell.split(':').map(Number) as [number, number];
          expect(Math.max(Math.abs(w - row), Math.abs(c - col))).toBe(r);
        }
      }
    });

    it(`when a place is beyond ring r of the ${name} grid, then it is at least ringGapKm(r) away (random points)`, () => {
      const random = seeded(7);
      for (let i = 0; i < 2000; i++) {
        const a = { lat: 20.6 + random() * 6, lng: 88 + random() * 4.6 };
        // near and far pairs both
        const spread = i % 2 ? 6 : 0.3;
        const b = { lat: a.lat + (random() - 0.5) * spread, lng: a.lng + (random() - 0.5) * spread };
        const [ar, ac] = cellOf(a.lat, a.lng).split(':').map(Number) as [number, number];
        const [br, bc] = cellOf(b.lat, b.lng).split(':').map(Number) as [number, number];
        const ring = Math.max(Math.abs(ar - br), Math.abs(ac - bc));
        if (ring > 0) expect(distanceKm(a, b)).toBeGreaterThanOrEqual(ringGapKm(grid, ring - 1));
      }
    });
  }
});

describe('nearest first among 5,000 dealers', { timeout: 120_000 }, () => {
  let dir: string;
  let store: NedbStore;
  let service: DealersService;
  let all: DealerDoc[];
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tyre-nearest-'));
    store = new NedbStore(dir);
    service = new DealersService(store, unused as DealersDeps, unused as FileService);
    await store.ready();
    await insertManyDealers(store, 5000);
    all = await store.collection<DealerDoc>('dealers').find({});
  });
  afterAll(async () => {
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** The answer of reading every dealer: what the grid must give. */
  const bruteForce = (filter: (d: DealerDoc) => boolean, point: { lat: number; lng: number }, need: number) =>
    all
      .filter((d) => d.listed && filter(d))
      .map((d) => ({ id: d._id, km: distanceKm(point, d), sortKey: d.sortKey }))
      .sort((a, b) => a.km - b.km || a.sortKey.localeCompare(b.sortKey))
      .slice(0, need)
      .map((p) => p.id);

  const cases: Array<{
    name: string;
    point: { lat: number; lng: number };
    filter: DealerFilter;
    keep: (d: DealerDoc) => boolean;
  }> = [
    {
      name: 'Dhaka, every dealer',
      point: { lat: 23.7806, lng: 90.4193 },
      filter: { listedOnly: true },
      keep: () => true,
    },
    {
      name: 'Bogura, truck tyres',
      point: { lat: DISTRICT_TOWNS.Bogura[0], lng: DISTRICT_TOWNS.Bogura[1] },
      filter: { listedOnly: true, service: 'truck-tyres' },
      keep: (d) => d.services.includes('truck-tyres'),
    },
    {
      name: 'the Bay of Bengal (no dealer within 100 km), every dealer',
      point: { lat: 20.7, lng: 90.6 },
      filter: { listedOnly: true },
      keep: () => true,
    },
    {
      name: 'Teknaf (the south tip, far from most), the truck-bus category',
      point: { lat: 20.86, lng: 92.3 },
      filter: { listedOnly: true, category: 'truck-bus' },
      keep: (d) => d.categories.includes('truck-bus'),
    },
  ];

  for (const c of cases)
    it(`when the nearest 20 are asked from ${c.name}, then they are exactly the nearest 20, read from a small part of the dealers`, async () => {
      const { chosen, total, read } = await service.nearest(c.filter, c.point, 20);
      expect(chosen.map((p) => p.id)).toEqual(bruteForce(c.keep, c.point, 20));
      expect(total).toBe(all.filter((d) => d.listed && c.keep(d)).length);
      expect(total).toBeGreaterThan(NEAR_ALL_AT_ONCE);
      // the query's shape: rings of cells around the point, not the whole list
      expect(read).toBeLessThan(total / 4);
    });

  it('when a deep page is asked, then the order is still exact', async () => {
    const point = { lat: 22.3569, lng: 91.7832 };
    const { chosen } = await service.nearest({ listedOnly: true }, point, 300);
    expect(chosen.map((p) => p.id)).toEqual(bruteForce(() => true, point, 300));
  });

  it('when dealers were stored before their grid cells, then the start gives them their cells', async () => {
    const col = store.collection<DealerDoc>('dealers');
    const first = all[1]!;
    await col.updateOne({ _id: first._id }, { $unset: { cell: true, area: true } });
    await service.fillCells();
    const after = (await col.findById(first._id))!;
    expect([after.cell, after.area]).toEqual([first.cell, first.area]);
  });

  it('when a filter keeps few dealers (a district), then they are read at once and sorted', async () => {
    const point = { lat: 24.85, lng: 89.37 };
    const { chosen, total, read } = await service.nearest({ listedOnly: true, district: 'Bogura' }, point, 5);
    expect(total).toBeLessThanOrEqual(NEAR_ALL_AT_ONCE);
    expect(read).toBe(total);
    expect(chosen.map((p) => p.id)).toEqual(bruteForce((d) => d.district === 'Bogura', point, 5));
  });
});
