import type { ComponentType } from 'react';
import type { RemoteRoutesModule } from '@tyre/contracts';
import { inRemoteRoot } from '@tyre/web-kit';
import { ProductDetailPage } from '../features/products/components/product-detail-page';
import { ProductListPage } from '../features/products/components/product-list-page';
import './catalog.css';

/** The catalogue's screens built so far (ARCHITECTURE §2: /products, /products/:slug, /tire/:slug, /finder). */
export const routes: RemoteRoutesModule<'catalog', ComponentType>['routes'] = [
  { path: '/products', Component: inRemoteRoot('catalog', ProductListPage) },
  { path: '/products/:slug', Component: inRemoteRoot('catalog', ProductDetailPage) },
];
