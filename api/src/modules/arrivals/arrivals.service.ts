import { MAX_ARRIVALS, type ProductCard } from '@tyre/contracts';
import { AppError, fieldError, notFound, says } from '../../lib/http/errors';
import type { Store } from '../../lib/store/store';
import type { ProductReader, ProductReferrer } from '../products/products.service';
import { ArrivalsRepository } from './arrivals.repository';

export class ArrivalsService {
  private readonly arrivals: ArrivalsRepository;

  constructor(
    store: Store,
    private readonly products: ProductReader,
  ) {
    this.arrivals = new ArrivalsRepository(store);
  }

  /** A deleted product leaves the new arrivals. */
  readonly productReferrer: ProductReferrer = {
    productDeleted: (productId) => this.arrivals.removeProduct(productId),
  };

  /** The cards in the admin-set order; visitors see active products only. */
  async list(admin: boolean): Promise<ProductCard[]> {
    const ids = await this.arrivals.ids();
    const byId = new Map((await this.products.cards(ids)).map((card) => [card._id, card]));
    return ids.flatMap((id) => {
      const card = byId.get(id);
      return card && (admin || card.status === 'active') ? [card] : [];
    });
  }

  async add(product: string): Promise<ProductCard[]> {
    const doc = await this.products.find(product);
    if (!doc) throw fieldError('product', 'notExist');
    const ids = await this.arrivals.ids();
    if (ids.includes(doc._id)) throw new AppError('conflict', 'arrivals.alreadyIn');
    if (ids.length >= MAX_ARRIVALS)
      throw new AppError('conflict', says('arrivals.full', { max: MAX_ARRIVALS }));
    await this.arrivals.save([...ids, doc._id]);
    return this.list(true);
  }

  /** The new order must list exactly the products listed now. */
  async reorder(productIds: string[]): Promise<ProductCard[]> {
    const ids = await this.arrivals.ids();
    const same =
      productIds.length === ids.length &&
      new Set(productIds).size === ids.length &&
      productIds.every((id) => ids.includes(id));
    if (!same) throw fieldError('productIds', 'arrivalsExactly');
    await this.arrivals.save(productIds);
    return this.list(true);
  }

  async remove(product: string): Promise<ProductCard[]> {
    const ids = await this.arrivals.ids();
    const doc = await this.products.find(product);
    // A listed id is removed even if the product is gone.
    const id = doc?._id ?? (ids.includes(product) ? product : undefined);
    if (!id || !ids.includes(id)) throw notFound('Product in the new arrivals');
    await this.arrivals.save(ids.filter((other) => other !== id));
    return this.list(true);
  }
}
