import type {
  CreateProductBody,
  FinderQuery,
  ImageSet,
  ListProductsQuery,
  Product,
  ProductCard,
  UpdateProductBody,
} from '@tyre/contracts';
import { MAX_GALLERY_IMAGES } from '@tyre/contracts';
import type { Page } from '@tyre/contracts/route';
import type { FileService } from '../../lib/files/file-service';
import {
  commitImages,
  removeImageSets,
  saveImageSet,
  saveImageSets,
  withPreview,
} from '../../lib/files/image-set';
import type { CheckedFile } from '../../lib/files/upload';
import { AppError, fieldError, fieldSays, notFound } from '../../lib/http/errors';
import { escapeRegex } from '../../lib/store/escape-regex';
import { onDuplicate, slugConflict } from '../../lib/http/store-errors';
import type { Store } from '../../lib/store/store';
import type { CategoryLookup, CategoryReferrer } from '../categories/categories.service';
import type { TyreRangeLookup, TyreRangeReferrer } from '../tyre-ranges/tyre-ranges.service';
import type { TyreSizeLookup, TyreSizeReferrer } from '../tyre-sizes/tyre-sizes.service';
import { ProductsRepository, type ProductDoc, type ProductFilter } from './products.repository';

type ImageInput = Buffer | CheckedFile;
export interface ProductUploads {
  thumbnail?: ImageInput;
  /** When given on an update, the whole gallery is replaced. */
  images?: ImageInput[];
}

const EMPTY: Page<ProductCard> = { items: [], total: 0 };

/** Fields copied from a validated body as they are. */
const PLAIN_FIELDS = [
  'title',
  'titleBn',
  'construction',
  'tubeType',
  'loadIndex',
  'speedRating',
  'plyRating',
  'pattern',
  'description',
  'descriptionBn',
  'features',
  'regularPrice',
  'discountPrice',
  'stock',
  'shippingInsideDhaka',
  'shippingOutsideDhaka',
  'status',
] as const satisfies readonly (keyof UpdateProductBody & keyof ProductDoc)[];

function plainFields(body: UpdateProductBody): Partial<ProductDoc> {
  const set: Record<string, unknown> = {};
  for (const key of PLAIN_FIELDS) if (body[key] !== undefined) set[key] = body[key];
  return set as Partial<ProductDoc>;
}

const imageFields = (thumbnail: ImageSet) => ({ thumbnail, thumbnailImage: thumbnail.thumb });

/** Writes that lost a race are tried again this many times in all, then answered 409. */
const UPDATE_ATTEMPTS = 4;

/**
 * A product as answered: the stored document without its write version; images stored before
 * previews existed answer `preview` as ''.
 */
function toProduct(doc: ProductDoc): Product {
  const { version, ...product } = doc;
  void version;
  return {
    ...product,
    thumbnail: withPreview(product.thumbnail),
    images: product.images.map((set) => withPreview(set)),
  };
}

/** What other modules may read of products (the new arrivals). */
export interface ProductReader {
  find(slugOrId: string): Promise<Product | null>;
  /** Cards of the given products, in no particular order; missing ones are left out. */
  cards(ids: string[]): Promise<ProductCard[]>;
  /** The newest active products' cards. */
  newest(limit: number): Promise<ProductCard[]>;
}

/** A product as an order sees it. */
export interface OrderableProduct {
  _id: string;
  title: string;
  titleBn?: string;
  slug: string;
  thumbnailImage?: string;
  regularPrice: number;
  price: number;
  stock: number;
  status: 'active' | 'draft';
  shippingInsideDhaka: number;
  shippingOutsideDhaka: number;
}

/**
 * What the orders module may do with products: read them for an order and move stock with
 * atomic conditional updates (the repository's). A stock change leaves the write `version` alone:
 * an admin's update never sends a stock it did not mean to set, so the two do not clash.
 */
