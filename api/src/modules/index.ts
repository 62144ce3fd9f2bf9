import type { ApiModule, AppContext } from '../context';
import { arrivalsModule } from './arrivals/arrivals.routes';
import { authModule } from './auth/auth.routes';
import { categoriesModule } from './categories/categories.routes';
import { UsersRepository } from './auth/users.repository';
import { DEMO_CUSTOMERS } from './auth/demo-users';
import { contactDetails } from './contact/contact-details';
import { contactModule } from './contact/contact.routes';
import { filesModule } from './files/files.routes';
import { healthModule } from './health/health.routes';
import { mobileModule } from './mobile/mobile.routes';
import { newsModule } from './news/news.routes';
import { ordersModule } from './orders/orders.routes';
import { productStock } from './products/product-stock';
import { MobileService } from './mobile/mobile.service';
import { productsModule } from './products/products.routes';
import { sizesModule } from './sizes/sizes.routes';
import { tiresModule } from './tires/tires.routes';

/** The company on invoices (the contact details have offices, phones and e-mail but no name yet). */
const COMPANY_NAME = 'Tyre Brand Bangladesh Ltd.';

/** Every resource module, in seeding order (the catalogue: categories, ranges, sizes, products, arrivals). */
export function createModules(ctx: AppContext): ApiModule[] {
  const mobile = new MobileService(ctx.store);
  const contact = contactDetails(ctx.store);
  const users = new UsersRepository(ctx.store);
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
