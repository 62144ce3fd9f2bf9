import type { Category } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

// App-wide (src/api): the product filters and the finder both offer the categories, and a feature
// never imports another feature.

/** GET /category — every category, in menu order. */
export function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return apiData('GET /category', { signal });
}