export interface ProductStock {
  forOrder(ids: string[]): Promise<OrderableProduct[]>;
  /** Active products with at least `minStock` units (for demo orders). */
  inStock(minStock: number, limit: number): Promise<OrderableProduct[]>;
  /** True when `quantity` units were taken; false (nothing taken) when fewer are in stock. */
  take(id: string, quantity: number): Promise<boolean>;
  giveBack(id: string, quantity: number): Promise<void>;
}

const orderable = (p: ProductDoc): OrderableProduct => ({
  _id: p._id,
  title: p.title,
  ...(p.titleBn ? { titleBn: p.titleBn } : {}),
  slug: p.slug,
  thumbnailImage: p.thumbnailImage,
  regularPrice: p.regularPrice,
  price: p.price,
  stock: p.stock,
  status: p.status,
  shippingInsideDhaka: p.shippingInsideDhaka ?? 0,
  shippingOutsideDhaka: p.shippingOutsideDhaka ?? 0,
});

/** A product as the reports see it. */
export interface ReportProduct {
  _id: string;
  title: string;
  /** '' when none. */
  titleBn: string;
  slug: string;
  stock: number;
  categoryId: string;
  categoryName: string;
  /** '' when none. */
  categoryNameBn: string;
}

/** What the reports module may read of products: names and categories, low stock, unsold ones. */
export interface ProductReports {
  byIds(ids: string[]): Promise<ReportProduct[]>;
  lowStock(threshold: number, limit: number): Promise<ReportProduct[]>;
  activeExcept(ids: string[], limit: number): Promise<{ items: ReportProduct[]; total: number }>;
}

const reportProduct = (p: ProductDoc): ReportProduct => ({
  _id: p._id,
  title: p.title,
  titleBn: p.titleBn ?? '',
  slug: p.slug,
  stock: p.stock,
  categoryId: p.categoryId,
  categoryName: p.categoryName,
  categoryNameBn: p.categoryNameBn ?? '',
});

/**
 * What the vehicle finder reads of products: an active product's size, and the active products
 * of sizes (in stock first, then newest).
 */
export interface SizeProducts {
  /** The size of an active product (by slug or id), or null when there is no such active product. */
  sizeOf(slugOrId: string): Promise<{ sizeId: string; sizeLabel: string } | null>;
  /**
   * The first `limit` active products of these sizes, in stock first, then newest (within a
   * size), and how many active products they have in all.
   */
  activeOfSizes(sizeIds: string[], limit: number): Promise<Page<ProductCard>>;
}

/**
 * Another module that widens a product search (the vehicle finder: `pulsar` finds the tyres of
 * the sizes a Pulsar takes): the sizes whose products match the search text too.
 */
export interface ProductSearchHint {
  sizeIdsFor(search: string): Promise<string[]>;
}

/** Records of another module that point at products (the new arrivals): told of a delete. */
export interface ProductReferrer {
  productDeleted(productId: string): Promise<void>;
}

/** The lookups products make in the modules they point at. */
export interface ProductReferences {
  categories: CategoryLookup;
  ranges: TyreRangeLookup;
  sizes: TyreSizeLookup;
}

export class ProductsService implements ProductReader {
  private readonly products: ProductsRepository;
  private readonly categories: CategoryLookup;
  private readonly ranges: TyreRangeLookup;
  private readonly sizes: TyreSizeLookup;
  private readonly referrers: ProductReferrer[] = [];
  private readonly searchHints: ProductSearchHint[] = [];

  /** File names this module's records hold; the start-up sweep keeps them. */
  referencedFiles(): Promise<string[]> {
    return this.products.referencedFiles();
  }

  constructor(
    store: Store,
    private readonly files: FileService,
    lookups: ProductReferences,
  ) {
    this.products = new ProductsRepository(store);
    ({ categories: this.categories, ranges: this.ranges, sizes: this.sizes } = lookups);
  }

  referredBy(referrer: ProductReferrer): void {
    this.referrers.push(referrer);
  }

