import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The writes of one request's handler, seen as one unit by a snapshot of the embedded store
 * (a backup): its lease on the gate is taken at its first write and given back when the
 * handler is done, so a snapshot holds all of an order's writes (the idempotency key, the stock
 * taken, the counter, the order) or none of them.
 */
class WriteUnit {
  ended = false;
  /** Its writes started and not yet done. */
  pending = 0;
  /** Resolves once the unit holds its lease on `gate` (asked at its first write). */
  leased: Promise<void> | undefined;
  gate: WriteGate | undefined;
  released = false;

  /** Gives the lease back once the work has settled and none of its writes is still running. */
  settle(): void {
    if (this.ended && this.pending === 0 && this.gate && !this.released) {
      this.released = true;
      this.gate.leave();
    }
  }
}

const units = new AsyncLocalStorage<WriteUnit>();

/**
 * Whether a gate exists in this process (an embedded store was opened): on MongoDB alone no
 * request runs in a unit, and the async context tracking it takes stays off.
 */
let gated = false;

/**
 * Runs `work` (a route's handler) as one unit of writes: every store write it makes, and what it
 * awaits, shares one lease on the gate, held from its first write until `work` has settled and
 * its writes are done. Writes it leaves running after that (a message recorded after the answer)
 * take leases of their own.
 */
export async function asWriteUnit<R>(work: () => R | Promise<R>): Promise<R> {
  if (!gated) return work();
  const unit = new WriteUnit();
  try {
    return await units.run(unit, work);
  } finally {
    unit.ended = true;
    unit.settle();
  }
}

/** Thrown when the writes in flight do not finish in time for a snapshot: nothing was taken. */
export class WritesBusyError extends Error {
  constructor(readonly seconds: number) {
    super(`The writes in progress did not finish within ${seconds} s; nothing was taken. Try again.`);
  }
}

/**
 * A shared/exclusive gate in front of an embedded store's writes. Each write holds a shared lease
 * (its own, or its unit's); `exclusive` waits until no lease is held, keeps new ones waiting, and
 * runs a short piece of work (a snapshot of the documents in memory) while nothing is written.
 */
export class WriteGate {
  private active = 0;
  /** Set while an exclusive section waits or runs: new leases wait for it. */
  private barrier: Promise<void> | undefined;
  private drained: (() => void) | undefined;

  constructor() {
    gated = true;
  }

  private async enter(): Promise<void> {
    while (this.barrier) await this.barrier;
    this.active += 1;
  }

  /** Gives one lease back (a write's own, or a unit's). */
  leave(): void {
    this.active -= 1;
    if (this.active === 0) this.drained?.();
  }

  /** Runs one write under the current unit's lease (taken at its first write), or under its own. */
  async write<R>(run: () => Promise<R>): Promise<R> {
    const unit = units.getStore();
    if (unit && !unit.released) {
      unit.pending += 1;
      try {
        unit.leased ??= this.enter().then(() => {
          unit.gate = this;
        });
        await unit.leased;
        return await run();
      } finally {
        unit.pending -= 1;
        unit.settle();
      }
    }
    await this.enter();
    try {
      return await run();
    } finally {
      this.leave();
    }
  }

  /**
   * Runs `work` while no write is in progress and none starts: waits up to `waitMs` for the
   * leases held now to be given back (new writes wait meanwhile), else gives up with
   * WritesBusyError and lets the waiting writes go.
   */
  async exclusive<R>(work: () => R | Promise<R>, waitMs = 10_000): Promise<R> {
    const unit = units.getStore();
    if (unit?.gate === this && !unit.released)
      throw new Error('A unit that has written cannot wait for a snapshot');
    while (this.barrier) await this.barrier;
    let open!: () => void;
    this.barrier = new Promise<void>((resolve) => (open = resolve));
    let timer: NodeJS.Timeout | undefined;
    try {
      if (this.active > 0) {
        await new Promise<void>((resolve, reject) => {
          this.drained = resolve;
          timer = setTimeout(() => reject(new WritesBusyError(Math.round(waitMs / 1000))), waitMs);
        });
      }
      return await work();
    } finally {
      clearTimeout(timer);
      this.drained = undefined;
      this.barrier = undefined;
      open();
    }
  }
}
