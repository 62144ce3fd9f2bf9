import { Button, Card, Tag } from 'antd';
import { Link } from 'react-router-dom';
import type { Order } from '@tyre/contracts';
import { useApi, useFormat } from '@tyre/web-kit';
import { LoadError } from '../../../components/load-error';
import {
  channelLabel,
  eventLabel,
  messageDateFormat,
  MessageStatusTag,
} from '../../../components/message-text';
import { useText } from '../../../messages/dictionary';
import { getOrderMessages } from '../api/get-order-messages';

/**
 * The SMS and e-mails about an order, oldest first: channel, to whom (partly masked), the event,
 * the status and when; asked again after each status move (which makes new ones).
 */
export function OrderMessages({ order }: { order: Order }) {
  const t = useText();
  const { date } = useFormat();
  const state = useApi(`dashboard-order-messages:${order.key}:${order.history.length}`, (signal) =>
    getOrderMessages(order.key, signal),
  );
  const messages = state.data ?? [];
  return (
    <Card
      title={t('orders.messages')}
      size="small"
      extra={
        <Button size="small" onClick={state.reload} loading={state.loading}>
          {t('messages.refresh')}
        </Button>
      }
    >
      <LoadError state={state} />
      {!state.loading && !state.error && messages.length === 0 && <p>{t('orders.noMessages')}</p>}
      {messages.length > 0 && (
        <ul className="order-messages" data-testid="order-messages">
          {messages.map((message) => (
            <li key={message._id} className="order-messages__item">
              <div className="order-messages__line">
                <MessageStatusTag status={message.status} />
                <strong>{channelLabel(t, message.channel)}</strong>
                <span dir="ltr">{message.to}</span>
                {message.audience === 'staff' && <Tag>{t('messages.staff')}</Tag>}
              </div>
              <div className="order-messages__meta">
                {eventLabel(t, message.event)} ·{' '}
                {date(message.sentAt ?? message.createdAt, messageDateFormat)}
              </div>
            </li>
          ))}
        </ul>
      )}
      <Link to={`/dashboard/messages?reference=${encodeURIComponent(order.reference)}`}>
        {t('orders.allMessages')}
      </Link>
    </Card>
  );
}
