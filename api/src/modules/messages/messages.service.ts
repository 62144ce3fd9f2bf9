import type {
  listMessagesQuerySchema,
  Order,
  OrderEvent,
  OrderLanguage,
  OutboxMessage,
  StatusChange,
} from '@tyre/contracts';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../lib/http/errors';
import type { Store } from '../../lib/store/store';
import { Throttle } from '../../lib/throttle/throttle';
import type { OrderEvents, OwedMessages } from '../orders/order-events';
import { MessagesRepository, type MessageDoc } from './messages.repository';
import { maskedRecipient, smsNumber } from './recipients';
import { Sender, type Clock } from './sender';
import { SmsBudget } from './sms-budget';
import { codeSms, customerMessages, staffMessage, type MessageLinks } from './templates';
import { closeTransports, createTransports, type Transports } from './transports';

/** The shop as its messages sign: its name and a phone number to call. */
export interface ShopSignature {
  shopName: string;
  shopPhone?: string;
}

export interface MessagesDeps {
  orders: OrderEvents;
  transports: Transports;
  logger: Logger;
  /** The shop's address as visitors see it (`PUBLIC_ORIGIN`): the links in the messages. */
  publicOrigin: string;
  /** Who is told of new orders and of bKash payments to verify. */
  staffEmails: string[];
  shop: () => Promise<ShopSignature>;
  /** The shop-wide SMS budget: every SMS (the outbox's and the one-time codes) is taken from it. */
  smsBudget: SmsBudget;
}

/** What the orders module reads of the outbox: an order's messages (GET /orders/:key/messages). */
export interface OrderMessagesReader {
  forOrder(orderId: string): Promise<OutboxMessage[]>;
}

/**
 * What the orders module asks of this one to confirm a mobile number (ORDER_OTP): the one-time
 * code's SMS, sent now. The caller has taken it from the shop's SMS budget (`smsBudget`) before it
 * made the code. Throws the transport's SendError when it could not be handed over.
 */
export interface CodeSms {
  sendCode(mobile: string, code: string, language: OrderLanguage): Promise<void>;
}

/** One message to record, before its place in the outbox. */
type Draft = Pick<MessageDoc, 'channel' | 'audience' | 'to' | 'language' | 'subject' | 'text' | 'html'>;

/**
 * The event a history entry is: placed, the bKash payment verified or rejected, or the move; null
 * for an order paid online while it waits for its payment (placed awaiting payment, or cancelled
 * unpaid at its deadline): nothing is sent, so an order nobody pays makes the shop send no SMS to
 * a number someone typed. Its payment sends what a verified bKash payment sends.
 */
export function eventOf(change: Pick<StatusChange, 'from' | 'to' | 'refund'>): OrderEvent | null {
  // a refund of the order's payment: the status stays
  if (change.refund) return 'refunded';
  if (change.to === 'awaiting_payment') return null;
  if (change.from === 'awaiting_payment') return change.to === 'pending' ? 'payment_verified' : null;
  if (change.from === null) return 'placed';
  if (change.from === 'payment_review')
    return change.to === 'pending' ? 'payment_verified' : 'payment_rejected';
  if (change.to === 'pending' || change.to === 'payment_review')
    throw new Error(`No message is made for a move from ${change.from} to ${change.to}`);
  return change.to;
}

/** Orders written this recently are left to the instance that wrote them (its listener records them). */
const SETTLE_GRACE_MS = 10_000;
const OWED_BATCH = 100;

/** The outbox as the dashboard sees it: the recipient partly masked, no HTML part. */
export function toOutboxMessage(doc: MessageDoc): OutboxMessage {
  return {
    _id: doc._id,
    orderId: doc.orderId,
    reference: doc.reference,
    event: doc.event,
    channel: doc.channel,
    audience: doc.audience,
    to: maskedRecipient(doc.to),
    language: doc.language,
    ...(doc.subject !== undefined && { subject: doc.subject }),
    text: doc.text,
    status: doc.status,
    tries: doc.tries,
    attempts: doc.attempts,
    ...(doc.status === 'pending' && doc.nextAt && { nextAt: doc.nextAt }),
    ...(doc.sentAt && { sentAt: doc.sentAt }),
    createdAt: doc.createdAt,
  };
}

/**
 * The outbox: one record per SMS or e-mail an order event sends (recorded from the orders'
 * events, idempotently, and again for any order still owing them), the sender that delivers
 * them, and the admin's list and resend.
 */
