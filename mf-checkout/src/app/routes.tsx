import type { ComponentType } from 'react';
import { useParams } from 'react-router-dom';
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

// the payment return pages load as chunks of their own (web-kit `screenChunk`): few visitors see them
const BkashReturnPage = screenChunk(() =>
  import('../features/payment/components/bkash-return-page').then((module) => module.BkashReturnPage),
);
const SslcommerzReturnPage = screenChunk(() =>
  import('../features/payment/components/sslcommerz-return-page').then(
    (module) => module.SslcommerzReturnPage,
  ),
);

/** /payment/bkash and /payment/sslcommerz: each gateway's return page (another name shows SSLCommerz's, which says there is no payment to show). */
function PaymentReturnPage() {
  const { gateway } = useParams();
  return gateway === 'bkash' ? <BkashReturnPage /> : <SslcommerzReturnPage />;
}

/** The checkout screens (ARCHITECTURE §2 lists /cart, /order, /success, /invoice/:id, /orders; issue 23 adds /track). */
export const routes: RemoteRoutesModule<'checkout', ComponentType>['routes'] = [
  { path: '/cart', Component: inRemoteRoot('checkout', CartPage, checkoutDictionary) },
  { path: '/order', Component: inRemoteRoot('checkout', OrderPage, checkoutDictionary) },
  { path: '/success', Component: inRemoteRoot('checkout', SuccessPage, checkoutDictionary) },
  { path: '/invoice/:id', Component: inRemoteRoot('checkout', InvoicePage, checkoutDictionary) },
  { path: '/orders', Component: inRemoteRoot('checkout', MyOrdersPage, checkoutDictionary) },
  { path: '/track', Component: inRemoteRoot('checkout', TrackPage, checkoutDictionary) },
  { path: '/payment/:gateway', Component: inRemoteRoot('checkout', PaymentReturnPage, checkoutDictionary) },
];
