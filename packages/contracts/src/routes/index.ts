// Every route of the API, by key (`'GET /products/:slug'`): the API mounts its handlers from
// these, the OpenAPI document is made from them, and `Api` types the web-kit's client.
// Browser code imports this entry with `import type` only: the schemas stay out of its bundles.
import { arrivalsRoutes } from './arrivals';
import { authRoutes } from './auth';
import { bannersRoutes } from './banners';
import { categoriesRoutes } from './categories';
import { contactRoutes } from './contact';
import { couriersRoutes } from './couriers';
import { dealerRoutes } from './dealer';
import { dealersRoutes } from './dealers';
import { docsRoutes } from './docs';
import { filesRoutes } from './files';
import { galleryRoutes } from './gallery';
import { healthRoutes } from './health';
import { jobsRoutes } from './jobs';
import { messagesRoutes } from './messages';
import { mobileRoutes } from './mobile';
import { newsRoutes } from './news';
import { operationsRoutes } from './operations';
import { ordersRoutes } from './orders';
import { paymentsRoutes } from './payments';
import { pathaoRoutes } from './pathao';
import { productsRoutes } from './products';
import { reportsRoutes } from './reports';
import { shipmentsRoutes } from './shipments';
import { steadfastRoutes } from './steadfast';
import { tyreRangesRoutes } from './tyre-ranges';
import { tyreSizesRoutes } from './tyre-sizes';
import { vehiclesRoutes } from './vehicles';
import { videoRoutes } from './video';

export {
  arrivalsRoutes,
  authRoutes,
  bannersRoutes,
  categoriesRoutes,
  contactRoutes,
  couriersRoutes,
  dealerRoutes,
  dealersRoutes,
  docsRoutes,
  filesRoutes,
  galleryRoutes,
  healthRoutes,
  jobsRoutes,
  messagesRoutes,
  mobileRoutes,
  newsRoutes,
  operationsRoutes,
  ordersRoutes,
  paymentsRoutes,
  pathaoRoutes,
  productsRoutes,
  reportsRoutes,
  shipmentsRoutes,
  steadfastRoutes,
  tyreRangesRoutes,
  tyreSizesRoutes,
  vehiclesRoutes,
  videoRoutes,
};
export { REFERENCE_ASSET_FILES } from './common';
export * from './route';

/** Every route, in the order of the reference page. */
export const API = {
  ...healthRoutes,
  ...filesRoutes,
  ...docsRoutes,
  ...authRoutes,
  ...contactRoutes,
  ...newsRoutes,
  ...videoRoutes,
  ...bannersRoutes,
  ...galleryRoutes,
  ...dealerRoutes,
  ...dealersRoutes,
  ...jobsRoutes,
  ...categoriesRoutes,
  ...tyreRangesRoutes,
  ...tyreSizesRoutes,
  ...productsRoutes,
  ...vehiclesRoutes,
  ...arrivalsRoutes,
  ...mobileRoutes,
  ...ordersRoutes,
  ...paymentsRoutes,
  ...couriersRoutes,
  ...steadfastRoutes,
  ...pathaoRoutes,
  ...shipmentsRoutes,
  ...messagesRoutes,
  ...reportsRoutes,
  ...operationsRoutes,
};

export type Api = typeof API;
export type ApiKey = keyof Api;
