import { apiPage } from '@tyre/web-kit';

export interface Counts {
  products: number;
  news: number;
  users: number;
}

/** A page of one item is enough: the total of every page comes in its X-Total-Count. */
const one = { page: 0, size: 1 };

/** The totals (X-Total-Count) of GET /products, /news and /auth/user. */
export async function getCounts(signal?: AbortSignal): Promise<Counts> {
  const [products, news, users] = await Promise.all([
    apiPage('GET /products', { query: one, signal }),
    apiPage('GET /news', { query: one, signal }),
    apiPage('GET /auth/user', { query: one, signal }),
  ]);
  return { products: products.total, news: news.total, users: users.total };
}
