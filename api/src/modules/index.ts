import type { ApiModule, AppContext } from '../context';
import { Throttle } from '../lib/throttle/throttle';
import { arrivalsModule } from './arrivals/arrivals.routes';
import { ArrivalsService } from './arrivals/arrivals.service';
import { authModule } from './auth/auth.routes';
import { backupSource } from './backups/backup-source';
import { BackupService } from './backups/backup.service';
import { backupsModule } from './backups/backups.routes';
import { bannersModule } from './banners/banners.routes';
import { BannersService } from './banners/banners.service';
import { categoriesModule } from './categories/categories.routes';
import { CategoriesService } from './categories/categories.service';
import { createAuthService } from './auth/auth.service';
import { ContactMessagesService } from './contact/contact-messages.service';
import { contactModule } from './contact/contact.routes';
import { ContactService } from './contact/contact.service';
import { couriersModule } from './couriers/couriers.routes';
import { CouriersService } from './couriers/couriers.service';
import { dealerModule } from './dealer/dealer.routes';
import { DealerService } from './dealer/dealer.service';
import { dealersModule } from './dealers/dealers.routes';
import { DealersService } from './dealers/dealers.service';
import { docsModule } from './docs/docs.routes';
import { filesModule } from './files/files.routes';
import { galleryModule } from './gallery/gallery.routes';
import { GalleryService } from './gallery/gallery.service';
import { healthModule } from './health/health.routes';
import { jobsModule } from './jobs/jobs.routes';
import { JobsService } from './jobs/jobs.service';
import { messagesModule } from './messages/messages.routes';
import { createMessagesService } from './messages/messages.service';
import { watchShop } from './metrics/shop-metrics';
import { newsModule } from './news/news.routes';
import { NewsService } from './news/news.service';
import { ConfirmedMobiles } from './orders/confirmed-mobiles';
import { MobileCodes } from './orders/mobile-codes';
import { ordersModule } from './orders/orders.routes';
import { createOrdersService } from './orders/orders.service';
import { BkashClient } from './payments/bkash-client';
import { paymentsModule } from './payments/payments.routes';
import { PaymentsService } from './payments/payments.service';
import { SslcommerzClient } from './payments/sslcommerz-client';
import { productsModule } from './products/products.routes';
import { reportsModule } from './reports/reports.routes';
import { ReportsService } from './reports/reports.service';
import { ProductsService } from './products/products.service';
import { shopBkashNumberModule } from './shop-bkash-number/shop-bkash-number.routes';
import { ShopBkashNumberService } from './shop-bkash-number/shop-bkash-number.service';
import { pathaoModule } from './pathao/pathao.routes';
import { PathaoService } from './pathao/pathao.service';
import { shipmentsModule } from './shipping/shipments.routes';
import { ShipmentsService } from './shipping/shipments.service';
import { steadfastModule } from './steadfast/steadfast.routes';
import { SteadfastService } from './steadfast/steadfast.service';
import { tyreRangesModule } from './tyre-ranges/tyre-ranges.routes';
import { TyreRangesService } from './tyre-ranges/tyre-ranges.service';
import { videoModule } from './video/video.routes';
import { VideoService } from './video/video.service';
import { tyreSizesModule } from './tyre-sizes/tyre-sizes.routes';
import { TyreSizesService } from './tyre-sizes/tyre-sizes.service';
import { vehiclesModule } from './vehicles/vehicles.routes';
import { VehiclesService } from './vehicles/vehicles.service';

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
  // The vehicle finder reads categories (its vehicle types), sizes and products; a product search
  // naming a model finds the tyres of that model's sizes.
  const vehicles = new VehiclesService(ctx.store, { categories, sizes, products: products.bySize });
  // Counted in this order in the category's "in use" message: products, ranges, sizes, vehicle models.
  categories.referredBy(products.categoryReferrer);
  categories.referredBy(ranges.categoryReferrer);
  categories.referredBy(sizes.categoryReferrer);
  categories.referredBy(vehicles.categoryReferrer);
  ranges.referredBy(products.rangeReferrer);
  sizes.referredBy(products.sizeReferrer);
  products.referredBy(arrivals.productReferrer);
  products.searchedWith(vehicles.productSearch);
  // Dealers read the categories they stock, and the dealer requests one is made from (marked handled).
  const dealerRequests = new DealerService(ctx.store, ctx.files);
  const dealers = new DealersService(
    ctx.store,
    {
      categories,
      requests: {
        get: (slugOrId) => dealerRequests.get(slugOrId),
        markHandled: async (id) => {
          await dealerRequests.update(id, { handled: true });
        },
      },
    },
    ctx.files,
  );

  // Orders read the stock through products, the bKash number through shopBkashNumber, the offices for
  // invoices through contact, the couriers of a shipment through couriers, and the demo
  // customers through auth.
  const auth = createAuthService(ctx.store, ctx.tokens, ctx.config.passwordCost);
  const contact = new ContactService(ctx.store);
  const shopBkashNumber = new ShopBkashNumberService(ctx.store);
  const couriers = new CouriersService(ctx.store);
  const ordersDeps = {
    couriers,
    stock: products.stock,
    bkash: shopBkashNumber,
    issuer: async () => ({ companyName: COMPANY_NAME, ...(await contact.get()) }),
    demoCustomers: auth,
  };
  // ORDER_OTP: orders that need it are placed only for a mobile number confirmed on the browser
  const confirmedMobiles = new ConfirmedMobiles(ctx.store);
  const orders = createOrdersService(
    ctx.store,
    {
      ...ordersDeps,
      mobiles: { mode: ctx.config.orderOtp, mobileOf: (cookie) => confirmedMobiles.mobileOf(cookie) },
      online: {
        gateways: [
          ...(ctx.config.bkash ? (['bkash'] as const) : []),
          ...(ctx.config.sslcommerz ? (['sslcommerz'] as const) : []),
        ],
        minutes: ctx.config.onlinePaymentMinutes,
      },
    },
    ctx.config.orderLimits,
  );
  // The outbox hears of every order event through the orders' events; its messages are signed
  // with the company's name and first phone number from the contact details.
  const messages = createMessagesService(ctx, {
    orders: orders.events,
    shop: async () => ({ shopName: COMPANY_NAME, shopPhone: (await contact.get()).phones[0] }),
  });
  // The one-time codes that confirm a number go out through the messages module's SMS transport,
  // each taken from the shop's SMS budget that the outbox's SMS share.
  const mobileCodes = new MobileCodes(ctx.store, {
    mode: ctx.config.orderOtp,
    key: ctx.tokens.keyFor('mobile-codes'),
    sms: messages,
    budget: messages.smsBudget,
    confirmed: confirmedMobiles,
    throttle: new Throttle(ctx.store),
    logger: ctx.logger,
  });
  // Steadfast books parcels and hears back through the orders service (the same moves, history
  // and customer messages as an admin's) and finds the shop's Steadfast courier through couriers.
  const steadfast = new SteadfastService(ctx.store, ctx.config.steadfast, {
    orders,
    couriers,
    logger: ctx.logger,
  });
  // Pathao the same way; the shipping module reads and resolves orders through their shipping
  // port and runs the COD report over their aggregates.
  const pathao = new PathaoService(ctx.store, ctx.config.pathao, {
    orders,
    couriers,
    // a parcel is weighed by its tyres' categories (Pathao takes at most 10 kg)
    products,
    logger: ctx.logger,
  });
  const shipments = new ShipmentsService({ orders: orders.shipping, aggregates: orders.aggregates });
  // Online payments (bKash Tokenized Checkout, SSLCommerz) mark orders paid, cancel them and
  // record refunds through the orders' online interface; the gateways send the customer back to
  // the checkout's return pages.
  const payments = new PaymentsService(ctx.store, {
    orders: orders.online,
    bkash: ctx.config.bkash && new BkashClient(ctx.config.bkash, ctx.store),
    sslcommerz: ctx.config.sslcommerz && new SslcommerzClient(ctx.config.sslcommerz),
    callbackURL: `${ctx.config.publicOrigin}/payment/bkash`,
    publicOrigin: ctx.config.publicOrigin,
    orderEvents: orders.events,
    onlinePaymentMinutes: ctx.config.onlinePaymentMinutes,
    logger: ctx.logger,
  });
  // Reports read orders through their aggregates and products through their report reader.
  const reports = new ReportsService({
    orders: orders.aggregates,
    products: products.reports,
    lowStockThreshold: ctx.config.lowStockThreshold,
  });
  // Running the shop: metrics read orders through their events and the outbox through messages.
  if (ctx.metrics) watchShop(ctx.metrics, ctx, { orders: orders.events, outbox: messages });
  const backups = new BackupService(backupSource(ctx), {
    logger: ctx.logger,
    metrics: ctx.metrics,
    schedule: ctx.config.backup,
  });
  return [
    healthModule(ctx),
    filesModule(ctx),
    authModule(ctx, auth),
    contactModule(ctx, contact, new ContactMessagesService(ctx.store)),
    newsModule(ctx, new NewsService(ctx.store, ctx.files)),
    jobsModule(ctx, new JobsService(ctx.store, ctx.files)),
    dealerModule(ctx, dealerRequests),
    videoModule(ctx, new VideoService(ctx.store)),
    bannersModule(ctx, new BannersService(ctx.store, ctx.files)),
    galleryModule(ctx, new GalleryService(ctx.store, ctx.files)),
    categoriesModule(ctx, categories),
    tyreRangesModule(ctx, ranges),
    tyreSizesModule(ctx, sizes),
    productsModule(ctx, products, sizes),
    vehiclesModule(ctx, vehicles),
    // after categories: the demo dealers stock the demo categories
    dealersModule(ctx, dealers),
    arrivalsModule(ctx, arrivals, products),
    docsModule(ctx),
    shopBkashNumberModule(ctx, shopBkashNumber),
    // before orders: the demo orders are shipped with a new store's default couriers
    couriersModule(ctx, couriers),
    // after products and the bKash number: demo orders are placed from the demo catalogue
    ordersModule(ctx, orders, ordersDeps, messages, { codes: mobileCodes, confirmed: confirmedMobiles }),
    steadfastModule(ctx, steadfast),
    pathaoModule(ctx, pathao),
    shipmentsModule(ctx, shipments),
    // after orders: at start, the messages orders still owe are recorded
    messagesModule(ctx, messages),
    paymentsModule(ctx, payments),
    reportsModule(ctx, reports),
    backupsModule(ctx, backups),
  ];
}
