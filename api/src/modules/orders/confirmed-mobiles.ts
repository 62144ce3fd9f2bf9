import { createHash, randomBytes } from 'node:crypto';
import { VERIFIED_MOBILE_DAYS } from '@tyre/contracts';
import type { Store } from '../../lib/store/store';
import { ConfirmedMobilesRepository } from './confirmed-mobiles.repository';

/**
 * Mobile numbers confirmed on a browser (ORDER_OTP): a right code gives the browser an HttpOnly
 * cookie holding 256 random bits; the store keeps only their hash, with the number and an expiry
 * (30 days), so a copy of the store gives nobody a cookie, and a cookie names no number. An order
 * that needs a confirmed number is placed only when its browser's cookie stands for that number.
 */

/** The cookie's name. */
export const MOBILE_COOKIE = 'tyre_mobile';

/** A confirmation just given: the cookie's value and when it ends. */
export interface IssuedConfirmation {
  value: string;
  expires: Date;
}

const hashOf = (value: string) => createHash('sha256').update(value).digest('base64url');
/** 32 random bytes in base64url. */
const VALUE = /^[A-Za-z0-9_-]{43}$/;

export class ConfirmedMobiles {
  private readonly confirmed: ConfirmedMobilesRepository;

  constructor(store: Store) {
    this.confirmed = new ConfirmedMobilesRepository(store);
  }

  /** Confirms `mobile` for the browser that will hold the answer's value. */
  async issue(mobile: string, now = Date.now()): Promise<IssuedConfirmation> {
    const value = randomBytes(32).toString('base64url');
    const expires = new Date(now + VERIFIED_MOBILE_DAYS * 24 * 3600 * 1000);
    await this.confirmed.insert({
      _id: hashOf(value),
      mobile,
      createdAt: new Date(now).toISOString(),
      expiresAt: expires,
    });
    return { value, expires };
  }

  /** The number a cookie's value confirms, or null (none, malformed, unknown or expired). */
  async mobileOf(value: string | undefined, now = Date.now()): Promise<string | null> {
    if (!value || !VALUE.test(value)) return null;
    const doc = await this.confirmed.findById(hashOf(value));
    return doc && new Date(doc.expiresAt).getTime() > now ? doc.mobile : null;
  }
}
