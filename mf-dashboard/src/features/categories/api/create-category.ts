import { createCategoryBodySchema, type Category, type CreateCategoryBody } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

export { createCategoryBodySchema };
export type { CreateCategoryBody };

/** POST /category (admin, JSON). */
export async function createCategory(body: CreateCategoryBody): Promise<Category> {
  return apiData('POST /category', { body });
}
