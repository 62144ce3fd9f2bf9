// The reports' aggregation pipelines: plain MongoDB pipelines over the orders collection, given
// to the store port as they are (the embedded store runs them in-process, MongoDB on the server).
// One pipeline per report; nothing here knows which adapter runs it.
// Each order carries the figures the reports read (`report`, see orders/report-keys.ts: its Dhaka
// day, week and month, its Dhaka time, units, and the times to its verification and completion),
// so the pipelines only match, group and sort: no date arithmetic per order. The work per order
// uses field paths only (the shapes the embedded store runs as plain loops); expressions are
// left to the few grouped rows.
import { ONLINE_PAYMENT_TYPES, type ReportGranularity } from '@tyre/contracts';

type Stage = Record<string, unknown>;
export type Pipeline = Stage[];

/** The instants a range covers: `start` included, `end` excluded (ISO strings, as stored). */
export interface InstantRange {
  start: string;
  end: string;
}

const inRange = (r: InstantRange): Stage => ({ $match: { createdAt: { $gte: r.start, $lt: r.end } } });

const figures = { orders: { $sum: 1 }, units: { $sum: '$report.units' }, revenue: { $sum: '$total' } };

/**
 * The statuses of an order that brought no money and are counted apart: cancelled, and returned
 * (the courier brought the parcel back, refused or undeliverable: nothing was collected).
 */
export const UNSOLD_STATUSES = ['cancelled', 'returned'] as const;
/** Sold, or apart as one of `UNSOLD_STATUSES`. */
export type Outcome = 'sold' | (typeof UNSOLD_STATUSES)[number];
/** The outcome of an order of `status` (one still waiting for its online payment is in none). */
export const outcomeOf = (status: string): Outcome =>
  (UNSOLD_STATUSES as readonly string[]).includes(status) ? (status as Outcome) : 'sold';

const notUnsold: Stage = { $match: { status: { $nin: [...UNSOLD_STATUSES] } } };
/** Sold: neither cancelled, returned nor still waiting for its online payment (an unpaid order is no sale). */
const sold: Stage = { $match: { status: { $nin: [...UNSOLD_STATUSES, 'awaiting_payment'] } } };
const notAwaiting: Stage = { $match: { status: { $ne: 'awaiting_payment' } } };

/** A row of the sales pipeline: one period and outcome (cancelled and returned orders apart). */
export interface SalesRow {
  _id: { period: string; outcome: Outcome };
  orders: number;
  units: number;
  revenue: number;
}

/**
 * Orders, units and revenue per period of the Dhaka calendar; cancelled and returned orders in
 * rows of their own.
 */
export function salesPipeline(range: InstantRange, granularity: ReportGranularity): Pipeline {
  return [
    inRange(range),
    // an order still waiting for its online payment is no sale (yet)
    notAwaiting,
    // per period (its first day, kept on the order) and status: a few hundred rows at most
    { $group: { _id: { period: `$report.${granularity}`, status: '$status' }, ...figures } },
    {
      $group: {
        _id: {
          period: '$_id.period',
          outcome: { $cond: [{ $in: ['$_id.status', [...UNSOLD_STATUSES]] }, '$_id.status', 'sold'] },
        },
        orders: { $sum: '$orders' },
        units: { $sum: '$units' },
        revenue: { $sum: '$revenue' },
      },
    },
    { $sort: { '_id.period': 1, '_id.outcome': 1 } },
  ];
}

interface FiguresRow {
  orders: number;
  units: number;
  revenue: number;
}

/** The summary's figures, split as the service reads them (see `splitSummary`). */
export interface SummaryRow {
  byOutcome: (FiguresRow & { _id: Outcome })[];
  byStatus: (FiguresRow & { _id: string })[];
  byPaymentType: (FiguresRow & { _id: string })[];
  byDistrict: (FiguresRow & { _id: string })[];
  byProduct: ProductRow[];
  /** Milliseconds from the order to its bKash verification, ascending. */
  verification: number[];
  /** Milliseconds from the order to its completion, ascending. */
  completion: number[];
  /** Orders paid online, neither cancelled nor returned. */
  paidOnline: FiguresRow;
  refunds: { orders: number; amount: number };
}

interface ProductRow {
  _id: string;
  title: string;
  /** The lines' Bangla title; null when none of them kept one. */
  titleBn: string | null;
  slug: string;
  units: number;
  revenue: number;
}

/** The one document of the summary pipeline. */
export interface SummaryFacets {
  /** Figures per status, payment type and district together. */
  byKind: (FiguresRow & { _id: { status: string; paymentType: string; district: string } })[];
  byProduct: ProductRow[];
  /** Milliseconds from the order to its bKash verification, in no order (one row, or none). */
  verification: { ms: number[] }[];
  /** Milliseconds from the order to its completion, in no order (one row, or none). */
  completion: { ms: number[] }[];
  /** Orders with refunds and the BDT refunded (one row, or none). */
  refunds: { orders: number; amount: number }[];
}

