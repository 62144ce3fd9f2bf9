import { apiClient, totalCount, type ProductSummary } from '@tyre/web-kit';

/** GET /products?search=&page=&size= — the dashboard's product list. */
export async function getProducts(query: { page: number; size: number; search?: string }, signal?: AbortSignal): Promise<{ products: ProductSummary[]; total: number }> {
  const params = query.search ? query : { page: query.page, size: query.size };
  const response = await apiClient.get<ProductSummary[]>('/products', { params, signal });
  return { products: response.data, total: totalCount(response, response.data.length) };
}
