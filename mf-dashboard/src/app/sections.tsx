import type { ComponentType } from 'react';
import { ArrivalsPage } from '../features/arrivals/components/arrivals-page';
import { BkashPage } from '../features/bkash/components/bkash-page';
import { BkashUpdatePage } from '../features/bkash/components/bkash-update-page';
import { CategoriesPage } from '../features/categories/components/categories-page';
import { OrderDetailPage } from '../features/orders/components/order-detail-page';
import { OrdersTablePage } from '../features/orders/components/orders-table-page';
import { OverviewPage } from '../features/overview/components/overview-page';
import { ProductCreatePage } from '../features/products/components/product-create-page';
import { ProductUpdatePage } from '../features/products/components/product-update-page';
import { ProductsTablePage } from '../features/products/components/products-table-page';
import { ReportsPage } from '../features/reports/components/reports-page';
import { TyreRangesPage } from '../features/tyre-ranges/components/tyre-ranges-page';
import { TyreSizesPage } from '../features/tyre-sizes/components/tyre-sizes-page';
import { CustomersPage } from '../features/users/components/customers-page';
import { MakeAdminPage } from '../features/users/components/make-admin-page';

export interface DashboardSection {
  /** path under /dashboard */
  path: string;
  label: string;
  Component: ComponentType;
  /** further screens of the section, paths under /dashboard */
  pages?: ReadonlyArray<{ path: string; Component: ComponentType }>;
}

/**
 * The sidebar in the spec's order and labels (home, products, orders, customers, categories,
 * reports, news, video, banner, requests, tire_range, tire_size, arrivals, gallery, bkash, jobs,
 * jobs-request, admin). Only sections whose screen is built are listed.
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
  },
  { path: 'customers', label: 'Users', Component: CustomersPage },
  { path: 'categories', label: 'Categories', Component: CategoriesPage },
  { path: 'reports', label: 'Reports', Component: ReportsPage },
  { path: 'tire_range', label: 'Tyre Range', Component: TyreRangesPage },
  { path: 'tire_size', label: 'Tyre Size', Component: TyreSizesPage },
  { path: 'arrivals', label: 'Arrivals', Component: ArrivalsPage },
  {
    path: 'bkash',
    label: 'bKash',
    Component: BkashPage,
    pages: [{ path: 'bkash/:id', Component: BkashUpdatePage }],
  },
  { path: 'admin', label: 'Make Admin', Component: MakeAdminPage },
];