export class MessagesService implements OrderMessagesReader, CodeSms {
  private readonly repo: MessagesRepository;
  readonly sender: Sender;
  /** The shop-wide SMS budget (the one-time codes take from it too; the metrics read it). */
  readonly smsBudget: SmsBudget;
  /** Orders heard of and not yet recorded, by id (a newer write of one order replaces its older one). */
  private readonly queue = new Map<string, OwedMessages>();
  private draining: Promise<void> | undefined;

  constructor(
    private readonly store: Store,
    private readonly deps: MessagesDeps,
  ) {
    this.repo = new MessagesRepository(store);
    this.smsBudget = deps.smsBudget;
    this.sender = new Sender(this.repo, deps.transports, {
      logger: deps.logger,
      budget: deps.smsBudget,
      beforeRound: async () => {
        await this.recordOwed(new Date(Date.now() - SETTLE_GRACE_MS).toISOString());
      },
    });
    deps.orders.listen((owed) => this.enqueue(owed));
  }

  // ---- recording ----

  private links(order: Order, shop: ShopSignature): MessageLinks & { dashboardUrl: string } {
    const origin = this.deps.publicOrigin;
    return {
      trackUrl: `${origin}/track?ref=${encodeURIComponent(order.reference)}`,
      invoiceUrl: `${origin}/invoice/${order.key}`,
      dashboardUrl: `${origin}/dashboard/orders/${order.key}`,
      shopName: shop.shopName,
      ...(shop.shopPhone ? { shopPhone: shop.shopPhone } : {}),
    };
  }

  /** The messages of one event: the customer's SMS (always) and e-mail (when given), the staff's e-mails. */
  private drafts(
    event: OrderEvent,
    order: Order,
    links: MessageLinks & { dashboardUrl: string },
    change: StatusChange,
  ): Draft[] {
    const language = order.language ?? 'en';
    const { sms, email } = customerMessages(event, order, links, change);
    const drafts: Draft[] = [
      {
        channel: 'sms',
        audience: 'customer',
        to: smsNumber(order.customer.mobileNumber),
        language,
        text: sms.text,
      },
    ];
    if (order.customer.email)
      drafts.push({ channel: 'email', audience: 'customer', to: order.customer.email, language, ...email });
    const staff = staffMessage(event, order, links);
    if (staff)
      for (const to of this.deps.staffEmails)
        drafts.push({ channel: 'email', audience: 'staff', to, language: 'en', ...staff });
    return drafts;
  }

  /**
   * Creates the records of the order's history entries from `from` on (each once: a record
   * already there is kept), then settles the order. Answers how many records are new.
   */
  async record(owed: OwedMessages): Promise<number> {
    const { order } = owed;
    let created = 0;
    if (!owed.quiet && owed.from < order.history.length) {
      const links = this.links(order, await this.deps.shop());
      const now = new Date().toISOString();
      for (let entry = owed.from; entry < order.history.length; entry++) {
        const event = eventOf(order.history[entry]!);
        if (event === null) continue;
        for (const draft of this.drafts(event, order, links, order.history[entry]!)) {
          const isNew = await this.repo.insertNew({
            dedupe: [order._id, entry, draft.channel, draft.audience, draft.to].join(':'),
            orderId: order._id,
            reference: order.reference,
            event,
            ...draft,
            status: 'pending',
            tries: 0,
            triesBefore: 0,
            attempts: [],
            nextAt: now,
            createdAt: now,
            updatedAt: now,
          });
          if (isNew) created += 1;
        }
      }
    }
    await this.deps.orders.settle(order._id, order.status, order.history.length);
    return created;
  }

  private enqueue(owed: OwedMessages): void {
    this.queue.delete(owed.order._id);
    this.queue.set(owed.order._id, owed);
    this.pump();
  }

  private pump(): void {
    if (this.draining) return;
    this.draining = this.drain().finally(() => {
      this.draining = undefined;
      // heard of between the drain's last look and now
      if (this.queue.size) this.pump();
    });
  }

  private async drain(): Promise<void> {
    for (const [id, owed] of this.queue) {
      this.queue.delete(id);
      try {
        if (await this.record(owed)) this.sender.kick();
      } catch (err) {
        // the order stays owed: the sender's next round records it
        this.deps.logger.error(
          { err, order: owed.order.reference },
          'the messages of an order could not be recorded',
        );
      }
    }
  }

  /** Resolves once every order heard of has its records. */
  async idle(): Promise<void> {
    while (this.draining) await this.draining;
  }

