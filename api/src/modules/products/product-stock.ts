import type { Store } from '../../lib/store/store';
import { ProductsRepository, type ProductDoc } from './products.repository';

/** A product as an order sees it. */
export interface OrderableProduct {
  _id: string;
  title: string;
  slug: string;
  thumbnailImage?: string;
  regularPrice: number;
  price: number;
  stock: number;
  status: 'active' | 'draft';
  shippingInsideDhaka: number;
  shippingOutsideDhaka: number;
}

/** What the orders module may do with products: read them for an order and move stock atomically. */
export interface ProductStock {
  forOrder(ids: string[]): Promise<OrderableProduct[]>;
  /** Active products with at least `minStock` units (for demo orders). */
  inStock(minStock: number, limit: number): Promise<OrderableProduct[]>;
  /** True when `quantity` units were taken; false (nothing taken) when fewer are in stock. */
  take(id: string, quantity: number): Promise<boolean>;
  giveBack(id: string, quantity: number): Promise<void>;
}

export function productStock(store: Store): ProductStock {
  const repo = new ProductsRepository(store);
  const view = (p: ProductDoc): OrderableProduct => ({
    _id: p._id,
    title: p.title,
    slug: p.slug,
    thumbnailImage: p.thumbnailImage,
    regularPrice: p.regularPrice,
    price: p.price,
    stock: p.stock,
    status: p.status,
    shippingInsideDhaka: p.shippingInsideDhaka ?? 0,
    shippingOutsideDhaka: p.shippingOutsideDhaka ?? 0,
  });
  return {
    forOrder: async (ids) => (await repo.forOrder(ids)).map(view),
    inStock: async (minStock, limit) => (await repo.inStockForOrder(minStock, limit)).map(view),
    take: (id, quantity) => repo.takeStock(id, quantity),
    giveBack: (id, quantity) => repo.giveBackStock(id, quantity),
  };
}
