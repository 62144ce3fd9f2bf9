import type { NewsPost } from '@tyre/contracts';
import type { Store } from '../../lib/store/store';

/** Stored as answered: a news post has nothing private. */
export type NewsDoc = NewsPost;

export const newsCollection = (store: Store) =>
  store.collection<NewsDoc>('news', [{ fields: { createdAt: -1 } }]);
