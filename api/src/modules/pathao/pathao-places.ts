// Pathao's cities, zones and areas, kept in the store: fetched from Pathao the first time one is
// asked for and again once seven days old (an old list stays when Pathao cannot be reached), so a
// booking never waits for them. And the destination the shop proposes for an order, from its
// district, thana, town and address.
import type { District, Order, PathaoPlace } from '@tyre/contracts';
import { AppError, says } from '../../lib/http/errors';
import type { Store } from '../../lib/store/store';
import { PathaoPlacesRepository } from './pathao.repository';

/** A kept list older than this is fetched again when next asked for. */
export const PLACES_MAX_AGE_MS = 7 * 86_400_000;

export class PathaoPlaces {
  private readonly repo: PathaoPlacesRepository;

  constructor(
    store: Store,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.repo = new PathaoPlacesRepository(store);
  }

  /** The list kept under `key`, fetched when missing or old; 503 when it was never fetched and cannot be. */
  async get<T extends PathaoPlace>(key: string, fetch: () => Promise<T[]>): Promise<T[]> {
    const kept = await this.repo.find(key);
    if (kept && Date.parse(kept.fetchedAt) > this.now() - PLACES_MAX_AGE_MS) return kept.items as T[];
    let items: T[];
    try {
      items = (await fetch()).filter((p) => Number.isInteger(p.id) && p.id > 0 && p.name);
    } catch (e) {
      if (kept) return kept.items as T[];
      throw new AppError('unavailable', says('pathao.listUnavailable', { reason: (e as Error).message }));
    }
    items.sort((a, b) => a.name.localeCompare(b.name));
    await this.repo.save(key, items, new Date(this.now()).toISOString());
    return items;
  }
}

/**
 * Pathao's names for the districts the shop spells otherwise (its city list keeps the older
 * English spellings: Chittagong, Comilla, Bogra, Jessore, Barisal, B. Baria).
 */
const PATHAO_CITY_NAMES: Partial<Record<District, readonly string[]>> = {
  Chattogram: ['Chittagong'],
  Cumilla: ['Comilla'],
  Bogura: ['Bogra'],
  Jashore: ['Jessore'],
  Barishal: ['Barisal'],
  Brahmanbaria: ['B. Baria', 'Brahmanbaria'],
  Chapainawabganj: ['Chapai Nawabganj', 'Nawabganj'],
  Jhalokati: ['Jhalokathi', 'Jhalakathi'],
  Moulvibazar: ['Maulvibazar'],
  Netrokona: ['Netrakona'],
  Narsingdi: ['Narshingdi'],
  Khagrachhari: ['Khagrachari'],
  Lakshmipur: ['Laxmipur'],
};

/** A name as it is compared: letters and digits only, lower case ("Cox's Bazar " → "coxsbazar"). */
const plain = (name: string) => name.toLowerCase().replace(/[^a-z0-9\u0980-\u09ff]/g, '');

/** The city of a district: its own name or Pathao's older spelling. */
export function proposeCity<T extends PathaoPlace>(cities: T[], district: District): T | null {
  const names = [district, ...(PATHAO_CITY_NAMES[district] ?? [])].map(plain);
  return cities.find((c) => names.includes(plain(c.name))) ?? null;
}

/**
 * The place whose name the order's words give: one named exactly first, then one whose name
 * begins with such a word or the other way round (words of four letters or more, with no digit:
 * "Road 2" is not "Road 27"), the longest name winning.
 */
function bestMatch<T extends PathaoPlace>(places: T[], words: (string | undefined)[]): T | null {
  const wanted = words
    .filter((w): w is string => !!w)
    .map(plain)
    .filter((w) => w.length >= 3);
  if (wanted.length === 0) return null;
  for (const w of wanted) {
    const exact = places.find((p) => plain(p.name) === w);
    if (exact) return exact;
  }
  const partial = places
    .filter((p) => {
      const name = plain(p.name);
      const worded = (text: string) => text.length >= 4 && !/\d/.test(text);
      return worded(name) && wanted.some((w) => worded(w) && (name.startsWith(w) || w.startsWith(name)));
    })
    .sort((a, b) => plain(b.name).length - plain(a.name).length);
  return partial[0] ?? null;
}

/** The zone the order's thana or town names. */
export const proposeZone = <T extends PathaoPlace>(zones: T[], order: Order): T | null =>
  bestMatch(zones, [order.customer.thana, order.customer.town]);

/** The area the order's address (its words, then the whole) or town names. */
export function proposeArea<T extends PathaoPlace>(areas: T[], order: Order): T | null {
  const c = order.customer;
  const words = c.address.split(/[,;/]+/).map((w) => w.trim());
  return bestMatch(areas, [...words, c.town]);
}
