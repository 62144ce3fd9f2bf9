import {
  distanceKm,
  type Category,
  type DealerRequest,
  divisionOf,
  type CreateDealerBody,
  type Dealer,
  type DealerCheck,
  type DealerImportResult,
  type DealerPlace,
  type DealerPlacesQuery,
  type ListDealersQuery,
  type UpdateDealerBody,
} from '@tyre/contracts';
import type { FileService } from '../../lib/files/file-service';
import { commitImages, removeImageSets, saveImageSet } from '../../lib/files/image-set';
import type { CheckedFile } from '../../lib/files/upload';
import { AppError, notFound } from '../../lib/http/errors';
import { onDuplicate, slugConflict } from '../../lib/http/store-errors';
import type { Store } from '../../lib/store/store';
import type { CategoryLookup } from '../categories/categories.service';
import { dealersCsv, importDealers } from './dealers-csv';
import {
  bandCells,
  cellsOf,
  COARSE,
  FINE,
  fineBands,
  FINE_RINGS,
  lastRing,
  ringCells,
  ringGapKm,
} from './dealer-grid';
import {
  DealersRepository,
  foldText,
  type DealerDoc,
  type DealerFilter,
  type DealerPlaceDoc,
} from './dealers.repository';

/** Up to this many dealers of a filter, nearest-first reads all their places at once; past it, by grid rings. */
export const NEAR_ALL_AT_ONCE = 300;

interface Placed {
  id: string;
  km: number;
  sortKey: string;
}
const nearestFirst = (a: Placed, b: Placed) => a.km - b.km || a.sortKey.localeCompare(b.sortKey);

/** What the dealers read of other modules: the categories stocked and the requests a dealer is made from. */
export interface DealersDeps {
  categories: Pick<CategoryLookup, 'require'> & { list(): Promise<Category[]> };
  requests: {
    get(slugOrId: string): Promise<DealerRequest>;
    /** Marks the request handled once its dealer is made. */
    markHandled(id: string): Promise<void>;
  };
}

const changedMeanwhile = () => new AppError('conflict', 'dealers.changedMeanwhile');

const requestUsed = () =>
  new AppError('conflict', 'dealers.requestUsed', { fields: { fromRequest: 'alreadyUsed' } });
const authNumberTaken = () =>
  new AppError('conflict', 'dealers.authNumberTaken', { fields: { authNumber: 'alreadyUsed' } });

/** A store clash on a dealer's unique keys as the API's answer. */
const clash = (key: string) =>
  key.includes('authNumber')
    ? authNumberTaken()
    : key.includes('fromRequest')
      ? requestUsed()
      : slugConflict();

/** The authorisation number the n-th dealer of `year` gets: `TBD-2026-0042`. */
export const authNumberFor = (year: number, n: number): string => `TBD-${year}-${String(n).padStart(4, '0')}`;

/** How a phone number is looked up (the digits from its leading 0), or null when it is not one. */
const asPhone = (text: string): string | null => {
  const digits = text.replace(/[\s-]/g, '').replace(/^\+?88(?=0)/, '');
  return /^0\d{8,10}$/.test(digits) ? digits : null;
};

/**
 * Dealers, the shops that sell and fit the brand's tyres: kept by admins, listed for everyone
 * (nearest first when asked), and checked by authorisation number or phone.
 */
export class DealersService {
  private readonly dealers: DealersRepository;

  constructor(
    store: Store,
    private readonly deps: DealersDeps,
    private readonly files: FileService,
  ) {
    this.dealers = new DealersRepository(store);
  }

