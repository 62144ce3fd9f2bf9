// Test data shaped like the API's answers (types from @tyre/contracts).
import type { District } from '@tyre/contracts/constants';
import type { Order, OrderItemInput, Quote } from '@tyre/contracts';
import type { CartItem } from '@tyre/web-kit';

export const street: CartItem = {
  _id: 'a1a1a1a1a1a1a1a1a1a1a1a1',
  title: '130/90-16 Street',
  regularPrice: 4200,
  price: 4200,
  quantity: 1,
};
export const cng: CartItem = {
  _id: 'b2b2b2b2b2b2b2b2b2b2b2b2',
  title: '4.00-8 CNG',
  regularPrice: 2100,
  price: 2100,
  quantity: 2,
};

const catalogue = new Map([street, cng].map((item) => [item._id, item]));

/** The quote the API would give: 80 a unit shipping inside Dhaka, 150 outside; `soldOut` flagged. */
export function quoteFor(
  body: { items: OrderItemInput[]; district: District },
  soldOut: string[] = [],
): Quote {
  const rate = body.district === 'Dhaka' ? 80 : 150;
  const items = body.items.map(({ product, quantity }) => {
    const item = catalogue.get(product);
    const unit = item?.price ?? 0;
    return soldOut.includes(product)
      ? {
          product,
          quantity,
          available: false,
          reason: 'out_of_stock' as const,
          message: 'Out of stock',
          title: item?.title ?? '',
        }
      : {
          product,
          quantity,
          available: true,
          title: item?.title ?? '',
          regularPrice: unit,
          unitPrice: unit,
          lineTotal: unit * quantity,
          shipping: rate * quantity,
        };
  });
  const subtotal = items.reduce((sum, line) => sum + (line.lineTotal ?? 0), 0);
  const shipping = items.reduce((sum, line) => sum + (line.shipping ?? 0), 0);
  return {
    district: body.district,
    items,
    subtotal,
    shipping,
    total: subtotal + shipping,
    unavailable: items
      .filter((line) => !line.available)
      .map((line) => ({ product: line.product, reason: 'out_of_stock' as const, message: 'Out of stock' })),
  };
}

export function order(overrides: Partial<Order> = {}): Order {
  return {
    _id: 'c3c3c3c3c3c3c3c3c3c3c3c3',
    reference: 'TB-260001',
    key: 'k3y-of-the-order-0123456789',
    userId: null,
    items: [
      {
        product: street._id,
        title: street.title,
        slug: 'street-130-90-16',
        quantity: 1,
        regularPrice: 4200,
        unitPrice: 4200,
        lineTotal: 4200,
        shipping: 80,
      },
    ],
    customer: {
      name: 'Rahim Uddin',
      address: 'House 12, Road 5',
      thana: 'Dhanmondi',
      district: 'Dhaka',
      mobileNumber: '01711000000',
    },
    payment: { paymentType: 'Cash on Delivery' },
    subtotal: 4200,
    shipping: 80,
    total: 4280,
    status: 'pending',
    history: [],
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
