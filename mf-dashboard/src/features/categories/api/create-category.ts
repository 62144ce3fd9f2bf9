import { createCategoryBodySchema, type Category, type CreateCategoryBody } from '@tyre/contracts';
import { apiClient } from '@tyre/web-kit';

export { createCategoryBodySchema };
export type { CreateCategoryBody };

/** POST /category (admin, JSON). */
export async function createCategory(body: CreateCategoryBody): Promise<Category> {
  return (await apiClient.post<Category>('/category', body)).data;
}
