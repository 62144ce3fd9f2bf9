import { apiClient, totalCount } from '@tyre/web-kit';

export interface Counts {
  products: number;
  news: number;
  users: number;
}

async function countOf(path: string, signal?: AbortSignal): Promise<number> {
  const response = await apiClient.get<unknown[]>(path, { params: { page: 0, size: 1 }, signal });
  return totalCount(response, response.data.length);
}

/** The totals (X-Total-Count) of GET /products, /news and /auth/user. */
export async function getCounts(signal?: AbortSignal): Promise<Counts> {
  const [products, news, users] = await Promise.all([
    countOf('/products', signal),
    countOf('/news', signal),
    countOf('/auth/user', signal),
  ]);
  return { products, news, users };
}
