import { Alert, Button, Card, Col, Row, Statistic } from 'antd';
import { Link } from 'react-router-dom';
import { useApi, type ApiState } from '@tyre/web-kit';
import { getCounts } from '../api/get-counts';
import { getOrderCounts } from '../api/get-order-counts';
import { messages, orderCountCards } from '../messages';

function Failed({ state }: { state: ApiState<unknown> }) {
  if (!state.error) return null;
  return (
    <Alert
      type="error"
      title={state.error}
      action={<Button onClick={state.reload}>{messages.retry}</Button>}
      showIcon
      style={{ marginBottom: 16 }}
    />
  );
}

/**
 * /dashboard and /dashboard/home: the order counts per status (each opens the orders of that
 * status) beside the totals of products, users and news.
 */
export function OverviewPage() {
  const state = useApi('dashboard-counts', (signal) => getCounts(signal));
  const orders = useApi('dashboard-order-counts', (signal) => getOrderCounts(signal));
  const cards = [
    { key: 'products', title: messages.products, to: '/dashboard/products' },
    { key: 'users', title: messages.users, to: '/dashboard/customers' },
    { key: 'news', title: messages.news, to: '/news' },
  ] as const;
  return (
    <section>
      <h1>{messages.title}</h1>
      <Failed state={orders} />
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={24} md={6}>
          <Card loading={orders.loading} data-testid="count-total">
            <Statistic title={messages.orders} value={orders.data?.total ?? 0} />
            <Link to="/dashboard/orders">{messages.allOrders}</Link>
          </Card>
        </Col>
        {orderCountCards.map((card) => (
          <Col key={card.key} xs={12} md={6} xl={3}>
            <Card loading={orders.loading} size="small" data-testid={`count-${card.key}`}>
              <Statistic title={card.title} value={orders.data?.[card.key] ?? 0} />
              <Link to={`/dashboard/orders?status=${card.key}`} aria-label={`${messages.open} ${card.title}`}>
                {messages.open}
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
              <Statistic title={card.title} value={state.data?.[card.key] ?? 0} />
              <Link to={card.to}>{messages.open}</Link>
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
