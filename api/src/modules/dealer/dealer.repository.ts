import type { DealerRequest } from '@tyre/contracts';
import { filesNamedIn } from '../../lib/files/file-sweep';
import { SluggedRepository } from '../../lib/store/slugged-repository';
import type { Filter, Store } from '../../lib/store/store';

export type DealerRequestDoc = DealerRequest;

const LIST_NOTE = 'indexes handled or archived; the newest-first page is sorted in memory among those';

export class DealerRepository extends SluggedRepository<DealerRequestDoc> {
  constructor(store: Store) {
    super(
      store.collection<DealerRequestDoc>('dealer_requests', [
        { fields: { slug: 1 }, unique: true },
        { fields: { createdAt: -1 } },
        { fields: { archived: 1, createdAt: -1 }, embedded: LIST_NOTE },
        { fields: { handled: 1, createdAt: -1 }, embedded: LIST_NOTE },
      ]),
    );
  }

  /** The stored files of the requests (for the start-up sweep). */
  referencedFiles(): Promise<string[]> {
    return filesNamedIn(this.col, ['file']);
  }

  async page(
    flags: { handled?: boolean; archived?: boolean },
    page: number,
    size: number,
  ): Promise<{ items: DealerRequestDoc[]; total: number }> {
    const filter: Filter<DealerRequestDoc> = {};
    if (flags.handled !== undefined) filter.handled = flags.handled;
    if (flags.archived !== undefined) filter.archived = flags.archived;
    const [items, total] = await Promise.all([
      this.col.find(filter, { sort: { createdAt: -1, _id: -1 }, skip: page * size, limit: size }),
      this.col.count(filter),
    ]);
    return { items, total };
  }
}
