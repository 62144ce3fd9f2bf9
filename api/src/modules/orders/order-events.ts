// What the messages module hears of orders. Every write that places or moves an order also sets
// its `outbox: 'owed'` (the same single-document write), so a crash right after it loses
// nothing: the messages module creates the outbox records of the order's newest history entries
// (idempotently: one unique key per entry, channel, audience and recipient), then settles the
// order. Orders still owed (a crash, a store error) are found again through `owing`.
import type { Order, OrderStatus } from '@tyre/contracts';
import type { OrderDoc, OrdersRepository } from './orders.repository';

/** An order whose history entries from `from` on have no outbox records yet. */
export interface OwedMessages {
  order: Order;
  from: number;
  /** Demo data: settle without sending anything. */
  quiet: boolean;
}

export type OrderEventListener = (owed: OwedMessages) => void;

/** The orders module's side of the outbox (see the top of this file). */
export interface OrderEvents {
  /** Called after each placement and move, once the order is written; never awaited. */
  listen(listener: OrderEventListener): void;
  /** Orders still owing messages, oldest write first; `writtenBefore` leaves out the newest writes. */
  owing(limit: number, writtenBefore?: string): Promise<OwedMessages[]>;
  /**
   * The order's entries before `done` have their records: it owes nothing more, unless it was
   * moved since it was read in `status` (then it stays owed). Answers whether it was settled.
   */
  settle(orderId: string, status: OrderStatus, done: number): Promise<boolean>;
}

export class OrderEventFeed implements OrderEvents {
  private readonly listeners: OrderEventListener[] = [];

  constructor(
    private readonly repo: OrdersRepository,
    private readonly toOrder: (doc: OrderDoc) => Order,
  ) {}

  private owed(doc: OrderDoc): OwedMessages {
    return { order: this.toOrder(doc), from: doc.outboxDone ?? 0, quiet: doc.quiet === true };
  }

  /** Tells the listeners of an order just written with `outbox: 'owed'`. */
  written(doc: OrderDoc): void {
    if (doc.outbox !== 'owed' || this.listeners.length === 0) return;
    const owed = this.owed(doc);
    for (const listener of this.listeners) listener(owed);
  }

  listen(listener: OrderEventListener): void {
    this.listeners.push(listener);
  }

  async owing(limit: number, writtenBefore?: string): Promise<OwedMessages[]> {
    return (await this.repo.owing(limit, writtenBefore)).map((doc) => this.owed(doc));
  }

  settle(orderId: string, status: OrderStatus, done: number): Promise<boolean> {
    return this.repo.settleOutbox(orderId, status, done);
  }
}
