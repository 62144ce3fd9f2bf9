import { filesNamedIn } from '../../lib/files/file-sweep';
import type { Product, ProductCard, ProductSort } from '@tyre/contracts';
import { SluggedRepository } from '../../lib/store/slugged-repository';
import type { Collection, Filter, SortSpec, Store } from '../../lib/store/store';

/**
 * A product as stored: `version` grows with every write, so an update can write only over the
 * version it read (products stored before versions came have none: read as 0).
 */
export type ProductDoc = Product & { version?: number };

const LIST_NOTE = 'the status index gives the candidates; the sort runs in memory';
const FINDER_NOTE =
  'the candidates come from whichever filtered field matches fewest (status, sizeId, categoryId, rim or rangeId); the sort runs in memory';

/**
 * Indexes of the list, finder and detail paths, each declared once. MongoDB serves each filter
 * with its sort from a compound index; the embedded store indexes the first field of each
 * (status) and the single fields, and takes its candidates from the filtered field that matches
 * fewest documents.
 */
export const productsCollection = (store: Store): Collection<ProductDoc> =>
  store.collection<ProductDoc>('products', [
    { fields: { slug: 1 }, unique: true },
    // Counting the products of a category, range or size (before a delete) and the finder.
    { fields: { categoryId: 1 } },
    { fields: { rangeId: 1 } },
    { fields: { sizeId: 1 } },
    { fields: { rim: 1 } },
    // The list sorts behind the status filter ...
    { fields: { status: 1, createdAt: -1, _id: -1 }, embedded: LIST_NOTE },
    { fields: { status: 1, price: 1, _id: 1 }, embedded: LIST_NOTE },
    { fields: { status: 1, title: 1, _id: 1 }, embedded: LIST_NOTE },
    // ... and the finder (newest first). A size implies its category and rim, so status+size suffices.
    { fields: { status: 1, sizeId: 1, createdAt: -1, _id: -1 }, embedded: FINDER_NOTE },
    { fields: { status: 1, categoryId: 1, rim: 1, createdAt: -1, _id: -1 }, embedded: FINDER_NOTE },
    { fields: { status: 1, rim: 1, createdAt: -1, _id: -1 }, embedded: FINDER_NOTE },
    { fields: { status: 1, rangeId: 1, createdAt: -1, _id: -1 }, embedded: FINDER_NOTE },
  ]);

const CARD_FIELDS = [
  '_id',
  'slug',
  'title',
  'titleBn',
  'thumbnailImage',
  'regularPrice',
  'discountPrice',
  'price',
  'stock',
  'status',
  'categoryName',
  'categoryNameBn',
  'categorySlug',
  'rangeName',
  'rangeNameBn',
  'sizeLabel',
  'rim',
  'construction',
  'tubeType',
  'updatedAt',
] as const satisfies readonly (keyof ProductCard)[];
const CARD_PROJECTION = Object.fromEntries(CARD_FIELDS.map((f) => [f, 1 as const]));
const REPORT_PROJECTION = {
  _id: 1,
  title: 1,
  titleBn: 1,
  slug: 1,
  stock: 1,
  categoryId: 1,
  categoryName: 1,
  categoryNameBn: 1,
} as const;

/** What `GET /products?search=` matches, each read from the product itself (no join). */
export const SEARCHED_FIELDS = [
  'title',
  'titleBn',
  'sizeLabel',
  'pattern',
  'categoryName',
  'categoryNameBn',
  'rangeName',
  'rangeNameBn',
] as const satisfies readonly (keyof ProductDoc)[];

export const SORTS: Record<ProductSort, SortSpec<ProductDoc>> = {
  newest: { createdAt: -1, _id: -1 },
  'price-asc': { price: 1, _id: 1 },
  'price-desc': { price: -1, _id: -1 },
  title: { title: 1, _id: 1 },
};

/** The filters a list or the finder may apply; each is an `_id` or a value, never client text in an operator. */
export interface ProductFilter {
  status?: ProductDoc['status'];
  searchPattern?: RegExp;
  /** With `searchPattern`: products of these sizes match too (the sizes of the vehicles the search names). */
  searchSizeIds?: string[];
  rangeId?: string;
  categoryId?: string;
  rim?: number;
  sizeId?: string;
}

export type ProductReference = 'categoryId' | 'rangeId' | 'sizeId';

export class ProductsRepository extends SluggedRepository<ProductDoc> {
  /** The stored file names its records hold (for the start-up sweep). */
  referencedFiles(): Promise<string[]> {
    return filesNamedIn(this.col, ['thumbnail', 'images']);
  }

  constructor(store: Store) {
    super(productsCollection(store));
  }

  /** One indexed query for the page and one count, both on the same filter. */
  async page(
    where: ProductFilter,
    sort: ProductSort,
    page: number,
    size: number,
  ): Promise<{ items: ProductCard[]; total: number }> {
    const filter: Filter<ProductDoc> = {};
    if (where.status) filter.status = where.status;
    if (where.searchPattern) {
      // The product's own texts and its copies of the category's and range's names, in both
      // languages (all stored NFC, as the query is).
      filter.$or = SEARCHED_FIELDS.map((field) => ({ [field]: where.searchPattern }));
      if (where.searchSizeIds?.length) filter.$or.push({ sizeId: { $in: where.searchSizeIds } });
    }
    if (where.rangeId) filter.rangeId = where.rangeId;
    if (where.categoryId) filter.categoryId = where.categoryId;
    if (where.rim !== undefined) filter.rim = where.rim;
    if (where.sizeId) filter.sizeId = where.sizeId;
    const [items, total] = await Promise.all([
      this.col.find(filter, {
        sort: SORTS[sort],
        skip: page * size,
        limit: size,
        projection: CARD_PROJECTION,
      }),
      this.col.count(filter),
    ]);
    return { items: items as ProductCard[], total };
  }

