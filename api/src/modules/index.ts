import type { ApiModule, AppContext } from '../context';
import { arrivalsModule } from './arrivals/arrivals.routes';
import { ArrivalsService } from './arrivals/arrivals.service';
import { authModule } from './auth/auth.routes';
import { categoriesModule } from './categories/categories.routes';
import { CategoriesService } from './categories/categories.service';
import { UsersRepository } from './auth/users.repository';
import { DEMO_CUSTOMERS } from './auth/demo-users';
import { contactDetails } from './contact/contact-details';
import { contactModule } from './contact/contact.routes';
import { docsModule } from './docs/docs.routes';
import { filesModule } from './files/files.routes';
import { healthModule } from './health/health.routes';
import { mobileModule } from './mobile/mobile.routes';
import { newsModule } from './news/news.routes';
import { ordersModule } from './orders/orders.routes';
import { productStock } from './products/product-stock';
import { MobileService } from './mobile/mobile.service';
import { productsModule } from './products/products.routes';
import { ProductsService } from './products/products.service';
import { tyreRangesModule } from './tyre-ranges/tyre-ranges.routes';
import { TyreRangesService } from './tyre-ranges/tyre-ranges.service';
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

  const mobile = new MobileService(ctx.store);
  const contact = contactDetails(ctx.store);
  const users = new UsersRepository(ctx.store);
  return [
    healthModule(ctx),
    filesModule(ctx),
    authModule(ctx),
    contactModule(ctx),
    newsModule(ctx),
    categoriesModule(ctx, categories),
    tyreRangesModule(ctx, ranges),
    tyreSizesModule(ctx, sizes),
    productsModule(ctx, products, sizes),
    arrivalsModule(ctx, arrivals, products),
    docsModule(),
    mobileModule(ctx, mobile),
    // after products and the bKash number: demo orders are placed from the demo catalogue
    ordersModule(ctx, {
      stock: productStock(ctx.store),
      bkash: mobile,
      issuer: async () => ({ companyName: COMPANY_NAME, ...(await contact()) }),
      demoCustomers: {
        customers: async () => {
          const found = await Promise.all(DEMO_CUSTOMERS.map((c) => users.findByEmail(c.email)));
          return found.flatMap((u) =>
            u ? [{ _id: u._id, name: u.name, email: u.email, role: u.role }] : [],
          );
        },
        admin: async () => {
          const admin = await users.col.findOne({ role: 'admin' });
          return admin && { _id: admin._id, name: admin.name };
        },
      },
    }),
  ];
}
