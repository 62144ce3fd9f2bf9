import {
  ORDER_STATUSES,
  PAYMENT_TYPES,
  REPORT_TIME_ZONE,
  type CategoryFigures,
  type DistrictFigures,
  type ProductFigures,
  type ReportFigures,
  type ReportGranularity,
  type SalesReport,
  type SalesSummary,
  type StockReport,
  type TimingFigure,
} from '@tyre/contracts';
import type { OrderAggregates } from '../orders/orders.service';
import type { ProductReports, ReportProduct } from '../products/products.service';
import {
  salesCsvPipeline,
  salesPipeline,
  soldProductsPipeline,
  splitSummary,
  summaryPipeline,
  type CsvOrder,
  type Outcome,
  type SalesRow,
  type SummaryFacets,
} from './report-pipelines';
import { periodsOf, resolveRange, type ReportRange } from './report-range';

export interface ReportsDeps {
  orders: OrderAggregates;
  products: ProductReports;
  /** The low-stock threshold when the query names none (LOW_STOCK_THRESHOLD). */
  lowStockThreshold: number;
}

const TOP_PRODUCTS = 10;
const TOP_CATEGORIES = 5;
const TOP_DISTRICTS = 10;
const LOW_STOCK_LIMIT = 200;
const UNSOLD_LIMIT = 100;

const zero = (): ReportFigures => ({ orders: 0, units: 0, revenue: 0 });
const pick = (row: ReportFigures | undefined): ReportFigures =>
  row ? { orders: row.orders, units: row.units, revenue: row.revenue } : zero();

/** The first `n` by `key` (largest first), ties by name so that answers are stable. */
function top<T>(
  rows: T[],
  n: number,
  key: (r: T) => number,
  tie: (r: T) => string,
  second: (r: T) => number,
) {
  return [...rows]
    .sort((a, b) => key(b) - key(a) || second(b) - second(a) || tie(a).localeCompare(tie(b)))
    .slice(0, n);
}

/** The median of ascending milliseconds, in hours with one decimal. */
function timing(rows: number[]): TimingFigure {
  if (rows.length === 0) return { orders: 0, medianHours: null };
  const mid = Math.floor(rows.length / 2);
  const ms = rows.length % 2 ? rows[mid]! : (rows[mid - 1]! + rows[mid]!) / 2;
  return { orders: rows.length, medianHours: Math.round(ms / 360_000) / 10 };
}

/** Sales reports: each one aggregation pipeline over the orders, shaped here. */
export class ReportsService {
  constructor(private readonly deps: ReportsDeps) {}

  range(query: { from?: string; to?: string }): ReportRange {
    return resolveRange(query);
  }

  async sales(query: { from?: string; to?: string; granularity: ReportGranularity }): Promise<SalesReport> {
    const range = this.range(query);
    const rows = await this.deps.orders.aggregate<SalesRow>(salesPipeline(range, query.granularity));
    const byPeriod = new Map<string, ReportFigures>();
    const sums = { sold: zero(), cancelled: zero(), returned: zero() };
    for (const row of rows) {
      const sum = sums[row._id.outcome];
      sum.orders += row.orders;
      sum.units += row.units;
      sum.revenue += row.revenue;
      if (row._id.outcome === 'sold') byPeriod.set(row._id.period, pick(row));
    }
    return {
      from: range.from,
      to: range.to,
      granularity: query.granularity,
      timeZone: REPORT_TIME_ZONE,
      periods: periodsOf(range, query.granularity).map((period) => ({
        period,
        ...(byPeriod.get(period) ?? zero()),
      })),
      totals: sums.sold,
      cancelled: sums.cancelled,
      returned: sums.returned,
    };
  }

