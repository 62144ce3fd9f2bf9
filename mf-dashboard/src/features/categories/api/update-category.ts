import { updateCategoryBodySchema, type Category, type UpdateCategoryBody } from '@tyre/contracts';
import { apiClient } from '@tyre/web-kit';

export { updateCategoryBodySchema };
export type { UpdateCategoryBody };

/** PUT /category/:slug (admin, JSON): only the fields given change. */
export async function updateCategory(id: string, body: UpdateCategoryBody): Promise<Category> {
  return (await apiClient.put<Category>(`/category/${encodeURIComponent(id)}`, body)).data;
}
