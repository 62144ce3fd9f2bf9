import { updateDealerBodySchema, type Dealer, type UpdateDealerBody } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

export { updateDealerBodySchema };

/** PUT /dealers/:slug (admin): the fields to change (`listed` lists or unlists it). */
export async function updateDealer(slug: string, body: UpdateDealerBody): Promise<Dealer> {
  return apiData('PUT /dealers/:slug', { params: { slug }, body });
}