  async summary(query: { from?: string; to?: string }): Promise<SalesSummary> {
    const range = this.range(query);
    const [row] = await this.deps.orders.aggregate<SummaryFacets>(summaryPipeline(range));
    const facets = splitSummary(row);
    const outcome = (o: Outcome) => pick(facets.byOutcome.find((r) => r._id === o));
    const totals = outcome('sold');

    const known = new Map(
      (await this.deps.products.byIds(facets.byProduct.map((p) => p._id))).map((p) => [p._id, p]),
    );
    const products: ProductFigures[] = facets.byProduct.map((p) => ({
      product: p._id,
      title: p.title,
      // the lines' (of the moment of the sale); orders placed before lines kept it: the product's
      titleBn: p.titleBn || known.get(p._id)?.titleBn || '',
      slug: p.slug,
      units: p.units,
      revenue: p.revenue,
    }));
    const categories = this.categoriesOf(products, known);
    const districts: DistrictFigures[] = facets.byDistrict.map((d) => ({ district: d._id, ...pick(d) }));
    const inside = pick(facets.byDistrict.find((d) => d._id === 'Dhaka'));

    return {
      from: range.from,
      to: range.to,
      timeZone: REPORT_TIME_ZONE,
      totals: {
        ...totals,
        averageOrderValue: totals.orders ? Math.round(totals.revenue / totals.orders) : 0,
      },
      cancelled: outcome('cancelled'),
      returned: outcome('returned'),
      byStatus: ORDER_STATUSES.map((status) => ({
        status,
        ...pick(facets.byStatus.find((r) => r._id === status)),
      })),
      byPaymentType: PAYMENT_TYPES.map((paymentType) => ({
        paymentType,
        ...pick(facets.byPaymentType.find((r) => r._id === paymentType)),
      })),
      topProducts: {
        byRevenue: top(
          products,
          TOP_PRODUCTS,
          (p) => p.revenue,
          (p) => p.title,
          (p) => p.units,
        ),
        byUnits: top(
          products,
          TOP_PRODUCTS,
          (p) => p.units,
          (p) => p.title,
          (p) => p.revenue,
        ),
      },
      topCategories: {
        byRevenue: top(
          categories,
          TOP_CATEGORIES,
          (c) => c.revenue,
          (c) => c.name,
          (c) => c.units,
        ),
        byUnits: top(
          categories,
          TOP_CATEGORIES,
          (c) => c.units,
          (c) => c.name,
          (c) => c.revenue,
        ),
      },
      topDistricts: {
        byOrders: top(
          districts,
          TOP_DISTRICTS,
          (d) => d.orders,
          (d) => d.district,
          (d) => d.revenue,
        ),
        byRevenue: top(
          districts,
          TOP_DISTRICTS,
          (d) => d.revenue,
          (d) => d.district,
          (d) => d.orders,
        ),
      },
      dhaka: {
        inside,
        outside: {
          orders: totals.orders - inside.orders,
          units: totals.units - inside.units,
          revenue: totals.revenue - inside.revenue,
        },
      },
      timing: {
        bkashVerification: timing(facets.verification),
        completion: timing(facets.completion),
      },
      online: {
        paid: pick(facets.paidOnline),
        awaiting: pick(facets.byStatus.find((r) => r._id === 'awaiting_payment')),
        refunds: facets.refunds,
      },
    };
  }

  /** Rolls the products' figures up into their categories (a deleted product's under "Unknown"). */
  private categoriesOf(products: ProductFigures[], known: Map<string, ReportProduct>): CategoryFigures[] {
    const byCategory = new Map<string, CategoryFigures>();
    for (const p of products) {
      const product = known.get(p.product);
      const key = product?.categoryId ?? '';
      const sum = byCategory.get(key) ?? {
        categoryId: product?.categoryId ?? null,
        name: product?.categoryName ?? 'Unknown',
        nameBn: product?.categoryNameBn ?? '',
        units: 0,
        revenue: 0,
      };
      sum.units += p.units;
      sum.revenue += p.revenue;
      byCategory.set(key, sum);
    }
    return [...byCategory.values()];
  }

  async stock(query: { from?: string; to?: string; threshold?: number }): Promise<StockReport> {
    const range = this.range(query);
    const threshold = query.threshold ?? this.deps.lowStockThreshold;
    const sold = await this.deps.orders.aggregate<{ _id: string }>(soldProductsPipeline(range));
    const [lowStock, unsold] = await Promise.all([
      this.deps.products.lowStock(threshold, LOW_STOCK_LIMIT),
      this.deps.products.activeExcept(
        sold.map((s) => s._id),
        UNSOLD_LIMIT,
      ),
    ]);
    const row = (p: (typeof lowStock)[number]) => ({
      _id: p._id,
      title: p.title,
      titleBn: p.titleBn,
      slug: p.slug,
      stock: p.stock,
      categoryName: p.categoryName,
      categoryNameBn: p.categoryNameBn,
    });
    return {
      from: range.from,
      to: range.to,
      threshold,
      lowStock: lowStock.map(row),
      unsold: unsold.items.map(row),
      unsoldTotal: unsold.total,
    };
  }

  /** The orders of the range with their lines, for the CSV. */
  async csvOrders(query: {
    from?: string;
    to?: string;
  }): Promise<{ range: ReportRange; orders: CsvOrder[] }> {
    const range = this.range(query);
    return { range, orders: await this.deps.orders.aggregate<CsvOrder>(salesCsvPipeline(range)) };
  }
}
