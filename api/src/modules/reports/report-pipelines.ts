// The reports' aggregation pipelines: plain MongoDB pipelines over the orders collection, given
// to the store port as they are (mingo runs them in-process on the embedded store, the server on
// MongoDB). One pipeline per report; nothing here knows which adapter runs it.
// Only operators both engines evaluate alike are used: $toDate on the stored ISO strings, $add
// of milliseconds for the fixed Dhaka offset (UTC+6, no daylight saving), $dateToString in UTC.
import { DHAKA_OFFSET_MS, type ReportGranularity } from '@tyre/contracts';

type Stage = Record<string, unknown>;
export type Pipeline = Stage[];

/** The instants a range covers: `start` included, `end` excluded (ISO strings, as stored). */
export interface InstantRange {
  start: string;
  end: string;
}

const inRange = (r: InstantRange): Stage => ({ $match: { createdAt: { $gte: r.start, $lt: r.end } } });

/** The order's moment on a clock that reads Dhaka time in UTC fields. */
const dhakaClock = { $add: [{ $toDate: '$createdAt' }, DHAKA_OFFSET_MS] };
const DAY_MS = 86_400_000;

/** The first day (YYYY-MM-DD) of the order's period, from the Dhaka clock in `$local`. */
function periodKey(granularity: ReportGranularity): unknown {
  if (granularity === 'day') return { $dateToString: { format: '%Y-%m-%d', date: '$local' } };
  if (granularity === 'month') return { $dateToString: { format: '%Y-%m-01', date: '$local' } };
  // the Monday of the ISO week
  return {
    $dateToString: {
      format: '%Y-%m-%d',
      date: {
        $subtract: ['$local', { $multiply: [{ $subtract: [{ $isoDayOfWeek: '$local' }, 1] }, DAY_MS] }],
      },
    },
  };
}

const isCancelled = { $eq: ['$status', 'cancelled'] };
const unitsOfOrder = { $sum: '$items.quantity' };
const figures = { orders: { $sum: 1 }, units: { $sum: '$units' }, revenue: { $sum: '$total' } };
const notCancelled: Stage = { $match: { status: { $ne: 'cancelled' } } };

/** A row of the sales pipeline: one period, cancelled orders apart. */
export interface SalesRow {
  _id: { period: string; cancelled: boolean };
  orders: number;
  units: number;
  revenue: number;
}

/** Orders, units and revenue per period of the Dhaka calendar, cancelled orders in rows of their own. */
export function salesPipeline(range: InstantRange, granularity: ReportGranularity): Pipeline {
  return [
    inRange(range),
    { $project: { status: '$status', total: '$total', units: unitsOfOrder, local: dhakaClock } },
    // grouped on one text (the period, then 'x' when cancelled): mingo hashes a text much faster
    // than a compound key; the few groups get their compound _id back afterwards
    {
      $group: {
        _id: { $concat: [periodKey(granularity), { $cond: [isCancelled, 'x', ''] }] },
        ...figures,
      },
    },
    {
      $project: {
        _id: {
          period: { $substrBytes: ['$_id', 0, 10] },
          cancelled: { $gt: [{ $strLenBytes: '$_id' }, 10] },
        },
        orders: 1,
        units: 1,
        revenue: 1,
      },
    },
    { $sort: { '_id.period': 1, '_id.cancelled': 1 } },
  ];
}

interface FiguresRow {
  orders: number;
  units: number;
  revenue: number;
}

/** The summary's figures, split as the service reads them (see `splitSummary`). */
export interface SummaryRow {
  byCancelled: (FiguresRow & { _id: boolean })[];
  byStatus: (FiguresRow & { _id: string })[];
  byPaymentType: (FiguresRow & { _id: string })[];
  byDistrict: (FiguresRow & { _id: string })[];
  byProduct: ProductRow[];
  /** Milliseconds from the order to its bKash verification, ascending. */
  verification: { ms: number }[];
  /** Milliseconds from the order to its completion, ascending. */
  completion: { ms: number }[];
}

interface ProductRow {
  _id: string;
  title: string;
  slug: string;
  units: number;
  revenue: number;
}

/** The one document of the summary pipeline. */
export interface SummaryFacets {
  /** Figures per status, payment type and district together: `_id` is the three joined by a tab. */
  byKind: (FiguresRow & { _id: string })[];
  byProduct: ProductRow[];
  /** Milliseconds from the order to a step: `v` its bKash verification, `c` its completion; ascending. */
  timings: { w: 'v' | 'c'; ms: number }[];
}

const SEP = '\t';

/**
 * Every figure of the summary in one pass. The order is first cut down to a few flat fields
 * (one key of status, payment type and district; its lines; the history steps the timings read), so that the
 * three branches of the `$facet` (mingo copies its input once per branch) copy little: one
 * `$group` on the key (the service adds up statuses, payment types, districts and cancelled
 * from it), the products, and the times to bKash verification and to completion.
 */
