import type { ComponentType } from 'react';
import type { RemoteRoutesModule } from '@tyre/contracts';
import { inRemoteRoot, screenChunk } from '@tyre/web-kit';
import { checkoutDictionary } from '../messages/dictionary';
import { CartPage } from '../features/cart/components/cart-page';
import { InvoicePage } from '../features/invoice/components/invoice-page';
import { MyOrdersPage } from '../features/my-orders/components/my-orders-page';
import { OrderPage } from '../features/order/components/order-page';
import { SuccessPage } from '../features/success/components/success-page';
import { TrackPage } from '../features/track/components/track-page';
import './checkout.css';

// the bKash return page loads as a chunk of its own (web-kit `screenChunk`): few visitors see it
const BkashReturnPage = screenChunk(() =>
  import('../features/payment/components/bkash-return-page').then((module) => module.BkashReturnPage),
);

/** The checkout screens (ARCHITECTURE §2 lists /cart, /order, /success, /invoice/:id, /orders; issue 23 adds /track). */
export const routes: RemoteRoutesModule<'checkout', ComponentType>['routes'] = [
  { path: '/cart', Component: inRemoteRoot('checkout', CartPage, checkoutDictionary) },
  { path: '/order', Component: inRemoteRoot('checkout', OrderPage, checkoutDictionary) },
  { path: '/success', Component: inRemoteRoot('checkout', SuccessPage, checkoutDictionary) },
  { path: '/invoice/:id', Component: inRemoteRoot('checkout', InvoicePage, checkoutDictionary) },
  { path: '/orders', Component: inRemoteRoot('checkout', MyOrdersPage, checkoutDictionary) },
  { path: '/track', Component: inRemoteRoot('checkout', TrackPage, checkoutDictionary) },
  { path: '/payment/bkash', Component: inRemoteRoot('checkout', BkashReturnPage, checkoutDictionary) },
];
