// Plain constants of ordering, with no dependency (no zod): browser code imports them from
// `@tyre/contracts/constants`; `schemas/orders.ts` builds its schemas on them.

/** The 64 districts of Bangladesh (English names, as orders store them), grouped by division. */
export const DISTRICTS = [
  // Dhaka division
  'Dhaka',
  'Faridpur',
  'Gazipur',
  'Gopalganj',
  'Kishoreganj',
  'Madaripur',
  'Manikganj',
  'Munshiganj',
  'Narayanganj',
  'Narsingdi',
  'Rajbari',
  'Shariatpur',
  'Tangail',
  // Chattogram division
  'Bandarban',
  'Brahmanbaria',
  'Chandpur',
  'Chattogram',
  "Cox's Bazar",
  'Cumilla',
  'Feni',
  'Khagrachhari',
  'Lakshmipur',
  'Noakhali',
  'Rangamati',
  // Rajshahi division
  'Bogura',
  'Chapainawabganj',
  'Joypurhat',
  'Naogaon',
  'Natore',
  'Pabna',
  'Rajshahi',
  'Sirajganj',
  // Khulna division
  'Bagerhat',
  'Chuadanga',
  'Jashore',
  'Jhenaidah',
  'Khulna',
  'Kushtia',
  'Magura',
  'Meherpur',
  'Narail',
  'Satkhira',
  // Barishal division
  'Barguna',
  'Barishal',
  'Bhola',
  'Jhalokati',
  'Patuakhali',
  'Pirojpur',
  // Sylhet division
  'Habiganj',
  'Moulvibazar',
  'Sunamganj',
  'Sylhet',
  // Rangpur division
  'Dinajpur',
  'Gaibandha',
  'Kurigram',
  'Lalmonirhat',
  'Nilphamari',
  'Panchagarh',
  'Rangpur',
  'Thakurgaon',
  // Mymensingh division
  'Jamalpur',
  'Mymensingh',
  'Netrokona',
  'Sherpur',
] as const;
export type District = (typeof DISTRICTS)[number];

/** Default district of the checkout form (spec section 9); shipping inside Dhaka applies to it. */
export const DEFAULT_DISTRICT: District = 'Dhaka';

