import type { ApiModule, AppContext } from '../context';
import { arrivalsModule } from './arrivals/arrivals.routes';
import { authModule } from './auth/auth.routes';
import { categoriesModule } from './categories/categories.routes';
import { contactModule } from './contact/contact.routes';
import { filesModule } from './files/files.routes';
import { healthModule } from './health/health.routes';
import { mobileModule } from './mobile/mobile.routes';
import { newsModule } from './news/news.routes';
import { productsModule } from './products/products.routes';
import { sizesModule } from './sizes/sizes.routes';
import { tiresModule } from './tires/tires.routes';

/** Every resource module, in seeding order (the catalogue: categories, ranges, sizes, products, arrivals). */
export function createModules(ctx: AppContext): ApiModule[] {
  return [
    healthModule(ctx),
    filesModule(ctx),
    authModule(ctx),
    contactModule(ctx),
    newsModule(ctx),
    categoriesModule(ctx),
    tiresModule(ctx),
    sizesModule(ctx),
    productsModule(ctx),
    arrivalsModule(ctx),
    mobileModule(ctx),
  ];
}
