import { createCourierBodySchema, type Courier, type CreateCourierBody } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

export { createCourierBodySchema };

/** POST /couriers (admin): a new courier (409 when its name is taken). */
export async function createCourier(body: CreateCourierBody): Promise<Courier> {
  return apiData('POST /couriers', { body });
}