/** Each district with its Bangla name and its division, for the checkout select. */
export const DISTRICT_DETAILS: readonly {
  name: District;
  bn: string;
  division: string;
  divisionBn: string;
}[] = [
  { name: 'Dhaka', bn: 'ঢাকা', division: 'Dhaka', divisionBn: 'ঢাকা' },
  { name: 'Faridpur', bn: 'ফরিদপুর', division: 'Dhaka', divisionBn: 'ঢাকা' },
  { name: 'Gazipur', bn: 'গাজীপুর', division: 'Dhaka', divisionBn: 'ঢাকা' },
  { name: 'Gopalganj', bn: 'গোপালগঞ্জ', division: 'Dhaka', divisionBn: 'ঢাকা' },
  { name: 'Kishoreganj', bn: 'কিশোরগঞ্জ', division: 'Dhaka', divisionBn: 'ঢাকা' },
  { name: 'Madaripur', bn: 'মাদারীপুর', division: 'Dhaka', divisionBn: 'ঢাকা' },
  { name: 'Manikganj', bn: 'মানিকগঞ্জ', division: 'Dhaka', divisionBn: 'ঢাকা' },
  { name: 'Munshiganj', bn: 'মুন্সিগঞ্জ', division: 'Dhaka', divisionBn: 'ঢাকা' },
  { name: 'Narayanganj', bn: 'নারায়ণগঞ্জ', division: 'Dhaka', divisionBn: 'ঢাকা' },
  { name: 'Narsingdi', bn: 'নরসিংদী', division: 'Dhaka', divisionBn: 'ঢাকা' },
  { name: 'Rajbari', bn: 'রাজবাড়ী', division: 'Dhaka', divisionBn: 'ঢাকা' },
  { name: 'Shariatpur', bn: 'শরীয়তপুর', division: 'Dhaka', divisionBn: 'ঢাকা' },
  { name: 'Tangail', bn: 'টাঙ্গাইল', division: 'Dhaka', divisionBn: 'ঢাকা' },
  { name: 'Bandarban', bn: 'বান্দরবান', division: 'Chattogram', divisionBn: 'চট্টগ্রাম' },
  { name: 'Brahmanbaria', bn: 'ব্রাহ্মণবাড়িয়া', division: 'Chattogram', divisionBn: 'চট্টগ্রাম' },
  { name: 'Chandpur', bn: 'চাঁদপুর', division: 'Chattogram', divisionBn: 'চট্টগ্রাম' },
  { name: 'Chattogram', bn: 'চট্টগ্রাম', division: 'Chattogram', divisionBn: 'চট্টগ্রাম' },
  { name: "Cox's Bazar", bn: 'কক্সবাজার', division: 'Chattogram', divisionBn: 'চট্টগ্রাম' },
  { name: 'Cumilla', bn: 'কুমিল্লা', division: 'Chattogram', divisionBn: 'চট্টগ্রাম' },
  { name: 'Feni', bn: 'ফেনী', division: 'Chattogram', divisionBn: 'চট্টগ্রাম' },
  { name: 'Khagrachhari', bn: 'খাগড়াছড়ি', division: 'Chattogram', divisionBn: 'চট্টগ্রাম' },
  { name: 'Lakshmipur', bn: 'লক্ষ্মীপুর', division: 'Chattogram', divisionBn: 'চট্টগ্রাম' },
  { name: 'Noakhali', bn: 'নোয়াখালী', division: 'Chattogram', divisionBn: 'চট্টগ্রাম' },
  { name: 'Rangamati', bn: 'রাঙ্গামাটি', division: 'Chattogram', divisionBn: 'চট্টগ্রাম' },
  { name: 'Bogura', bn: 'বগুড়া', division: 'Rajshahi', divisionBn: 'রাজশাহী' },
  { name: 'Chapainawabganj', bn: 'চাঁপাইনবাবগঞ্জ', division: 'Rajshahi', divisionBn: 'রাজশাহী' },
  { name: 'Joypurhat', bn: 'জয়পুরহাট', division: 'Rajshahi', divisionBn: 'রাজশাহী' },
  { name: 'Naogaon', bn: 'নওগাঁ', division: 'Rajshahi', divisionBn: 'রাজশাহী' },
  { name: 'Natore', bn: 'নাটোর', division: 'Rajshahi', divisionBn: 'রাজশাহী' },
  { name: 'Pabna', bn: 'পাবনা', division: 'Rajshahi', divisionBn: 'রাজশাহী' },
  { name: 'Rajshahi', bn: 'রাজশাহী', division: 'Rajshahi', divisionBn: 'রাজশাহী' },
  { name: 'Sirajganj', bn: 'সিরাজগঞ্জ', division: 'Rajshahi', divisionBn: 'রাজশাহী' },
  { name: 'Bagerhat', bn: 'বাগেরহাট', division: 'Khulna', divisionBn: 'খুলনা' },
  { name: 'Chuadanga', bn: 'চুয়াডাঙ্গা', division: 'Khulna', divisionBn: 'খুলনা' },
  { name: 'Jashore', bn: 'যশোর', division: 'Khulna', divisionBn: 'খুলনা' },
  { name: 'Jhenaidah', bn: 'ঝিনাইদহ', division: 'Khulna', divisionBn: 'খুলনা' },
  { name: 'Khulna', bn: 'খুলনা', division: 'Khulna', divisionBn: 'খুলনা' },
  { name: 'Kushtia', bn: 'কুষ্টিয়া', division: 'Khulna', divisionBn: 'খুলনা' },
  { name: 'Magura', bn: 'মাগুরা', division: 'Khulna', divisionBn: 'খুলনা' },
  { name: 'Meherpur', bn: 'মেহেরপুর', division: 'Khulna', divisionBn: 'খুলনা' },
  { name: 'Narail', bn: 'নড়াইল', division: 'Khulna', divisionBn: 'খুলনা' },
  { name: 'Satkhira', bn: 'সাতক্ষীরা', division: 'Khulna', divisionBn: 'খুলনা' },
  { name: 'Barguna', bn: 'বরগুনা', division: 'Barishal', divisionBn: 'বরিশাল' },
  { name: 'Barishal', bn: 'বরিশাল', division: 'Barishal', divisionBn: 'বরিশাল' },
  { name: 'Bhola', bn: 'ভোলা', division: 'Barishal', divisionBn: 'বরিশাল' },
  { name: 'Jhalokati', bn: 'ঝালকাঠি', division: 'Barishal', divisionBn: 'বরিশাল' },
  { name: 'Patuakhali', bn: 'পটুয়াখালী', division: 'Barishal', divisionBn: 'বরিশাল' },
  { name: 'Pirojpur', bn: 'পিরোজপুর', division: 'Barishal', divisionBn: 'বরিশাল' },
  { name: 'Habiganj', bn: 'হবিগঞ্জ', division: 'Sylhet', divisionBn: 'সিলেট' },
  { name: 'Moulvibazar', bn: 'মৌলভীবাজার', division: 'Sylhet', divisionBn: 'সিলেট' },
  { name: 'Sunamganj', bn: 'সুনামগঞ্জ', division: 'Sylhet', divisionBn: 'সিলেট' },
  { name: 'Sylhet', bn: 'সিলেট', division: 'Sylhet', divisionBn: 'সিলেট' },
  { name: 'Dinajpur', bn: 'দিনাজপুর', division: 'Rangpur', divisionBn: 'রংপুর' },
  { name: 'Gaibandha', bn: 'গাইবান্ধা', division: 'Rangpur', divisionBn: 'রংপুর' },
  { name: 'Kurigram', bn: 'কুড়িগ্রাম', division: 'Rangpur', divisionBn: 'রংপুর' },
  { name: 'Lalmonirhat', bn: 'লালমনিরহাট', division: 'Rangpur', divisionBn: 'রংপুর' },
  { name: 'Nilphamari', bn: 'নীলফামারী', division: 'Rangpur', divisionBn: 'রংপুর' },
  { name: 'Panchagarh', bn: 'পঞ্চগড়', division: 'Rangpur', divisionBn: 'রংপুর' },
  { name: 'Rangpur', bn: 'রংপুর', division: 'Rangpur', divisionBn: 'রংপুর' },
  { name: 'Thakurgaon', bn: 'ঠাকুরগাঁও', division: 'Rangpur', divisionBn: 'রংপুর' },
  { name: 'Jamalpur', bn: 'জামালপুর', division: 'Mymensingh', divisionBn: 'ময়মনসিংহ' },
  { name: 'Mymensingh', bn: 'ময়মনসিংহ', division: 'Mymensingh', divisionBn: 'ময়মনসিংহ' },
  { name: 'Netrokona', bn: 'নেত্রকোণা', division: 'Mymensingh', divisionBn: 'ময়মনসিংহ' },
  { name: 'Sherpur', bn: 'শেরপুর', division: 'Mymensingh', divisionBn: 'ময়মনসিংহ' },
];

