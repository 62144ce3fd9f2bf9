import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Logger } from 'pino';
import { MOBILE_CODE, type MobileCodeSent, type OrderLanguage, type OrderOtpMode } from '@tyre/contracts';
import { AppError, says, type MessageArg } from '../../lib/http/errors';
import type { Store } from '../../lib/store/store';
import type { Throttle, ThrottleRule } from '../../lib/throttle/throttle';
import type { CodeSms } from '../messages/messages.service';
import type { SmsBudgetGate } from '../messages/sms-budget';
import type { ConfirmedMobiles, IssuedConfirmation } from './confirmed-mobiles';
import { MobileCodesRepository } from './mobile-codes.repository';

/**
 * One-time codes that confirm a customer's mobile number before an order (ORDER_OTP: fake Cash on
 * Delivery orders with made-up numbers would otherwise hold the stock). A code is 6 random digits,
 * sent by SMS through the messages module, good for 5 minutes and 3 tries. The store keeps one
 * record per number: an HMAC of the code (with a key derived from the server's secret, which is
 * not in the store, so a copy of the store cannot be tried against the million codes), its tries
 * and expiry; a new code replaces the old one. Every limit is counted in the store before any
 * code is made or SMS sent, so it holds for requests that arrive together and across instances:
 * the number's and the address's first, then the shop-wide SMS budget (the messages module's), so
 * that only a code that would go out touches the shop's one counter.
 */

/** How many codes a number and an address may ask for, and how many checks an address may make. */
export const CODE_LIMITS = {
  perMobileMinute: { limit: 1, windowSeconds: MOBILE_CODE.resendSeconds },
  perMobileHour: { limit: 5, windowSeconds: 60 * 60 },
  /** more per address: mobile carriers put many customers behind one address */
  perAddress: { limit: 30, windowSeconds: 60 * 60 },
  checksPerAddress: { limit: 30, windowSeconds: 10 * 60 },
} as const satisfies Record<string, ThrottleRule>;

export interface MobileCodesDeps {
  mode: OrderOtpMode;
  /** The HMAC key (from the server's secret: `TokenService.keyFor`). */
  key: Buffer;
  sms: CodeSms;
  /** The shop-wide SMS budget, taken before a code is made (the messages module's). */
  budget: SmsBudgetGate;
  confirmed: ConfirmedMobiles;
  throttle: Throttle;
  logger: Logger;
}

const minutes = (seconds: number) => Math.ceil(seconds / 60);

const tooMany = (message: MessageArg, retryAfterSeconds: number) =>
  new AppError('too_many_requests', message, { retryAfterSeconds });

/** The shop has sent as many SMS as its budget allows for now: 503 with the wait. */
const budgetSpent = (retryAfterSeconds: number) =>
  new AppError('unavailable', 'otp.smsBudgetSpent', {
    retryAfterSeconds,
  });

/** The one answer of every code that does not confirm: wrong, expired, used up or never sent. */
const wrongCode = () => new AppError('invalid_data', 'otp.wrongCode');

export class MobileCodes {
  private readonly codes: MobileCodesRepository;

  constructor(
    store: Store,
    private readonly deps: MobileCodesDeps,
  ) {
    this.codes = new MobileCodesRepository(store);
  }

  private hmac(text: string): string {
    return createHmac('sha256', this.deps.key).update(text).digest('base64url');
  }

  private idOf(mobile: string): string {
    return this.hmac(`mobile:${mobile}`);
  }

  private hashOf(mobile: string, code: string): string {
    return this.hmac(`code:${mobile}:${code}`);
  }

  private whenOn(): void {
    if (this.deps.mode === 'off') throw new AppError('conflict', 'otp.off');
  }

