// The sender: delivers the outbox's due messages. It runs in every API instance, every few
// seconds and right after an event. Each message is claimed with one conditional update
// (pending and due → sending, with a claim that lapses), so instances sharing a store never send
// one message twice; a claim whose instance died is taken back once it lapses. Each try's outcome
// is kept; a failure that may pass is tried again after MESSAGE_BACKOFF_MINUTES, up to
// MESSAGE_MAX_TRIES; a permanent one fails the message at once. An SMS is sent only once the shop's
// SMS budget allows it: past the budget it waits, pending, until the budget opens again (no try is
// counted: it was never handed over), and the e-mails go on.
import { randomBytes } from 'node:crypto';
import { MESSAGE_BACKOFF_MINUTES, MESSAGE_MAX_TRIES } from '@tyre/contracts';
import type { Logger } from 'pino';
import type { MessageDoc, MessagesRepository } from './messages.repository';
import type { SmsBudgetGate } from './sms-budget';
import { hideSecrets, SendError, type Transports } from './transports';

export interface SenderOptions {
  logger: Logger;
  /** How long a claim holds before another sender may take the message back (2 minutes). */
  claimMs?: number;
  /** Messages in flight at once in this instance (4). */
  concurrency?: number;
  /** Runs before each periodic round (the messages owed by orders are recorded there). */
  beforeRound?: () => Promise<void>;
  /** The shop's SMS budget, taken before each SMS is sent (the API always has one). */
  budget?: SmsBudgetGate;
}

export type Clock = () => Date;

const systemClock: Clock = () => new Date();

/** Minutes to wait after the `n`-th failed try of a round (1-based). */
export const backoffMinutes = (n: number): number =>
  MESSAGE_BACKOFF_MINUTES[Math.min(n, MESSAGE_BACKOFF_MINUTES.length) - 1]!;

export class Sender {
  private readonly claimMs: number;
  private readonly concurrency: number;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private full = false;
  private active = false;
  private stopped = false;

  constructor(
    private readonly repo: MessagesRepository,
    private readonly transports: Transports,
    private readonly options: SenderOptions,
  ) {
    this.claimMs = options.claimMs ?? 120_000;
    this.concurrency = options.concurrency ?? 4;
  }

  /**
   * Sends every message due by the clock, `concurrency` at a time, each claimed on its own.
   * Answers how many were tried (an SMS put off by the budget is not). Stops claiming once the
   * sender is stopped.
   */
  async sendDue(clock: Clock = systemClock): Promise<number> {
    let tried = 0;
    const worker = async () => {
      while (!this.stopped) {
        const claim = randomBytes(9).toString('base64url');
        const now = clock();
        const doc = await this.repo.claimDue(
          now.toISOString(),
          claim,
          new Date(now.getTime() + this.claimMs).toISOString(),
        );
        if (!doc) return;
        if (await this.deliver(doc, claim, clock)) tried += 1;
      }
    };
    await Promise.all(Array.from({ length: this.concurrency }, worker));
    return tried;
  }

  /** Claims that lapsed (their sender died) go back to pending; answers how many. */
  takeBackLapsed(clock: Clock = systemClock): Promise<number> {
    return this.repo.takeBackLapsed(clock().toISOString());
  }

  /**
   * An SMS waits, pending and unclaimed, until the budget's window opens again: its tries and
   * attempts stay as they were. Answers false (nothing was tried).
   */
  private async putOff(doc: MessageDoc, claim: string, now: Date, retryAfterSeconds: number): Promise<false> {
    const at = now.toISOString();
    await this.repo.finish(doc._id, claim, {
      $set: {
        status: 'pending',
        nextAt: new Date(now.getTime() + retryAfterSeconds * 1000).toISOString(),
        updatedAt: at,
      },
      $unset: { claim: true, claimedUntil: true },
    });
    return false;
  }

