import { Card, Col, Descriptions, Row, Table, Timeline } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { Order, OrderLine } from '@tyre/contracts';
import { localized } from '@tyre/contracts/localized';
import { useApi, useFormat } from '@tyre/web-kit';
import { LoadError } from '../../../components/load-error';
import { districtName } from '@tyre/contracts/constants';
import { pinFirst } from '../../../lib/responsive-table';
import { getOrder } from '../api/get-order';
import { useText } from '../../../messages/dictionary';
import { orderDateFormat, paymentTypeLabel, statusLabel } from '../order-text';
import { OrderMessages } from './order-messages';
import { OrderOnlinePayment } from './order-online-payment';
import { BookSteadfastButton } from './book-steadfast-button';
import { BookPathaoButton } from './shipping/book-pathao-button';
import { OrderShippingCard } from './shipping/order-shipping-card';
import { OrderStatusActions } from './order-status-actions';
import { StatusTag } from './status-tag';

/** /dashboard/orders/:key: one order in full, its history and the allowed status moves. */
export function OrderDetailPage() {
  const { key = '' } = useParams();
  const state = useApi(`dashboard-order:${key}`, (signal) => getOrder(key, signal));
  const [updated, setUpdated] = useState<Order | null>(null);
  const order = updated && updated.key === state.data?.key ? updated : state.data;
  const t = useText();
  const { price, number, date, language } = useFormat();
  const money = (amount: number) => <span className="kit-price">{price(amount)}</span>;
  const orderDate = (iso: string) => date(iso, orderDateFormat);
  const lineColumns: ColumnsType<OrderLine> = [
    {
      title: t('orders.field.product'),
      dataIndex: 'title',
      width: 180,
      render: (_title: string, line: OrderLine) => (
        <Link to={`/product/${line.slug}`}>
          {localized({ title: line.title, titleBn: line.titleBn }, 'title', language)}
        </Link>
      ),
    },
    { title: t('orders.field.quantity'), dataIndex: 'quantity', width: 60, render: (n: number) => number(n) },
    { title: t('orders.field.unitPrice'), dataIndex: 'unitPrice', render: money },
    { title: t('orders.field.shipping'), dataIndex: 'shipping', render: money },
    { title: t('orders.field.lineTotal'), dataIndex: 'lineTotal', render: money },
  ];

  return (
    <section>
      <div className="dashboard__page-head">
        <h1>{order ? t('orders.detailTitle', { reference: order.reference }) : t('orders.title')}</h1>
        {order && <StatusTag status={order.status} />}
        <Link to="/dashboard/orders">{t('orders.back')}</Link>
      </div>
      <LoadError state={state} />
      {order && (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={12}>
            <Card title={t('orders.customer')} size="small">
              <Descriptions column={1} size="small">
                <Descriptions.Item label={t('orders.field.name')}>{order.customer.name}</Descriptions.Item>
                {order.customer.companyName && (
                  <Descriptions.Item label={t('orders.field.company')}>
                    {order.customer.companyName}
                  </Descriptions.Item>
                )}
                <Descriptions.Item label={t('orders.field.mobile')}>
                  {order.customer.mobileNumber}
                </Descriptions.Item>
                {order.customer.email && (
                  <Descriptions.Item label={t('orders.field.email')}>
                    {order.customer.email}
                  </Descriptions.Item>
                )}
                <Descriptions.Item label={t('orders.field.placed')}>
                  {orderDate(order.createdAt)}
                </Descriptions.Item>
              </Descriptions>
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card title={t('orders.delivery')} size="small">
              <Descriptions column={1} size="small">
                <Descriptions.Item label={t('orders.field.address')}>
                  {order.customer.address}
                </Descriptions.Item>
                {order.customer.town && (
                  <Descriptions.Item label={t('orders.field.town')}>{order.customer.town}</Descriptions.Item>
                )}
                <Descriptions.Item label={t('orders.field.thana')}>{order.customer.thana}</Descriptions.Item>
                <Descriptions.Item label={t('orders.field.district')}>
                  {districtName(order.customer.district, language)}
                </Descriptions.Item>
                {order.customer.postCode && (
                  <Descriptions.Item label={t('orders.field.postCode')}>
                    {order.customer.postCode}
                  </Descriptions.Item>
                )}
                {order.customer.notes && (
                  <Descriptions.Item label={t('orders.field.notes')}>
                    {order.customer.notes}
                  </Descriptions.Item>
                )}
                {order.shipment && (
                  <Descriptions.Item label={t('orders.field.courier')}>
                    {order.shipment.courier
                      ? localized(order.shipment.courier, 'name', language)
                      : t('orders.noCourier')}
                  </Descriptions.Item>
                )}
                {order.shipment?.consignmentId && (
                  <Descriptions.Item label={t('orders.field.consignment')}>
                    {order.shipment.consignmentId}
                  </Descriptions.Item>
                )}
                {order.shipment?.collected !== undefined && (
                  <Descriptions.Item label={t('orders.field.collected')}>
                    {money(order.shipment.collected)}
                  </Descriptions.Item>
                )}
                {order.shipment?.deliveryCharge !== undefined && (
                  <Descriptions.Item label={t('orders.field.deliveryCharge')}>
                    {money(order.shipment.deliveryCharge)}
                  </Descriptions.Item>
                )}
                {order.shipment?.trackingNumber && (
                  <Descriptions.Item label={t('orders.field.trackingNumber')}>
                    {order.shipment.trackingUrl ? (
                      <a
                        href={order.shipment.trackingUrl}
                        target="_blank"
                        rel="noopener noreferrer"
                        data-testid="tracking-link"
                      >
                        {order.shipment.trackingNumber}
                        <span className="kit-visually-hidden"> {t('orders.opensCourierPage')}</span>
                      </a>
                    ) : (
                      order.shipment.trackingNumber
                    )}
                  </Descriptions.Item>
                )}
              </Descriptions>
            </Card>
          </Col>
          <Col xs={24}>
            <Card title={t('orders.lines')} size="small">
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
            <Card title={t('orders.totals')} size="small">
              <Descriptions column={1} size="small">
                <Descriptions.Item label={t('orders.field.subtotal')}>
                  {money(order.subtotal)}
                </Descriptions.Item>
                <Descriptions.Item label={t('orders.field.shipping')}>
                  {money(order.shipping)}
                </Descriptions.Item>
                <Descriptions.Item label={t('orders.field.total')}>{money(order.total)}</Descriptions.Item>
              </Descriptions>
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card title={t('orders.payment')} size="small">
              <Descriptions column={1} size="small">
                <Descriptions.Item label={t('orders.field.paymentType')}>
                  {paymentTypeLabel(t, order.payment.paymentType)}
                </Descriptions.Item>
                {order.payment.trxID && (
                  <Descriptions.Item label={t('orders.field.trxId')}>{order.payment.trxID}</Descriptions.Item>
                )}
                {order.payment.mobileNumber && (
                  <Descriptions.Item label={t('orders.field.sender')}>
                    {order.payment.mobileNumber}
                  </Descriptions.Item>
                )}
                {order.payment.gateway && (
                  <Descriptions.Item label={t('orders.field.gateway')}>
                    {order.payment.gateway === 'sslcommerz' ? 'SSLCommerz' : 'bKash'}
                  </Descriptions.Item>
                )}
                {order.payment.paymentID && (
                  <Descriptions.Item label={t('orders.field.paymentId')}>
                    <span data-testid="payment-id">{order.payment.paymentID}</span>
                  </Descriptions.Item>
                )}
                {order.payment.amount !== undefined && (
                  <Descriptions.Item label={t('orders.field.paidAmount')}>
                    {money(order.payment.amount)}
                  </Descriptions.Item>
                )}
                {order.payment.paidAt && (
                  <Descriptions.Item label={t('orders.field.paidAt')}>
                    {orderDate(order.payment.paidAt)}
                  </Descriptions.Item>
                )}
                {order.status === 'awaiting_payment' && order.payment.payBy && (
                  <Descriptions.Item label={t('orders.field.payBy')}>
                    {orderDate(order.payment.payBy)}
                  </Descriptions.Item>
                )}
                {order.payment.refund && (
                  <Descriptions.Item label={t('orders.field.refunded')}>
                    {money(order.payment.refund.amount)} · {orderDate(order.payment.refund.at)}
                    {order.payment.refund.refundTrxID ? ` · ${order.payment.refund.refundTrxID}` : ''}
                  </Descriptions.Item>
                )}
                {order.payment.flagged && (
                  <Descriptions.Item label={t('orders.field.flagged')}>
                    <span role="alert">{order.payment.flagged}</span>
                  </Descriptions.Item>
                )}
              </Descriptions>
            </Card>
          </Col>
          {order.payment.gateway && order.payment.paidAt && (
            <Col xs={24} lg={12}>
              <OrderOnlinePayment order={order} onRefunded={setUpdated} />
            </Col>
          )}
          <Col xs={24} lg={12}>
            <OrderShippingCard order={order} onChange={setUpdated} />
          </Col>
          <Col xs={24} lg={12}>
            <Card title={t('orders.actions')} size="small">
              <BookSteadfastButton order={order} onBooked={setUpdated} />
              <BookPathaoButton order={order} onBooked={setUpdated} />
              <OrderStatusActions order={order} onChange={setUpdated} />
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card title={t('orders.history')} size="small">
              <Timeline
                items={order.history.map((change) => ({
                  content: (
                    <div>
                      <strong>
                        {change.refund
                          ? t('orders.historyRefund', { amount: price(change.refund.amount) })
                          : `${change.from ? `${statusLabel(t, change.from)} → ` : ''}${statusLabel(t, change.to)}`}
                      </strong>{' '}
                      {change.by ? t('orders.by', { name: change.by.name }) : t('orders.placedBy')} ·{' '}
                      {orderDate(change.at)}
                      {change.note && <div>{change.note}</div>}
                    </div>
                  ),
                }))}
              />
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <OrderMessages order={order} />
          </Col>
        </Row>
      )}
    </section>
  );
}
