/**
 * Counts failed logins per key (e-mail, and client address) in a sliding window.
 * After `maxFailures` within `windowMs`, further attempts are refused until the oldest failure ages out.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures = 5,
    private readonly windowMs = 15 * 60_000,
  ) {}

  private recent(key: string, now: number): number[] {
    const list = (this.failures.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  /** Seconds to wait before another attempt, or 0 when an attempt is allowed. */
  retryAfter(keys: string[], now = Date.now()): number {
    let wait = 0;
    for (const key of keys) {
      const list = this.recent(key, now);
      if (list.length >= this.maxFailures) {
        wait = Math.max(wait, Math.ceil((list[0]! + this.windowMs - now) / 1000));
      }
    }
    return wait;
  }

  fail(keys: string[], now = Date.now()): void {
    for (const key of keys) this.failures.set(key, [...this.recent(key, now), now]);
    if (this.failures.size > 50_000) this.failures.clear();
  }

  succeed(keys: string[]): void {
    for (const key of keys) this.failures.delete(key);
  }
}
