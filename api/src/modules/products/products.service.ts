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
import type { FileService } from '../../lib/files/file-service';
import { commitImages, removeImageSets, saveImageSet, saveImageSets } from '../../lib/files/image-set';
import type { CheckedFile } from '../../lib/files/upload';
import { fieldError, notFound } from '../../lib/http/errors';
import { escapeRegex } from '../../lib/store/escape-regex';
import { chooseSlug } from '../../lib/store/slugs';
import type { Store } from '../../lib/store/store';
import { ArrivalsRepository } from '../arrivals/arrivals.repository';
import { CategoriesRepository, requireCategory } from '../categories/categories.repository';
import { TyreSizesRepository } from '../tyre-sizes/tyre-sizes.repository';
import { TyreRangesRepository } from '../tyre-ranges/tyre-ranges.repository';
import { ProductsRepository, type ProductDoc, type ProductFilter } from './products.repository';

type ImageInput = Buffer | CheckedFile;
export interface ProductUploads {
  thumbnail?: ImageInput;
  /** When given on an update, the whole gallery is replaced. */
  images?: ImageInput[];
}

export interface Page<T> {
  items: T[];
  total: number;
}

const EMPTY: Page<ProductCard> = { items: [], total: 0 };

/** Fields copied from a validated body as they are. */
const PLAIN_FIELDS = [
  'title',
  'construction',
  'tubeType',
  'loadIndex',
  'speedRating',
  'plyRating',
  'pattern',
  'description',
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

export class ProductsService {
  private readonly products: ProductsRepository;
  private readonly categories: CategoriesRepository;
  private readonly ranges: TyreRangesRepository;
  private readonly sizes: TyreSizesRepository;
  private readonly arrivals: ArrivalsRepository;

  constructor(
    store: Store,
    private readonly files: FileService,
  ) {
    this.products = new ProductsRepository(store);
    this.categories = new CategoriesRepository(store);
    this.ranges = new TyreRangesRepository(store);
    this.sizes = new TyreSizesRepository(store);
    this.arrivals = new ArrivalsRepository(store);
  }

  /** Visitors see active products only; an admin sees drafts too and may filter by status. */
  async list(query: ListProductsQuery, admin: boolean): Promise<Page<ProductCard>> {
    const where: ProductFilter = { status: admin ? query.status : 'active' };
    if (query.search) where.searchPattern = new RegExp(escapeRegex(query.search), 'i');
    if (query.category) {
      const category = await this.categories.findBySlugOrId(query.category);
      if (!category) return EMPTY;
      where.categoryId = category._id;
    }
    if (query.range) {
      const range = await this.ranges.findBySlugOrId(query.range);
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
      const category = await this.categories.findBySlugOrId(query.category);
      if (!category) return EMPTY;
      where.categoryId = category._id;
    }
    return this.products.page(where, 'newest', query.page, query.size);
  }

  async get(slugOrId: string, admin: boolean): Promise<Product> {
    const doc = await this.products.findBySlugOrId(slugOrId);
    // A draft does not exist for visitors.
    if (!doc || (!admin && doc.status !== 'active')) throw notFound('Product');
    return doc;
  }

  /** Loads the category, range and size a product points at; the range and size must be of that category. */
  private async references(refs: { category: string; range: string | null; tyreSize: string }) {
    const category = await requireCategory(this.categories, refs.category);
    const size = await this.sizes.findById(refs.tyreSize);
    if (!size) throw fieldError('tyreSize', 'does not exist');
    if (size.categoryId !== category._id) throw fieldError('tyreSize', `is not a size of ${category.name}`);
    const range = refs.range === null ? null : await this.ranges.findBySlugOrId(refs.range);
    if (refs.range !== null && !range) throw fieldError('range', 'does not exist');
    if (range && range.categoryId !== category._id)
      throw fieldError('range', `is not a range of ${category.name}`);
    return {
      categoryId: category._id,
      categoryName: category.name,
      categorySlug: category.slug,
      rangeId: range?._id ?? null,
      rangeName: range?.name ?? null,
      rangeSlug: range?.slug ?? null,
      sizeId: size._id,
      sizeLabel: size.label,
      rim: size.rim,
    } satisfies Partial<ProductDoc>;
  }

  /** Validates everything, then saves the images, then writes; a failed write removes the new images. */
  async create(body: CreateProductBody, uploads: ProductUploads): Promise<Product> {
    if (!uploads.thumbnail) throw fieldError('thumbnail', 'is required');
    const refs = await this.references({
      category: body.category,
      range: body.range,
      tyreSize: body.tyreSize,
    });
    const slug = await chooseSlug(this.products.col, { wanted: body.slug, from: body.title });
    const thumbnail = await saveImageSet(this.files, uploads.thumbnail);
    const images = await saveImageSets(this.files, uploads.images ?? []).catch(async (e: unknown) => {
      await removeImageSets(this.files, [thumbnail]);
      throw e;
    });
    const now = new Date().toISOString();
    const doc: Omit<ProductDoc, '_id'> = {
      ...(plainFields(body) as Omit<ProductDoc, '_id'>),
      ...refs,
      slug,
      price: body.regularPrice - body.discountPrice,
      ...imageFields(thumbnail),
      images,
      createdAt: now,
      updatedAt: now,
    };
    return commitImages(this.files, { added: [thumbnail, ...images], replaced: [] }, () =>
      this.products.insert(doc),
    );
  }

  async update(slugOrId: string, body: UpdateProductBody, uploads: ProductUploads): Promise<Product> {
    const doc = await this.get(slugOrId, true);
    const set = plainFields(body);
    const regularPrice = body.regularPrice ?? doc.regularPrice;
    const discountPrice = body.discountPrice ?? doc.discountPrice;
    if (discountPrice >= regularPrice)
      throw fieldError('discountPrice', 'must be less than the regular price');
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
    if (body.slug !== undefined && body.slug !== doc.slug) {
      set.slug = await chooseSlug(this.products.col, {
        wanted: body.slug,
        from: doc.title,
        exceptId: doc._id,
      });
    }
    const keep = body.keepImages;
    const kept = keep ? doc.images.filter((image) => keep.includes(image.full)) : [];
    if (keep && kept.length + (uploads.images?.length ?? 0) > MAX_GALLERY_IMAGES) {
      throw fieldError('images', `must be at most ${MAX_GALLERY_IMAGES} pictures with the kept ones`);
    }
    const thumbnail = uploads.thumbnail ? await saveImageSet(this.files, uploads.thumbnail) : undefined;
    const images = uploads.images?.length
      ? await saveImageSets(this.files, uploads.images).catch(async (e: unknown) => {
          await removeImageSets(this.files, [thumbnail]);
          throw e;
        })
      : undefined;
    if (thumbnail) Object.assign(set, imageFields(thumbnail));
    if (keep || images) set.images = [...kept, ...(images ?? [])];
    const dropped = set.images ? doc.images.filter((image) => !kept.includes(image)) : [];
    const replaced = [thumbnail ? doc.thumbnail : null, ...dropped];
    return commitImages(this.files, { added: [thumbnail, ...(images ?? [])], replaced }, async () => {
      const after = await this.products.update(doc._id, set);
      if (!after) throw notFound('Product');
      return after;
    });
  }

  /** Removes the product, its place in the arrivals and its images. */
  async delete(slugOrId: string): Promise<void> {
    const doc = await this.get(slugOrId, true);
    await this.products.delete(doc._id);
    await this.arrivals.removeProduct(doc._id);
    await removeImageSets(this.files, [doc.thumbnail, ...doc.images]);
  }
}
