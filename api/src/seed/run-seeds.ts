import type { Logger } from 'pino';
import type { ApiModule } from '../context';
import type { Store } from '../lib/store/store';

interface SeedMark {
  _id: string;
  at: string;
}

/** Loads each module's demo data once per store; a mark per module records that it ran. */
export async function runSeeds(store: Store, modules: ApiModule[], logger: Logger): Promise<void> {
  const marks = store.collection<SeedMark>('seed_marks');
  for (const m of modules) {
    if (!m.seedDemo) continue;
    const id = `demo:${m.name}`;
    if (await marks.findById(id)) continue;
    await m.seedDemo();
    await marks.insertOne({ _id: id, at: new Date().toISOString() });
    logger.info({ module: m.name }, 'demo data loaded');
  }
}