export function summaryPipeline(range: InstantRange): Pipeline {
  return [
    inRange(range),
    {
      $project: {
        _id: 0,
        key: { $concat: ['$status', SEP, '$payment.paymentType', SEP, '$customer.district'] },
        cancelled: isCancelled,
        total: '$total',
        units: unitsOfOrder,
        items: '$items',
        createdAt: '$createdAt',
        // the steps the timings read (most orders have none or one), before the facet copies them
        history: {
          $filter: {
            input: '$history',
            as: 'h',
            cond: {
              $or: [
                { $and: [{ $eq: ['$$h.from', 'payment_review'] }, { $eq: ['$$h.to', 'pending'] }] },
                { $eq: ['$$h.to', 'completed'] },
              ],
            },
          },
        },
      },
    },
    {
      $facet: {
        byKind: [{ $group: { _id: '$key', ...figures } }],
        byProduct: [
          { $match: { cancelled: false } },
          { $project: { items: '$items' } },
          { $unwind: '$items' },
          {
            $group: {
              _id: '$items.product',
              title: { $max: '$items.title' },
              slug: { $max: '$items.slug' },
              units: { $sum: '$items.quantity' },
              revenue: { $sum: '$items.lineTotal' },
            },
          },
        ],
        timings: [
          { $project: { createdAt: '$createdAt', history: '$history' } },
          { $unwind: '$history' },
          {
            $project: {
              _id: 0,
              w: { $cond: [{ $eq: ['$history.to', 'completed'] }, 'c', 'v'] },
              ms: { $subtract: [{ $toDate: '$history.at' }, { $toDate: '$createdAt' }] },
            },
          },
          { $sort: { ms: 1 } },
        ],
      },
    },
  ];
}

/** Adds a row's figures into the entry of `key` in `into`. */
function addTo<K>(into: Map<K, FiguresRow>, key: K, row: FiguresRow) {
  const sum = into.get(key) ?? { orders: 0, units: 0, revenue: 0 };
  sum.orders += row.orders;
  sum.units += row.units;
  sum.revenue += row.revenue;
  into.set(key, sum);
}

const rows = <K>(m: Map<K, FiguresRow>) => [...m].map(([_id, f]) => ({ _id, ...f }));

/** The summary pipeline's document split into the figures the service reads. */
export function splitSummary(facets: SummaryFacets | undefined): SummaryRow {
  const byCancelled = new Map<boolean, FiguresRow>();
  const byStatus = new Map<string, FiguresRow>();
  const byPaymentType = new Map<string, FiguresRow>();
  const byDistrict = new Map<string, FiguresRow>();
  for (const row of facets?.byKind ?? []) {
    const [status = '', paymentType = '', district = ''] = row._id.split(SEP);
    const cancelled = status === 'cancelled';
    addTo(byCancelled, cancelled, row);
    addTo(byStatus, status, row);
    if (cancelled) continue;
    addTo(byPaymentType, paymentType, row);
    addTo(byDistrict, district, row);
  }
  const timings = facets?.timings ?? [];
  return {
    byCancelled: rows(byCancelled),
    byStatus: rows(byStatus),
    byPaymentType: rows(byPaymentType),
    byDistrict: rows(byDistrict),
    byProduct: facets?.byProduct ?? [],
    verification: timings.filter((t) => t.w === 'v').map((t) => ({ ms: t.ms })),
    completion: timings.filter((t) => t.w === 'c').map((t) => ({ ms: t.ms })),
  };
}

/** The products sold (in orders not cancelled) in the range. */
export function soldProductsPipeline(range: InstantRange): Pipeline {
  return [
    inRange(range),
    notCancelled,
    { $project: { _id: 0, product: '$items.product' } },
    { $unwind: '$product' },
    { $group: { _id: '$product' } },
    { $sort: { _id: 1 } },
  ];
}

/** A row of the CSV pipeline: one order line. */
export interface CsvRow {
  reference: string;
  date: string;
  status: string;
  paymentType: string;
  customer: string;
  district: string;
  title: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  shipping: number;
  total: number;
}

/**
 * One row per order line, oldest order first, every status (the status is a column). Fields are
 * taken as `'$field'` references rather than inclusions (`field: 1`): mingo copies what an
 * inclusion names (the whole lines of `'items.title': 1`), a reference it only reads.
 */
export function salesCsvPipeline(range: InstantRange): Pipeline {
  return [
    inRange(range),
    // the order's fields once per order (its Dhaka time too), before the lines multiply them
    {
      $project: {
        reference: '$reference',
        createdAt: '$createdAt',
        date: { $dateToString: { format: '%Y-%m-%d %H:%M', date: dhakaClock } },
        status: '$status',
        paymentType: '$payment.paymentType',
        customer: '$customer.name',
        district: '$customer.district',
        items: '$items',
        total: '$total',
      },
    },
    { $sort: { createdAt: 1, _id: 1 } },
    { $unwind: '$items' },
    {
      $project: {
        _id: 0,
        reference: '$reference',
        date: '$date',
        status: '$status',
        paymentType: '$paymentType',
        customer: '$customer',
        district: '$district',
        title: '$items.title',
        quantity: '$items.quantity',
        unitPrice: '$items.unitPrice',
        lineTotal: '$items.lineTotal',
        shipping: '$items.shipping',
        total: '$total',
      },
    },
  ];
}
