import type { Dealer, DealerServiceKind, ImageSet } from '@tyre/contracts';
import { filesNamedIn } from '../../lib/files/file-sweep';
import { escapeRegex } from '../../lib/store/escape-regex';
import { SluggedRepository } from '../../lib/store/slugged-repository';
import type { Filter, NewDoc, Store } from '../../lib/store/store';

/**
 * A dealer as stored: the categories stocked by slug (their names are read when answering),
 * `sortKey` (the name folded) orders lists, `searchText` is what the dashboard's search matches
 * (both names, district, upazila, phones, authorisation number).
 */
export interface DealerDoc extends Omit<Dealer, 'categories' | 'distanceKm'> {
  categories: string[];
  sortKey: string;
  searchText: string;
  /** the cells of its place on the fine and the coarse grid (dealer-grid.ts): what nearest-first asks by */
  cell: string;
  area: string;
}

/** A dealer's place as nearest-first needs it. */
export type DealerPlaceDoc = Pick<DealerDoc, '_id' | 'lat' | 'lng' | 'sortKey'>;

export interface DealerFilter {
  listedOnly: boolean;
  listed?: boolean | undefined;
  division?: string | undefined;
  district?: string | undefined;
  service?: DealerServiceKind | undefined;
  /** the slug of a category stocked */
  category?: string | undefined;
  search?: string | undefined;
}

const LIST_NOTE = 'indexes the district; the candidates of a page are sorted in memory';
const CELL_NOTE = 'indexes the cell: a band of cells is one $in on it';
const AREA_NOTE = 'indexes the area: a ring of areas is one $in on it';

export class DealersRepository extends SluggedRepository<DealerDoc> {
  constructor(store: Store) {
    super(
      store.collection<DealerDoc>('dealers', [
        { fields: { slug: 1 }, unique: true },
        { fields: { authNumber: 1 }, unique: true },
        { fields: { phones: 1 } },
        { fields: { fromRequest: 1 }, unique: true, sparse: true },
        // the public list of a district (listed ones, by name); the embedded store indexes the
        // district. No index starts with `listed`: the embedded store would then read every listed
        // dealer for a query that also names a district or a ring of cells.
        { fields: { district: 1, listed: 1, sortKey: 1 }, embedded: LIST_NOTE },
        // nearest first: the listed dealers of a ring of grid cells
        { fields: { cell: 1, listed: 1 }, embedded: CELL_NOTE },
        { fields: { area: 1, listed: 1 }, embedded: AREA_NOTE },
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
    if (f.category) filter.categories = f.category;
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

  /**
   * The dealers of the filter (in the grid cells given, by `cell` or `area`), with their place
   * only: what nearest-first chooses from.
   */
  places(f: DealerFilter, cells?: { cell?: string[]; area?: string[] }): Promise<DealerPlaceDoc[]> {
    const filter = this.filterOf(f);
    if (cells?.cell) filter.cell = { $in: cells.cell };
    if (cells?.area) filter.area = { $in: cells.area };
    return this.col.find(filter, { projection: { _id: 1, lat: 1, lng: 1, sortKey: 1 } });
  }

  /** How many dealers the filter keeps. */
  countOf(f: DealerFilter): Promise<number> {
    return this.col.count(this.filterOf(f));
  }

  /** Dealers stored before they had grid cells (the first slice's), with their place. */
  withoutCell(): Promise<Array<Pick<DealerDoc, '_id' | 'lat' | 'lng'>>> {
    return this.col.find({ area: { $exists: false } }, { projection: { _id: 1, lat: 1, lng: 1 } });
  }

  setCells(id: string, cells: Pick<DealerDoc, 'cell' | 'area'>): Promise<DealerDoc | null> {
    return this.col.updateOne({ _id: id }, { $set: cells });
  }

  /** Every dealer of the filter as a map marks it, by name. */
  markers(
    f: DealerFilter,
  ): Promise<
    Array<Pick<DealerDoc, 'slug' | 'name' | 'nameBn' | 'district' | 'lat' | 'lng' | 'authNumber' | 'listed'>>
  > {
    return this.col.find(this.filterOf(f), {
      sort: { sortKey: 1, _id: 1 },
      projection: {
        _id: 0,
        slug: 1,
        name: 1,
        nameBn: 1,
        district: 1,
        lat: 1,
        lng: 1,
        authNumber: 1,
        listed: 1,
      },
    });
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

  /**
   * Sets (or with null removes) the photo of a dealer still as it was read (`updatedAt` unchanged):
   * null when another change came first.
   */
  setPhoto(doc: Pick<DealerDoc, '_id' | 'updatedAt'>, photo: ImageSet | null): Promise<DealerDoc | null> {
    let at = new Date().toISOString();
    if (at === doc.updatedAt) at = new Date(Date.parse(at) + 1).toISOString();
    return this.col.updateOne(
      { _id: doc._id, updatedAt: doc.updatedAt },
      photo ? { $set: { photo, updatedAt: at } } : { $set: { updatedAt: at }, $unset: { photo: true } },
    );
  }

  /** Every dealer, by name (the CSV export, and what an import is planned against). */
  all(): Promise<DealerDoc[]> {
    return this.col.find({}, { sort: { sortKey: 1, _id: 1 } });
  }

  insertMany(docs: NewDoc<DealerDoc>[]): Promise<DealerDoc[]> {
    return this.col.insertMany(docs);
  }

  deleteMany(ids: string[]): Promise<number> {
    return this.col.deleteMany({ _id: { $in: ids } });
  }

  /** Sets fields of a dealer still as it was read (`updatedAt` unchanged); null when it changed meanwhile. */
  replaceIf(
    before: Pick<DealerDoc, '_id' | 'updatedAt'>,
    set: Partial<DealerDoc>,
  ): Promise<DealerDoc | null> {
    const { _id, ...fields } = set;
    void _id;
    return this.col.updateOne({ _id: before._id, updatedAt: before.updatedAt }, { $set: fields });
  }

  /** The stored files the dealers' photos name (kept by the file sweep). */
  referencedFiles(): Promise<string[]> {
    return filesNamedIn(this.col, ['photo']);
  }

  count(): Promise<number> {
    return this.col.count({});
  }
}

/** Text as searched: NFC, case folded, spaces squeezed. */
export const foldText = (text: string): string =>
  text.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
