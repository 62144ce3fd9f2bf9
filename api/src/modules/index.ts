import type { ApiModule, AppContext } from '../context';
import { arrivalsModule } from './arrivals/arrivals.routes';
import { ArrivalsService } from './arrivals/arrivals.service';
import { authModule } from './auth/auth.routes';
import { bannersModule } from './banners/banners.routes';
import { categoriesModule } from './categories/categories.routes';
import { CategoriesService } from './categories/categories.service';
import { createAuthService } from './auth/auth.service';
import { ContactService } from './contact/contact.service';
import { contactModule } from './contact/contact.routes';
import { dealerModule } from './dealer/dealer.routes';
import { docsModule } from './docs/docs.routes';
import { filesModule } from './files/files.routes';
import { galleryModule } from './gallery/gallery.routes';
import { healthModule } from './health/health.routes';
import { jobsModule } from './jobs/jobs.routes';
import { mobileModule } from './mobile/mobile.routes';
import { newsModule } from './news/news.routes';
import { ordersModule } from './orders/orders.routes';
import { MobileService } from './mobile/mobile.service';
import { productsModule } from './products/products.routes';
import { ProductsService } from './products/products.service';
import { tyreRangesModule } from './tyre-ranges/tyre-ranges.routes';
import { TyreRangesService } from './tyre-ranges/tyre-ranges.service';
import { videoModule } from './video/video.routes';
import { tyreSizesModule } from './tyre-sizes/tyre-sizes.routes';
import { TyreSizesService } from './tyre-sizes/tyre-sizes.service';

/** The company on invoices (the contact details have offices, phones and e-mail but no name yet). */
const COMPANY_NAME = 'Tyre Brand Bangladesh Ltd.';

/**
 * Every resource module, in seeding order (the catalogue: categories, ranges, sizes, products,
 * arrivals). The catalogue's services are wired here: a module reads another through that
 * module's service (its exported lookup interface), never through its repository. Lookups go
 * down the chain through constructors (products look up categories, ranges and sizes); the way
 * back — counting records that point at something before it is deleted, and keeping copied names
 * in step — goes through the referrer interfaces each service registers with the one it points at.
 */
export function createModules(ctx: AppContext): ApiModule[] {
  const categories = new CategoriesService(ctx.store);
  const ranges = new TyreRangesService(ctx.store, ctx.files, categories);
  const sizes = new TyreSizesService(ctx.store, categories);
  const products = new ProductsService(ctx.store, ctx.files, { categories, ranges, sizes });
  const arrivals = new ArrivalsService(ctx.store, products);
  // Counted in this order in the category's "in use" message: products, ranges, sizes.
  categories.referredBy(products.categoryReferrer);
  categories.referredBy(ranges.categoryReferrer);
  categories.referredBy(sizes.categoryReferrer);
  ranges.referredBy(products.rangeReferrer);
  sizes.referredBy(products.sizeReferrer);
  products.referredBy(arrivals.productReferrer);

  // Orders read the stock through products, the bKash number through mobile, the offices for
  // invoices through contact, and the demo customers through auth.
  const auth = createAuthService(ctx.store, ctx.tokens);
  const contact = new ContactService(ctx.store);
  const mobile = new MobileService(ctx.store);
  return [
    healthModule(ctx),
    filesModule(ctx),
    authModule(ctx, auth),
    contactModule(ctx, contact),
    newsModule(ctx),
    jobsModule(ctx),
    dealerModule(ctx),
    videoModule(ctx),
    bannersModule(ctx),
    galleryModule(ctx),
    categoriesModule(ctx, categories),
    tyreRangesModule(ctx, ranges),
    tyreSizesModule(ctx, sizes),
    productsModule(ctx, products, sizes),
    arrivalsModule(ctx, arrivals, products),
    docsModule(),
    mobileModule(ctx, mobile),
    // after products and the bKash number: demo orders are placed from the demo catalogue
    ordersModule(ctx, {
      stock: products.stock,
      bkash: mobile,
      issuer: async () => ({ companyName: COMPANY_NAME, ...(await contact.get()) }),
      demoCustomers: auth,
    }),
  ];
}
