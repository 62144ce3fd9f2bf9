import { updateCategoryBodySchema, type Category, type UpdateCategoryBody } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

export { updateCategoryBodySchema };
export type { UpdateCategoryBody };

/** PUT /category/:slug (admin, JSON): only the fields given change. */
export async function updateCategory(id: string, body: UpdateCategoryBody): Promise<Category> {
  return apiData('PUT /category/:slug', { params: { slug: id }, body });
}
