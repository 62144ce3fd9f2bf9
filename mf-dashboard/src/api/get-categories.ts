import type { Category } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/** GET /category — every category, by sortOrder then name. */
export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return apiData('GET /category', { signal });
}