// made on first use, not when the module loads: a page that imports any other constant (the home
// page's finder form) then leaves the districts out of its bundle (4 KB compressed)
let banglaDistrictNames: Map<string, string> | undefined;

/**
 * A district as the language writes it: its Bangla name in Bangla (orders store the English
 * name); an unknown name as stored. The one helper for the checkout, the dashboard and invoices.
 */
export function districtName(name: string, language: 'en' | 'bn'): string {
  if (language !== 'bn') return name;
  banglaDistrictNames ??= new Map(DISTRICT_DETAILS.map((d) => [d.name, d.bn]));
  return banglaDistrictNames.get(name) ?? name;
}

/**
 * Payment types of the checkout; Cash on Delivery is the default (spec section 9). `bKash` is the
 * spec's Send Money with a TrxID that an admin verifies; `bKash Online` is bKash's Tokenized
 * Checkout and `SSLCommerz` is SSLCommerz's hosted page (cards, mobile and internet banking), each
 * offered only when the shop has configured it (`GET /payments/methods`).
 */
export const PAYMENT_TYPES = ['Cash on Delivery', 'bKash', 'bKash Online', 'SSLCommerz'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
export const DEFAULT_PAYMENT_TYPE: PaymentType = 'Cash on Delivery';

/** The payment types paid online through a gateway: placed `awaiting_payment`, paid on the gateway's page. */
export const ONLINE_PAYMENT_TYPES = ['bKash Online', 'SSLCommerz'] as const satisfies readonly PaymentType[];
export type OnlinePaymentType = (typeof ONLINE_PAYMENT_TYPES)[number];

/** The gateways that take online payments. */
export const PAYMENT_GATEWAYS = ['bkash', 'sslcommerz'] as const;
export type PaymentGateway = (typeof PAYMENT_GATEWAYS)[number];

export const isOnlinePaymentType = (type: PaymentType): type is OnlinePaymentType =>
  (ONLINE_PAYMENT_TYPES as readonly string[]).includes(type);

/** The gateway of an online payment type. */
export const gatewayOf = (type: OnlinePaymentType): PaymentGateway =>
  type === 'bKash Online' ? 'bkash' : 'sslcommerz';

/**
 * Order statuses. Cash on Delivery orders start `pending`; bKash orders start `payment_review`
 * until an admin has checked the TrxID against the bKash statement; online payments start
 * `awaiting_payment` (stock held until the deadline) and move to `pending` once the gateway says
 * paid, or to `cancelled` at the deadline. A shipped order whose parcel the courier brings back
 * (refused at the door, undeliverable, cancelled by the courier) is `returned`.
 */
export const ORDER_STATUSES = [
  'awaiting_payment',
  'payment_review',
  'pending',
  'processing',
  'shipped',
  'completed',
  'returned',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The moves an admin may make from each status; any other move is refused (409). */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  // only the payment moves it to pending (never an admin); an admin may cancel it
  awaiting_payment: ['cancelled'],
  payment_review: ['pending', 'cancelled'],
  pending: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  // returned: the courier brought the parcel back (refused, undeliverable); an admin then says
  // whether its goods go back into stock (once), see RETURN_RESOLUTION
  shipped: ['completed', 'returned', 'cancelled'],
  completed: [],
  returned: [],
  cancelled: [],
};

/**
 * The couriers whose merchant APIs the shop books parcels with and hears back from (a shipment's
 * `carrier`); other couriers are chosen by hand with a tracking number.
 */
export const CARRIERS = ['steadfast', 'pathao'] as const;
export type Carrier = (typeof CARRIERS)[number];

/**
 * A courier's latest word on a parcel, in the shop's own terms (each courier's statuses map onto
 * these): what the tracking page and the dashboard show, in either language, with no personal data.
 */
export const COURIER_STATES = [
  'booked',
  'picked_up',
  'in_transit',
  'at_hub',
  'out_for_delivery',
  'on_hold',
  'delivery_failed',
  'delivered',
  'partly_delivered',
  'returned',
  'cancelled',
] as const;
export type CourierState = (typeof COURIER_STATES)[number];

/** Most of one product a single order may take (stops one order from emptying the stock). */
export const MAX_ORDER_QUANTITY = 20;
/** Most lines in one order. */
export const MAX_ORDER_LINES = 20;
/** Largest page of the order lists. */
export const ORDERS_PAGE_MAX = 100;

/**
 * `ORDER_OTP`: which orders need the customer's mobile number confirmed with a code sent by SMS
 * before they are placed: none (`off`, the default), Cash on Delivery orders (`cod`), or every
 * order (`all`).
 */
export const ORDER_OTP_MODES = ['off', 'cod', 'all'] as const;
export type OrderOtpMode = (typeof ORDER_OTP_MODES)[number];

/** The one-time code of a mobile number: its digits, life, tries and the wait before another. */
export const MOBILE_CODE = {
  digits: 6,
  /** a code is good for 5 minutes */
  validSeconds: 5 * 60,
  /** three wrong tries and the code is dead */
  tries: 3,
  /** at most one code per number a minute */
  resendSeconds: 60,
} as const;

/** How long a number confirmed on a browser stays confirmed there (its cookie). */
export const VERIFIED_MOBILE_DAYS = 30;

/** Whether an order paid this way needs a confirmed mobile number under this mode. */
/** What bKash says on its callback (`status=`): the payer paid, the payment failed, or the payer cancelled. */
export const BKASH_CALLBACK_STATUSES = ['success', 'failure', 'cancel'] as const;
export type BkashCallbackStatus = (typeof BKASH_CALLBACK_STATUSES)[number];

/** Where SSLCommerz sends the customer back: a payment made, failed, or cancelled on its page. */
export const SSLCOMMERZ_RETURN_STATUSES = ['success', 'fail', 'cancel'] as const;
export type SslcommerzReturnStatus = (typeof SSLCOMMERZ_RETURN_STATUSES)[number];

/**
 * The states of one online payment (one bKash `create`, one SSLCommerz session): `created`, then
 * claimed by one request while the gateway is asked (`executing`), then `completed` (it paid its
 * order), `review` (paid, held for an admin: SSLCommerz's risk level 1), `failed` or `cancelled`
 * (no money taken), `refunded` (taken but given back: a wrong amount, an order paid twice or
 * expired) or `flagged` (taken and not given back: for an admin).
 */
export const PAYMENT_STATES = [
  'created',
  'executing',
  'completed',
  'review',
  'failed',
  'cancelled',
  'refunded',
  'flagged',
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** A refund by an admin: given back (`done`), being processed by the gateway, or refused by it. */
export const REFUND_STATES = ['done', 'processing', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];
/** The longest reason of a refund (SSLCommerz takes 255 characters, bKash's `reason` less). */
export const REFUND_REASON_MAX = 120;

/**
 * Delivery deadlines of an order paid in advance (the Digital Commerce Guideline 2021): days from
 * the payment, within the shop's own city (Dhaka) and elsewhere.
 */
export const PAID_DELIVERY_DAYS = { sameCity: 5, elsewhere: 10 } as const;
export const SHOP_CITY_DISTRICT: District = 'Dhaka';

/** Minutes an online payment holds an order's stock before the order is cancelled (`ONLINE_PAYMENT_MINUTES`). */
export const ONLINE_PAYMENT_MINUTES_DEFAULT = 30;

export const needsMobileCode = (mode: OrderOtpMode, paymentType: PaymentType): boolean =>
  mode === 'all' || (mode === 'cod' && paymentType === 'Cash on Delivery');
