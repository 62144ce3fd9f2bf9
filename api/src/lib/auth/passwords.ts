import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt's cost as log2(N): 17 is OWASP's recommended minimum (N=2^17, r=8, p=1: 128 MiB), the
 * default. `PASSWORD_COST` may lower it for test runs only; the cost is kept in every stored hash,
 * so hashes of any cost verify.
 */
export const DEFAULT_PASSWORD_COST = 17;
export const PASSWORD_COST_RANGE = { min: 10, max: 20 } as const;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
/** scrypt needs 128·r·N bytes; twice that leaves room for its other buffers */
const maxmemFor = (n: number, r: number) => 256 * r * n;

function scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(password.normalize('NFKC'), salt, keylen, options, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** Format: `scrypt$N$r$p$saltB64$hashB64`, so parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string, cost: number = DEFAULT_PASSWORD_COST): Promise<string> {
  if (!Number.isInteger(cost) || cost < PASSWORD_COST_RANGE.min || cost > PASSWORD_COST_RANGE.max)
    throw new RangeError(
      `password cost must be a whole number from ${PASSWORD_COST_RANGE.min} to ${PASSWORD_COST_RANGE.max}`,
    );
  const n = 2 ** cost;
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { N: n, r: R, p: P, maxmem: maxmemFor(n, R) });
  return ['scrypt', n, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltB64, hashB64] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !hashB64) return false;
  const [N, rr, pp] = [Number(n), Number(r), Number(p)];
  // only the parameters this module writes: a stored hash cannot ask for a gigabyte
  if (N < 2 ** PASSWORD_COST_RANGE.min || N > 2 ** PASSWORD_COST_RANGE.max || rr !== R || pp !== P)
    return false;
  const expected = Buffer.from(hashB64, 'base64');
  const key = await scrypt(password, Buffer.from(saltB64, 'base64'), expected.length, {
    N,
    r: R,
    p: P,
    maxmem: maxmemFor(N, R),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash to compare against when the e-mail is unknown, so both failures take the same time. */
const dummies = new Map<number, Promise<string>>();
export const dummyHash = (cost: number = DEFAULT_PASSWORD_COST): Promise<string> => {
  let dummy = dummies.get(cost);
  if (!dummy) {
    dummy = hashPassword(randomBytes(12).toString('hex'), cost).catch((e: unknown) => {
      dummies.delete(cost); // a failed attempt is not kept: the next caller tries again
      throw e;
    });
    dummies.set(cost, dummy);
  }
  return dummy;
};
