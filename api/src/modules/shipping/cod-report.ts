// The COD report: per courier, the Cash on Delivery parcels shipped in a range and their money,
// from what the couriers' updates stored on each order's shipment. One aggregation pipeline over
// the orders (either store adapter), folded into per-courier figures here.
import { COD_CSV_COLUMNS, type CodCourierFigures, type CodFigures, type CodReport } from '@tyre/contracts';
import { BOM, csvLine } from '../../lib/text/csv';
import type { ReportRange } from '../reports/report-range';

/** A row of the pipeline: one courier, status and "paid to the shop" of parcels, with their sums. */
export interface CodRow {
  _id: {
    courier?: string;
    courierBn?: string;
    carrier?: 'steadfast' | 'pathao';
    status: string;
    settled: boolean;
  };
  parcels: number;
  codAmount: number;
  total: number;
  collected: number;
  charges: number;
}

/** Cash on Delivery orders shipped in the range (by the shipment's moment), grouped as `CodRow`s. */
export function codPipeline(range: Pick<ReportRange, 'start' | 'end'>): Record<string, unknown>[] {
  return [
    {
      $match: {
        'shipment.at': { $gte: range.start, $lt: range.end },
        'payment.paymentType': 'Cash on Delivery',
      },
    },
    {
      $group: {
        _id: {
          courier: '$shipment.courier.name',
          courierBn: '$shipment.courier.nameBn',
          carrier: '$shipment.carrier',
          status: '$status',
          settled: { $cond: [{ $ifNull: ['$shipment.settled.at', false] }, true, false] },
        },
        parcels: { $sum: 1 },
        codAmount: { $sum: '$shipment.codAmount' },
        total: { $sum: '$total' },
        collected: { $sum: '$shipment.collected' },
        charges: { $sum: '$shipment.deliveryCharge' },
      },
    },
  ];
}

const zero = (): CodFigures => ({
  parcels: 0,
  open: 0,
  delivered: 0,
  returned: 0,
  expected: 0,
  collected: 0,
  deliveryCharges: 0,
  settled: 0,
  owed: 0,
});

const FIGURES = Object.keys(zero()) as (keyof CodFigures)[];

function add(to: CodFigures, from: CodFigures): void {
  for (const key of FIGURES) to[key] += from[key];
}

/**
 * The report from the pipeline's rows. A parcel booked through a courier's API counts what the
 * courier said (asked to collect, collected, its charge, paid); one shipped with a courier chosen
 * by hand counts its total as expected, and, once an admin completed the order, as collected and
 * paid (the shop has no other word on that money). Still owed: collected − charges − paid.
 */
export function codReport(range: Pick<ReportRange, 'from' | 'to'>, rows: CodRow[]): CodReport {
  const byCourier = new Map<string, CodCourierFigures>();
  for (const row of rows) {
    const { courier = '', courierBn = '', carrier, status, settled } = row._id;
    // one row per courier: its parcels booked through its API and those shipped with it by hand
    let figures = byCourier.get(courier);
    if (!figures) {
      figures = { courier, courierBn, ...zero() };
      byCourier.set(courier, figures);
    }
    if (carrier) figures.carrier = carrier;
    const collected = carrier ? row.collected : status === 'completed' ? row.total : 0;
    const paid = carrier ? (settled ? collected - row.charges : 0) : collected;
    add(figures, {
      parcels: row.parcels,
      open: status === 'shipped' ? row.parcels : 0,
      delivered: status === 'completed' ? row.parcels : 0,
      returned: status === 'returned' || status === 'cancelled' ? row.parcels : 0,
      expected: carrier ? row.codAmount : row.total,
      collected,
      deliveryCharges: row.charges,
      settled: paid,
      owed: collected - row.charges - paid,
    });
  }
  const couriers = [...byCourier.values()].sort(
    (a, b) => b.owed - a.owed || b.parcels - a.parcels || a.courier.localeCompare(b.courier),
  );
  const totals = zero();
  for (const c of couriers) add(totals, c);
  return { from: range.from, to: range.to, couriers, totals };
}

const cells = (f: CodFigures) => [
  f.parcels,
  f.open,
  f.delivered,
  f.returned,
  f.expected,
  f.collected,
  f.deliveryCharges,
  f.settled,
  f.owed,
];

/** The report as CSV: BOM, header row, one row per courier, a totals row; CRLF line ends. */
export function codCsv(report: CodReport): string {
  return (
    BOM +
    csvLine([...COD_CSV_COLUMNS]) +
    report.couriers.map((c) => csvLine([c.courier || 'No courier named', ...cells(c)])).join('') +
    csvLine(['Total', ...cells(report.totals)])
  );
}