  /** Cards of the given products, in no particular order (by `_id` only, so the embedded store uses its `_id` index). */
  async cards(ids: string[]): Promise<ProductCard[]> {
    if (ids.length === 0) return [];
    return (await this.col.find({ _id: { $in: ids } }, { projection: CARD_PROJECTION })) as ProductCard[];
  }

  /**
   * A size's active products in stock (or out of stock), newest first, at most `limit`: the
   * filter's size gives the candidates, and the answer stays small for the read cache.
   */
  async activeOfSize(sizeId: string, inStock: boolean, limit: number): Promise<ProductCard[]> {
    return (await this.col.find(
      { status: 'active', sizeId, stock: inStock ? { $gt: 0 } : { $lte: 0 } },
      { sort: SORTS.newest, limit, projection: CARD_PROJECTION },
    )) as ProductCard[];
  }

  countActiveOfSize(sizeId: string): Promise<number> {
    return this.col.count({ status: 'active', sizeId });
  }

  countUsing(field: ProductReference, id: string): Promise<number> {
    return this.col.count({ [field]: id });
  }

  /** Keeps copied names, labels and rims in step with the category, range or size they came from. */
  setWhere(field: ProductReference, id: string, set: Partial<ProductDoc>): Promise<number> {
    return this.col.updateMany({ [field]: id }, { $set: set, $inc: { version: 1 } });
  }

  /**
   * Writes the changes only if the product is still at `version` (what the caller read), and
   * moves it to the next version. Answers the product after the write, or null when another
   * write came first (or the product is gone). A slug another product holds throws
   * `DuplicateKeyError`.
   */
  async updateVersion(
    id: string,
    version: number | undefined,
    set: Partial<Omit<ProductDoc, '_id' | 'version'>>,
  ): Promise<ProductDoc | null> {
    const changes: Partial<ProductDoc> = { ...set, updatedAt: new Date().toISOString() };
    if (set.slug !== undefined) changes.slug = await this.freeSlug(set.slug, id);
    return this.col.updateOne(
      { _id: id, version: version === undefined ? { $exists: false } : version },
      { $set: { ...changes, version: (version ?? 0) + 1 } },
    );
  }

  // ---- stock, for the orders module (through ProductsService's `stock`) ----

  /** What an order needs of the given products: card fields, shipping rates, stock and status. */
  async forOrder(ids: string[]): Promise<ProductDoc[]> {
    if (ids.length === 0) return [];
    return this.col.find(
      { _id: { $in: ids } },
      { projection: { ...CARD_PROJECTION, shippingInsideDhaka: 1, shippingOutsideDhaka: 1 } },
    );
  }

  /** Active products with at least `minStock` in stock (demo orders pick from them). */
  inStockForOrder(minStock: number, limit: number): Promise<ProductDoc[]> {
    return this.col.find(
      { status: 'active', stock: { $gte: minStock } },
      {
        sort: { createdAt: 1, _id: 1 },
        limit,
        projection: { ...CARD_PROJECTION, shippingInsideDhaka: 1, shippingOutsideDhaka: 1 },
      },
    );
  }

  /** Takes `quantity` units only while that many are in stock: one atomic conditional update. */
  async takeStock(id: string, quantity: number): Promise<boolean> {
    const after = await this.col.updateOne(
      { _id: id, stock: { $gte: quantity } },
      { $inc: { stock: -quantity } },
    );
    return after !== null;
  }

  /** Puts units back (a failed order's earlier lines, a cancelled order). */
  async giveBackStock(id: string, quantity: number): Promise<void> {
    await this.col.updateOne({ _id: id }, { $inc: { stock: quantity } });
  }

  // ---- for the reports module (through ProductsService's `reports`) ----

  /** Id, names, category and stock of the given products. */
  async reportRows(ids: string[]): Promise<ProductDoc[]> {
    if (ids.length === 0) return [];
    return this.col.find({ _id: { $in: ids } }, { projection: REPORT_PROJECTION });
  }

  /** Active products at or below `threshold` in stock, fewest first. */
  lowStock(threshold: number, limit: number): Promise<ProductDoc[]> {
    return this.col.find(
      { status: 'active', stock: { $lte: threshold } },
      { sort: { stock: 1, title: 1, _id: 1 }, limit, projection: REPORT_PROJECTION },
    );
  }

  /** Active products other than the given ones (by title), and how many there are. */
  async activeExcept(ids: string[], limit: number): Promise<{ items: ProductDoc[]; total: number }> {
    const filter: Filter<ProductDoc> = { status: 'active', _id: { $nin: ids } };
    const [items, total] = await Promise.all([
      this.col.find(filter, { sort: { title: 1, _id: 1 }, limit, projection: REPORT_PROJECTION }),
      this.col.count(filter),
    ]);
    return { items, total };
  }
}
