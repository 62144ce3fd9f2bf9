import type { ComponentType } from 'react';
import { OverviewPage } from '../features/overview/components/overview-page';
import { ProductsTablePage } from '../features/products/components/products-table-page';
import { CustomersPage } from '../features/users/components/customers-page';
import { MakeAdminPage } from '../features/users/components/make-admin-page';

export interface DashboardSection {
  /** path under /dashboard */
  path: string;
  label: string;
  Component: ComponentType;
}

/**
 * The sidebar in the spec's order and labels (home, products, orders, customers, categories,
 * reports, news, video, banner, requests, tire_range, tire_size, arrivals, gallery, bkash, jobs,
 * jobs-request, admin). Only sections whose screen is built are listed.
 */
export const sections: readonly DashboardSection[] = [
  { path: 'home', label: 'Home', Component: OverviewPage },
  { path: 'products', label: 'Products', Component: ProductsTablePage },
  { path: 'customers', label: 'Users', Component: CustomersPage },
  { path: 'admin', label: 'Make Admin', Component: MakeAdminPage },
];