  /** Registers a module that widens searches (wired in modules/index.ts). */
  searchedWith(hint: ProductSearchHint): void {
    this.searchHints.push(hint);
  }

  /** The read interface of the vehicle finder. */
  readonly bySize: SizeProducts = {
    sizeOf: async (slugOrId) => {
      const doc = await this.products.findBySlugOrId(slugOrId);
      return doc && doc.status === 'active' ? { sizeId: doc.sizeId, sizeLabel: doc.sizeLabel } : null;
    },
    activeOfSizes: async (sizeIds, limit) => {
      const ids = [...new Set(sizeIds)];
      const [inStock, total] = await Promise.all([
        Promise.all(ids.map((id) => this.products.activeOfSize(id, true, limit))),
        Promise.all(ids.map((id) => this.products.countActiveOfSize(id))),
      ]);
      const items = inStock.flat().slice(0, limit);
      if (items.length < limit) {
        const out = await Promise.all(
          ids.map((id) => this.products.activeOfSize(id, false, limit - items.length)),
        );
        items.push(...out.flat().slice(0, limit - items.length));
      }
      return { items, total: total.reduce((a, b) => a + b, 0) };
    },
  };

  /** The stock interface of the orders module. */
  readonly stock: ProductStock = {
    forOrder: async (ids) => (await this.products.forOrder(ids)).map(orderable),
    inStock: async (minStock, limit) => (await this.products.inStockForOrder(minStock, limit)).map(orderable),
    take: (id, quantity) => this.products.takeStock(id, quantity),
    giveBack: (id, quantity) => this.products.giveBackStock(id, quantity),
  };

  /** The read interface of the reports module. */
  readonly reports: ProductReports = {
    byIds: async (ids) => (await this.products.reportRows(ids)).map(reportProduct),
    lowStock: async (threshold, limit) => (await this.products.lowStock(threshold, limit)).map(reportProduct),
    activeExcept: async (ids, limit) => {
      const { items, total } = await this.products.activeExcept(ids, limit);
      return { items: items.map(reportProduct), total };
    },
  };

  /** Products point at categories, ranges and sizes: counted before those are deleted, renamed with them. */
  readonly categoryReferrer: CategoryReferrer = {
    noun: 'product',
    countInCategory: (id) => this.products.countUsing('categoryId', id),
    categoryRenamed: async (category) => {
      await this.products.setWhere('categoryId', category._id, {
        categoryName: category.name,
        categoryNameBn: category.nameBn,
        categorySlug: category.slug,
      });
    },
  };
  readonly rangeReferrer: TyreRangeReferrer = {
    noun: 'product',
    countInRange: (id) => this.products.countUsing('rangeId', id),
    rangeRenamed: async (range) => {
      await this.products.setWhere('rangeId', range._id, {
        rangeName: range.name,
        rangeNameBn: range.nameBn,
        rangeSlug: range.slug,
      });
    },
  };
  readonly sizeReferrer: TyreSizeReferrer = {
    noun: 'product',
    countOfSize: (id) => this.products.countUsing('sizeId', id),
    sizeChanged: async (size) => {
      await this.products.setWhere('sizeId', size._id, { sizeLabel: size.label, rim: size.rim });
    },
  };

  async find(slugOrId: string): Promise<Product | null> {
    const doc = await this.products.findBySlugOrId(slugOrId);
    return doc && toProduct(doc);
  }

  cards(ids: string[]): Promise<ProductCard[]> {
    return this.products.cards(ids);
  }

  async newest(limit: number): Promise<ProductCard[]> {
    return (await this.products.page({ status: 'active' }, 'newest', 0, limit)).items;
  }