  /** The answer of a stored dealer: the categories stocked with their names (deleted ones left out). */
  private async answers(docs: DealerDoc[]): Promise<Dealer[]> {
    if (docs.length === 0) return [];
    const categories = new Map((await this.deps.categories.list()).map((c) => [c.slug, c]));
    return docs.map(({ sortKey, searchText, cell, area, categories: slugs, ...dealer }) => {
      void sortKey;
      void searchText;
      void cell;
      void area;
      return {
        ...dealer,
        categories: slugs.flatMap((slug) => {
          const c = categories.get(slug);
          return c ? [{ slug: c.slug, name: c.name, nameBn: c.nameBn }] : [];
        }),
      };
    });
  }

  async list(query: ListDealersQuery, admin: boolean): Promise<{ items: Dealer[]; total: number }> {
    const all = Boolean(query.all && admin);
    const filter: DealerFilter = {
      listedOnly: !all,
      listed: all ? query.listed : undefined,
      division: query.division,
      district: query.district,
      service: query.service,
      category: query.category,
      search: all ? query.search || undefined : undefined,
    };
    const { page, size, near } = query;
    if (!near) {
      const found = await this.dealers.page(filter, page, size);
      return { items: await this.answers(found.items), total: found.total };
    }
    // nearest first: the places of the nearest dealers only, then the page's dealers in full
    const { chosen, total } = await this.nearest(filter, near, (page + 1) * size);
    const pageOf = chosen.slice(page * size, (page + 1) * size);
    const byId = new Map((await this.dealers.byIds(pageOf.map((p) => p.id))).map((d) => [d._id, d]));
    const docs = pageOf.flatMap((p) => {
      const doc = byId.get(p.id);
      return doc ? [doc] : [];
    });
    const km = new Map(pageOf.map((p) => [p.id, Math.round(p.km * 10) / 10]));
    const items = (await this.answers(docs)).map((d) => ({ ...d, distanceKm: km.get(d._id)! }));
    return { items, total };
  }

  /**
   * The `need` dealers of the filter nearest to `point`, nearest first (by name at equal
   * distances), and how many the filter keeps. A filter of a few hundred dealers (a district, a
   * rare service) is read whole; a larger one band by band of grid cells around the point, then
   * ring by ring of areas (dealer-grid.ts), stopping once no unread ring can hold a nearer dealer
   * than the last needed. `read`: how many places were read to choose them.
   */
  async nearest(
    filter: DealerFilter,
    point: { lat: number; lng: number },
    need: number,
  ): Promise<{ chosen: Placed[]; total: number; read: number }> {
    const total = await this.dealers.countOf(filter);
    const placed = (docs: DealerPlaceDoc[]) =>
      docs.map((p) => ({ id: p._id, km: distanceKm(point, p), sortKey: p.sortKey }));
    if (total <= NEAR_ALL_AT_ONCE) {
      const all = placed(await this.dealers.places(filter));
      return { chosen: all.sort(nearestFirst).slice(0, need), total, read: all.length };
    }
    const found = new Map<string, Placed>();
    let read = 0;
    /** Reads the places of `cells` on a grid; true once the first `need` are final after `ring` of it. */
    const ask = async (grid: typeof FINE, cells: string[], ring: number) => {
      const docs = await this.dealers.places(filter, { [grid.field]: cells });
      read += docs.length;
      for (const p of placed(docs)) found.set(p.id, p);
      if (found.size >= total) return true;
      if (found.size < need) return false;
      // every dealer not read yet is at least this far
      return [...found.values()].sort(nearestFirst)[need - 1]!.km <= ringGapKm(grid, ring);
    };
    let final = false;
    for (const band of fineBands()) {
      final = await ask(FINE, bandCells(FINE, point, band), band.to);
      if (final) break;
    }
    // sparse: areas, ring by ring, from the first ring reaching past the fine bands
    const first = Math.floor((FINE_RINGS * FINE.degrees) / COARSE.degrees);
    if (!final && !(await ask(COARSE, bandCells(COARSE, point, { from: 0, to: first }), first)))
      for (let r = first + 1; r <= lastRing(COARSE); r++)
        if (await ask(COARSE, ringCells(COARSE, point, r), r)) break;
    return { chosen: [...found.values()].sort(nearestFirst).slice(0, need), total, read };
  }

