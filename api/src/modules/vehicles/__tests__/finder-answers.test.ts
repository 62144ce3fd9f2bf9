import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Store } from '../../../lib/store/store';
import { adapters } from '../../../lib/store/__tests__/store-adapters';
import { FinderAnswers, MAX_AGE_MS } from '../finder-answers';

describe.each(adapters)('the finder answers kept between vehicle writes: %s', (_name, open) => {
  let store: Store;
  let cleanup: () => Promise<void>;
  let n = 0;
  /** A fresh answer each time it is made: `made 1`, `made 2`, ... */
  const make = () => Promise.resolve({ made: ++n, list: [{ name: 'Bajaj' }] });

  beforeAll(async () => {
    ({ store, cleanup } = await open());
    await store.ready();
  });
  afterAll(async () => {
    await store.close();
    await cleanup();
  });
  afterEach(() => vi.restoreAllMocks());

  it('when the same answer is asked again, then the kept one comes (frozen), per kind and key', async () => {
    const answers = new FinderAnswers(store);
    const first = await answers.get('list', 'makes', make);
    expect(await answers.get('list', 'makes', make)).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first.list[0])).toBe(true);
    expect(await answers.get('vehicle', 'makes', make)).not.toBe(first);
    expect(await answers.get('list', 'makes|motorcycle', make)).not.toBe(first);
  });

  it('when a vehicle write is done here, then the next read makes its answer again', async () => {
    const answers = new FinderAnswers(store);
    const before = await answers.get('list', 'types', make);
    await answers.changed();
    const after = await answers.get('list', 'types', make);
    expect(after.made).toBeGreaterThan(before.made);
    expect(await answers.get('list', 'types', make)).toBe(after);
  });

  it('when another instance sharing the store writes, then the next read here makes its answer again', async () => {
    const here = new FinderAnswers(store);
    const there = new FinderAnswers(store);
    const before = await here.get('vehicle', 'bajaj-pulsar-150', make);
    expect(await here.get('vehicle', 'bajaj-pulsar-150', make)).toBe(before);
    await there.changed();
    expect((await here.get('vehicle', 'bajaj-pulsar-150', make)).made).toBeGreaterThan(before.made);
  });

  it.each([
    ['here', (answers: FinderAnswers) => answers.changed()],
    ['in another instance', () => new FinderAnswers(store).changed()],
  ])(
    'when a write %s ends while an answer is being made, then that answer is not kept over a newer one',
    async (_where, write) => {
      const answers = new FinderAnswers(store);
      let release!: () => void;
      const slow = answers.get('list', 'makes', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return { made: 0, list: [{ name: 'from before the write' }] };
      });
      await vi.waitFor(() => expect(release).toBeTypeOf('function'));
      await write(answers);
      // a read after the write makes and keeps the new answer; then the slow one ends
      const fresh = await answers.get('list', 'makes', make);
      release();
      expect((await slow).made).toBe(0);
      expect(await answers.get('list', 'makes', make)).toBe(fresh);
    },
  );

  it('when the counter has not moved for longer than the bound, then the answers are made again', async () => {
    const answers = new FinderAnswers(store);
    const before = await answers.get('list', 'types', make);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + MAX_AGE_MS + 1);
    expect((await answers.get('list', 'types', make)).made).toBeGreaterThan(before.made);
  });
});
