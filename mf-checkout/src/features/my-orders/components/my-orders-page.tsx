import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { LoadState, Pager, useApi, useCurrentUser, useFormat } from '@tyre/web-kit';
import { StatusBadge } from '../../../components/status-badge';
import { getMyOrders } from '../api/get-my-orders';
import { useMyOrdersMessages } from '../messages';
import './my-orders.css';

const PAGE_SIZE = 20;

/** /orders: the customer's orders (login required: a visitor goes to /login and comes back). */
export function MyOrdersPage() {
  const { price, date } = useFormat();
  const t = useMyOrdersMessages();
  const user = useCurrentUser();
  const location = useLocation();
  const [page, setPage] = useState(0);
  const orders = useApi(`my-orders:${user?._id ?? ''}:${page}`, (signal) =>
    user ? getMyOrders({ page, size: PAGE_SIZE }, signal) : Promise.resolve({ items: [], total: 0 }),
  );
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return (
    <section className="kit-container kit-page">
      <h1 className="kit-page__title">{t.title}</h1>
      <LoadState state={orders}>
        {({ items: list, total }) =>
          list.length === 0 ? (
            <div className="kit-empty">
              <p className="kit-empty__title">{t.emptyTitle}</p>
              <p>{t.emptyText}</p>
              <Link to="/products" className="kit-button">
                {t.browse}
              </Link>
            </div>
          ) : (
            <>
              <ul className="my-orders">
                {list.map((order) => (
                  <li key={order._id} className="my-order kit-panel" data-testid="my-order">
                    <dl className="my-order__facts">
                      <div>
                        <dt>{t.reference}</dt>
                        <dd className="my-order__reference">{order.reference}</dd>
                      </div>
                      <div>
                        <dt>{t.date}</dt>
                        <dd>{date(order.createdAt)}</dd>
                      </div>
                      <div>
                        <dt>{t.total}</dt>
                        <dd>{price(order.total)}</dd>
                      </div>
                      <div>
                        <dt>{t.status}</dt>
                        <dd>
                          <StatusBadge status={order.status} />
                        </dd>
                      </div>
                      {order.shipment?.update && (
                        <div>
                          <dt>{t.courierLatest}</dt>
                          <dd data-testid="my-order-courier">
                            {t.courierState(order.shipment.update.state)} · {date(order.shipment.update.at)}
                          </dd>
                        </div>
                      )}
                    </dl>
                    <Link
                      to={`/invoice/${order.key}`}
                      className="kit-button kit-button--ghost"
                      aria-label={t.invoiceOf(order.reference)}
                    >
                      {t.invoice}
                    </Link>
                  </li>
                ))}
              </ul>
              <Pager page={page} size={PAGE_SIZE} total={total} onPage={setPage} />
            </>
          )
        }
      </LoadState>
    </section>
  );
}