  /** Gives the dealers stored before grid cells (the first slice's) their cells; nothing when all have them. */
  async fillCells(): Promise<void> {
    for (const d of await this.dealers.withoutCell())
      await this.dealers.setCells(d._id, cellsOf(d.lat, d.lng));
  }

  /**
   * Where every listed dealer of the filters is: what the map of /dealers marks; for an admin's
   * `all`, the unlisted ones too (the dashboard overview's map).
   */
  async markers(query: DealerPlacesQuery, admin: boolean): Promise<DealerPlace[]> {
    const places = await this.dealers.markers({
      listedOnly: !(query.all && admin),
      division: query.division,
      district: query.district,
      service: query.service,
      category: query.category,
    });
    return places.map(({ slug, name, nameBn, district, lat, lng, authNumber, listed }) => ({
      slug,
      name,
      nameBn,
      district,
      lat,
      lng,
      authNumber,
      listed,
    }));
  }

  /** One dealer; an unlisted one only for admins. */
  async get(slugOrId: string, admin: boolean): Promise<Dealer> {
    const doc = await this.dealers.findBySlugOrId(slugOrId);
    if (!doc || (!doc.listed && !admin)) throw notFound('Dealer');
    return (await this.answers([doc]))[0]!;
  }

  /** Is the shop of this authorisation number or phone a listed dealer? */
  async check(number: string): Promise<DealerCheck> {
    const phone = asPhone(number);
    const doc = phone
      ? await this.dealers.findByPhone(phone)
      : await this.dealers.findByAuthNumber(number.trim().toUpperCase());
    if (!doc) return { authorised: false };
    return {
      authorised: true,
      slug: doc.slug,
      name: doc.name,
      nameBn: doc.nameBn,
      district: doc.district,
      authNumber: doc.authNumber,
    };
  }

  private async checkCategories(slugs: readonly string[]): Promise<string[]> {
    const unique = [...new Set(slugs)];
    for (const slug of unique) await this.deps.categories.require(slug, 'categories');
    return unique;
  }

  /** The next free-looking number: one past the count (after deletes, later ones are tried). */
  private async nextAuthNumber(skip: number): Promise<string> {
    return authNumberFor(new Date().getUTCFullYear(), (await this.dealers.count()) + 1 + skip);
  }

  async create(body: CreateDealerBody, options: { demo?: boolean; at?: string } = {}): Promise<Dealer> {
    const request = body.fromRequest ? await this.deps.requests.get(body.fromRequest) : null;
    const name = body.name ?? request?.companyName ?? '';
    const phones = body.phones ?? (request ? [request.mobile] : []);
    const at = options.at ?? new Date().toISOString();
    const fields = {
      name,
      nameBn: body.nameBn,
      division: divisionOf(body.district)!,
      district: body.district,
      upazila: body.upazila,
      upazilaBn: body.upazilaBn,
      address: body.address,
      addressBn: body.addressBn,
      phones: [...new Set(phones)],
      email: body.email || request?.email || '',
      hours: body.hours,
      services: [...new Set(body.services)],
      categories: await this.checkCategories(body.categories),
      lat: body.lat,
      lng: body.lng,
      ...cellsOf(body.lat, body.lng),
      listed: body.listed,
      demo: options.demo ?? false,
    };
    let doc: DealerDoc | null = null;
    // a number chosen by the API may be taken by one given by hand: the next is tried
    for (let round = 0; !doc; round++) {
      const authNumber = body.authNumber ?? (await this.nextAuthNumber(round));
      try {
        doc = await onDuplicate(
          this.dealers.insert(
            {
              ...fields,
              authNumber,
              ...(request ? { fromRequest: request._id } : {}),
              sortKey: foldText(name),
              searchText: searchTextOf({ ...fields, authNumber }),
              createdAt: at,
              updatedAt: at,
            },
            { wanted: body.slug, from: name },
          ),
          clash,
        );
      } catch (e) {
        if (
          body.authNumber ||
          round >= 20 ||
          !(e instanceof AppError) ||
          e.text?.code !== 'dealers.authNumberTaken'
        )
          throw e;
      }
    }
    if (request) await this.deps.requests.markHandled(request._id);
    return (await this.answers([doc]))[0]!;
  }

