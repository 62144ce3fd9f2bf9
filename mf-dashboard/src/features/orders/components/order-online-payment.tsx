import {
  Alert,
  Button,
  Card,
  Descriptions,
  Form,
  Input,
  InputNumber,
  Modal,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useRef, useState } from 'react';
import { refundBodySchema, type Order, type Refund } from '@tyre/contracts';
import { REFUND_REASON_MAX } from '@tyre/contracts/constants';
import { errorMessage, fieldErrors, Messages, notify, useFormat } from '@tyre/web-kit';
import { topLevelMessages } from '../../../lib/field-messages';
import { checkedMessages, showFieldMessages } from '../../../lib/use-validated-submit';
import { refundOrder } from '../api/refund-order';
import { orderDateFormat, overdueDelivery } from '../order-text';
import { orderPaymentDictionary, useOrderPaymentText } from '../payment-messages/dictionary';

const GATEWAYS = { bkash: 'bKash', sslcommerz: 'SSLCommerz' } as const;
const STATE_COLORS: Record<Refund['state'], string> = { done: 'green', processing: 'gold', failed: 'red' };

interface RefundValues {
  amount: number | null;
  reason: string;
}

/** The refund dialog: how much (up to what is left) and why; one refund per opening (its Idempotency-Key). */
function RefundDialog({
  order,
  left,
  open,
  onClose,
  onRefunded,
}: {
  order: Order;
  left: number;
  open: boolean;
  onClose: () => void;
  onRefunded: (order: Order) => void;
}) {
  const t = useOrderPaymentText();
  const { price } = useFormat();
  const [form] = Form.useForm<RefundValues>();
  const [sending, setSending] = useState(false);
  // one key per refund asked for: a second press or a retry of the same refund is the same refund
  const key = useRef(crypto.randomUUID());
  const labels = { amount: t('amount'), reason: t('reason') };
  const gateway = GATEWAYS[order.payment.gateway ?? 'bkash'];

  const submit = async (values: RefundValues) => {
    const body = {
      order: order.key,
      amount: values.amount ?? Number.NaN,
      reason: (values.reason ?? '').trim(),
    };
    const problems = checkedMessages(refundBodySchema, body);
    if (!problems.amount && body.amount > left) problems.amount = t('amountTooMuch', { left: price(left) });
    if (Object.keys(problems).length) {
      showFieldMessages(form, labels, problems);
      return;
    }
    setSending(true);
    try {
      const answer = await refundOrder(body, key.current);
      notify.success(
        t(answer.refund.state === 'done' ? 'done' : 'processing', {
          amount: price(answer.refund.amount),
          reference: answer.order.reference,
        }),
      );
      key.current = crypto.randomUUID();
      form.resetFields();
      onRefunded(answer.order);
      onClose();
    } catch (error) {
      notify.error(errorMessage(error));
      showFieldMessages(form, labels, topLevelMessages(fieldErrors(error)));
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('dialogTitle', { reference: order.reference })}
      onCancel={onClose}
      okText={t('submit')}
      cancelText={t('cancel')}
      okButtonProps={{ danger: true, loading: sending, htmlType: 'submit', form: 'refund-form' }}
      destroyOnHidden
    >
      <p>{t('dialogIntro', { gateway })}</p>
      <Form<RefundValues>
        id="refund-form"
        form={form}
        layout="vertical"
        initialValues={{ amount: left, reason: '' }}
        onFinish={submit}
      >
        <Form.Item name="amount" label={labels.amount} extra={t('amountHint', { left: price(left) })}>
          <InputNumber<number> min={1} max={left} step={1} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="reason" label={labels.reason}>
          <Input.TextArea
            maxLength={REFUND_REASON_MAX}
            showCount
            autoSize={{ minRows: 2, maxRows: 4 }}
            placeholder={t('reasonPlaceholder')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function OnlinePayment({ order, onRefunded }: { order: Order; onRefunded: (order: Order) => void }) {
  const t = useOrderPaymentText();
  const { price, date } = useFormat();
  const [open, setOpen] = useState(false);
  // the moment the page was opened: whether the delivery deadline has passed
  const [openedAt] = useState(() => Date.now());
  const p = order.payment;
  const paid = p.amount ?? order.total;
  const refunded = p.refunded ?? 0;
  const left = Math.max(0, paid - refunded);
  const overdue = overdueDelivery(order, openedAt);
  const columns: ColumnsType<Refund> = [
    { title: t('column.at'), dataIndex: 'at', render: (iso: string) => date(iso, orderDateFormat) },
    {
      title: t('column.amount'),
      dataIndex: 'amount',
      render: (amount: number) => <span className="kit-price">{price(amount)}</span>,
    },
    { title: t('column.reason'), dataIndex: 'reason' },
    {
      title: t('column.state'),
      dataIndex: 'state',
      render: (state: Refund['state']) => <Tag color={STATE_COLORS[state]}>{t(`state.${state}`)}</Tag>,
    },
    { title: t('column.ref'), dataIndex: 'ref', render: (ref?: string) => ref ?? '—' },
    { title: t('column.by'), key: 'by', render: (_: unknown, r: Refund) => r.by.name },
  ];

  return (
    <Card title={t('title')} size="small" data-testid="online-payment">
      <Descriptions column={1} size="small">
        {(p.cardType || p.gateway === 'bkash') && (
          <Descriptions.Item label={t('method')}>
            {p.cardType ? `${p.cardType}${p.cardBrand ? ` (${p.cardBrand})` : ''}` : 'bKash'}
          </Descriptions.Item>
        )}
        {p.risk && (
          <Descriptions.Item label={t('risk')}>
            {p.risk.level === 1 ? (
              <Tag color="red" data-testid="payment-risk">
                {t('riskRisky')}
              </Tag>
            ) : (
              t('riskSafe')
            )}
          </Descriptions.Item>
        )}
        {p.deliverBy && (
          <Descriptions.Item label={t('deliverBy')}>
            {date(p.deliverBy, orderDateFormat)} {overdue && <Tag color="red">{t('overdue')}</Tag>}
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t('paid')}>
          <span className="kit-price">{price(paid)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('refunded')}>
          <span className="kit-price" data-testid="refunded-total">
            {price(refunded)}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('left')}>
          <span className="kit-price">{price(left)}</span>
        </Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5}>{t('refunds')}</Typography.Title>
      {p.refunds?.length ? (
        <Table<Refund>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={p.refunds}
          pagination={false}
          scroll={{ x: 640 }}
          data-testid="refunds"
        />
      ) : (
        <p>{t('noRefunds')}</p>
      )}
      <div style={{ marginTop: 12 }}>
        {left > 0 ? (
          <Button danger onClick={() => setOpen(true)}>
            {t('refund')}
          </Button>
        ) : (
          <Alert type="info" showIcon title={t('refundAll')} />
        )}
      </div>
      <RefundDialog
        order={order}
        left={left}
        open={open}
        onClose={() => setOpen(false)}
        onRefunded={onRefunded}
      />
    </Card>
  );
}

/**
 * The order's online payment (bKash online, SSLCommerz) once it is paid: how it was paid, its
 * risk, its delivery deadline, what was refunded, and a refund of part or all of what is left.
 */
export function OrderOnlinePayment({
  order,
  onRefunded,
}: {
  order: Order;
  onRefunded: (order: Order) => void;
}) {
  if (!order.payment.gateway || !order.payment.paidAt) return null;
  return (
    <Messages dictionary={orderPaymentDictionary}>
      <OnlinePayment order={order} onRefunded={onRefunded} />
    </Messages>
  );
}
