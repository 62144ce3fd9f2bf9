import type { Dealer, DealerServiceKind } from '@tyre/contracts';
import { escapeRegex } from '../../lib/store/escape-regex';
import { SluggedRepository } from '../../lib/store/slugged-repository';
import type { Filter, Store } from '../../lib/store/store';

/**
 * A dealer as stored: the categories stocked by slug (their names are read when answering),
 * `sortKey` (the name folded) orders lists, `searchText` is what the dashboard's search matches
 * (both names, district, upazila, phones, authorisation number).
 */
export interface DealerDoc extends Omit<Dealer, 'categories' | 'distanceKm'> {
  categories: string[];
  sortKey: string;
  searchText: string;
}

export interface DealerFilter {
  listedOnly: boolean;
  listed?: boolean | undefined;
  division?: string | undefined;
  district?: string | undefined;
  service?: DealerServiceKind | undefined;
  search?: string | undefined;
}

const LIST_NOTE = 'indexes the district; the candidates of a page are sorted in memory';

export class DealersRepository extends SluggedRepository<DealerDoc> {
  constructor(store: Store) {
    super(
      store.collection<DealerDoc>('dealers', [
        { fields: { slug: 1 }, unique: true },
        { fields: { authNumber: 1 }, unique: true },
        { fields: { phones: 1 } },
        { fields: { fromRequest: 1 }, unique: true, sparse: true },
        { fields: { district: 1, sortKey: 1 }, embedded: LIST_NOTE },
        { fields: { sortKey: 1 } },
      ]),
    );
  }

  private filterOf(f: DealerFilter): Filter<DealerDoc> {
    const filter: Filter<DealerDoc> = {};
    if (f.listedOnly) filter.listed = true;
    else if (f.listed !== undefined) filter.listed = f.listed;
    if (f.division) filter.division = f.division;
    if (f.district) filter.district = f.district;
    if (f.service) filter.services = f.service;
    if (f.search) filter.searchText = new RegExp(escapeRegex(foldText(f.search)));
    return filter;
  }

  async page(f: DealerFilter, page: number, size: number): Promise<{ items: DealerDoc[]; total: number }> {
    const filter = this.filterOf(f);
    const [items, total] = await Promise.all([
      this.col.find(filter, { sort: { sortKey: 1, _id: 1 }, skip: page * size, limit: size }),
      this.col.count(filter),
    ]);
    return { items, total };
  }

  /** Every dealer of the filter, with its place only (what a nearest-first page is chosen from). */
  places(f: DealerFilter): Promise<Array<Pick<DealerDoc, '_id' | 'lat' | 'lng' | 'sortKey'>>> {
    return this.col.find(this.filterOf(f), { projection: { _id: 1, lat: 1, lng: 1, sortKey: 1 } });
  }

  byIds(ids: string[]): Promise<DealerDoc[]> {
    return this.col.find({ _id: { $in: ids } });
  }

  findByAuthNumber(authNumber: string): Promise<DealerDoc | null> {
    return this.col.findOne({ authNumber, listed: true });
  }

  findByPhone(phone: string): Promise<DealerDoc | null> {
    return this.col.findOne({ phones: phone, listed: true });
  }

  count(): Promise<number> {
    return this.col.count({});
  }
}

/** Text as searched: NFC, case folded, spaces squeezed. */
export const foldText = (text: string): string =>
  text.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
