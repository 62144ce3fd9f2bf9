// Many dealers for the nearest-first test and bench: spread around the district towns (a third
// around Dhaka, as shops are), each stored as the dealers module stores one, written in one go.
import { DISTRICT_TOWNS, DEALER_SERVICES, divisionOf, type District } from '@tyre/contracts';
import type { Store } from '../../../lib/store/store';
import { cellsOf } from '../dealer-grid';
import type { DealerDoc } from '../dealers.repository';

/** A repeatable stream of numbers in [0, 1) (mulberry32). */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` dealers (every tenth unlisted), inserted into the store's `dealers` collection. */
export async function insertManyDealers(store: Store, count: number, seed = 42): Promise<void> {
  const random = seeded(seed);
  const towns = Object.entries(DISTRICT_TOWNS) as Array<[District, readonly [number, number]]>;
  const at = new Date().toISOString();
  const docs: Array<Omit<DealerDoc, '_id'>> = [];
  for (let i = 0; i < count; i++) {
    const [district, [tlat, tlng]] =
      random() < 0.33 ? towns[0]! : towns[Math.floor(random() * towns.length)]!;
    // within about 15 km of the town
    const lat = tlat + (random() - 0.5) * 0.27;
    const lng = tlng + (random() - 0.5) * 0.27;
    const name = `Dealer ${String(i).padStart(5, '0')}`;
    docs.push({
      slug: `dealer-${i}`,
      name,
      nameBn: '',
      authNumber: `BENCH-${i}`,
      division: divisionOf(district)!,
      district,
      upazila: 'Sadar',
      upazilaBn: '',
      address: `${i} Station Road`,
      addressBn: '',
      phones: [`017${String(10000000 + i).padStart(8, '0')}`],
      email: '',
      hours: { days: ['Sa'], opens: '09:00', closes: '20:00' },
      services: DEALER_SERVICES.filter(() => random() < 0.5),
      categories: random() < 0.3 ? ['truck-bus'] : ['motorcycle'],
      lat,
      lng,
      ...cellsOf(lat, lng),
      listed: i % 10 !== 0,
      demo: true,
      sortKey: name.toLowerCase(),
      searchText: name.toLowerCase(),
      createdAt: at,
      updatedAt: at,
    });
  }
  await store.collection<DealerDoc>('dealers').insertMany(docs);
}
