import type { District, OrderItemInput, OrderLine, QuoteLine, UnavailableReason } from '@tyre/contracts';
import { englishOf, says, type CodedText } from '../../lib/http/errors';
import type { MessageCode } from '@tyre/contracts/error-texts';
import type { OrderableProduct } from '../products/products.service';

export interface PricedCart {
  lines: QuoteLine[];
  /** The sellable lines as they would be sold (all of them when nothing is unavailable). */
  sold: OrderLine[];
  subtotal: number;
  shipping: number;
  total: number;
  unavailable: ({ product: string } & Unavailable)[];
}

/** Why a line cannot be ordered: its reason, the text that says it (by code), and that text in English. */
interface Unavailable {
  reason: UnavailableReason;
  text: CodedText<MessageCode>;
  message: string;
}

const why = (reason: UnavailableReason, text: CodedText<MessageCode>): Unavailable => ({
  reason,
  text,
  message: englishOf(text),
});

/** Shipping by district: the product's inside-Dhaka rate for Dhaka, else its outside-Dhaka rate. */
export const shippingRate = (product: OrderableProduct, district: District): number =>
  district === 'Dhaka' ? product.shippingInsideDhaka : product.shippingOutsideDhaka;

function unavailable(product: OrderableProduct | undefined, quantity: number): Unavailable | null {
  if (!product) return why('unknown', says('order.productGone'));
  const title = product.title;
  if (product.status !== 'active') return why('draft', says('order.notOnSale', { title }));
  if (product.stock <= 0) return why('out_of_stock', says('order.outOfStock', { title }));
  if (product.stock < quantity)
    return why('insufficient_stock', says('order.onlyLeft', { left: product.stock, title }));
  return null;
}

/** Prices a cart from the server's own records only (whole BDT). */
export function priceCart(
  items: OrderItemInput[],
  district: District,
  products: OrderableProduct[],
): PricedCart {
  const byId = new Map(products.map((p) => [p._id, p]));
  const lines: QuoteLine[] = [];
  const sold: OrderLine[] = [];
  const missing: PricedCart['unavailable'] = [];
  for (const { product: id, quantity } of items) {
    const product = byId.get(id.toLowerCase());
    const problem = unavailable(product, quantity);
    if (!product) {
      lines.push({
        product: id,
        quantity,
        available: false,
        reason: problem!.reason,
        message: problem!.message,
      });
      missing.push({ product: id, ...problem! });
      continue;
    }
    // the Bangla title is kept with the line, as the title is: the order shows what was bought
    const titleBn = product.titleBn ? { titleBn: product.titleBn } : {};
    const line: OrderLine = {
      product: product._id,
      title: product.title,
      ...titleBn,
      slug: product.slug,
      thumbnailImage: product.thumbnailImage,
      quantity,
      regularPrice: product.regularPrice,
      unitPrice: product.price,
      lineTotal: product.price * quantity,
      shipping: shippingRate(product, district) * quantity,
    };
    if (problem) {
      missing.push({ product: product._id, ...problem });
      lines.push({
        product: product._id,
        quantity,
        available: false,
        reason: problem.reason,
        message: problem.message,
        title: product.title,
        ...titleBn,
        slug: product.slug,
        thumbnailImage: product.thumbnailImage,
        stock: Math.max(0, product.stock),
        regularPrice: product.regularPrice,
        unitPrice: product.price,
      });
      continue;
    }
    sold.push(line);
    lines.push({ ...line, available: true, stock: product.stock });
  }
  const subtotal = sold.reduce((sum, l) => sum + l.lineTotal, 0);
  const shipping = sold.reduce((sum, l) => sum + l.shipping, 0);
  return { lines, sold, subtotal, shipping, total: subtotal + shipping, unavailable: missing };
}
