import { apiCall } from '@tyre/web-kit';

/** DELETE /category/:slug (admin) — 409 with the reason while products, ranges or sizes use it. */
export async function deleteCategory(id: string): Promise<void> {
  await apiCall('DELETE /category/:slug', { params: { slug: id } });
}
