import type { ProductReader } from '../products/products.service';
import type { ArrivalsService } from './arrivals.service';

const DEMO_ARRIVALS = 8;

/** The newest active product of each category, then the next newest, up to eight. */
export async function seedDemoArrivals(service: ArrivalsService, products: ProductReader): Promise<void> {
  const items = await products.newest(48);
  const picked: string[] = [];
  for (const card of items) {
    if (
      picked.length < DEMO_ARRIVALS &&
      !items.some((c) => picked.includes(c._id) && c.categorySlug === card.categorySlug)
    )
      picked.push(card._id);
  }
  for (const card of items)
    if (picked.length < DEMO_ARRIVALS && !picked.includes(card._id)) picked.push(card._id);
  for (const id of picked) await service.add(id);
}
