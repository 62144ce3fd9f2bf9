import { apiData } from '@tyre/web-kit';

/** DELETE /dealers/:slug (admin). */
export async function deleteDealer(slug: string): Promise<{ message: string }> {
  return apiData('DELETE /dealers/:slug', { params: { slug } });
}