  /**
   * Records the messages of orders still owing them (after a crash, a failed write, another
   * instance's stop), oldest first; `writtenBefore` leaves out orders written since. Answers how
   * many records are new.
   */
  async recordOwed(writtenBefore?: string): Promise<number> {
    let created = 0;
    for (let round = 0; round < 10; round++) {
      const owed = (await this.deps.orders.owing(OWED_BATCH, writtenBefore)).filter(
        (o) => !this.queue.has(o.order._id),
      );
      for (const o of owed) {
        try {
          created += await this.record(o);
        } catch (err) {
          this.deps.logger.error(
            { err, order: o.order.reference },
            'the messages of an order could not be recorded',
          );
          return created;
        }
      }
      if (owed.length < OWED_BATCH) break;
    }
    if (created) this.sender.kick();
    return created;
  }

  /**
   * At start: on the embedded store (one process per data dir) a message still `sending` was
   * claimed by the process that ran before this one and died: it is due again at once (MongoDB's
   * may be another live instance's, taken back when their claims lapse). Then the messages
   * orders still owe are recorded. Answers how many of each.
   */
  async recoverAtStart(): Promise<{ takenBack: number; recorded: number }> {
    const takenBack =
      this.store.kind === 'embedded' ? await this.repo.takeBackLapsed(new Date().toISOString(), true) : 0;
    return { takenBack, recorded: await this.recordOwed() };
  }

  // ---- one-time codes ----

  /**
   * Sends a one-time code through the SMS transport of this configuration (the log with `log`,
   * the gateway with `live`), at once and outside the outbox: its record would keep the code in
   * plain text, and a code that arrives after the outbox's first retry (a minute later) is of no
   * use. The caller learns of a failure and may ask again. The code is the message's secret: no
   * log line shows it (unless a development run asks for it, LOG_MESSAGE_CODES=1).
   */
  async sendCode(mobile: string, code: string, language: OrderLanguage): Promise<void> {
    const { shopName } = await this.deps.shop();
    await this.deps.transports.sms.send({
      channel: 'sms',
      to: smsNumber(mobile),
      text: codeSms(code, language, shopName),
      secrets: [code],
    });
  }

  // ---- reading and resending ----

  list(query: z.output<typeof listMessagesQuerySchema>): Promise<{ items: OutboxMessage[]; total: number }> {
    return this.repo
      .page(
        {
          status: query.status,
          channel: query.channel,
          event: query.event,
          reference: query.reference ? query.reference.toUpperCase() : undefined,
        },
        query.page,
        query.size,
      )
      .then(({ items, total }) => ({ items: items.map(toOutboxMessage), total }));
  }

  async forOrder(orderId: string): Promise<OutboxMessage[]> {
    return (await this.repo.forOrder(orderId)).map(toOutboxMessage);
  }

  /**
   * Sends a message again: a failed or sent one (or one still waiting) is due now, in a new round
   * of tries, its earlier attempts kept. One being sent right now is 409.
   */
  async resend(id: string): Promise<OutboxMessage> {
    for (let tries = 0; tries < 5; tries++) {
      const read = await this.repo.findById(id);
      if (!read) throw notFound('Message');
      if (read.status === 'sending') throw new AppError('conflict', 'message.sending');
      const queued = await this.repo.requeue(read, new Date().toISOString());
      if (queued) {
        this.sender.kick();
        return toOutboxMessage(queued);
      }
    }
    throw new AppError('conflict', 'message.sending');
  }

  /** How many messages wait to be sent (`pending`, `sending`) and how many were given up on (`failed`): for the metrics. */
  async outboxCounts(): Promise<{ pending: number; failed: number }> {
    const [pending, failed] = await Promise.all([
      this.repo.count({ status: { $in: ['pending', 'sending'] } }),
      this.repo.count({ status: 'failed' }),
    ]);
    return { pending, failed };
  }

  // ---- running ----

  /** Sends what is due now (a test may drive the sender with its own clock). */
  sendDue(clock?: Clock): Promise<number> {
    return this.sender.sendDue(clock);
  }

  /** Starts the sender in this instance: every `intervalSeconds` and right after each event (0: never). */
  start(intervalSeconds: number): void {
    this.sender.start(intervalSeconds * 1000);
  }

  /** Stops sending (messages in flight finish), records what was heard of, closes the transports. */
  async stop(): Promise<void> {
    await this.sender.stop();
    await this.idle();
    closeTransports(this.deps.transports);
  }
}

/** The messages service of the API: the configuration's transports, staff and links. */
export function createMessagesService(
  ctx: AppContext,
  deps: Pick<MessagesDeps, 'orders' | 'shop'>,
): MessagesService {
  const { messages, publicOrigin } = ctx.config;
  return new MessagesService(ctx.store, {
    ...deps,
    smsBudget: new SmsBudget(new Throttle(ctx.store), messages.smsBudget, ctx.logger),
    transports: createTransports(messages, ctx.logger),
    logger: ctx.logger,
    publicOrigin,
    staffEmails: messages.staffEmails,
  });
}
