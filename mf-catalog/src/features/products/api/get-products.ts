import { apiClient, totalCount, type ProductSummary } from '@tyre/web-kit';

export interface GetProductsQuery {
  page: number;
  size: number;
  search?: string;
  category?: string;
}

export interface ProductPage {
  products: ProductSummary[];
  total: number;
}

/** GET /products?search=&category=&page=&size= — a page of products and the X-Total-Count. */
export async function getProducts(query: GetProductsQuery, signal?: AbortSignal): Promise<ProductPage> {
  const params = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));
  const response = await apiClient.get<ProductSummary[]>('/products', { params, signal });
  return { products: response.data, total: totalCount(response, response.data.length) };
}