/** The times from the order to a step (a report key), in no order: the service sorts them. */
const timesTo = (key: 'verifiedAfterMs' | 'completedAfterMs'): Pipeline => [
  { $match: { [`report.${key}`]: { $exists: true } } },
  { $group: { _id: null, ms: { $push: `$report.${key}` } } },
];

/**
 * Every figure of the summary in one pass: one `$group` on status, payment type and district
 * together (the service adds up statuses, payment types, districts, cancelled and returned from
 * it), the products of the orders sold, and the times to bKash verification and to completion.
 */
export function summaryPipeline(range: InstantRange): Pipeline {
  return [
    inRange(range),
    {
      $facet: {
        byKind: [
          {
            $group: {
              _id: { status: '$status', paymentType: '$payment.paymentType', district: '$customer.district' },
              ...figures,
            },
          },
        ],
        byProduct: [
          sold,
          { $project: { _id: 0, items: '$items' } },
          { $unwind: '$items' },
          {
            $group: {
              _id: '$items.product',
              title: { $max: '$items.title' },
              titleBn: { $max: '$items.titleBn' },
              slug: { $max: '$items.slug' },
              units: { $sum: '$items.quantity' },
              revenue: { $sum: '$items.lineTotal' },
            },
          },
        ],
        verification: timesTo('verifiedAfterMs'),
        completion: timesTo('completedAfterMs'),
        refunds: [
          { $match: { 'payment.refunded': { $gt: 0 } } },
          { $group: { _id: null, orders: { $sum: 1 }, amount: { $sum: '$payment.refunded' } } },
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

const ascending = (ms: number[] = []): number[] => [...Float64Array.from(ms).sort()];

/** The summary pipeline's document split into the figures the service reads. */
export function splitSummary(facets: SummaryFacets | undefined): SummaryRow {
  const byOutcome = new Map<Outcome, FiguresRow>();
  const byStatus = new Map<string, FiguresRow>();
  const byPaymentType = new Map<string, FiguresRow>();
  const byDistrict = new Map<string, FiguresRow>();
  const paidOnline: FiguresRow = { orders: 0, units: 0, revenue: 0 };
  for (const row of facets?.byKind ?? []) {
    const { status, paymentType, district } = row._id;
    const outcome = outcomeOf(status);
    addTo(byStatus, status, row);
    // an order still waiting for its online payment is no sale (yet): in its status alone
    if (status === 'awaiting_payment') continue;
    addTo(byOutcome, outcome, row);
    // cancelled and returned orders brought no money: in their own figures alone
    if (outcome !== 'sold') continue;
    addTo(byPaymentType, paymentType, row);
    addTo(byDistrict, district, row);
    if ((ONLINE_PAYMENT_TYPES as readonly string[]).includes(paymentType)) {
      paidOnline.orders += row.orders;
      paidOnline.units += row.units;
      paidOnline.revenue += row.revenue;
    }
  }
  return {
    byOutcome: rows(byOutcome),
    byStatus: rows(byStatus),
    byPaymentType: rows(byPaymentType),
    byDistrict: rows(byDistrict),
    byProduct: facets?.byProduct ?? [],
    verification: ascending(facets?.verification[0]?.ms),
    completion: ascending(facets?.completion[0]?.ms),
    paidOnline,
    refunds: { orders: facets?.refunds?.[0]?.orders ?? 0, amount: facets?.refunds?.[0]?.amount ?? 0 },
  };
}

/** The products sold (in orders neither cancelled nor returned) in the range. */
export function soldProductsPipeline(range: InstantRange): Pipeline {
  return [
    inRange(range),
    notUnsold,
    { $project: { _id: 0, items: '$items' } },
    { $unwind: '$items' },
    { $group: { _id: '$items.product' } },
    { $sort: { _id: 1 } },
  ];
}

/** A row of the CSV pipeline: one order with its lines (the CSV has a row per line). */
export interface CsvOrder {
  reference: string;
  /** Its Dhaka time, YYYY-MM-DD HH:MM. */
  date: string;
  status: string;
  paymentType: string;
  customer: string;
  district: string;
  items: CsvLine[];
  total: number;
}

export interface CsvLine {
  title: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  shipping: number;
}

/**
 * The orders of the range with the fields of the CSV, oldest first, every status (the status is a
 * column). One row per order, not per line: the CSV writer repeats the order's fields on each of
 * its lines, so they are read and quoted once per order.
 */
export function salesCsvPipeline(range: InstantRange): Pipeline {
  return [
    inRange(range),
    { $sort: { createdAt: 1, _id: 1 } },
    {
      $project: {
        _id: 0,
        reference: '$reference',
        date: '$report.time',
        status: '$status',
        paymentType: '$payment.paymentType',
        customer: '$customer.name',
        district: '$customer.district',
        items: '$items',
        total: '$total',
      },
    },
  ];
}
