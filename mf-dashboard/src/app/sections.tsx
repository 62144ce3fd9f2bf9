import type { ComponentType } from 'react';
import { ArrivalsPage } from '../features/arrivals/components/arrivals-page';
import { BannersPage } from '../features/banners/components/banners-page';
import { BackupPage } from '../features/backup/components/backup-page';
import { BkashPage } from '../features/bkash/components/bkash-page';
import { BkashUpdatePage } from '../features/bkash/components/bkash-update-page';
import { CategoriesPage } from '../features/categories/components/categories-page';
import { CouriersPage } from '../features/couriers/components/couriers-page';
import { DealerRequestPage } from '../features/dealer-requests/components/dealer-request-page';
import { DealerRequestsPage } from '../features/dealer-requests/components/dealer-requests-page';
import { DealersPage } from '../features/dealers/components/dealers-page';
import { GalleryPage } from '../features/gallery/components/gallery-page';
import { JobApplicationsPage } from '../features/job-applications/components/job-applications-page';
import { JobCreatePage } from '../features/jobs/components/job-create-page';
import { JobEditPage } from '../features/jobs/components/job-edit-page';
import { JobsPage } from '../features/jobs/components/jobs-page';
import { MessagesPage } from '../features/outbox/components/messages-page';
import { NewsCreatePage } from '../features/news/components/news-create-page';
import { NewsEditPage } from '../features/news/components/news-edit-page';
import { NewsListPage } from '../features/news/components/news-list-page';
import { OrderDetailPage } from '../features/orders/components/order-detail-page';
import { OrdersTablePage } from '../features/orders/components/orders-table-page';
import { OverviewPage } from '../features/overview/components/overview-page';
import { PaymentsPage } from '../features/payments/components/payments-page';
import { ProductCreatePage } from '../features/products/components/product-create-page';
import { ProductUpdatePage } from '../features/products/components/product-update-page';
import { ProductsTablePage } from '../features/products/components/products-table-page';
import { ReportsPage } from '../features/reports/components/reports-page';
import { TyreRangesPage } from '../features/tyre-ranges/components/tyre-ranges-page';
import { TyreSizesPage } from '../features/tyre-sizes/components/tyre-sizes-page';
import { CustomersPage } from '../features/users/components/customers-page';
import './content-screens.css';
import { MakeAdminPage } from '../features/users/components/make-admin-page';
import { VideoEditPage } from '../features/video/components/video-edit-page';
import { VehicleFitmentsPage } from '../features/vehicles/components/vehicle-fitments-page';
import { VehicleMakesPage } from '../features/vehicles/components/vehicle-makes-page';
import { VehicleModelsPage } from '../features/vehicles/components/vehicle-models-page';
import { VideoListPage } from '../features/video/components/video-list-page';
import { NewOrdersBadge } from '../components/new-orders-badge';

export interface DashboardSection {
  /** path under /dashboard */
  path: string;
  label: string;
  Component: ComponentType;
  /** further screens of the section, paths under /dashboard */
  pages?: ReadonlyArray<{ path: string; Component: ComponentType }>;
  /** shown after the label in the sidebar (the Orders entry's count of new orders) */
  Badge?: ComponentType;
}

/**
 * The sidebar in the spec's order and labels (home, products, orders, customers, categories,
 * reports, news, video, banner, requests, tire_range, tire_size, arrivals, gallery, bkash, jobs,
 * jobs-request, admin). Only sections whose screen is built are listed. The vehicle finder's makes,
 * models and fitments follow the tyre sizes they point at. What leaves the shop after
 * an order follows the orders: the outbox of SMS and e-mail (messages) and the couriers an order
 * ships with.
 */
export const sections: readonly DashboardSection[] = [
  { path: 'home', label: 'Home', Component: OverviewPage },
  {
    path: 'products',
    label: 'Products',
    Component: ProductsTablePage,
    pages: [
      { path: 'products/create', Component: ProductCreatePage },
      { path: 'products/update/:slug', Component: ProductUpdatePage },
    ],
  },
  {
    path: 'orders',
    label: 'Orders',
    Component: OrdersTablePage,
    pages: [{ path: 'orders/:key', Component: OrderDetailPage }],
    Badge: NewOrdersBadge,
  },
  // the orders' online payments (bKash online, SSLCommerz): listed, exported; refunds from an order
  { path: 'payments', label: 'Payments', Component: PaymentsPage },
  { path: 'messages', label: 'Messages', Component: MessagesPage },
  { path: 'couriers', label: 'Couriers', Component: CouriersPage },
  { path: 'customers', label: 'Users', Component: CustomersPage },
  { path: 'categories', label: 'Categories', Component: CategoriesPage },
  { path: 'reports', label: 'Reports', Component: ReportsPage },
  {
    path: 'news',
    label: 'News',
    Component: NewsListPage,
    pages: [
      { path: 'news/create', Component: NewsCreatePage },
      { path: 'news/edit/:id', Component: NewsEditPage },
    ],
  },
  {
    path: 'video',
    label: 'Video',
    Component: VideoListPage,
    pages: [{ path: 'video/:id', Component: VideoEditPage }],
  },
  { path: 'banner', label: 'Banner', Component: BannersPage },
  {
    path: 'requests',
    label: 'Dealer Requests',
    Component: DealerRequestsPage,
    pages: [{ path: 'requests/:slug', Component: DealerRequestPage }],
  },
  // the dealers the public finds on /dealers (a request above can become one)
  { path: 'dealers', label: 'Dealers', Component: DealersPage },
  { path: 'tire_range', label: 'Tyre Range', Component: TyreRangesPage },
  { path: 'tire_size', label: 'Tyre Size', Component: TyreSizesPage },
  {
    path: 'vehicles',
    label: 'Vehicles',
    Component: VehicleMakesPage,
    pages: [
      { path: 'vehicles/models', Component: VehicleModelsPage },
      { path: 'vehicles/fitments', Component: VehicleFitmentsPage },
    ],
  },
  { path: 'arrivals', label: 'Arrivals', Component: ArrivalsPage },
  { path: 'gallery', label: 'Gallery', Component: GalleryPage },
  {
    path: 'bkash',
    label: 'bKash',
    Component: BkashPage,
    pages: [{ path: 'bkash/:id', Component: BkashUpdatePage }],
  },
  {
    path: 'jobs',
    label: 'Jobs',
    Component: JobsPage,
    pages: [
      { path: 'jobs/create', Component: JobCreatePage },
      { path: 'jobs/edit/:slug', Component: JobEditPage },
    ],
  },
  { path: 'jobs-request', label: 'Job Requests', Component: JobApplicationsPage },
  { path: 'admin', label: 'Make Admin', Component: MakeAdminPage },
  // running the shop: a backup to download
  { path: 'backup', label: 'Backups', Component: BackupPage },
];
