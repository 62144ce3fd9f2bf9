import { Alert, Tag } from 'antd';
import { Link } from 'react-router-dom';
import type { CustomerRecord as Record, Order } from '@tyre/contracts';
import { useApi, useFormat } from '@tyre/web-kit';
import { getCustomerRecord } from '../../api/get-customer-record';
import { useShippingText } from '../../shipping-messages/dictionary';
import { StatusTag } from '../status-tag';

const OUTCOMES = ['completed', 'refused', 'returned', 'cancelled', 'open'] as const;

/**
 * How the other orders of this order's mobile number ended (delivered, refused, returned,
 * cancelled, open), with a warning when parcels were refused or returned before, and the newest
 * few; so that a known refuser is seen before a Cash on Delivery parcel is booked.
 */
export function CustomerRecord({ order }: { order: Order }) {
  const t = useShippingText();
  const { number } = useFormat();
  const record = useApi(`customer-record:${order._id}:${order.updatedAt}`, (signal) =>
    getCustomerRecord(order._id, signal),
  );
  const r: Record | undefined = record.data;
  const mobile = order.customer.mobileNumber;
  return (
    <section className="shipping__section" aria-labelledby="customer-record" data-testid="customer-record">
      <h3 id="customer-record" className="shipping__heading">
        {t('record.title')}
      </h3>
      {!r && !record.error && <p role="status">{t('record.loading')}</p>}
      {record.error && <p>{record.error}</p>}
      {r && r.orders === 0 && <p>{t('record.none', { mobile })}</p>}
      {r && r.orders > 0 && (
        <>
          <p>{t('record.summary', { mobile, count: number(r.orders) })}</p>
          {r.refused + r.returned > 0 && (
            <Alert
              type="warning"
              showIcon
              className="shipping__warning"
              data-testid="refuser-warning"
              title={t('record.warning', { count: number(r.refused + r.returned) })}
            />
          )}
          <ul className="shipping__counts">
            {OUTCOMES.map((outcome) => (
              <li key={outcome}>
                <Tag
                  className={
                    r[outcome] > 0 ? `shipping__count shipping__count--${outcome}` : 'shipping__count'
                  }
                >
                  {t(`record.${outcome}`)}: <strong>{number(r[outcome])}</strong>
                </Tag>
              </li>
            ))}
          </ul>
          <h4 className="shipping__subheading">{t('record.recent')}</h4>
          <ul className="shipping__recent">
            {r.recent.map((o) => (
              <li key={o._id}>
                <Link to={`/dashboard/orders/${o._id}`}>{o.reference}</Link> <StatusTag status={o.status} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
