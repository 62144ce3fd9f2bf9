import { AppError } from '../http/errors';

/**
 * Bounds password hashing (scrypt, 128 MiB, on libuv's thread pool, which file and store I/O
 * share): at most `maxActive` run at once and `maxQueued` wait; anything beyond is refused at once
 * with 503 and Retry-After instead of piling up. Per process, as the CPU and memory are.
 */
export class HashGate {
  private active = 0;
  private readonly queue: (() => void)[] = [];

  constructor(
    private readonly maxActive = 2,
    private readonly maxQueued = 4,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.maxActive) {
      if (this.queue.length >= this.maxQueued) {
        throw new AppError('unavailable', 'server.busy', {
          retryAfterSeconds: 2,
        });
      }
      await new Promise<void>((resolve) => this.queue.push(resolve));
    } else {
      this.active += 1;
    }
    try {
      return await work();
    } finally {
      // hand the slot straight to the next waiter, or free it
      const next = this.queue.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}
