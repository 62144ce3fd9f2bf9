import {
  distanceKm,
  type Category,
  type DealerRequest,
  divisionOf,
  type CreateDealerBody,
  type Dealer,
  type DealerCheck,
  type ListDealersQuery,
  type UpdateDealerBody,
} from '@tyre/contracts';
import { AppError, notFound } from '../../lib/http/errors';
import { onDuplicate, slugConflict } from '../../lib/http/store-errors';
import type { Store } from '../../lib/store/store';
import type { CategoryLookup } from '../categories/categories.service';
import { DealersRepository, foldText, type DealerDoc, type DealerFilter } from './dealers.repository';

/** What the dealers read of other modules: the categories stocked and the requests a dealer is made from. */
export interface DealersDeps {
  categories: Pick<CategoryLookup, 'require'> & { list(): Promise<Category[]> };
  requests: {
    get(slugOrId: string): Promise<DealerRequest>;
    /** Marks the request handled once its dealer is made. */
    markHandled(id: string): Promise<void>;
  };
}

const requestUsed = () =>
  new AppError('conflict', 'This dealer request has already become a dealer', {
    fields: { fromRequest: 'is already used' },
  });
const authNumberTaken = () =>
  new AppError('conflict', 'Another dealer has this authorisation number', {
    fields: { authNumber: 'is already used' },
  });

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
  ) {
    this.dealers = new DealersRepository(store);
  }

  /** The answer of a stored dealer: the categories stocked with their names (deleted ones left out). */
  private async answers(docs: DealerDoc[]): Promise<Dealer[]> {
    if (docs.length === 0) return [];
    const categories = new Map((await this.deps.categories.list()).map((c) => [c.slug, c]));
    return docs.map(({ sortKey, searchText, categories: slugs, ...dealer }) => {
      void sortKey;
      void searchText;
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
      search: all ? query.search || undefined : undefined,
    };
    const { page, size, near } = query;
    if (!near) {
      const found = await this.dealers.page(filter, page, size);
      return { items: await this.answers(found.items), total: found.total };
    }
    // nearest first: the places of the filter's dealers only, then the page's dealers in full
    const places = (await this.dealers.places(filter))
      .map((p) => ({ id: p._id, km: distanceKm(near, p), sortKey: p.sortKey }))
      .sort((a, b) => a.km - b.km || a.sortKey.localeCompare(b.sortKey));
    const chosen = places.slice(page * size, (page + 1) * size);
    const byId = new Map((await this.dealers.byIds(chosen.map((p) => p.id))).map((d) => [d._id, d]));
    const docs = chosen.flatMap((p) => {
      const doc = byId.get(p.id);
      return doc ? [doc] : [];
    });
    const km = new Map(chosen.map((p) => [p.id, Math.round(p.km * 10) / 10]));
    const items = (await this.answers(docs)).map((d) => ({ ...d, distanceKm: km.get(d._id)! }));
    return { items, total: places.length };
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
        if (body.authNumber || round >= 20 || !(e instanceof AppError) || !e.message.startsWith('Another'))
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
    if (body.name) set.sortKey = foldText(body.name);
    set.searchText = searchTextOf(next);
    const after = await onDuplicate(this.dealers.update(doc._id, set), clash);
    if (!after) throw notFound('Dealer');
    return (await this.answers([after]))[0]!;
  }

  async delete(slugOrId: string): Promise<void> {
    const doc = await this.dealers.findBySlugOrId(slugOrId);
    if (!doc || !(await this.dealers.delete(doc._id))) throw notFound('Dealer');
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
