import { Alert, Button, Card, Col, Row, Statistic } from 'antd';
import { Link } from 'react-router-dom';
import { useApi } from '@tyre/web-kit';
import { getCounts } from '../api/get-counts';

/** /dashboard and /dashboard/home: totals of what the API can count today. */
export function OverviewPage() {
  const state = useApi('dashboard-counts', (signal) => getCounts(signal));
  const cards = [
    { key: 'products', title: 'Products', to: '/dashboard/products' },
    { key: 'users', title: 'Users', to: '/dashboard/customers' },
    { key: 'news', title: 'News posts', to: '/news' },
  ] as const;
  return (
    <section>
      <h1>Dashboard</h1>
      {state.error && (
        <Alert
          type="error"
          title={state.error}
          action={<Button onClick={state.reload}>Retry</Button>}
          showIcon
        />
      )}
      <Row gutter={[16, 16]}>
        {cards.map((card) => (
          <Col key={card.key} xs={24} md={8}>
            <Card loading={state.loading}>
              <Statistic title={card.title} value={state.data?.[card.key] ?? 0} />
              <Link to={card.to}>Open</Link>
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
