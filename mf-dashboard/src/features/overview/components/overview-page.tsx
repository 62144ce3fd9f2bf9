import { Alert, Button, Card, Col, Row, Statistic } from 'antd';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useApi, useFormat, type ApiState } from '@tyre/web-kit';
import { useText } from '../../../messages/dictionary';
import { getCounts } from '../api/get-counts';
import { getOrderCounts } from '../../../api/get-order-counts';
import { orderCountCards } from '../messages';

// the dealers' map, Leaflet and its text: a chunk of its own, asked for once the figures have shown
const DealersMap = lazy(() =>
  import('../dealers-map/dealers-map').then((module) => ({ default: module.OverviewDealersMap })),
);

function Failed({ state }: { state: ApiState<unknown> }) {
  const t = useText();
  if (!state.error) return null;
  return (
    <Alert
      type="error"
      title={state.error}
      action={<Button onClick={state.reload}>{t('record.retry')}</Button>}
      showIcon
      style={{ marginBottom: 16 }}
    />
  );
}

/**
 * /dashboard and /dashboard/home: the order counts per status (each opens the orders of that
 * status) beside the totals of products, users and news; below them, every dealer on a map.
 */
export function OverviewPage() {
  const state = useApi('dashboard-counts', (signal) => getCounts(signal));
  const orders = useApi('dashboard-order-counts', (signal) => getOrderCounts(signal));
  const t = useText();
  const { number } = useFormat();
  const count = (value: number | string | undefined) => number(Number(value ?? 0));
  const cards = [
    { key: 'products', title: t('overview.products'), to: '/dashboard/products' },
    { key: 'users', title: t('overview.users'), to: '/dashboard/customers' },
    { key: 'news', title: t('overview.news'), to: '/news' },
  ] as const;
  return (
    <section>
      <h1>{t('overview.title')}</h1>
      <Failed state={orders} />
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={24} md={6}>
          <Card loading={orders.loading} data-testid="count-total">
            <Statistic title={t('overview.orders')} value={orders.data?.total ?? 0} formatter={count} />
            <Link to="/dashboard/orders">{t('overview.allOrders')}</Link>
          </Card>
        </Col>
        {orderCountCards.map((status) => (
          <Col key={status} xs={12} md={6} xl={3}>
            <Card loading={orders.loading} size="small" data-testid={`count-${status}`}>
              <Statistic title={t(`status.${status}`)} value={orders.data?.[status] ?? 0} formatter={count} />
              <Link
                to={`/dashboard/orders?status=${status}`}
                aria-label={t('overview.openName', { name: t(`status.${status}`) })}
              >
                {t('overview.open')}
              </Link>
            </Card>
          </Col>
        ))}
      </Row>
      <Failed state={state} />
      <Row gutter={[16, 16]}>
        {cards.map((card) => (
          <Col key={card.key} xs={24} md={8}>
            <Card loading={state.loading}>
              <Statistic title={card.title} value={state.data?.[card.key] ?? 0} formatter={count} />
              <Link to={card.to}>{t('overview.open')}</Link>
            </Card>
          </Col>
        ))}
      </Row>
      {!state.loading && !orders.loading && (
        <Suspense fallback={null}>
          <DealersMap />
        </Suspense>
      )}
    </section>
  );
}