  /** Visitors see active products only; an admin sees drafts too and may filter by status. */
  async list(query: ListProductsQuery, admin: boolean): Promise<Page<ProductCard>> {
    const where: ProductFilter = { status: admin ? query.status : 'active' };
    if (query.search) {
      where.searchPattern = new RegExp(escapeRegex(query.search), 'i');
      const search = query.search;
      const sizeIds = await Promise.all(this.searchHints.map((hint) => hint.sizeIdsFor(search)));
      where.searchSizeIds = sizeIds.flat();
    }
    if (query.category) {
      const category = await this.categories.find(query.category);
      if (!category) return EMPTY;
      where.categoryId = category._id;
    }
    if (query.range) {
      const range = await this.ranges.find(query.range);
      if (!range) return EMPTY;
      where.rangeId = range._id;
    }
    if (query.tyreSize) where.sizeId = query.tyreSize;
    return this.products.page(where, query.sort, query.page, query.size);
  }

  /** Active products matching every filter given, newest first. */
  async finder(query: FinderQuery): Promise<Page<ProductCard>> {
    const where: ProductFilter = { status: 'active', rim: query.rim, sizeId: query.tyreSize };
    if (query.category) {
      const category = await this.categories.find(query.category);
      if (!category) return EMPTY;
      where.categoryId = category._id;
    }
    return this.products.page(where, 'newest', query.page, query.size);
  }

  /** The stored product a `:slug` names; a draft does not exist for visitors. */
  private async load(slugOrId: string, admin: boolean): Promise<ProductDoc> {
    const doc = await this.products.findBySlugOrId(slugOrId);
    // A draft does not exist for visitors.
    if (!doc || (!admin && doc.status !== 'active')) throw notFound('Product');
    return doc;
  }

  async get(slugOrId: string, admin: boolean): Promise<Product> {
    return toProduct(await this.load(slugOrId, admin));
  }

  /** Loads the category, range and size a product points at; the range and size must be of that category. */
  private async references(refs: { category: string; range: string | null; tyreSize: string }) {
    const category = await this.categories.require(refs.category);
    const size = await this.sizes.findById(refs.tyreSize);
    if (!size) throw fieldError('tyreSize', 'notExist');
    if (size.categoryId !== category._id)
      throw fieldError('tyreSize', fieldSays('notSizeOf', { category: category.name }));
    const range = refs.range === null ? null : await this.ranges.find(refs.range);
    if (refs.range !== null && !range) throw fieldError('range', 'notExist');
    if (range && range.categoryId !== category._id)
      throw fieldError('range', fieldSays('notRangeOf', { category: category.name }));
    return {
      categoryId: category._id,
      categoryName: category.name,
      categoryNameBn: category.nameBn,
      categorySlug: category.slug,
      rangeId: range?._id ?? null,
      rangeName: range?.name ?? null,
      rangeNameBn: range ? range.nameBn : null,
      rangeSlug: range?.slug ?? null,
      sizeId: size._id,
      sizeLabel: size.label,
      rim: size.rim,
    } satisfies Partial<ProductDoc>;
  }

  /** Validates everything, then saves the images, then writes; a failed write removes the new images. */
  async create(body: CreateProductBody, uploads: ProductUploads): Promise<Product> {
    if (!uploads.thumbnail) throw fieldError('thumbnail', 'required');
    const refs = await this.references({
      category: body.category,
      range: body.range,
      tyreSize: body.tyreSize,
    });
    const thumbnail = await saveImageSet(this.files, uploads.thumbnail);
    const images = await saveImageSets(this.files, uploads.images ?? []).catch(async (e: unknown) => {
      await removeImageSets(this.files, [thumbnail]);
      throw e;
    });
    const now = new Date().toISOString();
    const doc: Omit<ProductDoc, '_id' | 'slug'> = {
      ...(plainFields(body) as Omit<ProductDoc, '_id' | 'slug'>),
      ...refs,
      price: body.regularPrice - body.discountPrice,
      ...imageFields(thumbnail),
      images,
      version: 1,
      createdAt: now,
      updatedAt: now,
    };
    const created = await commitImages(this.files, { added: [thumbnail, ...images], replaced: [] }, () =>
      onDuplicate(this.products.insert(doc, { wanted: body.slug, from: body.title }), slugConflict),
    );
    return toProduct(created);
  }

