import { Card, Col, Descriptions, Row, Table, Timeline } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { Order, OrderLine } from '@tyre/contracts';
import { formatBdt, useApi } from '@tyre/web-kit';
import { LoadError } from '../../../components/load-error';
import { pinFirst } from '../../../lib/responsive-table';
import { getOrder } from '../api/get-order';
import { messages, statusLabels } from '../messages';
import { OrderStatusActions } from './order-status-actions';
import { orderDate } from './orders-table-page';
import { StatusTag } from './status-tag';

const money = (amount: number) => <span className="kit-price">{formatBdt(amount)}</span>;

const lineColumns: ColumnsType<OrderLine> = [
  {
    title: messages.fields.product,
    dataIndex: 'title',
    width: 180,
    render: (title: string, line: OrderLine) => <Link to={`/product/${line.slug}`}>{title}</Link>,
  },
  { title: messages.fields.quantity, dataIndex: 'quantity', width: 60 },
  { title: messages.fields.unitPrice, dataIndex: 'unitPrice', render: money },
  { title: messages.fields.shipping, dataIndex: 'shipping', render: money },
  { title: messages.fields.lineTotal, dataIndex: 'lineTotal', render: money },
];

/** /dashboard/orders/:key: one order in full, its history and the allowed status moves. */
export function OrderDetailPage() {
  const { key = '' } = useParams();
  const state = useApi(`dashboard-order:${key}`, (signal) => getOrder(key, signal));
  const [updated, setUpdated] = useState<Order | null>(null);
  const order = updated && updated.key === state.data?.key ? updated : state.data;

  return (
    <section>
      <div className="dashboard__page-head">
        <h1>{order ? messages.detailTitle(order.reference) : messages.listTitle}</h1>
        {order && <StatusTag status={order.status} />}
        <Link to="/dashboard/orders">{messages.back}</Link>
      </div>
      <LoadError state={state} />
      {order && (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={12}>
            <Card title={messages.customer} size="small">
              <Descriptions column={1} size="small">
                <Descriptions.Item label={messages.fields.name}>{order.customer.name}</Descriptions.Item>
                {order.customer.companyName && (
                  <Descriptions.Item label={messages.fields.company}>
                    {order.customer.companyName}
                  </Descriptions.Item>
                )}
                <Descriptions.Item label={messages.fields.mobile}>
                  {order.customer.mobileNumber}
                </Descriptions.Item>
                {order.customer.email && (
                  <Descriptions.Item label={messages.fields.email}>{order.customer.email}</Descriptions.Item>
                )}
                <Descriptions.Item label={messages.fields.placed}>
                  {orderDate(order.createdAt)}
                </Descriptions.Item>
              </Descriptions>
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card title={messages.delivery} size="small">
              <Descriptions column={1} size="small">
                <Descriptions.Item label={messages.fields.address}>
                  {order.customer.address}
                </Descriptions.Item>
                {order.customer.town && (
                  <Descriptions.Item label={messages.fields.town}>{order.customer.town}</Descriptions.Item>
                )}
                <Descriptions.Item label={messages.fields.thana}>{order.customer.thana}</Descriptions.Item>
                <Descriptions.Item label={messages.fields.district}>
                  {order.customer.district}
                </Descriptions.Item>
                {order.customer.postCode && (
                  <Descriptions.Item label={messages.fields.postCode}>
                    {order.customer.postCode}
                  </Descriptions.Item>
                )}
                {order.customer.notes && (
                  <Descriptions.Item label={messages.fields.notes}>{order.customer.notes}</Descriptions.Item>
                )}
              </Descriptions>
            </Card>
          </Col>
          <Col xs={24}>
            <Card title={messages.lines} size="small">
              <Table<OrderLine>
                rowKey="product"
                columns={pinFirst(lineColumns, 1)}
                scroll={{ x: 640 }}
                dataSource={order.items}
                pagination={false}
                size="small"
              />
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card title={messages.totals} size="small">
              <Descriptions column={1} size="small">
                <Descriptions.Item label={messages.fields.subtotal}>
                  {money(order.subtotal)}
                </Descriptions.Item>
                <Descriptions.Item label={messages.fields.shipping}>
                  {money(order.shipping)}
                </Descriptions.Item>
                <Descriptions.Item label={messages.fields.total}>{money(order.total)}</Descriptions.Item>
              </Descriptions>
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card title={messages.payment} size="small">
              <Descriptions column={1} size="small">
                <Descriptions.Item label={messages.fields.paymentType}>
                  {order.payment.paymentType}
                </Descriptions.Item>
                {order.payment.trxID && (
                  <Descriptions.Item label={messages.fields.trxId}>{order.payment.trxID}</Descriptions.Item>
                )}
                {order.payment.mobileNumber && (
                  <Descriptions.Item label={messages.fields.sender}>
                    {order.payment.mobileNumber}
                  </Descriptions.Item>
                )}
              </Descriptions>
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card title={messages.actions} size="small">
              <OrderStatusActions order={order} onChange={setUpdated} />
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card title={messages.history} size="small">
              <Timeline
                items={order.history.map((change) => ({
                  content: (
                    <div>
                      <strong>
                        {change.from ? `${statusLabels[change.from]} → ` : ''}
                        {statusLabels[change.to]}
                      </strong>{' '}
                      {change.by ? messages.by(change.by.name) : messages.placedBy} · {orderDate(change.at)}
                      {change.note && <div>{change.note}</div>}
                    </div>
                  ),
                }))}
              />
            </Card>
          </Col>
        </Row>
      )}
    </section>
  );
}