  /** Sends one claimed message and keeps the outcome; false when the SMS budget put it off. */
  private async deliver(doc: MessageDoc, claim: string, clock: Clock): Promise<boolean> {
    const transport = this.transports[doc.channel];
    const budget = doc.channel === 'sms' ? this.options.budget : undefined;
    if (budget) {
      const now = clock();
      const allowed = await budget.take('outbox', now.getTime());
      if (!allowed.ok) return this.putOff(doc, claim, now, allowed.retryAfterSeconds);
    }
    let failure: SendError | undefined;
    try {
      await transport.send({
        channel: doc.channel,
        to: doc.to,
        text: doc.text,
        ...(doc.subject !== undefined && { subject: doc.subject }),
        ...(doc.html !== undefined && { html: doc.html }),
      });
    } catch (e) {
      // no transport writes a key into its error, but no log line may hold one whatever it is
      const message = hideSecrets((e as Error)?.message ?? String(e));
      failure = new SendError(message, e instanceof SendError ? e.permanent : false);
    }
    const now = clock();
    // an SMS the transport did not hand over costs none of the budget
    if (failure && budget) await budget.refund(now.getTime());
    const at = now.toISOString();
    const tries = doc.tries + 1;
    const unclaim = { claim: true, claimedUntil: true } as const;
    let outcome: MessageDoc | null;
    if (!failure) {
      outcome = await this.repo.finish(doc._id, claim, {
        $set: { status: 'sent', sentAt: at, tries, updatedAt: at },
        $unset: { ...unclaim, nextAt: true },
        $push: { attempts: { at, ok: true } },
      });
    } else {
      const inRound = tries - (doc.triesBefore ?? 0);
      const final = failure.permanent || inRound >= MESSAGE_MAX_TRIES;
      const attempt = { at, ok: false, error: failure.message };
      outcome = await this.repo.finish(
        doc._id,
        claim,
        final
          ? {
              $set: { status: 'failed', tries, updatedAt: at },
              $unset: { ...unclaim, nextAt: true },
              $push: { attempts: attempt },
            }
          : {
              $set: {
                status: 'pending',
                tries,
                nextAt: new Date(now.getTime() + backoffMinutes(inRound) * 60_000).toISOString(),
                updatedAt: at,
              },
              $unset: unclaim,
              $push: { attempts: attempt },
            },
      );
      this.options.logger.warn(
        {
          message: doc._id,
          reference: doc.reference,
          channel: doc.channel,
          transport: transport.name,
          tries,
        },
        `${doc.channel === 'sms' ? 'SMS' : 'E-mail'} not sent${final ? ' (given up)' : ' (will try again)'}: ${failure.message}`,
      );
    }
    if (!outcome)
      this.options.logger.warn(
        { message: doc._id, reference: doc.reference },
        'a message was tried after its claim lapsed; its outcome is not kept',
      );
    return true;
  }

  // ---- running in the API ----

  /** Sends every `intervalMs` (and right after `kick`), with the periodic work before each round. */
  start(intervalMs: number): void {
    if (this.active || this.stopped || intervalMs <= 0) return;
    this.active = true;
    this.timer = setInterval(() => this.kick(true), intervalMs);
    this.timer.unref();
    this.kick(true);
  }

  /**
   * Sends what is due soon (an event was just recorded). A kick while a round runs asks for one
   * more round after it, so nothing recorded meanwhile waits for the timer.
   */
  kick(full = false): void {
    if (!this.active || this.stopped) return;
    this.full ||= full;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.rounds().finally(() => {
      this.running = undefined;
      // kicked between the last round's end and now
      if (this.again) this.kick();
    });
  }

  private async rounds(): Promise<void> {
    do {
      this.again = false;
      const full = this.full;
      this.full = false;
      try {
        if (full) {
          await this.options.beforeRound?.();
          const back = await this.takeBackLapsed();
          if (back)
            this.options.logger.warn({ messages: back }, 'lapsed claims taken back: they will be sent again');
        }
        await this.sendDue();
      } catch (err) {
        if (!this.stopped) this.options.logger.error({ err }, 'the message sender failed a round');
      }
    } while (this.again && !this.stopped);
  }

  /** Stops the timer and waits for the messages in flight (no new claims). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}