  async update(slugOrId: string, body: UpdateDealerBody): Promise<Dealer> {
    const doc = await this.dealers.findBySlugOrId(slugOrId);
    if (!doc) throw notFound('Dealer');
    const set: Partial<DealerDoc> = { ...body } as Partial<DealerDoc>;
    if (body.district) set.division = divisionOf(body.district)!;
    if (body.categories) set.categories = await this.checkCategories(body.categories);
    if (body.services) set.services = [...new Set(body.services)];
    if (body.phones) set.phones = [...new Set(body.phones)];
    const next = { ...doc, ...set };
    if (body.lat !== undefined || body.lng !== undefined) Object.assign(set, cellsOf(next.lat, next.lng));
    if (body.name) set.sortKey = foldText(body.name);
    set.searchText = searchTextOf(next);
    const after = await onDuplicate(this.dealers.update(doc._id, set), clash);
    if (!after) throw notFound('Dealer');
    return (await this.answers([after]))[0]!;
  }

  async delete(slugOrId: string): Promise<void> {
    const doc = await this.dealers.findBySlugOrId(slugOrId);
    if (!doc || !(await this.dealers.delete(doc._id))) throw notFound('Dealer');
    await removeImageSets(this.files, [doc.photo]);
  }

  /**
   * Sets the dealer's photo (resized like product pictures), or removes it with null. The write is
   * conditional on the dealer as read: of two changes at once one wins, the other gets 409 and its
   * new picture is removed; a written photo removes the one it replaced.
   */
  async setPhoto(slugOrId: string, upload: CheckedFile | null): Promise<Dealer> {
    const doc = await this.dealers.findBySlugOrId(slugOrId);
    if (!doc) throw notFound('Dealer');
    const photo = upload ? await saveImageSet(this.files, upload) : null;
    const after = await commitImages(this.files, { added: [photo], replaced: [doc.photo] }, async () => {
      const written = await this.dealers.setPhoto(doc, photo);
      if (!written) throw (await this.dealers.findById(doc._id)) ? changedMeanwhile() : notFound('Dealer');
      return written;
    });
    return (await this.answers([after]))[0]!;
  }

  /** Every dealer as CSV pieces (the columns the import takes). */
  async exportCsv(): Promise<Iterable<string>> {
    return dealersCsv(await this.dealers.all());
  }

  /** Adds and changes dealers from a CSV file, all or nothing (dealers-csv.ts). */
  async importCsv(bytes: Buffer): Promise<DealerImportResult> {
    const categories = new Set((await this.deps.categories.list()).map((c) => c.slug));
    const count = await this.dealers.count();
    return importDealers(this.dealers, bytes, {
      categories,
      nextAuthNumbers: (wanted, taken) => {
        const year = new Date().getUTCFullYear();
        const numbers: string[] = [];
        for (let n = count + 1; numbers.length < wanted; n++) {
          const number = authNumberFor(year, n);
          if (!taken.has(number)) numbers.push(number);
        }
        return numbers;
      },
      searchTextOf,
    });
  }

  referencedFiles(): Promise<string[]> {
    return this.dealers.referencedFiles();
  }
}

function searchTextOf(d: {
  name: string;
  nameBn: string;
  district: string;
  upazila: string;
  upazilaBn: string;
  phones: string[];
  authNumber: string;
}): string {
  return foldText(
    [d.name, d.nameBn, d.district, d.upazila, d.upazilaBn, d.authNumber, ...d.phones].join(' | '),
  );
}
