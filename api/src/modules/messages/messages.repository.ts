import type {
  MessageAudience,
  MessageChannel,
  MessageStatus,
  OrderEvent,
  OrderLanguage,
} from '@tyre/contracts';
import {
  DuplicateKeyError,
  type Collection,
  type Filter,
  type NewDoc,
  type Store,
  type Update,
} from '../../lib/store/store';

export interface MessageAttempt {
  at: string;
  ok: boolean;
  error?: string;
}

/** One message of the outbox, as stored. */
export interface MessageDoc {
  _id: string;
  /**
   * `<order id>:<history entry>:<channel>:<audience>:<recipient>`, unique: recording an event's
   * messages twice (after a crash, or by two instances) creates each message once.
   */
  dedupe: string;
  orderId: string;
  reference: string;
  event: OrderEvent;
  channel: MessageChannel;
  audience: MessageAudience;
  /** The whole e-mail address, or the number in 880… form. */
  to: string;
  language: OrderLanguage;
  subject?: string;
  text: string;
  html?: string;
  status: MessageStatus;
  tries: number;
  /** The tries of earlier rounds: a resend starts a new round of MESSAGE_MAX_TRIES. */
  triesBefore: number;
  attempts: MessageAttempt[];
  /** When a pending message is due. */
  nextAt?: string;
  /** The claim of the sender that holds it (`sending`), and when that claim lapses. */
  claim?: string;
  claimedUntil?: string;
  sentAt?: string;
  createdAt: string;
  updatedAt: string;
}

export interface MessageFilter {
  status?: MessageStatus;
  channel?: MessageChannel;
  event?: OrderEvent;
  reference?: string;
}

const NEWEST = { createdAt: -1, _id: -1 } as const;

export class MessagesRepository {
  private readonly messages: Collection<MessageDoc>;

  constructor(store: Store) {
    this.messages = store.collection<MessageDoc>('messages', [
      { fields: { dedupe: 1 }, unique: true },
      // the sender's query: pending and due, or sending past its claim
      {
        fields: { status: 1, nextAt: 1 },
        embedded:
          'indexes status: the candidates are the pending (or sending) messages, few while the sender keeps up',
      },
      { fields: { createdAt: -1 } },
      {
        fields: { orderId: 1, createdAt: 1 },
        embedded: 'indexes orderId: an order has a handful of messages',
      },
      { fields: { reference: 1 } },
    ]);
  }

  /** Inserts a new message; false when its dedupe key is already recorded. */
  async insertNew(doc: NewDoc<MessageDoc>): Promise<boolean> {
    try {
      await this.messages.insertOne(doc);
      return true;
    } catch (e) {
      if (e instanceof DuplicateKeyError) return false;
      throw e;
    }
  }

  findById(id: string): Promise<MessageDoc | null> {
    return this.messages.findById(id);
  }

  /**
   * Claims one due message for one sender: a single conditional update (pending and due, to
   * sending with the claim), so two senders on one store never hold the same message.
   */
  claimDue(now: string, claim: string, claimedUntil: string): Promise<MessageDoc | null> {
    return this.messages.updateOne(
      { status: 'pending', nextAt: { $lte: now } },
      { $set: { status: 'sending', claim, claimedUntil, updatedAt: now } },
    );
  }

  /** Records the outcome of a claimed message, only while the claim is still this sender's. */
  finish(id: string, claim: string, update: Update<MessageDoc>): Promise<MessageDoc | null> {
    return this.messages.updateOne({ _id: id, status: 'sending', claim }, update);
  }

  /**
   * Claims whose sender never finished (it stopped or crashed) go back to pending, due now, with
   * the lost try in their attempts: those lapsed by `now`, or every claim (`all`: no other sender
   * can hold one). Answers how many.
   */
  takeBackLapsed(now: string, all = false): Promise<number> {
    return this.messages.updateMany(
      all ? { status: 'sending' } : { status: 'sending', claimedUntil: { $lte: now } },
      {
        $set: { status: 'pending', nextAt: now, updatedAt: now },
        $unset: { claim: true, claimedUntil: true },
        $inc: { tries: 1 },
        $push: { attempts: { at: now, ok: false, error: 'The sender stopped before this try finished' } },
      },
    );
  }

  /** Puts a message read as `read` back to pending, due now, in a new round of tries. */
  requeue(read: MessageDoc, now: string): Promise<MessageDoc | null> {
    return this.messages.updateOne(
      { _id: read._id, status: read.status, tries: read.tries },
      {
        $set: { status: 'pending', nextAt: now, triesBefore: read.tries, updatedAt: now },
        $unset: { sentAt: true },
      },
    );
  }

  async page(
    where: MessageFilter,
    page: number,
    size: number,
  ): Promise<{ items: MessageDoc[]; total: number }> {
    const filter: Filter<MessageDoc> = {};
    if (where.reference) filter.reference = where.reference;
    if (where.event) filter.event = where.event;
    if (where.channel) filter.channel = where.channel;
    if (where.status) filter.status = where.status;
    const [items, total] = await Promise.all([
      this.messages.find(filter, { sort: NEWEST, skip: page * size, limit: size }),
      this.messages.count(filter),
    ]);
    return { items, total };
  }

  forOrder(orderId: string): Promise<MessageDoc[]> {
    return this.messages.find({ orderId }, { sort: { createdAt: 1, _id: 1 } });
  }

  count(filter: Filter<MessageDoc>): Promise<number> {
    return this.messages.count(filter);
  }
}
