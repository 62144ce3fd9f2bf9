import type { Category } from '@tyre/contracts';
import { apiClient } from '@tyre/web-kit';

/** GET /category — every category, by sortOrder then name. */
export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return (await apiClient.get<Category[]>('/category', { signal })).data;
}
