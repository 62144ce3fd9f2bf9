import type { Store } from '../../lib/store/store';

export interface NewsDoc {
  _id: string;
  title: string;
  desc: string;
  image: string;
  thumbnail: string;
  createdAt: string;
  updatedAt: string;
}

export const newsCollection = (store: Store) => store.collection<NewsDoc>('news', [{ fields: { createdAt: -1 } }]);
