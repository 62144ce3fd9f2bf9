import type { Courier, District, OrderStatus, PlaceOrderInput } from '@tyre/contracts';
import type { DemoAccounts } from '../auth/auth.service';
import type { ProductStock } from '../products/products.service';
import type { OrdersService } from './orders.service';

export const DEMO_ORDER_COUNT = 40;
const DAYS = 90;

const VISITORS = [
  'Abdul Karim',
  'Nusrat Jahan',
  'Mizanur Rahman',
  'Farhana Akter',
  'Shafiqul Islam',
  'Taslima Khatun',
  'Jahid Hasan',
  'Rokeya Sultana',
  'Habibur Rahman',
  'Sabina Yasmin',
];
const PLACES: [District, string, string][] = [
  ['Dhaka', 'Mirpur', 'House 12, Road 3, Section 10'],
  ['Dhaka', 'Dhanmondi', 'Flat 4B, House 27, Road 7'],
  ['Chattogram', 'Double Mooring', '45 Agrabad Access Road'],
  ['Gazipur', 'Tongi', 'Station Road, Cherag Ali Market'],
  ['Dhaka', 'Uttara', 'House 9, Road 14, Sector 11'],
  ['Sylhet', 'Kotwali', 'Zindabazar, Noor Complex'],
  ['Rajshahi', 'Boalia', 'Shaheb Bazar Main Road'],
  ['Khulna', 'Sonadanga', 'KDA Avenue, Plot 8'],
  ['Cumilla', 'Kotwali', 'Kandirpar, Jhautola'],
  ['Bogura', 'Sadar', 'Satmatha, Jaleshwaritala'],
  ['Narayanganj', 'Fatullah', 'BSCIC Industrial Area, Shed 5'],
  ['Rangpur', 'Kotwali', 'Jahaj Company More'],
  ['Barishal', 'Kotwali', 'Sadar Road, Band Road corner'],
  ["Cox's Bazar", 'Sadar', 'Kolatoli Road, Hotel Motel Zone'],
  ['Mymensingh', 'Kotwali', 'Ganginarpar, Choto Bazar'],
  ['Jashore', 'Kotwali', 'MK Road, Chowrasta'],
];

/** Where an order of that age may have got to by now; every status appears. */
function targetStatus(i: number, daysAgo: number, bkash: boolean): OrderStatus {
  if (daysAgo >= 14)
    return (['completed', 'returned', 'cancelled', 'completed', 'shipped', 'completed'] as const)[i % 6]!;
  if (daysAgo >= 4) return (['shipped', 'processing', 'completed', 'cancelled', 'pending'] as const)[i % 5]!;
  if (bkash) return i % 2 ? 'payment_review' : 'processing';
  return (['pending', 'processing', 'pending'] as const)[i % 3]!;
}

/** The admin moves that lead from the first status to the target. */
function movesTo(target: OrderStatus, bkash: boolean, i: number): OrderStatus[] {
  const verified: OrderStatus[] = bkash ? ['pending'] : [];
  switch (target) {
    case 'awaiting_payment': // demo orders are never paid online
    case 'payment_review':
    case 'pending':
      return target === 'pending' ? verified : [];
    case 'processing':
      return [...verified, 'processing'];
    case 'shipped':
      return [...verified, 'processing', 'shipped'];
    case 'completed':
    case 'returned':
      return [...verified, 'processing', 'shipped', target];
    case 'cancelled':
      // a rejected bKash payment, or a customer who called to cancel
      return bkash && i % 2 ? ['cancelled'] : [...verified, 'cancelled'];
  }
}

const NOTES: Partial<Record<OrderStatus, string>> = {
  pending: 'TrxID found on the bKash statement',
  shipped: 'Sent with the courier',
  returned: 'The customer refused the parcel at the door',
  cancelled: 'Customer asked to cancel by phone',
};

/** A shipped demo order's courier and number: most with a courier's consignment number, some by hand. */
function demoShipment(i: number, couriers: Courier[]): { courier?: string; trackingNumber?: string } {
  const active = couriers.filter((c) => c.active);
  if (active.length === 0 || i % 7 === 6) return {};
  const courier = active[i % active.length]!;
  return { courier: courier._id, trackingNumber: `DC${String(410_000 + i * 3_917).padStart(8, '0')}` };
}

/**
 * About forty orders over the last 90 days, placed and moved through the service itself, so
 * that stock, references, history and shipments are what real use would leave behind.
 */
export async function seedDemoOrders(
  service: OrdersService,
  stock: ProductStock,
  people: DemoAccounts,
  couriers: Courier[] = [],
  now = new Date(),
): Promise<void> {
  const products = await stock.inStock(15, 30);
  if (products.length === 0) return;
  const customers = await people.demoCustomers();
  const admin = (await people.anAdmin()) ?? { _id: '000000000000000000000000', name: 'Admin' };
  for (let i = 0; i < DEMO_ORDER_COUNT; i++) {
    const daysAgo = DAYS - 0.5 - (i * (DAYS - 1)) / DEMO_ORDER_COUNT;
    const at = new Date(now.getTime() - daysAgo * 86_400_000 + ((i * 7) % 11) * 3600_000);
    const bkash = i % 3 === 0 || (daysAgo < 4 && i % 2 === 1);
    const user = i % 3 === 1 ? customers[Math.floor(i / 3) % Math.max(customers.length, 1)] : undefined;
    const [district, thana, address] = PLACES[(i * 5) % PLACES.length]!;
    const first = products[(i * 7) % products.length]!;
    const second = products[(i * 11 + 3) % products.length]!;
    const items = [{ product: first._id, quantity: 1 + (i % 2) }];
    if (i % 4 === 2 && second._id !== first._id) items.push({ product: second._id, quantity: 2 });
    const mobileNumber = `01${7 + (i % 3)}${String(20_000_000 + i * 104_729).padStart(8, '0')}`;
    const input: PlaceOrderInput = {
      items,
      customer: {
        name: user?.name ?? VISITORS[i % VISITORS.length]!,
        companyName: i % 6 === 5 ? 'Rahman Auto Parts' : undefined,
        address,
        town: district === 'Dhaka' ? 'Dhaka' : undefined,
        thana,
        district,
        postCode: i % 2 ? String(1000 + ((i * 137) % 8999)) : undefined,
        mobileNumber,
        email: user?.email,
        notes: i % 5 === 0 ? 'Please call before delivery' : undefined,
      },
      payment: bkash
        ? {
            paymentType: 'bKash',
            mobileNumber,
            trxID:
              `D${(at.getTime() % 1e9).toString(36).toUpperCase().padStart(6, '0')}${String(i).padStart(3, '0')}`
                .slice(0, 10)
                .padEnd(10, 'X'),
          }
        : { paymentType: 'Cash on Delivery' },
      // one order in four placed from the Bangla site: its invoice is in Bangla
      language: i % 4 === 3 ? 'bn' : 'en',
    };
    // quiet: demo orders send no SMS or e-mail (their numbers may be someone's)
    const { order } = await service.place(input, { user, now: at, quiet: true });
    const target = targetStatus(i, daysAgo, bkash);
    let when = at.getTime();
    for (const to of movesTo(target, bkash, i)) {
      when = Math.min(when + (6 + (i % 30)) * 3600_000, now.getTime() - 60_000);
      const shipping =
        to === 'shipped'
          ? demoShipment(i, couriers)
          : to === 'returned'
            ? { returned: { reason: 'refused' as const } }
            : {};
      await service.updateStatus(order.key, to, admin, NOTES[to], new Date(when), shipping);
    }
  }
}
