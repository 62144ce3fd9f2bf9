import type { CodReport, CustomerRecord, Order, ReportRangeQuery } from '@tyre/contracts';
import type { OrderAggregates, ShippingOrders } from '../orders/orders.service';
import { resolveRange } from '../reports/report-range';
import { codPipeline, codReport, type CodRow } from './cod-report';

export interface ShipmentsDeps {
  orders: Pick<ShippingOrders, 'customerRecord' | 'resolveReturn'>;
  aggregates: OrderAggregates;
}

/**
 * Shipping across couriers, for admins: how a customer's other orders ended, resolving a
 * returned order (restock or not, once), and the COD report.
 */
export class ShipmentsService {
  constructor(private readonly deps: ShipmentsDeps) {}

  customerRecord(orderId: string): Promise<CustomerRecord> {
    return this.deps.orders.customerRecord(orderId);
  }

  async resolveReturn(
    orderId: string,
    body: { restock: boolean; note?: string },
    admin: { _id: string; name: string },
  ): Promise<{ message: string; order: Order }> {
    const order = await this.deps.orders.resolveReturn(orderId, body.restock, admin, body.note);
    return {
      message: body.restock
        ? `The goods of order ${order.reference} are back in stock`
        : `The goods of order ${order.reference} stay out of stock`,
      order,
    };
  }

  async cod(query: ReportRangeQuery): Promise<CodReport> {
    const range = resolveRange(query);
    return codReport(range, await this.deps.aggregates.aggregate<CodRow>(codPipeline(range)));
  }
}