  /**
   * Takes one from the number's minute and hour and from the address, in that order; the first
   * that refuses gives the others back and answers its own wait.
   */
  private async takeSend(mobile: string, address: string, now: number): Promise<string[]> {
    const steps = [
      {
        key: `otp:send:minute:${mobile}`,
        rule: CODE_LIMITS.perMobileMinute,
        refused: (s: number) => says('limit.codeWait', { seconds: s }),
      },
      {
        key: `otp:send:hour:${mobile}`,
        rule: CODE_LIMITS.perMobileHour,
        refused: (s: number) => says('limit.codesForMobile', { minutes: minutes(s) }),
      },
      {
        key: `otp:send:address:${address}`,
        rule: CODE_LIMITS.perAddress,
        refused: (s: number) => says('limit.codesFromNetwork', { minutes: minutes(s) }),
      },
    ];
    const taken: string[] = [];
    for (const step of steps) {
      const result = await this.deps.throttle.take(step.key, step.rule, now);
      if (!result.ok) {
        await this.deps.throttle.refund(taken, now);
        throw tooMany(step.refused(result.retryAfterSeconds), result.retryAfterSeconds);
      }
      taken.push(step.key);
    }
    return taken;
  }

  /** Stores the code's HMAC under the number, replacing any earlier code (which dies with it). */
  private async store(mobile: string, codeHash: string, now: number): Promise<void> {
    const stored = await this.codes.put(this.idOf(mobile), {
      codeHash,
      tries: 0,
      createdAt: new Date(now).toISOString(),
      expiresAt: new Date(now + MOBILE_CODE.validSeconds * 1000),
    });
    if (stored) return;
    throw new AppError('unavailable', 'otp.notSent', {
      retryAfterSeconds: 60,
    });
  }

  /**
   * Sends a new code to `mobile` in `language`, once the limits of the number and of the client
   * address (`addressKey`) and then the shop's SMS budget allow it. 503 when the budget is spent
   * (the number's and the address's takes are given back) or the SMS could not be handed over (the
   * limits and the budget are given back and the code dropped, so the customer may ask again at
   * once).
   */
  async send(
    mobile: string,
    language: OrderLanguage,
    address: string,
    now = Date.now(),
  ): Promise<MobileCodeSent> {
    this.whenOn();
    const taken = await this.takeSend(mobile, address, now);
    const allowed = await this.deps.budget.take('code', now);
    if (!allowed.ok) {
      await this.deps.throttle.refund(taken, now);
      throw budgetSpent(allowed.retryAfterSeconds);
    }
    const code = String(randomInt(0, 10 ** MOBILE_CODE.digits)).padStart(MOBILE_CODE.digits, '0');
    const codeHash = this.hashOf(mobile, code);
    await this.store(mobile, codeHash, now);
    try {
      await this.deps.sms.sendCode(mobile, code, language);
    } catch (err) {
      this.deps.logger.error({ err }, 'the SMS of a one-time code could not be sent');
      await this.codes.deleteCode(this.idOf(mobile), codeHash);
      await this.deps.budget.refund(now);
      await this.deps.throttle.refund(taken, now);
      throw new AppError('unavailable', 'otp.notSent', {
        retryAfterSeconds: 60,
      });
    }
    return {
      mobile,
      expiresInSeconds: MOBILE_CODE.validSeconds,
      resendAfterSeconds: MOBILE_CODE.resendSeconds,
    };
  }

  /**
   * Confirms `mobile` with `code`: a check first takes one of the code's tries (one conditional
   * write, so three checks at once compare at most three codes), then compares; the right code is
   * used up and confirms the number for the browser (the answer's cookie). Anything else answers
   * the same 400, whether the number had a code or not.
   */
  async check(mobile: string, code: string, address: string, now = Date.now()): Promise<IssuedConfirmation> {
    this.whenOn();
    const checks = await this.deps.throttle.take(
      `otp:check:address:${address}`,
      CODE_LIMITS.checksPerAddress,
      now,
    );
    if (!checks.ok)
      throw tooMany(
        says('limit.codeChecks', { minutes: minutes(checks.retryAfterSeconds) }),
        checks.retryAfterSeconds,
      );
    const _id = this.idOf(mobile);
    const given = Buffer.from(this.hashOf(mobile, code));
    const held = await this.codes.takeTry(_id, now, MOBILE_CODE.tries);
    const stored = Buffer.from(held?.codeHash ?? '');
    const right = held !== null && stored.length === given.length && timingSafeEqual(stored, given);
    // used once: of two right checks at once, only the one that removes it confirms
    if (!right || !(await this.codes.deleteCode(_id, held.codeHash))) throw wrongCode();
    return this.deps.confirmed.issue(mobile, now);
  }
}
