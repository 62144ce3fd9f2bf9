import type { ComponentType } from 'react';
import type { RemoteRoutesModule } from '@tyre/contracts';
import { inRemoteRoot } from '@tyre/web-kit';
import { catalogDictionary } from '../messages/dictionary';
import { FinderPage } from '../features/finder/components/finder-page';
import { ProductDetailPage } from '../features/products/components/product-detail-page';
import { ProductListPage } from '../features/products/components/product-list-page';
import { TyreRangePage } from '../features/products/components/tyre-range-page';

/** The catalogue's screens (ARCHITECTURE §2: /products, /products/:slug, /tire/:slug, /finder). */
export const routes: RemoteRoutesModule<'catalog', ComponentType>['routes'] = [
  { path: '/products', Component: inRemoteRoot('catalog', ProductListPage, catalogDictionary) },
  { path: '/products/:slug', Component: inRemoteRoot('catalog', ProductDetailPage, catalogDictionary) },
  { path: '/tire/:slug', Component: inRemoteRoot('catalog', TyreRangePage, catalogDictionary) },
  { path: '/finder', Component: inRemoteRoot('catalog', FinderPage, catalogDictionary) },
];
