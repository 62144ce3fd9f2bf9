import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors';
import { HashGate } from '../hash-gate';

describe('HashGate', () => {
  it('when ten jobs arrive at once, then two run at a time, four wait and four are refused at once with 503 and Retry-After', async () => {
    const gate = new HashGate(2, 4);
    let running = 0;
    let most = 0;
    const job = () =>
      gate.run(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, 20));
        running -= 1;
        return 'done';
      });
    const results = await Promise.allSettled(Array.from({ length: 10 }, job));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(6);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused).toHaveLength(4);
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(AppError);
      expect((r.reason as AppError).status).toBe(503);
      expect((r.reason as AppError).retryAfterSeconds).toBeGreaterThan(0);
    }
    expect(most).toBe(2);
  });

  it('when a job fails, then its slot is freed for the next', async () => {
    const gate = new HashGate(1, 1);
    const failing = gate.run(() => Promise.reject(new Error('boom')));
    const next = gate.run(async () => 'next');
    await expect(failing).rejects.toThrow('boom');
    await expect(next).resolves.toBe('next');
    await expect(gate.run(async () => 'again')).resolves.toBe('again');
  });
});
