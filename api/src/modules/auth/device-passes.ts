import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Store } from '../../lib/store/store';
import { DevicePassesRepository } from './device-passes.repository';

/**
 * Device passes (OWASP's "device cookies"): a browser that has logged in to an account is given
 * an HttpOnly cookie naming the account and a random nonce, with an HMAC over both. The store
 * keeps only the nonce's hash, with the account and an expiry, so a pass can be revoked and a
 * copy of the store gives nobody a cookie. A login that shows a valid pass for the account it
 * names is counted per pass instead of per e-mail: whoever fills an e-mail's counters from
 * elsewhere cannot lock the owner out on a browser the owner has used before.
 */

/** The cookie's name. */
export const DEVICE_COOKIE = 'tyre_device';

/** How long a pass lasts after the login that gave it. */
export const DEVICE_PASS_DAYS = 90;

/** The newest passes an account keeps; older ones are dropped as new ones are given. */
const PASSES_PER_ACCOUNT = 20;

/** A pass the store holds: its id (the nonce's hash) and account. */
export interface DevicePass {
  id: string;
  userId: string;
}

/** A pass just given: the cookie's value and when it expires. */
export interface IssuedPass {
  value: string;
  expires: Date;
}

const b64 = (bytes: Buffer) => bytes.toString('base64url');
const hashOf = (nonce: string) => b64(createHash('sha256').update(nonce).digest());

/** The cookie `name`'s value in a Cookie header, or undefined. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

export class DevicePasses {
  private readonly passes: DevicePassesRepository;
  private key: Promise<Buffer> | undefined;

  constructor(store: Store) {
    this.passes = new DevicePassesRepository(store);
  }

  /** The HMAC key: made once per store, shared by every API instance on it. */
  private hmacKey(): Promise<Buffer> {
    this.key ??= this.passes
      .signingKey(() => b64(randomBytes(32)))
      .then((key) => Buffer.from(key, 'base64url'));
    this.key.catch(() => (this.key = undefined));
    return this.key;
  }

  private async mac(userId: string, nonce: string): Promise<Buffer> {
    return createHmac('sha256', await this.hmacKey())
      .update(`${userId}.${nonce}`)
      .digest();
  }

  /** Gives the account a new pass (and drops its oldest beyond the newest twenty). */
  async issue(userId: string, now = Date.now()): Promise<IssuedPass> {
    const nonce = b64(randomBytes(32));
    const expires = new Date(now + DEVICE_PASS_DAYS * 24 * 3600 * 1000);
    await this.passes.insert({
      _id: hashOf(nonce),
      userId,
      createdAt: new Date(now).toISOString(),
      expiresAt: expires,
    });
    await this.passes.keepNewest(userId, PASSES_PER_ACCOUNT);
    return { value: `${userId}.${nonce}.${b64(await this.mac(userId, nonce))}`, expires };
  }

  /** The pass a cookie's value stands for, or null (malformed, forged, revoked or expired). */
  async check(value: string | undefined, now = Date.now()): Promise<DevicePass | null> {
    const [userId, nonce, mac, extra] = (value ?? '').split('.');
    if (!userId || !nonce || !mac || extra !== undefined || value!.length > 200) return null;
    const given = Buffer.from(mac, 'base64url');
    const expected = await this.mac(userId, nonce);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const id = hashOf(nonce);
    const doc = await this.passes.findById(id);
    if (!doc || doc.userId !== userId || new Date(doc.expiresAt).getTime() <= now) return null;
    return { id, userId };
  }

  /** Ends one pass. */
  async revoke(id: string): Promise<void> {
    await this.passes.delete(id);
  }

  /** Ends every pass of an account (a password change, "log out everywhere"). */
  async revokeAll(userId: string): Promise<void> {
    await this.passes.deleteOfUser(userId);
  }
}
