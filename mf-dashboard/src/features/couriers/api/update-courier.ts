import { updateCourierBodySchema, type Courier, type UpdateCourierBody } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

export { updateCourierBodySchema };

/** PUT /couriers/:id (admin): the fields given change. */
export async function updateCourier(id: string, body: UpdateCourierBody): Promise<Courier> {
  return apiData('PUT /couriers/:id', { params: { id }, body });
}
