// The shop-wide SMS budget (SMS_BUDGET_PER_HOUR, SMS_BUDGET_PER_DAY): the most SMS the shop
// sends, one-time codes and the outbox's messages together, whoever asks for them. The limits per
// number and per address stop one visitor; this one stops many (an attacker rotating addresses
// and numbers to send codes at the shop's cost, "SMS pumping"). It is counted with the shared
// store-backed throttle, one conditional write per window, before anything is sent, so it holds
// for requests that arrive together and across API instances. Past it, a code is refused (503)
// and an outbox SMS waits (pending) until the budget opens again; every refusal is counted for
// the metrics and written to the log at most once a minute (with how many came since).
import type { Logger } from 'pino';
import type { TakeResult, Throttle, ThrottleRule } from '../../lib/throttle/throttle';

/** What an SMS is: a one-time code (sent at once) or a message of the outbox. */
export type SmsKind = 'code' | 'outbox';
export type SmsBudgetWindow = 'hour' | 'day';

export interface SmsBudgetLimits {
  perHour: number;
  perDay: number;
}

/** What a sender of SMS asks before it sends one, and gives back when the SMS did not go out. */
export interface SmsBudgetGate {
  /** Takes one SMS from every window of the budget, or answers how long until one allows it. */
  take(kind: SmsKind, now?: number): Promise<TakeResult>;
  /** Gives back one SMS taken (it was not handed over). */
  refund(now?: number): Promise<void>;
}

/** One refusal: which SMS, which window was spent, and when it opens again. */
export interface SmsBudgetRefusal {
  kind: SmsKind;
  window: SmsBudgetWindow;
  limit: number;
  retryAfterSeconds: number;
}

/** What the metrics read: the limits, what is used of them now, and each refusal. */
export interface SmsBudgetReader {
  readonly limits: SmsBudgetLimits;
  used(now?: number): Promise<Record<SmsBudgetWindow, number>>;
  onRefusal(listener: (refusal: SmsBudgetRefusal) => void): void;
}

/** Throttle keys (their limit's name for the throttle metrics: `sms:budget`). */
const KEYS: Record<SmsBudgetWindow, string> = { hour: 'sms:budget:hour', day: 'sms:budget:day' };
const SECONDS: Record<SmsBudgetWindow, number> = { hour: 60 * 60, day: 24 * 60 * 60 };
const VARIABLE: Record<SmsBudgetWindow, string> = {
  hour: 'SMS_BUDGET_PER_HOUR',
  day: 'SMS_BUDGET_PER_DAY',
};
/** A refusal is written to the log at once, then at most once in this time. */
const WARN_EVERY_MS = 60_000;

export class SmsBudget implements SmsBudgetGate, SmsBudgetReader {
  private readonly listeners: ((refusal: SmsBudgetRefusal) => void)[] = [];
  private lastWarnAt = Number.NEGATIVE_INFINITY;
  private unreported = 0;

  constructor(
    private readonly throttle: Throttle,
    readonly limits: SmsBudgetLimits,
    private readonly logger: Logger,
  ) {}

  private rules(): { window: SmsBudgetWindow; limit: number; rule: ThrottleRule }[] {
    return (['hour', 'day'] as const).map((window) => {
      const limit = window === 'hour' ? this.limits.perHour : this.limits.perDay;
      return { window, limit, rule: { limit, windowSeconds: SECONDS[window] } };
    });
  }

  /**
   * Takes one SMS from the hour's window, then the day's; when one is spent, the other is given
   * back (a refused SMS costs nothing), the refusal is told, and its wait answered.
   */
  async take(kind: SmsKind, now = Date.now()): Promise<TakeResult> {
    const taken: string[] = [];
    for (const { window, limit, rule } of this.rules()) {
      const result = await this.throttle.take(KEYS[window], rule, now);
      if (!result.ok) {
        await this.throttle.refund(taken, now);
        this.refused({ kind, window, limit, retryAfterSeconds: result.retryAfterSeconds }, now);
        return result;
      }
      taken.push(KEYS[window]);
    }
    return { ok: true };
  }

  refund(now = Date.now()): Promise<void> {
    return this.throttle.refund([KEYS.hour, KEYS.day], now);
  }

  async used(now = Date.now()): Promise<Record<SmsBudgetWindow, number>> {
    const [hour, day] = await Promise.all([
      this.throttle.used(KEYS.hour, now),
      this.throttle.used(KEYS.day, now),
    ]);
    return { hour, day };
  }

  onRefusal(listener: (refusal: SmsBudgetRefusal) => void): void {
    this.listeners.push(listener);
  }

  private refused(refusal: SmsBudgetRefusal, now: number): void {
    for (const listener of this.listeners) listener(refusal);
    this.unreported += 1;
    if (now - this.lastWarnAt < WARN_EVERY_MS) return;
    this.lastWarnAt = now;
    const refusedSinceLastLine = this.unreported;
    this.unreported = 0;
    const { window, limit, kind, retryAfterSeconds } = refusal;
    this.logger.warn(
      { smsBudget: { window, limit, kind, retryAfterSeconds, refusedSinceLastLine } },
      `The shop's SMS budget of this ${window} is spent (${limit} SMS, ${VARIABLE[window]}): ` +
        'one-time codes are refused and the outbox waits until it opens again. ' +
        'Look for SMS pumping (many codes to unknown numbers) before raising it.',
    );
  }
}