  /**
   * The changes an update makes to `doc`, checked against the merged record (a 400 when it would
   * break a rule), and the gallery pictures of `doc` it keeps.
   */
  private async changes(doc: ProductDoc, body: UpdateProductBody, newImages: number) {
    const set = plainFields(body);
    const regularPrice = body.regularPrice ?? doc.regularPrice;
    const discountPrice = body.discountPrice ?? doc.discountPrice;
    if (discountPrice >= regularPrice) throw fieldError('discountPrice', 'lessThanRegular');
    set.price = regularPrice - discountPrice;
    if (body.category !== undefined || body.range !== undefined || body.tyreSize !== undefined) {
      Object.assign(
        set,
        await this.references({
          category: body.category ?? doc.categoryId,
          range: body.range !== undefined ? body.range : doc.rangeId,
          tyreSize: body.tyreSize ?? doc.sizeId,
        }),
      );
    }
    if (body.slug !== undefined && body.slug !== doc.slug) set.slug = body.slug;
    const keep = body.keepImages;
    const kept = keep ? doc.images.filter((image) => keep.includes(image.full)) : [];
    if (keep && kept.length + newImages > MAX_GALLERY_IMAGES) {
      throw fieldError('images', fieldSays('galleryMax', { max: MAX_GALLERY_IMAGES }));
    }
    return { set, kept, keep: keep !== undefined };
  }

  /**
   * Validates the merged record, saves the new images, then writes only if the product is still
   * the version it read. When another edit wrote first, it reads again and checks the merged
   * record again (a 400 if the two edits together break a rule), up to a few times, then 409.
   * A refused update removes its new images; a written one removes exactly the images it replaced.
   */
  async update(slugOrId: string, body: UpdateProductBody, uploads: ProductUploads): Promise<Product> {
    let doc = await this.load(slugOrId, true);
    const newImages = uploads.images?.length ?? 0;
    let plan = await this.changes(doc, body, newImages);
    const thumbnail = uploads.thumbnail ? await saveImageSet(this.files, uploads.thumbnail) : undefined;
    const images = newImages
      ? await saveImageSets(this.files, uploads.images!).catch(async (e: unknown) => {
          await removeImageSets(this.files, [thumbnail]);
          throw e;
        })
      : undefined;
    try {
      for (let attempt = 1; ; attempt++) {
        const set = { ...plan.set };
        if (thumbnail) Object.assign(set, imageFields(thumbnail));
        if (plan.keep || images) set.images = [...plan.kept, ...(images ?? [])];
        const written = await onDuplicate(
          this.products.updateVersion(doc._id, doc.version, set),
          slugConflict,
        );
        if (written) {
          const dropped = set.images ? doc.images.filter((image) => !plan.kept.includes(image)) : [];
          await removeImageSets(this.files, [thumbnail ? doc.thumbnail : null, ...dropped]);
          return toProduct(written);
        }
        if (attempt === UPDATE_ATTEMPTS) {
          throw new AppError('conflict', 'catalog.productRace');
        }
        const again = await this.products.findById(doc._id);
        if (!again) throw notFound('Product');
        doc = again;
        plan = await this.changes(doc, body, newImages);
      }
    } catch (e) {
      await removeImageSets(this.files, [thumbnail, ...(images ?? [])]);
      throw e;
    }
  }

  /** Removes the product, its place in the arrivals and its images. */
  async delete(slugOrId: string): Promise<void> {
    const doc = await this.load(slugOrId, true);
    await this.products.delete(doc._id);
    for (const referrer of this.referrers) await referrer.productDeleted(doc._id);
    await removeImageSets(this.files, [doc.thumbnail, ...doc.images]);
  }
}
