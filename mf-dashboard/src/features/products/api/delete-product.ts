import { apiCall } from '@tyre/web-kit';

/** DELETE /products/:slug (admin) — also takes it out of the new arrivals. */
export async function deleteProduct(id: string): Promise<void> {
  await apiCall('DELETE /products/:slug', { params: { slug: id } });
}
