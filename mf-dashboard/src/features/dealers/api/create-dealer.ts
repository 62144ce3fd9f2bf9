import { createDealerBodySchema, type CreateDealerBody, type Dealer } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

export { createDealerBodySchema };
export type { CreateDealerBody };

/** POST /dealers (admin): a new dealer; 409 when its slug or authorisation number is taken. */
export async function createDealer(body: CreateDealerBody): Promise<Dealer> {
  return apiData('POST /dealers', { body });
}
